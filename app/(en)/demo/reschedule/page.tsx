import { changePage, changePageMetadata } from '@/components/booking/change-page';

/** The page the reschedule link of a demo invitation opens (components/booking/change-page.tsx); rendered per request. */
export const dynamic = 'force-dynamic';
export const metadata = changePageMetadata('en', 'reschedule');
export default changePage('en', 'reschedule');
