/**
 * The sections a page shows under an experiment variant's `sections.order` and
 * `sections.hidden` (content/experiment-slots.ts): the page's own order when the variant
 * sets neither. The ids were checked against the page when the experiment was validated.
 */
export function arrangeSections<Id extends string>(
  ids: readonly Id[],
  overrides: { 'sections.order'?: readonly string[]; 'sections.hidden'?: readonly string[] } = {},
): Id[] {
  const order = (overrides['sections.order'] ?? ids) as readonly Id[];
  const hidden = overrides['sections.hidden'] ?? [];
  return order.filter((id) => ids.includes(id) && !hidden.includes(id));
}
