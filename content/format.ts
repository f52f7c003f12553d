/** Small text helpers, so a fact kept as data (a list, a count) reads as prose where it is quoted. */

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** 5 -> "five" (numbers past twelve stay digits). */
export const numberWord = (n: number) => numberWords[n] ?? String(n);

/** ["A", "B", "C"] -> "A, B and C" (no serial comma, as the site writes lists; "y"/"o" in Spanish). */
export function listText(items: readonly string[], conjunction: 'and' | 'or' | 'y' | 'o' = 'and') {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

const numberWordsEs = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];

/** 5 -> "cinco" (numbers past twelve stay digits). */
export const numberWordEs = (n: number) => numberWordsEs[n] ?? String(n);

/** ["A", "B", "C"] -> "A, B y C": listText for Spanish pages. */
export function listTextEs(items: readonly string[], conjunction: 'y' | 'o' = 'y') {
  return listText(items, conjunction);
}

/** "food trucks, …" -> "Food trucks, …": a list that opens a sentence. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
