/**
 * The words of the team's room (/team, issue 55). English only: it is a tool for the team.
 */
import type { TeamRole } from '@/lib/team/members';

export const ALL_ROLES: readonly TeamRole[] = ['admin', 'marketing', 'sales', 'editor'];

/** The room's pages, in the order of its navigation, with the roles that may open each. */
export const teamPages = [
  { path: '/team', label: 'Overview', roles: ALL_ROLES },
  { path: '/team/leads', label: 'Leads', roles: ['admin', 'marketing', 'sales'] },
  { path: '/team/blog', label: 'Blog', roles: ['admin', 'editor'] },
  { path: '/team/audit', label: 'Audit log', roles: ['admin'] },
  { path: '/team/account', label: 'Your account', roles: ALL_ROLES },
] as const satisfies readonly { path: string; label: string; roles: readonly TeamRole[] }[];

export type TeamPagePath = (typeof teamPages)[number]['path'];

export const roleDescriptions: Record<TeamRole, string> = {
  admin: 'Admin: everything, including the audit log',
  marketing: 'Marketing: leads, read only',
  sales: 'Sales: leads, your own bookings and hours',
  editor: 'Editor: the blog',
};

export const teamWords = {
  roomName: 'Ladle team room',
  skipLink: 'Skip to content',
  signIn: {
    heading: 'Sign in to the team room',
    intro: 'Enter your work email address. If it belongs to a member of the team, a sign-in link valid for 15 minutes is sent to it.',
    email: 'Work email',
    send: 'Email me a sign-in link',
    sent: 'If that address belongs to a member of the team, a sign-in link is on its way. It works once, for 15 minutes.',
    noMail: 'This server sends no mail (SMTP_URL is not set): ask an admin to run `npm run team -- invite EMAIL` and give you the link it prints.',
    badEmail: 'Enter an email address, like ana@ladle.example.',
    limit: 'Too many sign-in attempts. Wait a minute and try again.',
    mailFailed: 'The sign-in link could not be sent just now. Try again in a minute.',
    signedOut: 'You are signed out.',
    signedOutEverywhere: 'You are signed out on every device.',
    expiredSession: 'Sign in to open that page.',
  },
  link: {
    heading: 'Sign in with your link',
    intro: (email: string) => `This link signs in ${email}. It works once.`,
    button: 'Sign in',
    unknown: 'This sign-in link is not valid. Ask for a new one.',
    expired: 'This sign-in link has expired (links last 15 minutes). Ask for a new one.',
    used: 'This sign-in link was already used. Ask for a new one.',
    again: 'Ask for a new sign-in link',
  },
  refused: {
    heading: 'Not for your role',
    text: (role: TeamRole) => `Your role (${role}) does not open this page.`,
    crossSiteHeading: 'Refused',
    crossSite: 'This form was sent from another site, so nothing was done.',
    notAllowed: 'Your role may not do this, so nothing was done.',
  },
  overview: {
    heading: 'Team room',
    signedInAs: (email: string) => `Signed in as ${email}`,
  },
  account: {
    heading: 'Your account',
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out everywhere',
    everywhereHint: 'Ends every session of yours, on every device, this one included.',
  },
  audit: {
    heading: 'Audit log',
    intro: 'Every action taken in the team room, newest first (the last 500).',
    empty: 'Nothing has been done yet.',
    columns: { at: 'When (UTC)', who: 'Who', action: 'What', detail: 'Details', address: 'From address' },
  },
  leads: {
    heading: 'Leads',
    formLabels: { demo: 'Demo request', contact: 'Contact', partner: 'Partner application' },
    deliveryLabels: { failed: 'Failed', pending: 'Pending', delivered: 'Delivered', none: 'Not relayed' },
    count: (total: number, page: number, pages: number) => `${total} lead${total === 1 ? '' : 's'}, newest first. Page ${page} of ${pages}.`,
    none: 'No lead matches these filters.',
    export: 'Download these leads as CSV',
    columns: { received: 'Received (UTC)', form: 'Form', name: 'Name', email: 'Email', company: 'Company', source: 'Source', delivery: 'Delivery', booking: 'Demo' },
    previous: 'Previous page',
    next: 'Next page',
    notFound: 'No lead has this id.',
    back: 'All leads',
    fields: 'What the visitor sent',
    attribution: 'Where this lead came from',
    noAttribution: 'Nothing is known about where this lead came from.',
    deliveries: 'Deliveries',
    noDeliveries: 'Not relayed: no channel was configured when it arrived.',
    deliveryColumns: { channel: 'Channel', state: 'State', attempts: 'Attempts', last: 'Last error', delivered: 'Delivered at (UTC)', next: 'Next try (UTC)' },
    booking: 'Demo booking',
    noBooking: 'No demo booked.',
    resend: 'Send it again',
    resent: 'Sent again: the delivery is pending and the relay is trying it now.',
    spam: (reason: string) => `Marked as spam (${reason}), never relayed.`,
  },
  passkeys: {
    heading: 'Passkeys',
    intro: 'A passkey signs you in with your device’s lock (fingerprint, face, PIN or security key) instead of a link by mail. It needs JavaScript; without it, sign in with a link.',
    add: 'Add a passkey',
    added: 'Passkey added. Next time, choose “Sign in with a passkey”.',
    none: 'You have no passkey yet.',
    prompt: 'You are signed in. Add a passkey now, so you need no link next time.',
    signIn: 'Sign in with a passkey',
    or: 'Or, without a passkey:',
    refused: 'Sign in again first.',
    expired: 'That took too long. Try again.',
    failed: 'The passkey could not be checked. Try again, or sign in with a link.',
    unknown: 'This passkey does not belong to a member of the team. Sign in with a link.',
    cancelled: 'No passkey was used.',
    columns: { added: 'Added (UTC)', used: 'Last used (UTC)' },
  },
  blog: {
    heading: 'Blog',
    intro: 'After a post is edited in the blog’s own tool, refresh the site’s copy here: the pages show the new version from the next visit on. Without a post id, every blog page is refreshed.',
    id: 'Post id (leave empty for the whole blog)',
    idHint: 'Letters, digits, - and _, as in the post’s address /blog/<id>.',
    button: 'Refresh',
    badId: 'A post id has only letters, digits, - and _ (at most 128).',
    done: 'Refreshed. What the blog function returned:',
    recent: 'Recent refreshes',
    none: 'No refresh yet.',
  },
  mail: {
    subject: 'Your sign-in link for the Ladle team room',
    text: (link: string) =>
      `Open this link to sign in to the Ladle team room:\n\n${link}\n\nIt works once, within 15 minutes. The page it opens has a Sign in button; opening the link alone does nothing.\n\nIf you did not ask for it, ignore this mail.`,
  },
} as const;
