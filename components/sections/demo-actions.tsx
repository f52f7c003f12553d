import { Button } from '@/components/ui/button';
import { LocalizedDemoButton } from '@/components/sections/localized-demo-button';
import { sectionCopy } from '@/content/sections';
import type { Locale } from '@/lib/i18n/locale';

export type DemoActionsProps = {
  /** Which page or section the demo request comes from. */
  source?: string;
  demoLabel?: string;
  /** One plain link beside the demo button, e.g. Contact Sales. */
  secondary?: { label: string; href: string };
  /** The page's language: the demo button's default label follows it. */
  locale?: Locale;
};

/** The default actions of a hero or closing band: the demo dialog and, optionally, one link. */
export function DemoActions({ source, demoLabel, secondary, locale = 'en', inverse = false }: DemoActionsProps & { inverse?: boolean }) {
  return (
    <>
      <LocalizedDemoButton size="lg" variant={inverse ? 'inverse' : undefined} source={source} locale={locale}>
        {demoLabel ?? sectionCopy[locale].requestDemo}
      </LocalizedDemoButton>
      {secondary ? (
        <Button asChild size="lg" variant={inverse ? 'inverse-outline' : 'outline'}>
          <a href={secondary.href}>{secondary.label}</a>
        </Button>
      ) : null}
    </>
  );
}
