import type { ComponentProps } from 'react';
import { DemoButton } from '@/components/demo/demo-dialog';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The demo button told the page's language. components/demo (the forms' side) makes
 * DemoButton a server component taking `locale`, which picks the dialog's words; this
 * wrapper hands it on for Spanish pages only, so English output never changes. Where
 * DemoButton does not take a locale yet, the dialog stays English.
 */
export function LocalizedDemoButton({ locale = 'en', ...props }: ComponentProps<typeof DemoButton> & { locale?: Locale }) {
  if (locale === 'en') return <DemoButton {...props} />;
  const language: object = { locale };
  return <DemoButton {...props} {...language} />;
}
