import { DemoActions, type DemoActionsProps } from '@/components/sections/demo-actions';
import { HeroBand, type HeroBandProps } from '@/components/sections/hero-band';

/**
 * The top band (HeroBand) with the default actions: the demo dialog (`demoLabel`, tagged
 * `source`) and a `secondary` link, unless `actions` replaces them.
 */
export function PageHero({ source, demoLabel, secondary, locale, actions, ...band }: DemoActionsProps & HeroBandProps) {
  const buttons = actions ?? (source ? <DemoActions source={source} demoLabel={demoLabel} secondary={secondary} locale={locale} /> : null);
  return <HeroBand {...band} actions={buttons} />;
}
