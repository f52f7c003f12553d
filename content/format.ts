/** Small text helpers, so a fact kept as data (a list, a count) reads as prose where it is quoted. */

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** 5 -> "five" (numbers past twelve stay digits). */
export const numberWord = (n: number) => numberWords[n] ?? String(n);

/** ["A", "B", "C"] -> "A, B and C" (no serial comma, as the site writes lists). */
export function listText(items: readonly string[], conjunction: 'and' | 'or' = 'and') {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
