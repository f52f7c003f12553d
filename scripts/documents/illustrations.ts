/**
 * Flat illustrations for the documents, in the site's visual language (brand palette,
 * rounded shapes, 2 px ink outlines). Device drawings are simple enough to stay legible
 * at print size; the training thumbnails are read from public/illustrations/resources.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colors as c, raw } from './brand';

const o = `stroke="${c.ink}" stroke-width="2"`;

export const devices = {
  handheld: raw(`<svg viewBox="0 0 120 160" width="120" height="160"><rect x="30" y="8" width="60" height="144" rx="14" fill="${c.white}" ${o}/><rect x="38" y="20" width="44" height="78" rx="6" fill="${c.brandSoft}"/><rect x="44" y="30" width="32" height="8" rx="4" fill="${c.brand}"/><rect x="44" y="46" width="26" height="6" rx="3" fill="${c.line}"/><rect x="44" y="58" width="30" height="6" rx="3" fill="${c.line}"/><rect x="44" y="78" width="32" height="12" rx="4" fill="${c.accent}"/><rect x="42" y="108" width="36" height="30" rx="6" fill="${c.sunk}"/><path d="M50 123h20" stroke="${c.inkMuted}" stroke-width="2" stroke-linecap="round"/></svg>`),
  terminal: raw(`<svg viewBox="0 0 180 160" width="180" height="160"><rect x="14" y="14" width="120" height="84" rx="10" fill="${c.white}" ${o}/><rect x="24" y="24" width="100" height="64" rx="6" fill="${c.accentSoft}"/><rect x="32" y="32" width="40" height="8" rx="4" fill="${c.accent}"/><rect x="32" y="48" width="84" height="6" rx="3" fill="${c.white}"/><rect x="32" y="60" width="70" height="6" rx="3" fill="${c.white}"/><rect x="64" y="98" width="20" height="30" fill="${c.inkMuted}"/><rect x="34" y="128" width="80" height="12" rx="6" fill="${c.ink}"/><rect x="130" y="70" width="40" height="58" rx="8" fill="${c.white}" ${o}/><rect x="136" y="78" width="28" height="30" rx="4" fill="${c.brandSoft}"/><rect x="140" y="128" width="20" height="12" rx="4" fill="${c.ink}"/></svg>`),
  kiosk: raw(`<svg viewBox="0 0 120 170" width="120" height="170"><rect x="24" y="8" width="72" height="112" rx="10" fill="${c.white}" ${o}/><rect x="32" y="16" width="56" height="90" rx="6" fill="${c.brandSoft}"/><rect x="38" y="24" width="44" height="26" rx="5" fill="${c.brand}"/><rect x="38" y="58" width="20" height="18" rx="4" fill="${c.white}"/><rect x="62" y="58" width="20" height="18" rx="4" fill="${c.white}"/><rect x="38" y="84" width="44" height="12" rx="4" fill="${c.accent}"/><rect x="52" y="120" width="16" height="34" fill="${c.inkMuted}"/><rect x="30" y="154" width="60" height="10" rx="5" fill="${c.ink}"/></svg>`),
  kitchen: raw(`<svg viewBox="0 0 200 140" width="200" height="140"><rect x="10" y="10" width="180" height="104" rx="10" fill="${c.white}" ${o}/><rect x="20" y="20" width="50" height="84" rx="5" fill="${c.sunk}"/><rect x="75" y="20" width="50" height="84" rx="5" fill="${c.sunk}"/><rect x="130" y="20" width="50" height="84" rx="5" fill="${c.sunk}"/><rect x="20" y="20" width="50" height="12" rx="5" fill="${c.accent}"/><rect x="75" y="20" width="50" height="12" rx="5" fill="${c.brand}"/><rect x="130" y="20" width="50" height="12" rx="5" fill="${c.accent}"/><path d="M28 44h32M28 56h24M28 68h30M83 44h30M83 56h20M138 44h28M138 56h32M138 68h18" stroke="${c.inkMuted}" stroke-width="4" stroke-linecap="round"/><rect x="90" y="114" width="20" height="18" fill="${c.inkMuted}"/></svg>`),
};

/** A bowl with rising steam on a warm disc: the cover motif. */
export const coverArt = raw(`<svg viewBox="0 0 360 320" width="360" height="320"><circle cx="180" cy="170" r="140" fill="${c.brandSoft}"/><circle cx="290" cy="60" r="26" fill="${c.accentSoft}"/><path d="M70 160h220a110 110 0 0 1-220 0Z" fill="${c.brand}" ${o}/><path d="M110 200a70 70 0 0 0 60 50" fill="none" stroke="${c.brandSoft}" stroke-width="8" stroke-linecap="round"/><path d="M262 40 196 150" stroke="${c.ink}" stroke-width="12" stroke-linecap="round"/><circle cx="196" cy="150" r="16" fill="${c.accent}" ${o}/><path d="M130 130c-12-16 12-24 0-44M170 124c-12-16 12-24 0-44" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/><rect x="90" y="272" width="180" height="14" rx="7" fill="${c.ink}"/></svg>`);

/** Reads one of the site's own SVG illustrations so the documents show the same artwork. */
export function siteIllustration(relativePath: string) {
  const file = path.join(process.cwd(), 'public', relativePath);
  return raw(readFileSync(file, 'utf8').replace(/<\?xml[^>]*>/, ''));
}
