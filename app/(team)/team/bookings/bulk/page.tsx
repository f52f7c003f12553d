import type { Metadata } from 'next';
import { teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { PageStatus } from '@/components/ui/page-status';
import { Notice, TeamFrame } from '@/components/team/team-frame';
import { BookingTable } from '@/components/team/booking-table';
import { pageAccess } from '@/services/team/access';
import { bulkCancelPreview, bulkTarget, bulkTargetName } from '@/services/team/bookings';

export const metadata: Metadata = { title: 'Bulk cancel' };

const words = teamWords.bookings;
type Search = Promise<{ domain?: string | string[]; client?: string | string[]; m?: string | string[] }>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** /team/bookings/bulk?domain=… or ?client=… (admins): what a bulk cancel would cancel, and the button that does it. */
export default async function BulkCancelPage({ searchParams }: { searchParams: Search }) {
  const { member, forbidden } = await pageAccess(['admin']);
  const query = await searchParams;
  const byClient = one(query.client) !== undefined;
  const target = bulkTarget({ domain: one(query.domain), client: one(query.client) });
  const preview = forbidden || !target ? [] : await bulkCancelPreview(target);
  const heading = byClient ? words.clientHeading : words.bulkHeading;
  return (
    <TeamFrame member={member} current="/team/bookings" forbidden={forbidden} heading={heading}>
      <p className="mt-2">
        <a href="/team/bookings" className="underline underline-offset-4">
          {words.back}
        </a>
      </p>
      {!target ? (
        <>
          <PageStatus status={400} />
          <Notice tone="error">{byClient ? words.badClient : words.badDomain}</Notice>
        </>
      ) : (
        <>
          <p className="mt-6" role="status">
            {'domain' in target ? words.bulkPreview(preview.length, target.domain) : words.clientPreview(preview.length, bulkTargetName(target))}
          </p>
          <BookingTable bookings={preview} label={heading} />
          {preview.length ? (
            <form method="post" action="/team/bookings/bulk-cancel" className="mt-6">
              {'domain' in target ? <input type="hidden" name="domain" value={target.domain} /> : <input type="hidden" name="client" value={target.client} />}
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
