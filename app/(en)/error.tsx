'use client';

/**
 * Catches unexpected errors inside a page while keeping the header and footer usable.
 * This boundary ships with every page, so it is plain markup with the buttons' CSS classes
 * (no Button component, no class merging, no effect): every byte here is on every first load.
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col items-center px-5 py-24 text-center sm:px-8 sm:py-32">
      <h1 className="text-title font-bold sm:text-display">Unexpected Application Error</h1>
      <p className="mt-4 max-w-md text-lead text-ink-muted">
        Something went wrong while showing this page. Please try again, or head back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-lg btn-primary" onClick={reset}>
          Try again
        </button>
        <a href="/" className="btn btn-lg btn-outline">
          Return to Home
        </a>
      </div>
    </div>
  );
}
