/**
 * Where each lead form posted without script lands (its permalink, before /es): the page
 * holding it inline, which shows the outcome. A dialog's form posts there too. A module of
 * its own: content/paths.ts is in every page's first load, this only where a form is.
 */
export const leadFormPages = {
  /** The demo request page. */
  demo: '/demo',
  /** The home page's partner section (components/sections/partner-section.tsx). */
  partner: '/#partner',
} as const;
