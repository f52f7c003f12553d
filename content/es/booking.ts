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
  rescheduleHeading: 'Cambie la hora de su demostración',
  rescheduleIntro: 'Su demostración con {rep} es el {date} a las {time} ({timeZone}). Elija una nueva hora a continuación.',
  moveTo: 'Cambiar a esta hora',
  moved: 'Cambiamos su demostración: {date} a las {time} ({timeZone}) con {rep}.',
  updateSent: 'Le enviamos la invitación actualizada a {email}.',
  cancelHeading: 'Cancele su demostración',
  cancelIntro: 'Su demostración con {rep} es el {date} a las {time} ({timeZone}).',
  cancelButton: 'Cancelar esta demostración',
  demoPageLink: 'Ir a la página de demostración',
  cancelled: 'Cancelamos su demostración del {date} a las {time} ({timeZone}).',
  cancelSent: 'Le enviamos la cancelación para su calendario a {email}.',
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
    overCap: 'Ahora no podemos reservar más demostraciones desde aquí para usted. Su solicitud está recibida y nuestro equipo le llamará en un plazo de {replyWithin} para acordar una hora.',
    busy: 'Demasiados intentos en poco tiempo. Espere un minuto y vuelva a elegir.',
    linkInvalid: 'Este enlace no es válido. Abra el enlace de su invitación tal como se lo enviamos.',
    linkChanged: 'Su demostración cambió después de enviarle este enlace. Use los enlaces de su invitación más reciente.',
    linkCancelled: 'Esta demostración ya está cancelada, así que este enlace ya no puede cambiarla.',
    linkPast: 'Esta demostración ya tuvo lugar, así que ya no se puede cambiar ni cancelar.',
  },
  mail: {
    visitorSubject: 'Su demostración de {brand}: {date} a las {time}',
    repSubject: 'Demo booked: {name}, {date} at {time}',
    summary: 'Demostración de {brand}',
    visitorBody: 'Hola, {name}:\n\nSu demostración de {brand} está reservada para el {date} a las {time} ({timeZone}) con {rep}. Su calendario puede añadirla desde la invitación adjunta.',
    repBody: '{name} <{email}> booked a demo for {date} at {time} ({timeZone}). Their demo request is lead {lead} in the sales inbox and npm run outbox.',
    reschedule: 'Cambiarla a otra hora: {url}',
    cancel: 'Cancelarla: {url}',
    visitorMovedSubject: 'Cambiamos su demostración de {brand}: {date} a las {time}',
    repMovedSubject: 'Demo moved: {name}, {date} at {time}',
    visitorMovedBody: 'Hola, {name}:\n\nCambiamos su demostración de {brand} al {date} a las {time} ({timeZone}) con {rep}. Su calendario puede actualizarla desde la invitación adjunta.',
    repMovedBody: '{name} <{email}> moved their demo to {date} at {time} ({timeZone}). Their demo request is lead {lead}.',
    visitorCancelSubject: 'Cancelada: su demostración de {brand} del {date} a las {time}',
    repCancelSubject: 'Demo cancelled: {name}, {date} at {time}',
    visitorCancelBody: 'Hola, {name}:\n\nCancelamos su demostración de {brand} del {date} a las {time} ({timeZone}) con {rep}. Su calendario puede quitarla con la cancelación adjunta.',
    repCancelBody: '{name} <{email}> cancelled their demo on {date} at {time} ({timeZone}). Their demo request is lead {lead}.',
    visitorRepCancelBody: 'Hola, {name}:\n\n{rep} tuvo que cancelar su demostración de {brand} del {date} a las {time} ({timeZone}). Lo sentimos. Responda a este correo para acordar otra hora con {rep}. Su calendario puede quitar la reunión con la cancelación adjunta.',
    repCancelledByRepBody: 'You cancelled the demo with {name} <{email}> on {date} at {time} ({timeZone}); they were sent the cancellation and an apology. Their demo request is lead {lead}.',
    repCalendarMovedBody: bookingCopy.mail.repCalendarMovedBody,
    repCalendarCancelBody: bookingCopy.mail.repCalendarCancelBody,
    repDeclinedBody: bookingCopy.mail.repDeclinedBody,
  },
};

export const bookingCopyFor = (locale: Locale): BookingCopy => (locale === 'es' ? bookingCopyEs : bookingCopy);

/** The rep's mail stays English (the team's language): the same words in both. */
export const catalogue: CatalogueEntry[] = [
  { name: 'booking', english: bookingCopy, spanish: bookingCopyEs, same: [bookingCopy.mail.repSubject, bookingCopy.mail.repBody, bookingCopy.mail.repMovedSubject, bookingCopy.mail.repMovedBody, bookingCopy.mail.repCancelSubject, bookingCopy.mail.repCancelBody, bookingCopy.mail.repCalendarMovedBody, bookingCopy.mail.repCalendarCancelBody, bookingCopy.mail.repDeclinedBody, bookingCopy.mail.repCancelledByRepBody] },
];
