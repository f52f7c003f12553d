'use client';

/**
 * Last resort when the root layout itself fails: plain HTML, no shared chrome, no styles.
 * It ships with every page, so it stays this small.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body>
        <h1>Unexpected Application Error</h1>
        <p>Something went wrong. Please try again, or go back to the home page.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>{' '}
        {/* A full page load on purpose: the app shell that client navigation needs has failed. */}
        <a href="/">Return to Home</a>
      </body>
    </html>
  );
}
