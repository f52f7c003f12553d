import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge must know the custom type scale of app/globals.css: otherwise it reads
 * `text-title` as a colour and drops it when a colour such as `text-ink` follows.
 */
const twMerge = extendTailwindMerge({
  extend: { theme: { text: ['eyebrow', 'lead', 'title', 'display', 'display-lg'] } },
});

/** Joins class names and lets a caller's Tailwind class win over a component's default. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
