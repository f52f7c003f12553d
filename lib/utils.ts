import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge must know our custom theme scales (app/globals.css @theme): otherwise it
 * reads `text-title` as a colour and drops it when `text-ink` follows, so headings lose
 * their size; the same goes for our radii and shadows.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['eyebrow', 'lead', 'title', 'display', 'display-lg'],
      radius: ['control', 'card', 'panel'],
      shadow: ['card', 'pop'],
    },
  },
});

/** Joins class names and lets a caller's Tailwind class win over a component's default. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
