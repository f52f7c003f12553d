/** Spanish words for the products of content/products.ts. */
import { productCopy, products, type Product } from '@/content/products';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Localized, Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { site } from '@/content/site';

/** The Spanish words of each product, by slug (facts that are not words stay in the English record). */
const productWords: Record<string, Translation<Product>> = {
  payments: {
    name: 'Pagos',
    nav: { label: 'Pagos', description: 'Depósitos el mismo día, descuento en efectivo y pasarelas seguras.' },
    metaTitle: 'Procesamiento de pagos',
    metaDescription:
      'Pagos con tarjeta con depósito el mismo día, un programa de descuento en efectivo o precio dual y procesamiento seguro con varias pasarelas, integrado en su POS.',
    hero: {
      eyebrow: 'Pagos',
      title: 'Cobre hoy lo que vendió hoy',
      description:
        'Pagos con tarjeta, sin contacto y con billeteras móviles integrados en su caja, con depósito el mismo día, un programa opcional de descuento en efectivo y pasarelas que lo mantienen vendiendo.',
      image: { alt: 'Una tarjeta acercándose a una terminal portátil, con un aviso de depósito el mismo día al lado' },
      action: 'Comenzar',
    },
    facts: {
      'funding-card': { value: 'El mismo día', label: 'depósito de sus ventas con tarjeta' },
      'cash-discount': { value: 'Precio dual', label: 'programa de descuento en efectivo, opcional' },
      'secure-processing': { value: 'Multipasarela', label: 'procesamiento seguro con respaldo automático' },
    },
    features: {
      title: 'Pagos que se adaptan a su forma de atender',
      description: 'En el mostrador, en la fila, en la mesa o en línea: un solo procesador, un solo reporte.',
      items: {
        'same-day': { title: 'Depósito el mismo día', description: 'Las ventas con tarjeta llegan a su cuenta el mismo día, no tres días después.' },
        'cash-discount': {
          title: 'Descuento en efectivo',
          description: 'Muestre un precio en efectivo y un precio con tarjeta, con los letreros y recibos correctos, donde su estado lo permita.',
        },
        'multi-gateway': {
          title: 'Seguridad multipasarela',
          description: 'Datos de tarjeta cifrados y tokenizados, y más de una pasarela para que una sola falla no detenga sus ventas.',
        },
        'tap-chip': { title: 'Sin contacto, chip y billeteras', description: `Tarjetas sin contacto, tarjetas con chip y billeteras móviles en todos los dispositivos ${site.name}.` },
        'tips-surcharges': { title: 'Propinas y recargos', description: 'Propinas sugeridas en pantalla y recargos que aparecen correctamente en cada recibo.' },
        'refunds-two': { title: 'Reembolsos en dos toques', description: 'Busque la orden, reembolse todo o una parte, y el recibo se actualiza solo.' },
      },
    },
    blocks: {
      'same-day': {
        title: 'Depósito el mismo día, todos los días',
        description:
          `Cierre esta noche y vea el dinero en su cuenta comercial de ${site.name} el mismo día, listo para la nómina o el pedido de frutas y verduras.`,
        features: { 'Deposits shown by day and by device': 'Depósitos por día y por dispositivo', 'Fees itemised on every statement': 'Comisiones detalladas en cada estado de cuenta', 'Instant payouts to your account': 'Pagos instantáneos a su cuenta' },
        image: { alt: 'Un calendario con el día de hoy marcado y un depósito llegando a una cuenta comercial' },
      },
      'cash-discount': {
        title: 'Descuento en efectivo o precio dual',
        description:
          `Ofrezca a sus clientes un precio más bajo en efectivo y un precio con tarjeta que cubre el procesamiento. ${site.name} imprime los dos en el menú, la pantalla y el recibo.`,
        features: { 'Two prices calculated automatically': 'Dos precios calculados automáticamente', 'Compliant receipts and signage': 'Recibos y letreros que cumplen las normas', 'Switch the program on or off per location': 'Active o desactive el programa en cada local' },
        image: { alt: 'Un recibo con un precio en efectivo y un precio con tarjeta' },
      },
    },
    faq: {
      'fast-card': {
        question: '¿Qué tan rápido llegan las ventas con tarjeta a mi cuenta?',
        answer: 'Con el depósito el mismo día, las ventas con tarjeta llegan a su cuenta el mismo día en que las hace.',
      },
      'cash-discount': {
        question: '¿Qué es un programa de descuento en efectivo?',
        answer: 'También se llama precio dual: sus clientes ven un precio en efectivo y un precio con tarjeta, y el precio con tarjeta cubre el costo del procesamiento.',
      },
      'keep-taking': {
        question: '¿Puedo seguir aceptando tarjetas si se cae el internet?',
        answer: `Sí. ${site.name} sigue vendiendo sin conexión y sincroniza los pagos cuando vuelve la conexión.`,
      },
    },
    cta: {
      title: 'Vea lo que el depósito el mismo día significa para su flujo de caja',
      description: 'Un especialista le explicará los precios y la instalación en una llamada de 20 minutos.',
    },
  },
  customers: {
    name: 'Clientes',
    nav: { label: 'Clientes', description: 'Perfiles, lealtad y campañas que hacen volver a sus clientes.' },
    metaTitle: 'Gestión de clientes y lealtad',
    metaDescription:
      'Perfiles de clientes, un programa de lealtad, un CRM y campañas de marketing por SMS y correo electrónico que hacen volver a sus clientes frecuentes, todo integrado en su POS.',
    hero: {
      eyebrow: 'Clientes',
      title: 'Conozca a sus clientes frecuentes y deles una razón para volver',
      description:
        'Cada venta crea un perfil del cliente. Premie las visitas con lealtad, vea quién no ha venido en un tiempo y mándele una oferta por SMS o correo electrónico en unos cuantos toques.',
      image: { alt: 'Una tarjeta de perfil de cliente con sellos de lealtad y un teléfono que muestra una oferta de 20% de descuento' },
      action: 'Solicitar demostración',
    },
    facts: {
      'built-sale': { value: 'Perfiles', label: 'creados con cada venta' },
      'points-rewards': { value: 'Lealtad', label: 'puntos y recompensas con el número de teléfono' },
      'open-rate': { value: '98%', label: 'de tasa de apertura en marketing por SMS' },
    },
    features: {
      title: 'De la primera visita a cliente frecuente',
      description: 'Perfiles, lealtad, CRM y campañas en el mismo sistema con el que cobra.',
      items: {
        'guest-profiles': { title: 'Perfiles de clientes', description: 'Visitas, productos favoritos y gasto total, reunidos al cobrar sin un registro aparte.' },
        'loyalty-program': { title: 'Programa de lealtad', description: 'Puntos o tarjetas de sellos con el número de teléfono, canjeados en la caja, el quiosco o en línea.' },
        crm: { title: 'CRM', description: 'Agrupe a sus clientes por visitas, gasto o último pedido, y encuentre a los que está perdiendo.' },
        'sms-campaigns': { title: 'Campañas por SMS', description: 'Los mensajes de texto tienen una tasa de apertura del 98%: mande una oferta y vea cuántos la canjean.' },
        'email-campaigns': { title: 'Campañas por correo', description: 'Lanzamientos del menú y ofertas de temporada con su logo y sus fotos.' },
        'birthday-rewards': { title: 'Premios de cumpleaños', description: 'Un detalle enviado automáticamente en el cumpleaños de cada cliente.' },
      },
    },
    blocks: {
      'loyalty-guests': {
        title: 'Un programa de lealtad que sus clientes sí usan',
        description:
          'Sus clientes se unen con su número de teléfono al pagar. Los puntos se acumulan con cada pedido y las recompensas se aplican en la caja, sin tarjeta ni app.',
        features: { 'Points or punch-card rewards': 'Recompensas por puntos o tarjeta de sellos', 'Works at the counter, kiosk and online': 'Funciona en el mostrador, el quiosco y en línea', 'Rewards redeemed in one tap': 'Recompensas canjeadas en un toque' },
        image: { alt: 'Una tarjeta de lealtad con nueve sellos y una bebida gratis de recompensa' },
      },
      'campaigns-bring': {
        title: 'Campañas que los hacen volver',
        description:
          'Elija un grupo, como los clientes que no han venido en 30 días, escriba una oferta como 20% de descuento y envíela por SMS, correo electrónico o notificación push.',
        features: { 'Segments built from real sales': 'Grupos creados con ventas reales', 'Offers redeemed and tracked at the POS': 'Ofertas canjeadas y medidas en el POS', 'Opt-outs handled automatically': 'Bajas de suscripción atendidas automáticamente' },
        link: { label: 'Ver ejemplos de notificaciones' },
        image: { alt: 'Un creador de campañas enviando una oferta de 20% de descuento a un grupo de clientes' },
      },
    },
    faq: {
      'guests-need': {
        question: '¿Sus clientes necesitan una app para unirse al programa de lealtad?',
        answer: 'No. Se unen con su número de teléfono al pagar y acumulan puntos en cada pedido.',
      },
      'which-channels': {
        question: '¿Qué canales pueden usar las campañas?',
        answer: 'SMS, correo electrónico y notificaciones push, todo desde el mismo creador de campañas.',
      },
      'guests-opt': {
        question: '¿Sus clientes pueden darse de baja de los mensajes?',
        answer: 'Sí. Si responden STOP o UNSUBSCRIBE dejan de recibirlos, y con HELP reciben los datos de soporte.',
      },
    },
    cta: {
      title: 'Convierta a los clientes nuevos en clientes frecuentes',
      description: 'Vea perfiles, lealtad y campañas con sus propias ventas en una demostración.',
    },
  },
  staff: {
    name: 'Personal',
    nav: { label: 'Personal', description: 'Horarios, entradas y salidas, y pago inmediato de propinas.' },
    metaTitle: 'Gestión de personal y horarios',
    metaDescription:
      'Roles y permisos, horarios y turnos, registro de entrada y salida, pago inmediato de propinas y análisis de mano de obra en el mismo sistema que su POS.',
    hero: {
      eyebrow: 'Personal',
      title: 'Horarios, entradas y propinas, sin hojas de cálculo',
      description:
        'Arme el horario de la próxima semana en minutos, deje que su equipo marque su entrada en la caja, pague las propinas esa misma noche y compare la mano de obra con las ventas hora por hora.',
      image: { alt: 'Un horario semanal con turnos de colores y una pantalla para marcar la entrada' },
      action: 'Solicitar demostración',
    },
    facts: {
      'permissions-per': { value: 'Roles', label: 'y permisos por empleado' },
      'tip-payouts': { value: 'Al instante', label: 'pago de propinas a su equipo' },
      'labour-against': { value: 'Por hora', label: 'mano de obra frente a ventas' },
    },
    features: {
      title: 'Todo, desde la contratación hasta el día de pago',
      description: 'Su equipo, sus turnos y sus propinas, en el mismo sistema que ya usan para marcar los pedidos.',
      items: {
        'roles-permissions': { title: 'Roles y permisos', description: 'Los cajeros marcan pedidos, los encargados de turno hacen reembolsos y los gerentes ven los reportes.' },
        schedules: { title: 'Horarios', description: 'Arrastre los turnos a una cuadrícula semanal y publíquela en los teléfonos de su equipo.' },
        'shifts-swaps': { title: 'Turnos y cambios', description: 'El personal pide cambios de turno; los gerentes los aprueban en un toque.' },
        'clock-out': { title: 'Entrada y salida', description: `Los empleados marcan su entrada en cualquier dispositivo ${site.name} con su propio PIN.` },
        'instant-tip': { title: 'Propinas al instante', description: 'Las propinas se pagan al final del turno, no en el próximo cheque.' },
        'labour-analytics': { title: 'Análisis de mano de obra', description: 'El costo de mano de obra como porcentaje de las ventas por hora, día y local.' },
      },
    },
    blocks: {
      'schedule-built': {
        title: 'Un horario pensado para sus horas pico',
        description:
          'Vea las ventas del mes pasado por hora al lado del horario de la próxima semana, para poner una persona más en el pico del sábado, no en la calma del martes.',
        features: { 'Weekly grid with drag-and-drop shifts': 'Cuadrícula semanal: arrastre y suelte los turnos', 'Published to staff phones': 'Publicado en los teléfonos del personal', 'Overtime warnings before you publish': 'Avisos de horas extra antes de publicar' },
        image: { alt: 'Una gráfica de ventas por hora encima de un horario de turnos' },
      },
      'tips-paid': {
        title: 'Propinas pagadas esta misma noche',
        description:
          'Las propinas con tarjeta se reparten entre todos o se asignan por persona y se pagan al final del turno, con cada pago en el reporte.',
        features: { 'Tip pooling rules per role': 'Reglas para repartir propinas por rol', 'Payouts shown per employee': 'Pagos por empleado', 'A record for payroll': 'Un registro para la nómina' },
        image: { alt: 'Un teléfono que muestra el pago inmediato de propinas a un empleado' },
      },
    },
    faq: {
      'employees-clock': {
        question: '¿Los empleados pueden marcar su entrada en la caja?',
        answer: `Sí. Cada empleado marca su entrada y salida en cualquier dispositivo ${site.name} con un PIN personal.`,
      },
      'instant-tip': {
        question: '¿Cómo funciona el pago inmediato de propinas?',
        answer: 'Las propinas con tarjeta se asignan o se reparten al final del turno y se le pagan a cada empleado esa misma noche.',
      },
      'limit-each': {
        question: '¿Puedo limitar lo que puede hacer cada empleado?',
        answer: 'Sí. Los roles definen quién puede hacer reembolsos, dar descuentos, abrir la gaveta o ver reportes.',
      },
    },
    cta: {
      title: 'Dedique menos tiempo al horario',
      description: `Vea los horarios, el registro de entrada y el pago de propinas en ${site.name} en una demostración de 20 minutos.`,
    },
  },
  banking: {
    name: 'Banca',
    nav: { label: 'Banca', description: 'Cuenta comercial, depósitos instantáneos y capital de trabajo.' },
    metaTitle: 'Banca comercial y capital de trabajo',
    metaDescription:
      'Una cuenta comercial integrada en su POS, depósitos y pagos instantáneos, herramientas de flujo de caja y una línea de crédito con fondos al siguiente día hábil.',
    hero: {
      eyebrow: 'Banca',
      title: 'Sus ventas, su cuenta y su capital en un solo lugar',
      description:
        'Una cuenta comercial que recibe sus ventas con tarjeta, depósitos y pagos instantáneos, herramientas de flujo de caja que le muestran lo que viene y una línea de crédito con fondos al siguiente día hábil.',
      image: { alt: 'Un panel de cuenta comercial con el saldo, los depósitos y una tarjeta de línea de crédito' },
      action: 'Comenzar',
    },
    facts: {
      'deposits-payouts': { value: 'Al instante', label: 'depósitos y pagos' },
      'funding-line': { value: 'Siguiente día hábil', label: 'fondos de su línea de crédito' },
      'processing-history': { value: '90 días', label: 'de historial de procesamiento para capital de trabajo' },
    },
    features: {
      title: 'Banca hecha para negocios de comida',
      description: 'El dinero se mueve donde ya están sus ventas, sin otro usuario y contraseña.',
      items: {
        'business-account': { title: 'Cuenta comercial', description: 'Las ventas con tarjeta llegan a una cuenta vinculada a su POS, con tarjetas para sus gastos.' },
        'instant-deposits': { title: 'Depósitos instantáneos', description: 'Pase las ventas de hoy a su cuenta al instante cuando se vence una factura.' },
        'instant-payouts': { title: 'Pagos instantáneos', description: 'Pague a sus proveedores y las propinas del personal desde la misma cuenta.' },
        'cash-flow': { title: 'Flujo de caja', description: 'Vea los depósitos esperados frente a las facturas de las próximas semanas.' },
        'line-credit': { title: 'Línea de crédito', description: 'Use su línea de crédito y reciba los fondos al siguiente día hábil.' },
        'working-capital': { title: 'Capital de trabajo', description: 'Ofertas de capital de trabajo después de al menos 90 días de historial de procesamiento.' },
      },
    },
    blocks: {
      'cash-flow': {
        title: 'Un flujo de caja que se ve venir',
        description:
          `${site.name} conoce sus ventas, así que puede mostrarle en una sola línea de tiempo los depósitos que puede esperar y las facturas que tiene programadas.`,
        features: { 'Expected deposits by day': 'Depósitos esperados por día', 'Scheduled bills and payouts': 'Facturas y pagos programados', 'Low-balance alerts': 'Alertas de saldo bajo' },
        image: { alt: 'Una gráfica de flujo de caja con los depósitos esperados frente a las facturas programadas' },
      },
      'capital-season': {
        title: 'Capital cuando cambia la temporada',
        description:
          'Un horno nuevo, un segundo food truck, un enero flojo: use su línea de crédito con fondos al siguiente día hábil, o acepte una oferta de capital de trabajo después de al menos 90 días de historial de procesamiento.',
        features: {
          'Line of credit with next-business-day funding': 'Línea de crédito con fondos al siguiente día hábil',
          'Working-capital offers based on your sales': 'Ofertas de capital de trabajo según sus ventas',
          'Repayment shown beside your deposits': 'Pagos del crédito al lado de sus depósitos',
        },
        image: { alt: 'Una tarjeta de línea de crédito con fondos disponibles al siguiente día hábil' },
      },
    },
    faq: {
      'get-working': {
        question: '¿Cuándo puedo obtener capital de trabajo?',
        answer: `Se pueden hacer ofertas de capital de trabajo después de al menos 90 días de historial de procesamiento con ${site.name}.`,
      },
      'fast-line': {
        question: '¿Qué tan rápido llegan los fondos de la línea de crédito?',
        answer: 'Lo que retire de la línea de crédito se deposita al siguiente día hábil.',
      },
      'need-change': {
        question: '¿Tengo que cambiar de banco?',
        answer: `No. Puede quedarse con su banco y usar la cuenta de ${site.name} para las ventas, los pagos y el capital.`,
      },
    },
    cta: { title: 'Ponga sus ventas a trabajar', description: 'Vea la cuenta comercial, los pagos y las opciones de capital en una demostración.' },
  },
};

/** Spanish words for `products`, by slug (never by position). */
export const productsEs: Translation<typeof products> = productWords;

export function productsFor(locale: Locale): typeof products {
  return localize(products, productsEs, locale);
}

/** One product as a `locale` reader sees it, or undefined for an unknown slug. */
export function productFor(slug: string, locale: Locale): Product | undefined {
  return productsFor(locale).find((product) => product.slug === slug);
}

/** The fixed labels of the product template, per language (the English ones are content/products.ts's). */
export const productCopyByLocale: Localized<typeof productCopy> = {
  en: productCopy,
  es: {
    factsLabel: (name) => `${name} de un vistazo`,
    blocksLabel: (name) => `${name} en detalle`,
    faqTitle: (name) => `Preguntas sobre ${name.toLowerCase()}`,
  },
};

export const catalogue: CatalogueEntry[] = [
  {
    name: 'products',
    english: products,
    spanish: productsEs,
    // "CRM" and "Roles" are the same words in Spanish; "98%" is a figure.
    same: ['CRM', 'Roles', '98%'],
  },
];
