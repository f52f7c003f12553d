import { expect, test, type Page, type Request } from './fixtures';
import { dismissCookieBanner, pressUnavailable } from './support';
import { outboxRecordFor, recordEmailRequests, uniqueEmail } from './lead-forms-support';
import { formCopyFor } from '../../content/es/forms';
import { siteFor } from '../../content/es/site';
import { fillTemplate } from '../../components/sections/fill-template';
import type { Locale } from '../../lib/i18n/locale';

/**
 * The spec's consent rule (SPEC §4 "Submit is disabled until a consent choice is made", §5
 * "consent choice must be picked before submit is enabled; choosing no still allows sending"),
 * on the hydrated page, in both languages, at both widths (the desktop and mobile projects).
 * Submit says aria-disabled="true" until yes or no is chosen, and keeps its focus and name;
 * pressing it sends nothing, focuses the question and says the catalogue's message; either
 * answer makes it available and the lead goes out. Without script Submit is never marked
 * (lead-forms-no-script.spec.ts posts the same forms).
 */

type FormId = 'partner' | 'contact' | 'demo';

const cases: { form: FormId; locale: Locale; path: string; answer: 'yes' | 'no' }[] = [
  { form: 'partner', locale: 'en', path: '/', answer: 'yes' },
  { form: 'partner', locale: 'es', path: '/es', answer: 'no' },
  { form: 'contact', locale: 'en', path: '/contact', answer: 'no' },
  { form: 'contact', locale: 'es', path: '/es/contact', answer: 'yes' },
  { form: 'demo', locale: 'en', path: '/demo', answer: 'no' },
  { form: 'demo', locale: 'es', path: '/es/demo', answer: 'yes' },
];

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Every request that could carry a lead: any request but a GET, the visit count's beacon aside. */
function recordPosts(page: Page) {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && !new URL(request.url()).pathname.startsWith('/api/insights')) posts.push(request);
  });
  return posts;
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

for (const { form, locale, path, answer } of cases) {
  test(`${form} form on ${path}: Submit is unavailable until a consent answer, then "${answer}" lets it send`, async ({ page }, testInfo) => {
    const { forms, common } = formCopyFor(locale);
    const copy = forms[form];
    const label = (field: string) => new RegExp(`^${copy.fields[field]!.label}`);
    const posts = recordPosts(page);
    const emailRequests = recordEmailRequests(page);

    await page.goto(path);
    const lead = page.getByRole('form', { name: copy.name });
    const submit = lead.getByRole('button', { name: copy.submit.idle });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    // Unavailable, not disabled: it keeps its place in the tab order and its name.
    await expect(submit).not.toHaveAttribute('disabled');

    const email = uniqueEmail(testInfo, `consent-${form}-${locale}`);
    await lead.getByLabel(label('name')).fill('Ana Ruiz');
    await lead.getByLabel(label('email')).fill(email);
    await lead.getByLabel(label('phone')).fill('(954) 555-0100');

    await pressUnavailable(submit, testInfo);
    const first = lead.getByRole('radio', { name: common.consent.answers.yes });
    await expect(first).toBeFocused();
    await expect(lead.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(lead.getByRole('radiogroup')).toHaveAccessibleDescription(escaped(common.messages.consent));
    await expect(lead.getByText(common.messages.consent, { exact: true })).toBeVisible();
    await expect(lead.getByRole('alert')).toHaveText(copy.invalid.one);

    // From the keyboard: the button takes focus, and Enter on it is refused the same way.
    await submit.focus();
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toBeFocused();
    expect(posts.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(lead.getByLabel(label('email'))).toHaveValue(email);

    await lead.getByRole('radio', { name: common.consent.answers[answer] }).check();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(submit).toBeEnabled();
    await expect(lead.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
    await submit.click();

    const success = fillTemplate(copy.success, { brand: siteFor(locale).name, replyWithin: siteFor(locale).replyWithin });
    await expect(page.getByText(success)).toBeVisible();
    expect(emailRequests).toHaveLength(1);
    const [stored] = outboxRecordFor(email);
    expect(stored?.form).toBe(form);
    expect(stored?.template_params.message).toContain(`Text-message consent: ${answer === 'yes' ? 'Yes' : 'No'}`);
    // Cleared after the send, consent too: Submit waits for an answer again.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  });
}
