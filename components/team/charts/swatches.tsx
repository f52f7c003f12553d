import { symbol } from 'd3-shape';
import { BAND_FILL, LIMIT_STYLE, seriesStyle, type BandTone, type LimitTone } from './styles';

/** A series' line with its dash pattern and marker, drawn small for the legend. */
export function LineSwatch({ index }: { index: number }) {
  const style = seriesStyle(index);
  return (
    <svg width="32" height="14" viewBox="0 0 32 14" aria-hidden="true" className="shrink-0">
      <line x1="1" x2="31" y1="7" y2="7" className={style.stroke} strokeWidth="2" strokeDasharray={style.dash} />
      <path d={symbol(style.marker, 40)() ?? ''} transform="translate(16 7)" className={`${style.fill} stroke-surface`} strokeWidth="1" />
    </svg>
  );
}

/** A bar series' colour and hatching, drawn small for the legend. */
export function BarSwatch({ index, patternId }: { index: number; patternId: string }) {
  return (
    <svg width="20" height="14" viewBox="0 0 20 14" aria-hidden="true" className="shrink-0">
      <BarPattern index={index} id={patternId} />
      <rect width="20" height="14" fill={`url(#${patternId})`} />
    </svg>
  );
}

/** The fill of one bar series: its colour, with white stripes at the series' angle (none for the first). */
export function BarPattern({ index, id }: { index: number; id: string }) {
  const style = seriesStyle(index);
  return (
    <defs>
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform={`rotate(${style.hatch ?? 0})`}>
        <rect width="6" height="6" className={style.fill} />
        {style.hatch === null ? null : <line x1="0" y1="0" x2="0" y2="6" className="stroke-surface" strokeWidth="2.5" />}
      </pattern>
    </defs>
  );
}

/** A background band's tint for the legend. */
export function BandSwatch({ tone }: { tone: BandTone }) {
  return (
    <svg width="20" height="14" viewBox="0 0 20 14" aria-hidden="true" className="shrink-0">
      <rect width="20" height="14" className={`${BAND_FILL[tone]} stroke-ink-muted`} strokeWidth="1" />
    </svg>
  );
}

/** A limit's dashed line, drawn small for the legend. */
export function LimitSwatch({ tone }: { tone: LimitTone }) {
  const style = LIMIT_STYLE[tone];
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" className="shrink-0">
      <path d="M7 0v14" className={style.stroke} strokeWidth="2" strokeDasharray={style.dash} />
    </svg>
  );
}
