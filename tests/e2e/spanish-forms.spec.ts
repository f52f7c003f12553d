import { expect, test, type Locator } from './fixtures';
import { dismissCookieBanner, expectNoAxeViolations } from './support';
import { answerEmailWith, failureAnswers, multipartFields, outboxRecordFor, recordEmailRequests, uniqueEmail } from './lead-forms-support';

/**
 * The lead forms on Spanish pages: Spanish labels, validation errors and outcomes, the typed
 * input kept after a failure, and `language: "es"` in the payload the endpoint stores.
 * The Spanish words are written out here as a visitor reads them (content/es/forms.ts).
 */

const CONTACT_SUCCESS = '¡Mensaje enviado con éxito! Nos comunicaremos con usted pronto.';
const CONTACT_FAILURE = 'No se pudo enviar el mensaje. Inténtelo de nuevo o comuníquese directamente con nosotros.';
const DEMO_SUCCESS = '¡Solicitud enviada! Le llamaremos en un plazo de un día hábil para programar la demostración.';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

async function fillContact(form: Locator, email: string) {
  await form.getByLabel('Nombre').fill('Marta Gómez');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Empresa').fill('Panadería Marta');
  await form.getByLabel('Tipo de negocio').selectOption({ label: 'Panaderías' });
  await form.getByLabel('Número de locales').selectOption('2-5');
  await form.getByLabel(/^Mensaje/).fill('Tenemos dos panaderías en Hialeah.');
  await form.getByRole('radio', { name: 'Sí, envíenme mensajes' }).check();
}

test('/es/contact: Spanish validation errors next to the fields, nothing sent', async ({ page }) => {
  test.slow(); // axe over a long page
  const requests = recordEmailRequests(page);
  await page.goto('/es/contact');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await form.getByRole('radio', { name: 'No, gracias' }).check();
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(form.getByLabel('Nombre')).toHaveAccessibleDescription('Escriba su nombre.');
  await expect(form.getByLabel('Nombre')).toBeFocused();
  await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription('Escriba su correo electrónico, como nombre@ejemplo.com.');
  await expect(form.getByRole('alert')).toHaveText('Corrija los 2 campos marcados.');
  expect(requests).toHaveLength(0);
  await expectNoAxeViolations(page, '/es/contact with errors');
});

test('/es/contact: the Spanish failure toast keeps everything typed', async ({ page }) => {
  await page.goto('/es/contact');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await answerEmailWith(page, 'send-form', failureAnswers[3]);
  await fillContact(form, 'marta@example.com');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText(CONTACT_FAILURE)).toBeVisible();
  await expect(form.getByLabel('Nombre')).toHaveValue('Marta Gómez');
  await expect(form.getByLabel('Correo electrónico')).toHaveValue('marta@example.com');
  await expect(form.getByLabel('Empresa')).toHaveValue('Panadería Marta');
  await expect(form.getByLabel('Tipo de negocio')).toHaveValue('Bakeries');
  await expect(form.getByLabel('Número de locales')).toHaveValue('2-5');
  await expect(form.getByLabel(/^Mensaje/)).toHaveValue('Tenemos dos panaderías en Hialeah.');
  await expect(form.getByRole('radio', { name: 'Sí, envíenme mensajes' })).toBeChecked();
  await expect(form.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
});

test('/es/contact: a sent message carries language "es" and the English values', async ({ page }, testInfo) => {
  const requests = recordEmailRequests(page);
  await page.goto('/es/contact');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  const email = uniqueEmail(testInfo, 'contact-es');
  await fillContact(form, email);
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText(CONTACT_SUCCESS)).toBeVisible();
  const fields = await multipartFields(requests[0]!);
  expect(fields.language).toBe('es');
  expect(fields.business_type).toBe('Bakeries');
  expect(fields.subject).toBe('New contact request from the Ladle website');
  const [stored] = outboxRecordFor(email);
  expect(stored?.template_params.language).toBe('es');
});

test('a Spanish visitor requests a demo from a business page, in Spanish from button to toast', async ({ page }, testInfo) => {
  const requests = recordEmailRequests(page);
  await page.goto('/es');
  // From the Spanish home to a trade's page, as a visitor gets there.
  await page.getByRole('main').getByRole('link', { name: /Panaderías/ }).first().click();
  await expect(page).toHaveURL(/\/es\/business\/bakeries$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('main').getByRole('button', { name: 'Solicitar demostración' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar una demostración' });
  const form = dialog.getByRole('form', { name: 'Solicitud de demostración' });
  await expect(form).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();

  const email = uniqueEmail(testInfo, 'demo-es');
  await form.getByLabel('Nombre').fill('Luis Pérez');
  await form.getByLabel('Correo electrónico').fill('luis@');
  await form.getByLabel('Teléfono').fill('(786) 555-0150');
  await form.getByRole('radio', { name: 'No, gracias' }).check();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription('Escriba un correo electrónico válido, como nombre@ejemplo.com.');
  expect(requests).toHaveLength(0);

  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(DEMO_SUCCESS)).toBeVisible();
  const params = requests[0]!.postDataJSON().template_params;
  expect(params.language).toBe('es');
  expect(params.from_name).toBe('Luis Pérez');
  const [stored] = outboxRecordFor(email);
  expect(stored?.template_params.language).toBe('es');
});

test('/es/partnerships: the partner dialog speaks Spanish', async ({ page }) => {
  await page.goto('/es/partnerships');
  await page.getByRole('main').getByRole('button', { name: 'Aplicar ahora' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Solicite ser socio' });
  await dialog.getByRole('radio', { name: 'Sí, envíenme mensajes' }).check();
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Complete todos los campos para solicitar ser socio.');
});
