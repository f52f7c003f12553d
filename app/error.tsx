'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** Catches unexpected errors inside a page while keeping the header and footer usable. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    // A plain div, not <Container>: this boundary ships with every page, and Container's
    // class merging would bring tailwind-merge into the shared JavaScript.
    <div className="mx-auto flex w-full max-w-7xl flex-col items-center px-5 py-24 text-center sm:px-8 sm:py-32">
      <h1 className="text-title font-bold sm:text-display">Unexpected Application Error</h1>
      <p className="mt-4 max-w-md text-lead text-ink-muted">
        Something went wrong while showing this page. Please try again, or head back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={reset}>
          Try again
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="/">Return to Home</a>
        </Button>
      </div>
    </div>
  );
}
