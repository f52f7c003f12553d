/**
 * "Step {n}: " with { n: 2 } -> "Step 2: ". The words come from content/sections.ts; this
 * helper holds none, so client components can use it without carrying a dictionary.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
