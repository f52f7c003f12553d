/**
 * Spanish words of the lead forms, their dialogs, the buttons that open them and the toasts
 * (the English is content/forms.ts and content/form-buttons.ts). A page picks its language's
 * copy with `formCopyFor(locale)` and hands it to the inline forms and the lead dialogs as
 * props, so the browser never loads both languages on a page. The values sent with a lead (business types,
 * numbers of locations) stay English; only what the visitor reads changes.
 */
import { dialogButtonCopy } from '@/content/form-buttons';
import {
  commonFormCopy,
  dialogCopy,
  leadFormCopy,
  postedFormCopy,
  type CommonFormCopy,
  type PostedFormCopy,
  type LeadDialogCopy,
  type LeadFormCopy,
} from '@/content/forms';
import { locationCounts } from '@/lib/forms/options';
import { businessTypeOptions as businessTypes } from '@/content/trades';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Localized, Translation } from '@/lib/i18n/localize';
import { businessTypeLabelsByValue } from '@/content/es/trades';
import { siteEs } from '@/content/es/site';

/** The partner form's one message for any empty field, in Spanish. */
export const PARTNER_EMPTY_FIELDS_ES = 'Complete todos los campos para solicitar ser socio.';

const sharedFields = {
  name: { label: 'Nombre' },
  email: { label: 'Correo electrónico' },
  phone: { label: 'Teléfono' },
  businessType: { label: 'Tipo de negocio', placeholder: 'Elija su tipo de negocio' },
};

const invalidCount = {
  one: 'Corrija el campo marcado.',
  many: 'Corrija los {count} campos marcados.',
};

const SENDING = 'Enviando…';

export const leadFormCopyEs: Translation<typeof leadFormCopy> = {
  contact: {
    name: 'Formulario de contacto',
    fields: {
      ...sharedFields,
      company: { label: 'Empresa' },
      locations: { label: 'Número de locales', placeholder: 'Elija cuántos' },
      message: { label: 'Mensaje' },
    },
    consentQuestion: '¿Podemos enviarle mensajes de texto sobre su consulta?',
    submit: { idle: 'Enviar mensaje', sending: SENDING },
    success: '¡Mensaje enviado con éxito! Nos comunicaremos con usted pronto.',
    failure: 'No se pudo enviar el mensaje. Inténtelo de nuevo o comuníquese directamente con nosotros.',
    invalid: invalidCount,
  },
  demo: {
    name: 'Solicitud de demostración',
    fields: { ...sharedFields, message: { label: '¿Qué le gustaría ver?' } },
    consentQuestion: '¿Podemos enviarle un mensaje de texto para programar la demostración?',
    submit: { idle: 'Enviar solicitud', sending: SENDING },
    success: `¡Solicitud enviada! Le llamaremos en un plazo de ${siteEs.replyWithin} para programar la demostración.`,
    failure: 'No se pudo enviar su solicitud de demostración. Inténtelo de nuevo o comuníquese directamente con nosotros.',
    invalid: invalidCount,
  },
  partner: {
    name: 'Solicitud para ser socio',
    fields: {
      name: { label: 'Nombre completo' },
      phone: sharedFields.phone,
      email: sharedFields.email,
    },
    consentQuestion: '¿Puede nuestro equipo de socios enviarle mensajes de texto sobre su solicitud?',
    submit: { idle: 'Enviar solicitud', sending: SENDING },
    submitInDialog: { idle: 'Enviar solicitud', sending: SENDING },
    success: '¡Solicitud enviada con éxito! Nos comunicaremos con usted pronto sobre nuestro programa de socios.',
    failure: 'No se pudo enviar la solicitud. Inténtelo de nuevo o comuníquese directamente con nosotros.',
    invalid: { one: invalidCount.one, many: invalidCount.one, formLevel: PARTNER_EMPTY_FIELDS_ES },
  },
};

export const commonFormCopyEs: Translation<CommonFormCopy> = {
  optional: '(opcional)',
  honeypot: 'Deje este campo vacío',
  messages: {
    name: 'Escriba su nombre.',
    email: 'Escriba su correo electrónico, como nombre@ejemplo.com.',
    emailFormat: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
    phone: 'Escriba un número de teléfono con el código de área.',
    phoneFormat: 'Escriba un número de teléfono de 7 a 15 dígitos, como (954) 555-0100.',
    consent: 'Elija sí o no.',
    tooLong: 'Escriba menos de {max} caracteres.',
    option: 'Elija una de las opciones de la lista.',
    partnerEmpty: PARTNER_EMPTY_FIELDS_ES,
  },
  consent: {
    hint: 'Obligatorio: elija sí o no; con cualquiera de las dos respuestas puede enviar. Pueden aplicarse tarifas de mensajes y datos; responda STOP para no recibir más mensajes. Consulte nuestra {policy}.',
    policy: { label: 'Política de privacidad de SMS (en inglés)' },
    answers: { yes: 'Sí, envíenme mensajes', no: 'No, gracias' },
  },
};

export const postedFormCopyEs: Translation<PostedFormCopy> = {
  resend: 'Ya casi: su mensaje todavía no se ha enviado. Revise sus datos y pulse el botón otra vez para enviarlo.',
};

export const dialogCopyEs: Translation<typeof dialogCopy> = {
  demo: {
    title: 'Solicitar una demostración',
    description:
      `Vea {brand} funcionando con su propio menú. Un especialista le llamará en un plazo de ${siteEs.replyWithin} para programar un recorrido de 20 minutos.`,
    callPrompt: '¿Prefiere hablar ahora? Llame al {phone}.',
  },
  partner: {
    title: 'Solicite ser socio',
    description: `Díganos cómo comunicarnos con usted. Nuestro equipo de socios responde en un plazo de ${siteEs.replyWithin}.`,
  },
};

export const dialogButtonCopyEs: Translation<typeof dialogButtonCopy> = {
  demo: 'Solicitar demostración',
  partner: 'Aplicar ahora',
};

/** Words of the dialogs' frame and of the toast host. */
export const dialogFrameCopy = {
  close: 'Close',
  toasts: { notifications: 'Notifications', close: 'Close toast' },
};
export const dialogFrameCopyEs: Translation<typeof dialogFrameCopy> = {
  close: 'Cerrar',
  toasts: { notifications: 'Notificaciones', close: 'Cerrar aviso' },
};

/** What the business-type and locations selects show; the values sent stay the English ones. */
const identity = (values: readonly string[]) => Object.fromEntries(values.map((value) => [value, value])) as Record<string, string>;
export const businessTypeLabels = identity(businessTypes);
export const locationLabels = identity(locationCounts);

// The trades' Spanish names live with the trades (content/es/trades.ts).
export const businessTypeLabelsEs: Translation<typeof businessTypeLabels> = businessTypeLabelsByValue('es');
export const locationLabelsEs: Translation<typeof locationLabels> = { '26 or more': '26 o más' };

/** One language's copy of every form, dialog and toast, ready to pass as props. */
export type FormCopy = {
  forms: { contact: LeadFormCopy; demo: LeadFormCopy; partner: LeadFormCopy };
  common: CommonFormCopy;
  /** What the server alone says to a form posted without script. */
  posted: PostedFormCopy;
  dialogs: { demo: LeadDialogCopy; partner: LeadDialogCopy };
  buttons: { demo: string; partner: string };
  toasts: { notifications: string; close: string };
};

function build(locale: Locale): FormCopy {
  const forms = localize(leadFormCopy, leadFormCopyEs, locale);
  const common = localize(commonFormCopy, commonFormCopyEs, locale);
  const frame = localize(dialogFrameCopy, dialogFrameCopyEs, locale);
  const dialogs = localize(dialogCopy, dialogCopyEs, locale);
  const labels = {
    businessType: localize(businessTypeLabels, businessTypeLabelsEs, locale),
    locations: localize(locationLabels, locationLabelsEs, locale),
  };
  const withOptions = (form: LeadFormCopy): LeadFormCopy =>
    locale === 'en'
      ? form
      : {
          ...form,
          fields: Object.fromEntries(
            Object.entries(form.fields).map(([name, field]) => [
              name,
              name in labels ? { ...field, options: labels[name as keyof typeof labels] } : field,
            ]),
          ),
        };
  const localized = { contact: withOptions(forms.contact), demo: withOptions(forms.demo), partner: withOptions(forms.partner) };
  const language = locale === 'en' ? {} : { language: locale };
  return {
    forms: localized,
    common,
    posted: localize(postedFormCopy, postedFormCopyEs, locale),
    dialogs: {
      demo: { dialog: dialogs.demo, form: localized.demo, common, close: frame.close, ...language },
      partner: { dialog: dialogs.partner, form: localized.partner, common, close: frame.close, ...language },
    },
    buttons: localize(dialogButtonCopy, dialogButtonCopyEs, locale),
    toasts: frame.toasts,
  };
}

// Built once per language: every button of a page passes the same objects, which the
// server payload then holds once.
const built: Partial<Localized<FormCopy>> = {};

/** The forms', dialogs' and toasts' words in `locale`. */
export function formCopyFor(locale: Locale): FormCopy {
  return (built[locale] ??= build(locale));
}

export const catalogue: CatalogueEntry[] = [
  { name: 'forms', english: leadFormCopy, spanish: leadFormCopyEs },
  { name: 'formsCommon', english: commonFormCopy, spanish: commonFormCopyEs },
  { name: 'formsPosted', english: postedFormCopy, spanish: postedFormCopyEs },
  { name: 'formDialogs', english: dialogCopy, spanish: dialogCopyEs },
  { name: 'formButtons', english: dialogButtonCopy, spanish: dialogButtonCopyEs },
  { name: 'formFrame', english: dialogFrameCopy, spanish: dialogFrameCopyEs },
  {
    name: 'locationLabels',
    english: locationLabels,
    spanish: locationLabelsEs,
    same: locationCounts.filter((count) => /^[\d-]+$/.test(count)),
  },
];
