/**
 * Text from a lead made safe to print on a terminal: every control character (C0 such as
 * ESC and CR, DEL, C1 such as CSI) and every bidirectional override is shown as a visible
 * escape, so a crafted field can neither forge lines nor recolour, move or hide output.
 * Line breaks are kept only where the caller says so (a message body printed on its own
 * indented lines).
 */
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_WITH_NEWLINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function escapeCharacter(character: string) {
  const code = character.charCodeAt(0);
  if (character === '\n') return '\\n';
  if (character === '\r') return '\\r';
  if (character === '\t') return '\\t';
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

export function terminalSafe(value: unknown, { keepNewlines = false } = {}) {
  return String(value ?? '').replace(keepNewlines ? UNSAFE : UNSAFE_WITH_NEWLINE, escapeCharacter);
}

/** JSON.stringify leaves DEL, C1 and bidi characters raw; these become \u escapes (still valid JSON). */
export function terminalSafeJson(value: unknown) {
  return JSON.stringify(value).replace(/[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
