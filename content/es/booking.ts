/** Spanish words of demo booking (the English is content/booking.ts). */
import { bookingCopy, type BookingCopy } from '@/content/booking';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locale';

export const bookingCopyEs: BookingCopy = {
  heading: 'Elija la hora de su demostración',
  intro: 'Recibimos su solicitud. Elija una videollamada de 30 minutos con nuestro equipo, o le llamaremos en un plazo de {replyWithin}.',
  timeZone: 'Zona horaria',
  showTimes: 'Ver las horas en esta zona',
  timesIn: 'Las horas se muestran en {timeZone}.',
  book: 'Reservar esta hora',
  booking: 'Reservando...',
  holding: 'Apartando esa hora...',
  held: 'Le apartamos las {time} del {date} durante {minutes} minutos.',
  booked: 'Su demostración está reservada: {date} a las {time} ({timeZone}) con {rep}.',
  invitationSent: 'Le enviamos una invitación a {email}.',
  noSlots: 'No quedan horas libres en las próximas dos semanas. Le llamaremos en un plazo de {replyWithin} para acordar una.',
  chooseSlot: 'Elija una hora para su demostración.',
  refusals: {
    taken: 'Alguien acaba de reservar esa hora. Estas son las horas libres más cercanas.',
    holdExpired: 'Se acabó el tiempo que le apartamos esa hora. Elija una hora de nuevo.',
    holdForged: 'No pudimos confirmar esa hora. Elija una hora de nuevo.',
    notOffered: 'No ofrecemos esa hora. Elija una de las horas de la lista.',
    past: 'Esa hora ya pasó. Elija una más tarde.',
    outsideWindow: 'Reservamos demostraciones hasta dos semanas antes. Elija una de las horas de la lista.',
    unknownZone: 'No conocemos esa zona horaria. Elija una de la lista.',
    noRequest: 'Para reservar una hora primero hay que solicitar la demostración. Envíe la solicitud desde la página de demostración.',
    alreadyBooked: 'Su demostración ya está reservada. La invitación de su correo tiene enlaces para cambiarla o cancelarla.',
    failure: 'No pudimos guardar su reserva. Inténtelo de nuevo, o le llamaremos en un plazo de {replyWithin}.',
    busy: 'Demasiados intentos en poco tiempo. Espere un minuto y vuelva a elegir.',
  },
  mail: {
    visitorSubject: 'Su demostración de {brand}: {date} a las {time}',
    repSubject: 'Demo booked: {name}, {date} at {time}',
    summary: 'Demostración de {brand}',
    visitorBody: 'Hola, {name}:\n\nSu demostración de {brand} está reservada para el {date} a las {time} ({timeZone}) con {rep}. Su calendario puede añadirla desde la invitación adjunta.',
    repBody: '{name} <{email}> booked a demo for {date} at {time} ({timeZone}). Their demo request is lead {lead} in the sales inbox and npm run outbox.',
    reschedule: 'Cambiarla a otra hora: {url}',
    cancel: 'Cancelarla: {url}',
  },
};

export const bookingCopyFor = (locale: Locale): BookingCopy => (locale === 'es' ? bookingCopyEs : bookingCopy);

/** The rep's mail stays English (the team's language): the same words in both. */
export const catalogue: CatalogueEntry[] = [
  { name: 'booking', english: bookingCopy, spanish: bookingCopyEs, same: [bookingCopy.mail.repSubject, bookingCopy.mail.repBody] },
];
