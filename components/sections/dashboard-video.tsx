'use client';

import { useEffect, useRef, useState } from 'react';
import type { VideoLabels } from '@/content/sections';

type Props = {
  sources: { webm: string; mp4: string };
  poster: string;
  width: number;
  height: number;
  /** Id of the element that describes what the clip shows. */
  describedBy: string;
  /** The button's words and the note beside it, in the page's language (from the server parent). */
  labels: VideoLabels;
};

/**
 * The looping dashboard clip. It never loads before the page paints (preload none, a sized
 * poster) and starts only once it is on screen; under prefers-reduced-motion it stays paused
 * on the poster until the visitor presses Play. The visitor's Pause always wins.
 */
export function DashboardVideo({ sources, poster, width, height, describedBy, labels }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry || pausedByVisitor.current) return;
        if (entry.isIntersecting) video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  function toggle() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      pausedByVisitor.current = false;
      video.play().catch(() => undefined);
    } else {
      pausedByVisitor.current = true;
      video.pause();
    }
  }

  return (
    <>
      <div className="overflow-hidden rounded-card">
        <video
          ref={videoRef}
          className="block h-auto w-full bg-surface-sunk"
          width={width}
          height={height}
          poster={poster}
          muted
          loop
          playsInline
          preload="none"
          aria-describedby={describedBy}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={sources.webm} type="video/webm" />
          <source src={sources.mp4} type="video/mp4" />
        </video>
      </div>
      {/* The control sits in the device bezel, below the picture, so it never hides the dashboard. */}
      <div className="flex items-center justify-between gap-3 px-1 pt-2 sm:px-2 sm:pt-3">
        <button
          type="button"
          onClick={toggle}
          className="inline-flex h-10 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20"
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor">
            {playing ? <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" /> : <path d="M4.5 2.5v11l9-5.5z" />}
          </svg>
          {playing ? labels.pause : labels.play}
        </button>
        <span className="hidden text-sm text-night-muted sm:inline">{labels.note}</span>
      </div>
    </>
  );
}
