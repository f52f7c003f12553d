/**
 * How the charts tell series and bands apart. Every series has a colour from the site's tokens
 * (app/globals.css: each at least 3:1 on white, as graphics need) and also a dash pattern,
 * a point marker and a bar pattern of its own, so no one needs the colour to tell them apart.
 * Class names are written out whole, so Tailwind finds them.
 */
import { symbolCircle, symbolDiamond, symbolSquare, symbolTriangle, type SymbolType } from 'd3-shape';

export type SeriesStyle = {
  /** Tailwind classes for a line, a marker and a bar of this series. */
  stroke: string;
  fill: string;
  /** stroke-dasharray of the line; undefined draws it solid. */
  dash: string | undefined;
  marker: SymbolType;
  /** The hatching laid over the bar's colour: none, or the angle of its white stripes. */
  hatch: number | null;
};

export const SERIES_STYLES: readonly SeriesStyle[] = [
  { stroke: 'stroke-accent', fill: 'fill-accent', dash: undefined, marker: symbolCircle, hatch: null },
  { stroke: 'stroke-brand', fill: 'fill-brand', dash: '6 3', marker: symbolSquare, hatch: 45 },
  { stroke: 'stroke-focus', fill: 'fill-focus', dash: '2 3', marker: symbolTriangle, hatch: -45 },
  { stroke: 'stroke-ink', fill: 'fill-ink', dash: '9 3 2 3', marker: symbolDiamond, hatch: 90 },
];

export function seriesStyle(index: number): SeriesStyle {
  return SERIES_STYLES[index % SERIES_STYLES.length]!;
}

export type BandTone = 'good' | 'warn' | 'poor';

/** Background bands are tints (decoration), each carrying its label in text. */
export const BAND_FILL: Record<BandTone, string> = {
  good: 'fill-success/10',
  warn: 'fill-brand-soft',
  poor: 'fill-danger/10',
};

export type LimitTone = 'good' | 'poor' | 'neutral';

/** A limit drawn across bars (the good or poor threshold, a plan): a line told apart by colour and dash. */
export const LIMIT_STYLE: Record<LimitTone, { stroke: string; dash: string }> = {
  good: { stroke: 'stroke-success', dash: '6 3' },
  poor: { stroke: 'stroke-danger', dash: '2 2' },
  neutral: { stroke: 'stroke-ink', dash: '6 3' },
};

/**
 * Text drawn over lines (a row's label across a reference line) gets a halo of the page's
 * background behind it, so it stays readable: paint-order draws the stroke first.
 */
export const TEXT_HALO = { strokeWidth: 4, paintOrder: 'stroke', strokeLinejoin: 'round' } as const;
export const HALO_CLASS = 'fill-ink stroke-surface-warm';

/** The size of a chart's drawing: its viewBox units are CSS pixels at a 360 px column, so 12-unit text reads at 11 px or more on a 375 px phone. */
export const CHART_WIDTH = 360;
export const FONT_SIZE = 12;
