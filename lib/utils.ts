import { extendTailwindMerge } from 'tailwind-merge';

/** A class name, or a condition that left it out (`inverse && 'text-white'`). */
export type ClassName = string | false | 0 | 0n | null | undefined;

/**
 * Joins the class names that are set. It never drops a class, so it is cheap enough for client
 * islands. When a caller's class must replace a component's default of the same kind (a
 * narrower max-w, another background), use `mergeClasses`.
 *
 * Not clsx: no caller passes its arrays or objects, and the buttons and icons of the header's
 * islands would carry its code (0.2 KB gzipped) on every page.
 */
export function cn(...names: ClassName[]) {
  return names.filter(Boolean).join(' ');
}

/**
 * tailwind-merge must know our custom theme scales (app/globals.css @theme): otherwise it
 * reads `text-title` as a colour and drops it when `text-ink` follows, so headings lose
 * their size; the same goes for our radii and shadows. Created on first use, so a bundle
 * that imports only `cn` from this module carries no tailwind-merge.
 */
let twMerge: ReturnType<typeof extendTailwindMerge> | undefined;

/**
 * Joins class names and lets a later Tailwind class win over an earlier one of the same
 * kind. It carries tailwind-merge (about 9 KB gzipped): server components only.
 */
export function mergeClasses(...names: ClassName[]) {
  twMerge ??= extendTailwindMerge({
    extend: {
      theme: {
        text: ['eyebrow', 'lead', 'title', 'display', 'display-lg'],
        radius: ['control', 'card', 'panel'],
        shadow: ['card', 'pop'],
      },
    },
  });
  return twMerge(cn(...names));
}
