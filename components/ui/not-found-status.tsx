import { STATUS_ATTRIBUTE } from '@/lib/html/status-marker.mjs';

/**
 * Makes the server answer this page with 404, HTML and all (lib/html/status-marker.mjs): for
 * a page regenerated on demand, where Next's notFound() sends an empty shell.
 */
export function NotFoundStatus() {
  return <template {...{ [STATUS_ATTRIBUTE]: '404' }} />;
}
