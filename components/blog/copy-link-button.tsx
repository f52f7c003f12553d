'use client';

import { useEffect, useState } from 'react';
import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** How long the button reads "Copied!" after a successful copy (SPEC §9). */
export const COPIED_INDICATOR_MS = 2000;

/** Copies the post's address to the clipboard and says so, or says why it could not. */
export function CopyLinkButton() {
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
      {copied ? <Icon name="check" /> : null}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy Link'}</span>
    </Button>
  );
}
