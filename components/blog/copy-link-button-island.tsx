'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';

/** How long the button reads "Copied!" after a successful copy. */
const COPIED_INDICATOR_MS = 2000;

/**
 * Copies the post's address to the clipboard and says so, or says why it could not.
 * `copiedIcon` is drawn on the server and passed in, so the icon set stays out of the bundle.
 */
export function CopyLinkButtonIsland({ copiedIcon }: { copiedIcon: ReactNode }) {
  // The time of the last successful copy; the label reverts COPIED_INDICATOR_MS after it is shown.
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopiedAt(Date.now());
      void notify('success', 'Link copied!', { description: 'Blog post link copied to clipboard' });
    } catch {
      void notify('error', 'Failed to copy', { description: 'Could not copy link to clipboard' });
    }
  }

  const copied = copiedAt !== null;
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      {copied ? copiedIcon : null}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy Link'}</span>
    </Button>
  );
}
