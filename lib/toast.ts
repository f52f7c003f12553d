/**
 * Shows a toast. Neither sonner nor its host load with the page: toasts only ever follow a
 * visitor's action (a form sent, a link copied), so the first `notify()` asks the host
 * (components/ui/toaster.tsx) to mount. Sonner replays the toasts still showing to a host
 * that subscribes late, so the first toast is not lost. Before this, every page fetched and
 * ran sonner right after hydration: ~18 KB and a long task on a slow phone, for nothing.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

/** For the host: whether a toast has been asked for yet (useSyncExternalStore). */
export function toastHostRequested(): boolean {
  return requested;
}

export function subscribeToastHost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notify(kind: 'success' | 'error', title: string, options?: { description?: string }) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('sonner');
  toast[kind](title, options);
}
