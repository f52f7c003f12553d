import { handleInsightEvent } from '@/lib/insights/endpoint';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleInsightEvent(request);
}
