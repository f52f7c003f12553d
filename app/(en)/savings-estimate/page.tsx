import { savingsEstimateRoute } from '@/components/pages/pricing-page';

// /pricing?sales=… rendered for its query on each request (proxy.ts); nothing is cached per query.
export const dynamic = 'force-dynamic';

const { metadata, Page } = savingsEstimateRoute('en');
export { metadata, Page as default };
