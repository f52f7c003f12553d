import { PageStatus } from '@/components/ui/page-status';

/**
 * Makes the server answer this page with 404, HTML and all (lib/html/status-marker.mjs): for
 * a page regenerated on demand, where Next's notFound() sends an empty shell.
 */
export function NotFoundStatus() {
  return <PageStatus status={404} />;
}
