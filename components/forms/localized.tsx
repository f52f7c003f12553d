// Holds both languages: a client module importing this fails the build instead of shipping Spanish to every page.
import 'server-only';
import { formCopyFor } from '@/content/es/forms';
import type { Locale } from '@/lib/i18n/locale';
import { ContactForm } from '@/components/forms/contact-form';
import { PartnerApplicationForm, type PartnerApplicationFormProps } from '@/components/forms/partner-application-form';
import { DemoDialogButton, PartnerDialogButton, type LeadDialogButtonProps } from '@/components/forms/lead-dialog';

/**
 * The lead forms and the buttons that open their dialogs, as server components that take
 * the page's `locale`: they pick that language's words (content/es/forms.ts) and hand them
 * to the client islands as props, so the browser gets one language's strings and the same
 * code in English and Spanish. English output is exactly the client components' own.
 */

type ButtonProps = Omit<LeadDialogButtonProps, 'copy'> & { locale?: Locale };

/** Every Request Demo and Get Started button: opens the shared demo dialog. */
export function DemoButton({
  locale = 'en',
  children,
  ...buttonProps
}: ButtonProps & {
  /** Where the request came from, so sales know which page the lead saw. */
  source?: string;
}) {
  if (locale === 'en') return <DemoDialogButton {...buttonProps}>{children}</DemoDialogButton>;
  const copy = formCopyFor(locale);
  return (
    <DemoDialogButton {...buttonProps} copy={copy.dialogs.demo}>
      {children ?? copy.buttons.demo}
    </DemoDialogButton>
  );
}

/** A button that opens the partner application in a dialog (/partnerships). */
export function PartnerApplicationButton({ locale = 'en', children, ...buttonProps }: ButtonProps) {
  if (locale === 'en') return <PartnerDialogButton {...buttonProps}>{children}</PartnerDialogButton>;
  const copy = formCopyFor(locale);
  return (
    <PartnerDialogButton {...buttonProps} copy={copy.dialogs.partner}>
      {children ?? copy.buttons.partner}
    </PartnerDialogButton>
  );
}

/** The contact form in the page's language. */
export function LocalizedContactForm({ locale = 'en', source }: { locale?: Locale; source?: string }) {
  if (locale === 'en') return <ContactForm source={source} />;
  const copy = formCopyFor(locale);
  return <ContactForm source={source} copy={copy.forms.contact} common={copy.common} language={locale} />;
}

/** The partner application form in the page's language (the home page's partner section). */
export function LocalizedPartnerForm({
  locale = 'en',
  ...props
}: Omit<PartnerApplicationFormProps, 'copy' | 'common' | 'language'> & { locale?: Locale }) {
  if (locale === 'en') return <PartnerApplicationForm {...props} />;
  const copy = formCopyFor(locale);
  return <PartnerApplicationForm {...props} copy={copy.forms.partner} common={copy.common} language={locale} />;
}
