import type { Overrides } from '@/content/experiments';

/**
 * PageHero's props an experiment variant replaces (content/experiment-slots.ts): spread after
 * the page's own, so only the slots the variant sets change, and none without a variant.
 */
export function heroOverrides(overrides: Overrides = {}): { title?: string; description?: string; demoLabel?: string } {
  return {
    ...(overrides['hero.headline'] !== undefined && { title: overrides['hero.headline'] }),
    ...(overrides['hero.text'] !== undefined && { description: overrides['hero.text'] }),
    ...(overrides['hero.primaryLabel'] !== undefined && { demoLabel: overrides['hero.primaryLabel'] }),
  };
}
