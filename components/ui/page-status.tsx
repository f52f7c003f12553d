import { STATUS_ATTRIBUTE, type PAGE_STATUSES } from '@/lib/html/status-marker.mjs';

/**
 * Makes the server answer this page with `status`, HTML and all (lib/html/status-marker.mjs):
 * a page that refuses what its address asks, in words, with the status that says so.
 */
export function PageStatus({ status }: { status: (typeof PAGE_STATUSES)[number] }) {
  return <template {...{ [STATUS_ATTRIBUTE]: String(status) }} />;
}
