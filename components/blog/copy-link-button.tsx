'use client';

import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** How long the button reads "Copied!" after a successful copy (SPEC §9). */
export const COPIED_INDICATOR_MS = 2000;

/** Copies the post's address to the clipboard and says so, or says why it could not. */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      toast.success('Link copied!', { description: 'Blog post link copied to clipboard' });
    } catch {
      toast.error('Failed to copy', { description: 'Could not copy link to clipboard' });
    }
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={copy}>
      {copied ? <Icon name="check" /> : null}
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy Link'}</span>
    </Button>
  );
}
