'use client';

import { useEffect, useRef } from 'react';

/** The home counters count up over two seconds. */
const COUNT_UP_MS = 2000;

const easeOut = (x: number) => 1 - Math.pow(1 - x, 3);

/**
 * One company figure that counts up from zero when it scrolls into view.
 * The server HTML (and a visitor without JavaScript) gets the final text; screen readers
 * always read the final text from the sr-only copy, never the moving digits. The final
 * text also sits invisibly under the moving digits, so the box never changes width.
 * Frames write straight to the DOM node: 60 React renders a second would buy nothing.
 * data-count-state tells tests and styles where it is: final (server), waiting, running, done.
 */
export function CountUp({ text, value, className }: { text: string; value: number; className?: string }) {
  const rootRef = useRef<HTMLSpanElement>(null);
  const displayRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const display = displayRef.current;
    if (!root || !display || typeof IntersectionObserver === 'undefined') return;
    const show = (n: number) => {
      display.textContent = text.replace(String(value), String(n));
    };
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      root.dataset.countState = 'done';
      return;
    }
    let frame = 0;
    show(0);
    root.dataset.countState = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        root.dataset.countState = 'running';
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / COUNT_UP_MS);
          show(Math.round(value * easeOut(progress)));
          if (progress < 1) frame = requestAnimationFrame(tick);
          else root.dataset.countState = 'done';
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.4 },
    );
    observer.observe(root);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(value);
      root.dataset.countState = 'done';
    };
  }, [text, value]);

  return (
    <span ref={rootRef} data-count-state="final" className={className}>
      <span aria-hidden="true" className="relative inline-block tabular-nums">
        <span className="invisible">{text}</span>
        <span ref={displayRef} data-count-display="" className="absolute inset-0 text-left">
          {text}
        </span>
      </span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
