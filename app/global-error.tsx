'use client';

/** Last resort when the root layout itself fails: plain HTML, no shared chrome. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center', color: '#1c1917' }}>
        <h1>Unexpected Application Error</h1>
        <p>Something went wrong. Please try again, or go back to the home page.</p>
        <p>
          <button type="button" onClick={reset} style={{ marginRight: 12 }}>
            Try again
          </button>
          {/* A full page load on purpose: the app shell that client navigation needs has failed. */}
          <a href="/">Return to Home</a>
        </p>
      </body>
    </html>
  );
}
