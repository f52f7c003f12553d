import type { ReactNode } from 'react';

/** Fills `{name}` placeholders of a content template. */
export function fill(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * A content template as React nodes: placeholders filled and `**…**` drawn in <strong>, so a
 * translation can put the bold words wherever its own word order needs them.
 */
export function rich(template: string, values: Record<string, string> = {}): ReactNode[] {
  return fill(template, values)
    .split('**')
    .map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part))
    .filter((part) => part !== '');
}
