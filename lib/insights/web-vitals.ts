import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { viewportClass } from '@/lib/visit/viewport-class';
import { currentRoute, sendInsight } from './beacon';

/** Loaded by dynamic import once the page is idle (./after-load.ts): never part of the first load. */
export function reportWebVitals() {
  const send = (metric: Metric) =>
    sendInsight({ type: 'vital', route: currentRoute(), metric: metric.name, value: metric.value, viewport: viewportClass(window.innerWidth) });
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
}
