import { handleInsightEvent } from '@/lib/insights/endpoint';
import { insightEventSchema } from '@/services/insights';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleInsightEvent(request, insightEventSchema);
}
