import type { Metadata } from 'next';
import { teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { PageStatus } from '@/components/ui/page-status';
import { Notice, TeamFrame } from '@/components/team/team-frame';
import { BookingTable } from '@/components/team/booking-table';
import { pageAccess } from '@/services/team/access';
import { bulkCancelPreview, emailDomain } from '@/services/team/bookings';

export const metadata: Metadata = { title: 'Bulk cancel' };

const words = teamWords.bookings;
type Search = Promise<{ domain?: string | string[]; m?: string | string[] }>;

/** /team/bookings/bulk?domain=… (admins): what a bulk cancel would cancel, and the button that does it. */
export default async function BulkCancelPage({ searchParams }: { searchParams: Search }) {
  const { member, forbidden } = await pageAccess(['admin']);
  const { domain: typed } = await searchParams;
  const domain = emailDomain(typeof typed === 'string' ? typed : undefined);
  const preview = forbidden || !domain ? [] : await bulkCancelPreview(domain);
  return (
    <TeamFrame member={member} current="/team/bookings" forbidden={forbidden} heading={words.bulkHeading}>
      <p className="mt-2">
        <a href="/team/bookings" className="underline underline-offset-4">
          {words.back}
        </a>
      </p>
      {!domain ? (
        <>
          <PageStatus status={400} />
          <Notice tone="error">{words.badDomain}</Notice>
        </>
      ) : (
        <>
          <p className="mt-6" role="status">
            {words.bulkPreview(preview.length, domain)}
          </p>
          <BookingTable bookings={preview} label={words.bulkHeading} />
          {preview.length ? (
            <form method="post" action="/team/bookings/bulk-cancel" className="mt-6">
              <input type="hidden" name="domain" value={domain} />
              <input type="hidden" name="confirm" value="1" />
              <input type="hidden" name="ids" value={preview.map((booking) => booking.id).join(',')} />
              <Button type="submit">{words.confirm(preview.length)}</Button>
            </form>
          ) : null}
        </>
      )}
    </TeamFrame>
  );
}
