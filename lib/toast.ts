/**
 * Shows a toast. Sonner is imported on the first toast rather than with the page: toasts
 * only ever follow a visitor's action, so its ~10 KB stay out of every first load. The
 * toast host (components/ui/toaster.tsx) loads the same module after hydration.
 */
export async function notify(kind: 'success' | 'error', title: string, options?: { description?: string }) {
  const { toast } = await import('sonner');
  toast[kind](title, options);
}
