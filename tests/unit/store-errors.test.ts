/** @jest-environment node */
/**
 * Next bundles the lead modules twice in one server (instrumentation.ts and the routes) and
 * both share one store, so the endpoint may catch an error class from the other copy. The
 * 503 and 507 answers depend on recognising it.
 */
type StoreModule = typeof import('@/lib/leads/store');
type OutboxModule = typeof import('@/lib/email/outbox');

function twoCopies<T extends object>(path: string): [T, T] {
  const copies: T[] = [];
  for (let i = 0; i < 2; i += 1) jest.isolateModules(() => copies.push(jest.requireActual<T>(path)));
  return [copies[0]!, copies[1]!];
}

it('recognises a store-unavailable error thrown by another copy of the module', () => {
  const [first, second] = twoCopies<StoreModule>('@/lib/leads/store');
  expect(first.LeadStoreUnavailableError).not.toBe(second.LeadStoreUnavailableError);
  expect(new second.LeadStoreUnavailableError('down')).toBeInstanceOf(first.LeadStoreUnavailableError);
  expect(new Error('down')).not.toBeInstanceOf(first.LeadStoreUnavailableError);
});

it('recognises an outbox-full error thrown by another copy of the module', () => {
  const [first, second] = twoCopies<OutboxModule>('@/lib/email/outbox');
  expect(new second.OutboxFullError('messages.jsonl', 10)).toBeInstanceOf(first.OutboxFullError);
  expect(new RangeError('full')).not.toBeInstanceOf(first.OutboxFullError);
});
