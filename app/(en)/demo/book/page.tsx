import { BookingPage, bookingPageMetadata } from '@/components/booking/booking-page';

/** The no-script demo picker's outcome (components/booking/booking-page.tsx); rendered per request. */
export const dynamic = 'force-dynamic';
export const metadata = bookingPageMetadata('en');

export default async function Page({ searchParams }: { searchParams: Promise<{ o?: string | string[] }> }) {
  const { o } = await searchParams;
  return <BookingPage locale="en" signed={typeof o === 'string' ? o : undefined} />;
}
