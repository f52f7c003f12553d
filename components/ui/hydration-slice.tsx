import { Activity, type ReactNode } from 'react';
import { HydrationMarker } from '@/components/ui/hydration-marker';

/**
 * A band of the page that React hydrates on its own, after the page's shell (header, hero).
 *
 * Without it React hydrates the whole document in one render and one commit, and a commit is
 * never interrupted. A visible `<Activity>` boundary is left dehydrated in the first pass and
 * hydrated afterwards as its own unit with its own commit, first whichever one a visitor
 * clicks or types into (docs/performance.md, "Hydration in slices"). Unlike a
 * Suspense boundary it has no fallback, so the server writes it in place, in document order:
 * the HTML differs only by two comment markers, and the text reads the same with JavaScript off.
 * Its marker (hydration-marker.tsx) says when it has hydrated.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // Visible is the default mode: left out, it costs nothing in every page's RSC payload.
  return (
    <Activity>
      {children}
      <HydrationMarker />
    </Activity>
  );
}
