import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * Joins class names (clsx): strings, conditionals, arrays. It never drops a class, so it is
 * cheap enough for client islands. When a caller's class must replace a component's
 * default of the same kind (a narrower max-w, another background), use `mergeClasses`.
 */
export const cn = clsx;

/**
 * tailwind-merge must know our custom theme scales (app/globals.css @theme): otherwise it
 * reads `text-title` as a colour and drops it when `text-ink` follows, so headings lose
 * their size; the same goes for our radii and shadows. Created on first use, so a bundle
 * that imports only `cn` from this module carries no tailwind-merge.
 */
let twMerge: ReturnType<typeof extendTailwindMerge> | undefined;

/**
 * Joins class names and lets a later Tailwind class win over an earlier one of the same
 * kind. It carries tailwind-merge (about 9 KB gzipped): server components only.
 */
export function mergeClasses(...inputs: ClassValue[]) {
  twMerge ??= extendTailwindMerge({
    extend: {
      theme: {
        text: ['eyebrow', 'lead', 'title', 'display', 'display-lg'],
        radius: ['control', 'card', 'panel'],
        shadow: ['card', 'pop'],
      },
    },
  });
  return twMerge(clsx(inputs));
}
