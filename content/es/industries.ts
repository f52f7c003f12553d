/**
 * Spanish words for the trades of content/industries.ts: each trade's page, its menu line and
 * cards, the /business overview and the template's fixed labels. Only words live here; slugs,
 * icons, images, devices and links come from the English records through `localize`.
 */
import { businessPage, businessSections, industries, industryCopy, type Industry } from '@/content/industries';
import { tradesEs } from '@/content/es/trades';
import type { TradeSlug } from '@/content/trades';
import type { Locale } from '@/lib/i18n/locale';
import { localize } from '@/content/language-paths';
import type { Translation } from '@/lib/i18n/localize';
import type { CatalogueEntry } from '@/lib/i18n/catalogue';
import { site } from '@/content/site';

/** The demo dialog's button on the trades' pages (English: "Get Started"). */
const demoLabel = 'Solicitar demostración';
const learnMore = 'Más información';

type IndustryWords = Omit<Translation<Industry>, 'name'>;

const bySlug: Record<TradeSlug, IndustryWords> = {
  'food-trucks': {
    menu: { description: 'Cobre con tarjeta en la acera, siga vendiendo sin internet y reciba su dinero el mismo día.' },
    cards: {
      title: 'Food trucks',
      home: 'Terminales portátiles en la ventanilla, ventas sin conexión en el festival y su dinero el mismo día.',
      solutions: {
        title: 'Food trucks y pop-ups',
        description: 'Cobro con terminal portátil y modo sin conexión para el estacionamiento, el festival y el patio de la cervecería.',
      },
    },
    metaTitle: 'POS para food trucks',
    metaDescription:
      'Un POS para food trucks que cobra con tarjeta en la fila, sigue vendiendo sin internet en los festivales y le deposita sus ventas el mismo día.',
    hero: {
      eyebrow: 'Food trucks y pop-ups',
      title: 'Un POS que se estaciona donde usted se estacione',
      description:
        'Tome pedidos en la fila con una terminal portátil, siga vendiendo cuando se caiga el Wi-Fi del festival y vea las ventas con tarjeta de hoy en su cuenta el mismo día.',
      image: { alt: `Un food truck de ${site.name} con la ventanilla de servicio abierta y una terminal portátil en el mostrador` },
      fallback: { caption: `${site.name} sobre ruedas: cobro portátil en la ventanilla del food truck.` },
    },
    features: {
      title: 'Hecho para la ventanilla, el estacionamiento y el festival',
      description: 'Todo lo que un food truck necesita para servir rápido en unos pocos pies cuadrados, y nada que no necesite.',
      items: {
        'offline-mode': {
          title: 'Modo sin conexión',
          description: '¿No hay señal en la feria? Siga marcando pedidos y cobrando con tarjeta; todo se sincroniza cuando vuelve la conexión.',
        },
        'line-busting': {
          title: 'Terminales portátiles en la fila',
          description: 'Mande a alguien a la fila con una terminal portátil para que los clientes pidan y paguen antes de llegar a la ventanilla.',
        },
        'same-day': {
          title: 'Depósitos el mismo día',
          description: 'Las ventas con tarjeta de esta noche llegan a su cuenta el mismo día, así nunca le falta para pagar la cocina base (commissary).',
        },
        'menus-per': { title: 'Menús por ubicación', description: 'Cambie entre el menú del almuerzo y el de la noche en la cervecería con un solo toque.' },
        'text-ready': { title: 'Aviso por texto', description: 'Los clientes se alejan; un SMS los trae de vuelta cuando su pedido está listo.' },
        'tips-screen': {
          title: 'Propinas en la pantalla',
          description: 'Las propinas sugeridas aparecen en la terminal portátil al pagar, para que su equipo no tenga que pedirlas.',
        },
      },
    },
    shift: {
      title: `Un sábado en el mercado, con ${site.name}`,
      steps: {
        'park-open': { title: 'Estacione y abra', description: 'Encienda la terminal portátil y cambie al menú del mercado. No hay router que configurar.' },
        rush: { title: 'La hora pico', description: 'Una segunda terminal portátil toma pedidos en la fila mientras la ventanilla entrega la comida.' },
        'close-out': { title: 'El cierre', description: 'Cuente la caja, revise el reporte del día y vea las ventas con tarjeta ya depositadas.' },
      },
    },
    hardware: {
      title: 'Equipos que caben en un food truck',
      description: 'Terminales portátiles que aguantan un doble turno y una caja registradora compacta para la ventanilla.',
    },
    cta: { title: `Ponga su food truck en ${site.name}`, description: 'Empiece con la prueba gratis del software por 30 días, sin compromiso de comprar equipos.' },
  },
  bakeries: {
    menu: { description: 'Pedidos anticipados, la vitrina de repostería y la hora pico de la mañana en una sola caja.' },
    cards: {
      title: 'Panaderías',
      home: 'Pedidos anticipados para el fin de semana, una vitrina que se cobra rápido y un ticket para cada pastel personalizado.',
      solutions: { description: 'Pedidos anticipados, pasteles enteros y una vitrina que se vacía justo a tiempo.' },
    },
    metaTitle: 'POS para panaderías',
    metaDescription:
      'Un POS para panaderías con pedidos anticipados y pasteles personalizados con depósito, cobro rápido en la vitrina y una hora pico que nunca se atasca.',
    hero: {
      eyebrow: 'Panaderías',
      title: 'Pedidos anticipados, la vitrina y la hora pico de las 7 a. m.',
      description:
        'Cobre en marzo el depósito de un pastel de cumpleaños y entréguelo en abril, venda por pieza, por docena o por kilo, y sepa lo que va a hornear mañana antes de irse a casa.',
      image: { alt: 'Un mostrador de panadería con un pastel de capas, croissants y una terminal de mostrador' },
      fallback: { caption: `Recién salido del horno y cobrado en ${site.name}.` },
    },
    features: {
      title: 'Todo lo que necesita la vitrina',
      description: 'Desde un solo croissant hasta un pastel de bodas de tres pisos.',
      items: {
        'pre-orders': {
          title: 'Pedidos anticipados con depósito',
          description: 'Cobre un depósito ahora y el resto al recoger, con la dedicatoria y la fecha en el ticket.',
        },
        'sell-piece': {
          title: 'Venta por pieza, docena o peso',
          description: 'Precios por media docena y pan por kilo, sin hacer cuentas de cabeza en la caja.',
        },
        'pickup-reminders': {
          title: 'Recordatorios de recogida',
          description: 'Un SMS el día antes de la recogida significa menos pasteles olvidados en el refrigerador.',
        },
        'bake-forecasts': {
          title: 'Pronósticos de horneado',
          description: 'El gerente con IA sugiere cuánto hornear de cada producto según las ventas pasadas y el día de la semana.',
        },
        'wholesale-accounts': {
          title: 'Cuentas de mayoreo',
          description: 'Los pedidos fijos de las cafeterías, guardados en el perfil del cliente con su propia lista de precios.',
        },
        'end-day': {
          title: 'Rebajas al final del día',
          description: 'Baje el precio del pan del día a las 5 p. m. con un solo cambio, en todas las cajas.',
        },
      },
    },
    shift: {
      title: `Un día de panadería con ${site.name}`,
      steps: {
        'bake-list': { title: 'La lista de horneado', description: 'Los pedidos anticipados de hoy y las cantidades sugeridas están en la pantalla de cocina.' },
        'doors-open': {
          title: 'Se abren las puertas',
          description: 'La vitrina se cobra con un toque; los pedidos anticipados se buscan por nombre y se pagan completos al recoger.',
        },
        'markdown-close': { title: 'Rebajas y cierre', description: 'Rebaje los últimos panes y luego revise qué se agotó y qué sobró.' },
      },
    },
    hardware: {
      title: 'Equipos para el mostrador de repostería',
      description: 'Una caja registradora con pantalla para el cliente que muestra cada producto, más una terminal portátil para la fila.',
    },
    cta: { title: `Traiga su panadería a ${site.name}`, description: 'Cargaremos su menú y sus opciones de pedido anticipado para la demostración.' },
  },
  'coffee-shops': {
    menu: { description: 'Modificadores rápidos, programa de lealtad y una fila que no se detiene.' },
    cards: {
      title: 'Cafeterías',
      home: 'Leche, shots y jarabes en dos toques, y un programa de lealtad que los clientes sí usan.',
      solutions: { description: 'Leche, shots y jarabes en dos toques, con un programa de lealtad que hace volver a los clientes de siempre.' },
    },
    metaTitle: 'POS para cafeterías',
    metaDescription:
      'Un POS para cafeterías con leche, shots y jarabes en un toque, un programa de lealtad que los clientes sí usan y una fila que no se detiene.',
    hero: {
      eyebrow: 'Cafeterías',
      title: 'Leche de avena, shot extra, mitad de dulce: marcado en dos toques',
      description:
        'Modificadores ordenados como piensan sus baristas, una tarjeta de lealtad que los clientes nunca pierden y tickets que llegan a la barra antes de marcar el vaso.',
      image: { alt: 'Un mostrador de cafetería con una terminal de mostrador, una pantalla para el cliente y un latte grande' },
      fallback: { caption: 'La barra de espresso, lista para la hora pico de la mañana.' },
    },
    features: {
      title: 'Hecho para la hora pico de la mañana',
      description: 'Cada segundo en la caja es un segundo en que la fila no avanza.',
      items: {
        'drink-modifiers': {
          title: 'Modificadores de bebidas',
          description: 'Leche, shots, jarabes, temperatura y tamaño en una sola pantalla, cada uno con su precio correcto.',
        },
        'loyalty-phone': {
          title: 'Lealtad con el número de teléfono',
          description: 'Los clientes ganan una bebida gratis con su número al pagar: no hay tarjetas que imprimir.',
        },
        'tickets-bar': {
          title: 'Tickets a la barra',
          description: 'Los pedidos se imprimen o aparecen en la pantalla de la barra en el orden en que se marcaron.',
        },
        'mobile-order': {
          title: 'Pedidos por adelantado',
          description: 'Los clientes de siempre piden desde su celular y se saltan la fila; el pedido entra en la misma cola.',
        },
        'tips-guest': {
          title: 'Propinas en la pantalla del cliente',
          description: 'Propinas sugeridas en la pantalla que ve el cliente, con pago al personal el mismo día.',
        },
        'bean-milk': {
          title: 'Pronósticos de café y leche',
          description: 'El gerente con IA sugiere cuánta leche de avena pedir antes de que se le acabe un lunes.',
        },
      },
    },
    shift: {
      title: 'Del primer espresso a la última taza',
      steps: {
        'doors-open': { title: 'Se abren las puertas', description: 'Los pedidos hechos desde el celular camino al trabajo ya están en la pantalla de la barra.' },
        'peak-line': {
          title: 'La fila más larga',
          description: 'Dos cajas, una sola fila: los clientes ven su pedido y dejan su propina en la pantalla del cliente.',
        },
        'afternoon-lull': {
          title: 'La calma de la tarde',
          description: 'Revise el reporte y mande una oferta de lealtad a los clientes de siempre que no han venido esta semana.',
        },
      },
    },
    hardware: {
      title: 'Equipos para el mostrador y la barra',
      description: 'Una caja con pantalla para el cliente, una terminal portátil para la fila y una pantalla para la barra.',
    },
    cta: { title: `Sirva más rápido con ${site.name}`, description: `Vea su propio menú de bebidas en ${site.name} en una demostración de 20 minutos.` },
  },
  'tea-shops': {
    menu: { description: 'Dulzor, hielo y toppings en cada vaso, sin perder el ritmo.' },
    cards: {
      title: 'Tiendas de té',
      home: 'Dulzor, hielo y toppings en cada vaso, con el precio correcto y sin hoja de referencia.',
      solutions: { description: 'Dulzor, hielo y toppings en cada vaso, impresos con claridad para la barra.' },
    },
    metaTitle: 'POS para tiendas de té y boba',
    metaDescription:
      'Un POS para tiendas de té y boba con opciones de dulzor, hielo y toppings, pedidos en quiosco y bebidas que llegan a la barra en orden.',
    hero: {
      eyebrow: 'Tiendas de té y boba',
      title: 'Dulzor, hielo y toppings en cada vaso, sin esperas',
      description:
        'Los clientes arman su bebida en un quiosco o en su celular, la barra de té ve cada opción bien clara y su programa de lealtad se encarga de vender más.',
      image: { alt: 'Un vaso de té boba con perlas junto a un quiosco de autoservicio' },
      fallback: { caption: 'Té con leche, 50 % de dulce, poco hielo y perlas extra.' },
    },
    features: {
      title: 'Hecho para bebidas al gusto del cliente',
      description: `Un pedido de boba tiene más opciones que la mayoría de las comidas. ${site.name} las mantiene en orden.`,
      items: {
        'sweetness-ice': {
          title: 'Niveles de dulzor y hielo',
          description: 'Niveles predefinidos en botones grandes, para que nadie vuelva a escribir “mitad de azúcar”.',
        },
        'toppings-priced': { title: 'Toppings con su precio', description: 'Perlas, gelatina y espuma con su propio precio y un límite por bebida.' },
        'kiosk-ordering': { title: 'Pedidos en quiosco', description: 'Los clientes eligen con calma en el quiosco mientras la barra sigue preparando.' },
        'drink-labels': {
          title: 'Etiquetas para bebidas',
          description: 'Cada opción impresa en la etiqueta del vaso, para que la bebida correcta llegue a la mano correcta.',
        },
        'punch-card': { title: 'Tarjeta de sellos', description: 'Compre nueve y la décima es gratis, registrado con el número de teléfono.' },
        'seasonal-menus': {
          title: 'Menús de temporada',
          description: 'Programe los tés de frutas de verano para que aparezcan en todas las pantallas el primero de junio.',
        },
      },
    },
    shift: {
      title: 'La hora pico después de clases, bajo control',
      steps: {
        'kiosk-opens': {
          title: 'El quiosco abre la fila',
          description: 'Los estudiantes piden y pagan en el quiosco; cada bebida llega a la pantalla de la barra.',
        },
        'bar-works': {
          title: 'La barra sigue la pantalla',
          description: 'Las opciones aparecen línea por línea; marque cada bebida como lista cuando esté sellada.',
        },
        restock: { title: 'A reabastecer', description: 'El consumo de toppings le dice cuánta tapioca cocinar mañana.' },
      },
    },
    hardware: {
      title: 'Equipos para la barra de té',
      description: 'Un quiosco para la fila, una caja para el mostrador y una pantalla para la barra.',
    },
    cta: { title: 'Dele un nuevo sabor a su tienda de té', description: `Vea su menú de bebidas personalizadas en ${site.name} en una demostración de 20 minutos.` },
  },
  'juice-bars': {
    menu: { description: 'Mezclas al gusto, boosts y tamaños, cada uno con su precio correcto.' },
    cards: {
      title: 'Bares de jugos',
      home: 'Mezclas al gusto y boosts, con tamaños que se cobran solos.',
      solutions: { description: 'Mezclas, boosts y tamaños con el precio correcto, siempre.' },
    },
    metaTitle: 'POS para bares de jugos y smoothies',
    metaDescription:
      'Un POS para bares de jugos con mezclas al gusto, boosts y tamaños con el precio correcto, pedidos en quiosco y lealtad para los clientes de siempre.',
    hero: {
      eyebrow: 'Bares de jugos y smoothies',
      title: 'Cada mezcla, boost y tamaño con su precio correcto',
      description:
        'Agregue proteína, cambie a leche de almendra, pídalo grande: modificadores con su propio precio y límite, para que la caja nunca cobre de menos por un boost doble.',
      image: { alt: 'Un smoothie verde alto con pajita y una rodaja de naranja junto a una terminal portátil' },
      fallback: { caption: 'Mezcla verde, grande, con boost de proteína.' },
    },
    features: {
      title: 'Hecho para la línea de licuadoras',
      description: `Los pedidos de jugos y smoothies son puros modificadores. ${site.name} los trata así.`,
      items: {
        'boosts-add': { title: 'Boosts y extras', description: 'Proteína, colágeno y espirulina como modificadores con precio, con un límite por vaso.' },
        'size-pricing': { title: 'Precios por tamaño', description: 'Chico, mediano y grande, con su propio precio para cada mezcla.' },
        'allergen-notes': {
          title: 'Notas de alérgenos',
          description: 'Las alertas de “sin nueces” y “sin lácteos” salen en el ticket para que la línea de licuadoras las vea.',
        },
        'kiosk-phone': {
          title: 'Pedidos en quiosco y por celular',
          description: 'Los clientes arman su mezcla en el quiosco o piden por adelantado camino del gimnasio.',
        },
        'loyalty-regulars': { title: 'Lealtad para los de siempre', description: 'Puntos por cada smoothie y un premio de cumpleaños, enviado por SMS.' },
        'produce-forecasts': {
          title: 'Pronósticos de frutas y verduras',
          description: 'El gerente con IA sugiere los pedidos de frutas y verduras según las mezclas de la semana pasada.',
        },
      },
    },
    shift: {
      title: `Un día en el bar de jugos con ${site.name}`,
      steps: {
        'gym-crowd': { title: 'La gente del gimnasio', description: 'Los smoothies pedidos por adelantado llegan antes que los clientes.' },
        'lunch-blend': { title: 'La hora pico del almuerzo', description: 'El quiosco toma los pedidos personalizados mientras el equipo licúa.' },
        'prep-tomorrow': { title: 'A preparar lo de mañana', description: 'Las ventas por ingrediente muestran cuántos kilos de mango preparar.' },
      },
    },
    hardware: {
      title: 'Equipos para la línea de licuadoras',
      description: 'Un quiosco para mezclas personalizadas, una caja en el mostrador y una terminal portátil para la fila.',
    },
    cta: { title: `Licúe más rápido con ${site.name}`, description: 'Traiga su menú; configuraremos sus boosts para la demostración.' },
  },
  'ice-cream-shops': {
    menu: { description: 'Bolas, conos y sabores de temporada, con un cobro rápido.' },
    cards: {
      title: 'Heladerías',
      home: 'Bolas, conos y sabores de temporada: la fila del verano atendida en minutos.',
      solutions: { description: 'Bolas, conos y sabores de temporada en una fila de verano que avanza rápido.' },
    },
    metaTitle: 'POS para heladerías',
    metaDescription:
      'Un POS para heladerías con bolas, conos y toppings, sabores de temporada y un cobro rápido en las largas noches de verano.',
    hero: {
      eyebrow: 'Heladerías',
      title: 'Bolas, conos y toppings a velocidad de verano',
      description:
        'Dos bolas en cono de waffle con chispas, marcadas en tres toques. ¿Se acabó un sabor? Escóndalo en todas las pantallas antes de que el próximo cliente lo pida.',
      image: { alt: 'Un cono de waffle con dos bolas y chispas junto a una terminal todo en uno' },
      fallback: { caption: 'Dos bolas, cono de waffle y chispas de colores.' },
    },
    features: {
      title: 'Hecho para el mostrador de helados',
      description: 'Filas largas en verano, días cortos en invierno y un menú que cambia con la temporada.',
      items: {
        'scoops-vessels': {
          title: 'Bolas y presentaciones',
          description: 'Vaso o cono, de una a tres bolas, cada combinación con su precio sin tener que buscarlo en una tabla.',
        },
        'sold-out': {
          title: 'Sabores agotados',
          description: 'Marque un sabor como agotado y desaparece al instante del quiosco y del menú en línea.',
        },
        'seasonal-menus': { title: 'Menús de temporada', description: 'Calabaza en octubre, mango en julio: prográmelos con anticipación.' },
        'line-busting': { title: 'Agilice la fila', description: 'Una terminal portátil al final de la fila en una calurosa noche de sábado.' },
        'pints-go': { title: 'Pintas para llevar', description: 'Pintas y pasteles ya empacados, vendidos con un toque y con control de inventario.' },
        'family-loyalty': { title: 'Lealtad para toda la familia', description: 'Puntos en cada visita y una bola gratis en los cumpleaños.' },
      },
    },
    shift: {
      title: `Una noche de verano con ${site.name}`,
      steps: {
        'line-forms': { title: 'Se forma la fila', description: 'La caja del mostrador y una terminal portátil toman pedidos lado a lado.' },
        'sold-out': { title: 'Agotado', description: 'Se acaba el de menta con chispas de chocolate; un toque lo quita de todas las pantallas.' },
        close: { title: 'El cierre', description: 'Vea qué sabores se vendieron más y cuáles preparar mañana.' },
      },
    },
    hardware: {
      title: 'Equipos para el mostrador de helados',
      description: 'Una caja todo en uno, una terminal portátil para la fila y un quiosco para las noches más llenas.',
    },
    cta: { title: `Sirva helado más rápido con ${site.name}`, description: `Vea sus sabores y toppings en ${site.name} en una demostración de 20 minutos.` },
  },
  'quick-services': {
    menu: { description: 'Pedidos del mostrador, del quiosco y en línea en una sola cola de cocina.' },
    cards: {
      title: 'Comida rápida',
      home: 'Pedidos del mostrador, del quiosco y en línea en una sola cola de cocina, con el tiempo de cada ticket.',
      solutions: { description: 'Pedidos del mostrador, del quiosco y en línea enviados a una sola pantalla de cocina.' },
    },
    metaTitle: 'POS para restaurantes de comida rápida',
    metaDescription:
      'Un POS para restaurantes de comida rápida que reúne los pedidos del mostrador, del quiosco, en línea y de delivery en una sola cola de cocina.',
    hero: {
      eyebrow: 'Comida rápida y cafeterías',
      title: 'Pedidos del mostrador, del quiosco y en línea en una sola cola de cocina',
      description:
        'Combos y ventas sugeridas en cada canal, una pantalla de cocina que mide el tiempo de cada ticket y reportes que le dicen a qué hora le falta una persona más en la línea.',
      image: { alt: 'Una hamburguesa con papas fritas junto a una pantalla de cocina con tickets de pedidos' },
      fallback: { caption: 'El combo número dos, en la pantalla de cocina.' },
    },
    features: {
      title: 'Hecho para servir rápido',
      description: 'Todos los canales alimentan una sola cocina, y cada ticket lleva su tiempo.',
      items: {
        'combos-upsells': {
          title: 'Combos y ventas sugeridas',
          description: '¿Lo hace combo? ¿Bebida más grande? Sugerencias en la caja, en el quiosco y en línea.',
        },
        'self-service': {
          title: 'Quioscos de autoservicio',
          description: 'Los clientes piden y pagan mientras su equipo cocina; los menús con fotos dejan tickets más grandes.',
        },
        'kitchen-display': { title: 'Pantalla de cocina', description: 'Tickets de todos los canales en una sola cola, con su tiempo y despachados con un toque.' },
        'online-delivery': {
          title: 'Pedidos en línea y de delivery',
          description: 'Su sitio web y las plataformas de delivery envían los pedidos directo al POS.',
        },
        'labour-analytics': {
          title: 'Análisis de mano de obra',
          description: 'Ventas por hora frente al personal programado, para cubrir bien la hora pico del almuerzo.',
        },
        'multi-location': { title: 'Menús para varias sucursales', description: 'Cambie un precio una vez y envíelo a todas sus tiendas.' },
      },
    },
    shift: {
      title: `La hora pico del almuerzo con ${site.name}`,
      steps: {
        'orders-everywhere': { title: 'Pedidos de todas partes', description: 'Quiosco, mostrador, web y apps de delivery alimentan la pantalla de cocina.' },
        peak: {
          title: 'La hora pico',
          description: 'El tiempo de cada ticket muestra qué pedido va atrasado antes de que el cliente pregunte.',
        },
        review: { title: 'La revisión', description: 'La rapidez del servicio por hora y por canal, lista para armar el próximo horario.' },
      },
    },
    hardware: {
      title: 'Equipos para un restaurante de comida rápida con mucho movimiento',
      description: 'Quioscos para la fila, una caja de doble pantalla en el mostrador y pantallas en la cocina.',
    },
    cta: { title: `Agilice el servicio con ${site.name}`, description: `Vea su menú y sus combos en ${site.name} en una demostración de 20 minutos.` },
  },
  'ghost-kitchens': {
    menu: { description: 'Marcas solo de delivery desde una cocina, con todas las plataformas en una sola cola.' },
    cards: {
      title: 'Cocinas fantasma',
      home: 'Todas las apps de delivery en una sola pantalla de cocina, con menús por marca.',
      solutions: { description: 'Todas las plataformas de delivery en una sola cola de cocina, sin tabletas en la pared.' },
    },
    metaTitle: 'POS para cocinas fantasma (ghost kitchens)',
    metaDescription:
      'Un POS para cocinas fantasma que reúne todas las plataformas de delivery en una sola cola, maneja varias marcas virtuales y mide el tiempo de cada ticket.',
    hero: {
      eyebrow: 'Cocinas fantasma (ghost kitchens)',
      title: 'Todas las plataformas de delivery, una sola cola de cocina',
      description:
        'Olvídese de hacer malabares con tabletas. Los pedidos de cada plataforma de delivery y de su propio sitio web llegan a una sola pantalla de cocina, para cada marca que usted cocina.',
      image: { alt: 'Bolsas de delivery apiladas junto a una pantalla de cocina y un celular que muestra los pedidos entrantes' },
      fallback: { caption: 'Pedidos de delivery de todas las plataformas, en una sola cola.' },
    },
    features: {
      title: 'Hecho para cocinas solo de delivery',
      description: 'Sin comedor, muchas marcas, muchas plataformas: un solo sistema.',
      items: {
        'multi-platform': {
          title: 'Delivery multiplataforma',
          description: 'Los pedidos de cada plataforma de delivery entran directo al POS: sin una pared llena de tabletas.',
        },
        'virtual-brands': { title: 'Marcas virtuales', description: 'Maneje varios menús desde una cocina, cada uno con sus propios precios y reportes.' },
        'menus-per': { title: 'Menús por canal', description: 'Precios distintos para delivery, para recoger y para su propio sitio web.' },
        'ticket-timers': {
          title: 'El tiempo de cada ticket',
          description: 'Cada ticket cuenta el tiempo desde que llega, para que los repartidores nunca esperen una bolsa atrasada.',
        },
        'prep-forecasts': {
          title: 'Pronósticos de preparación',
          description: 'El gerente con IA sugiere cuánto preparar según las ventas por plataforma de la semana pasada.',
        },
        'sales-platform': { title: 'Ventas por plataforma', description: 'Vea qué plataforma y qué marca le deja más después de las comisiones.' },
      },
    },
    shift: {
      title: 'Un servicio de cena sin comedor',
      steps: {
        'menus-go': { title: 'Los menús se activan', description: 'Todas las marcas abren en todas las plataformas con un solo interruptor.' },
        peak: {
          title: 'La hora pico',
          description: 'La pantalla de cocina ordena los tickets de todas las plataformas por la hora de recogida prometida.',
        },
        reconcile: { title: 'El cuadre', description: 'Ventas por plataforma y por marca, una al lado de la otra, de toda la noche.' },
      },
    },
    hardware: {
      title: 'Equipos para una cocina de delivery',
      description: 'Pantallas de cocina en la línea y una terminal en el estante de recogida.',
    },
    cta: {
      title: `Maneje su cocina de delivery con ${site.name}`,
      description: 'Vea sus plataformas y marcas en una sola cola en una demostración de 20 minutos.',
    },
  },
};

/** By slug, like `industries` itself; names come from content/es/trades.ts. */
export const industriesEs: Translation<typeof industries> = Object.fromEntries(
  industries.map((industry) => [industry.slug, { name: tradesEs[industry.slug as TradeSlug]?.name, ...bySlug[industry.slug as TradeSlug] }]),
);

export const businessSectionsEs: Translation<typeof businessSections> = {
  'food-trucks-and-pop-ups': {
    title: 'Food trucks y pop-ups',
    description:
      'Cobro con terminal portátil que sigue vendiendo sin conexión, menús que cambian con la ubicación y ventas con tarjeta depositadas el mismo día. Hecho para food trucks, puestos de mercado y mostradores pop-up.',
    points: {
      'Offline mode with later sync': 'Modo sin conexión que sincroniza después',
      'Line-busting handhelds with 12+ hours of battery': 'Terminales portátiles para la fila, con más de 12 horas de batería',
      'Same-day funding': 'Depósitos el mismo día',
    },
    image: { alt: 'Un food truck con una terminal portátil en la ventanilla' },
  },
  'qsrs-and-cafes': {
    title: 'Comida rápida y cafeterías',
    description:
      'Pedidos del mostrador, del quiosco, en línea y de delivery en una sola cola de cocina, con modificadores, combos y lealtad que mantienen la fila en movimiento y hacen volver a los clientes.',
    points: {
      'Self-service kiosks and kitchen displays': 'Quioscos de autoservicio y pantallas de cocina',
      'Online ordering and delivery integration': 'Pedidos en línea e integración con delivery',
      'Loyalty, SMS and email campaigns': 'Lealtad y campañas por SMS y correo electrónico',
    },
    image: { alt: 'Una hamburguesa con papas fritas junto a una pantalla de cocina' },
  },
};

export const businessPageEs: Translation<typeof businessPage> = {
  meta: {
    title: 'Tipos de negocio',
    description:
      `${site.name} para food trucks y pop-ups, y para comida rápida y cafeterías: punto de venta, pagos y banca a la medida de su manera de servir.`,
  },
  hero: {
    eyebrow: 'Tipos de negocio',
    title: `Sirva lo que sirva, ${site.name} se adapta a su manera de servir`,
    description:
      'Un food truck en el mercado de agricultores y una cafetería con fila en la mañana no le piden lo mismo a un punto de venta. Elija su tipo de negocio.',
  },
  demoLabel,
  learnMore,
  learnMoreAbout: 'sobre {title}',
  tradePages: 'Páginas para su tipo de negocio:',
  ctaDemoLabel: demoLabel,
  cta: {
    title: '¿No sabe qué configuración le conviene?',
    description:
      `Cuéntenos cómo atiende a sus clientes y un especialista le mostrará ${site.name} con su propio menú. La prueba del software es gratis por 30 días.`,
  },
};

export const industryCopyEs: Translation<typeof industryCopy> = {
  demoLabel,
  seeHardware: { label: 'Ver los equipos' },
  hardwareEyebrow: 'Equipos',
  learnMore,
  learnMoreAbout: 'sobre equipos para {trade}',
  viewDetails: 'Ver detalles',
  loadingImage: 'Cargando imagen…',
};

const industriesSpanish = localize(industries, industriesEs, 'es');
const industriesSpanishBySlug = new Map(industriesSpanish.map((industry) => [industry.slug, industry]));

/** The trades' pages as a `locale` reader sees them, in menu order. */
export function industriesFor(locale: Locale): typeof industries {
  return locale === 'es' ? industriesSpanish : industries;
}

/** One trade's page for a `locale` reader, or undefined for an unknown slug. */
export function getIndustryFor(slug: string, locale: Locale): Industry | undefined {
  return locale === 'es' ? industriesSpanishBySlug.get(slug) : industries.find((industry) => industry.slug === slug);
}

/** The two sections of /business. */
export function businessSectionsFor(locale: Locale): typeof businessSections {
  return localize(businessSections, businessSectionsEs, locale);
}

/** /business' own copy. */
export function businessPageFor(locale: Locale): typeof businessPage {
  return localize(businessPage, businessPageEs, locale);
}

/** The industry template's fixed labels. */
export function industryCopyFor(locale: Locale): typeof industryCopy {
  return localize(industryCopy, industryCopyEs, locale);
}

/** Values that stay the same in Spanish: US Spanish says “food truck” as it is. */
const same = ['Food trucks'];

export const catalogue: CatalogueEntry[] = [
  { name: 'industries', english: industries, spanish: industriesEs, same },
  { name: 'businessSections', english: businessSections, spanish: businessSectionsEs },
  { name: 'businessPage', english: businessPage, spanish: businessPageEs },
  { name: 'industryCopy', english: industryCopy, spanish: industryCopyEs },
];
