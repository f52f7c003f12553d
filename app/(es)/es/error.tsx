'use client';

/**
 * The Spanish pages' boundary for unexpected errors (the twin of app/(en)/error.tsx): plain
 * markup with the buttons' CSS classes and no dictionary, since it ships with every page.
 */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col items-center px-5 py-24 text-center sm:px-8 sm:py-32">
      <h1 className="text-title font-bold sm:text-display">Error inesperado en la aplicación</h1>
      <p className="mt-4 max-w-md text-lead text-ink-muted">
        Algo salió mal al mostrar esta página. Inténtelo de nuevo o vuelva a la página de inicio.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-lg btn-primary" onClick={reset}>
          Intentar de nuevo
        </button>
        <a href="/es" className="btn btn-lg btn-outline">
          Volver al inicio
        </a>
      </div>
    </div>
  );
}
