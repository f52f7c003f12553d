/**
 * The characters the site's font file carries: Google Fonts' "latin" subset plus the arrows
 * the pages use. Geist ships 728 characters (Latin Extended, Cyrillic, symbols) in 69 KB;
 * this set is 33 KB, the font every first visit downloads. A Jest test checks that every
 * character in content/, app/ and components/ is in the cut file itself (its cmap, which holds
 * only the characters of these ranges that Geist has), emoji apart (they come from the
 * system's emoji font anyway).
 */
export const FONT_UNICODE_RANGES = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
