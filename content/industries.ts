import { z } from 'zod';
import { site } from '@/content/site';
import { contentImageSchema, featureCardSchema, iconName, keyedItems, parseContent, type FeatureCard } from '@/content/schema';
import { getDevice } from '@/content/devices';
import { trades, type TradeSlug } from '@/content/trades';

/**
 * The industry pages (/business/<slug>), one entry per trade of content/trades.ts, rendered
 * by one template. Adding a trade is its line in content/trades.ts and its page here; the
 * menus, footer, cards, form options, route table and sitemap follow.
 */
const href = z.string().regex(/^(\/|https:\/\/)/, 'must be a site path or an https URL');

export const industrySchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Trade name as the menus say it, e.g. "Coffee Shops". */
  name: z.string().min(3),
  icon: iconName,
  /** The trade's line in the Business Type menu; the footer and the contact forms list every trade, the header only those with `header`. */
  menu: z.object({ description: z.string().min(20), header: z.boolean().default(true) }),
  /** Link cards to this page: the home page's "Who it is for" and the industries grid of /solutions. */
  cards: z.object({
    /** Sentence-case name on the cards, e.g. "Coffee shops". */
    title: z.string().min(3),
    home: z.string().min(20),
    solutions: z.object({ title: z.string().min(3).optional(), description: z.string().min(20) }),
  }),
  metaTitle: z.string().min(10).max(60),
  metaDescription: z.string().min(70).max(170),
  hero: z.object({
    eyebrow: z.string().min(3),
    title: z.string().min(10),
    description: z.string().min(40),
    image: contentImageSchema,
    /** Shown in place of the illustration when it fails to load. */
    fallback: z.object({ emoji: z.string().min(1), caption: z.string().min(10) }),
  }),
  features: z.object({
    title: z.string().min(5),
    description: z.string().min(20),
    items: keyedItems(featureCardSchema.extend({ icon: iconName })).min(3).max(6),
  }),
  /** A shift in three steps, in the trade's own words. */
  shift: z.object({
    title: z.string().min(5),
    steps: keyedItems(z.object({ time: z.string().min(2), title: z.string().min(3), description: z.string().min(20) })).length(3),
  }),
  hardware: z.object({
    title: z.string().min(5),
    description: z.string().min(20),
    /** Device names from content/devices.ts. */
    devices: z.array(z.string().refine((name) => Boolean(getDevice(name)), 'is not a device in content/devices.ts')).min(2).max(3),
    /** Learn More target: /hardware, or an external hardware page from the site configuration. */
    learnMore: href,
  }),
  cta: z.object({ title: z.string().min(10), description: z.string().min(20) }),
});
export type Industry = z.infer<typeof industrySchema>;

const illustration = (slug: string, alt: string) => ({ src: `/illustrations/industries/${slug}.svg`, alt, width: 640, height: 480 });

const trade = (slug: TradeSlug) => trades.find((t) => t.slug === slug)!;

const rawIndustries: Record<string, unknown> = {
  'food-trucks': {
    ...trade('food-trucks'),
    menu: { description: 'Take cards curbside, keep selling offline, get paid the same day.' },
    icon: 'truck',
    cards: {
      title: 'Food trucks',
      home: 'Handhelds at the window, offline sales at the festival, funds the same day.',
      solutions: { title: 'Food trucks and pop-ups', description: 'Handheld checkout and offline mode for the lot, the festival and the brewery patio.' },
    },
    metaTitle: 'Food Truck POS',
    metaDescription: 'A food truck POS that takes cards in the line, keeps selling offline at festivals and funds your sales the same day.',
    hero: {
      eyebrow: 'Food trucks and pop-ups',
      title: 'A POS that parks wherever you do',
      description:
        'Take orders in the line with a handheld, keep selling when the festival Wi-Fi gives out, and see today’s card sales in your account the same day.',
      image: illustration('food-trucks', `A ${site.name} food truck with its serving window open and a handheld terminal at the counter`),
      fallback: { emoji: '🚚', caption: `${site.name} on the road: handheld checkout at the truck window.` },
    },
    features: {
      title: 'Built for the window, the lot and the festival',
      description: 'Everything a truck needs to serve fast from a few square feet, and nothing it does not.',
      items: [
        { id: 'offline-mode', title: 'Offline mode', description: 'No signal at the fairground? Keep ringing orders and taking cards; everything syncs when you reconnect.', icon: 'wifi-off' },
        { id: 'line-busting', title: 'Line-busting handhelds', description: 'Send someone down the line with a handheld so guests order and pay before they reach the window.', icon: 'phone' },
        { id: 'same-day', title: 'Same-day funding', description: 'Tonight’s card sales land in your account the same day, so the commissary bill is never a worry.', icon: 'bolt' },
        { id: 'menus-per', title: 'Menus per location', description: 'Switch between the lunch-spot menu and the brewery-night menu with one tap.', icon: 'menu' },
        { id: 'text-ready', title: 'Text when ready', description: 'Guests wander off; an SMS brings them back when the order is up.', icon: 'message' },
        { id: 'tips-screen', title: 'Tips on the screen', description: 'Suggested tips appear on the handheld at payment, so your crew is not left asking.', icon: 'wallet' },
      ],
    },
    shift: {
      title: `A Saturday at the market, on ${site.name}`,
      steps: [
        { id: 'park-open', time: '10:30', title: 'Park and open', description: 'Power on the handheld and switch to the market menu. No router to set up.' },
        { id: 'rush', time: '12:15', title: 'The rush', description: 'A second handheld takes orders in the line while the window hands out food.' },
        { id: 'close-out', time: '16:00', title: 'Close out', description: 'Count the drawer, check the day’s report and see the card sales already funded.' },
      ],
    },
    hardware: {
      title: 'Hardware that fits a truck',
      description: 'Handhelds that last a double shift and a compact register for the window.',
      devices: ['VP550', 'VP400', 'POS Terminal'],
      learnMore: '/hardware',
    },
    cta: { title: `Get your truck on ${site.name}`, description: 'Start with the free 30-day software trial: no hardware commitment.' },
  },
  bakeries: {
    ...trade('bakeries'),
    menu: { description: 'Pre-orders, pastry cases and morning rushes in one register.' },
    icon: 'store',
    cards: {
      title: trade('bakeries').name,
      home: 'Pre-orders for the weekend, a fast pastry case and a ticket for every custom cake.',
      solutions: { description: 'Pre-orders, whole cakes and a pastry case that sells out on schedule.' },
    },
    metaTitle: 'Bakery POS',
    metaDescription: 'A bakery POS for pre-orders and custom cakes with deposits, pastry-case checkout and a morning rush that never stalls.',
    hero: {
      eyebrow: trade('bakeries').name,
      title: 'Pre-orders, pastry cases and the 7 a.m. rush',
      description:
        'Take a birthday-cake deposit in March and collect it in April, sell by the piece, the dozen or the kilo, and know tomorrow’s bake before you go home.',
      image: illustration('bakeries', 'A bakery counter with a layered cake, croissants and a countertop terminal'),
      fallback: { emoji: '🥐', caption: `Fresh from the oven and rung up on ${site.name}.` },
    },
    features: {
      title: 'Everything the pastry case needs',
      description: 'From single croissants to three-tier wedding cakes.',
      items: [
        { id: 'pre-orders', title: 'Pre-orders with deposits', description: 'Take a deposit now, the balance at pickup, with the inscription and date on the ticket.', icon: 'calendar' },
        { id: 'sell-piece', title: 'Sell by piece, dozen or weight', description: 'Half-dozen pricing and per-kilo loaves without mental maths at the till.', icon: 'tag' },
        { id: 'pickup-reminders', title: 'Pickup reminders', description: 'An SMS the day before pickup means fewer cakes left in the fridge.', icon: 'message' },
        { id: 'bake-forecasts', title: 'Bake forecasts', description: 'The AI manager suggests how many of each item to bake from past sales and the weekday.', icon: 'sparkles' },
        { id: 'wholesale-accounts', title: 'Wholesale accounts', description: 'Regular café orders kept on a customer profile with their own price list.', icon: 'users' },
        { id: 'end-day', title: 'End-of-day markdowns', description: 'Drop the price of today’s bread at 5 p.m. with one change, on every register.', icon: 'percent' },
      ],
    },
    shift: {
      title: `A bakery day on ${site.name}`,
      steps: [
        { id: 'bake-list', time: '04:30', title: 'Bake list', description: 'Today’s pre-orders and the suggested quantities are on the kitchen screen.' },
        { id: 'doors-open', time: '07:00', title: 'Doors open', description: 'The pastry case sells by tap; pre-order pickups are found by name and paid in full.' },
        { id: 'markdown-close', time: '17:00', title: 'Markdown and close', description: 'Mark down the last loaves, then review what sold out and what was left.' },
      ],
    },
    hardware: {
      title: 'Hardware for the pastry counter',
      description: 'A register with a guest screen that shows every item, plus a handheld for the queue.',
      devices: ['POS Terminal', 'VP3300', 'VP550'],
      learnMore: '/hardware',
    },
    cta: { title: `Bring your bakery to ${site.name}`, description: 'We will load your menu and pre-order options for the demo.' },
  },
  'coffee-shops': {
    ...trade('coffee-shops'),
    menu: { description: 'Fast modifiers, loyalty and a line that keeps moving.' },
    icon: 'cup',
    cards: {
      title: 'Coffee shops',
      home: 'Milk, shots and syrups in two taps, and loyalty that regulars actually use.',
      solutions: { description: 'Milk, shots and syrups in two taps, with loyalty that brings regulars back.' },
    },
    metaTitle: 'Coffee Shop POS',
    metaDescription: 'A coffee shop POS with one-tap milk, shot and syrup modifiers, a loyalty program guests use, and a line that keeps moving.',
    hero: {
      eyebrow: 'Coffee shops',
      title: 'Oat milk, extra shot, half sweet: rung in two taps',
      description:
        'Modifiers laid out the way your baristas think, a loyalty card guests never lose, and tickets that reach the bar before the cup is marked.',
      image: illustration('coffee-shops', 'A café counter with a countertop terminal, a guest screen and a large latte'),
      fallback: { emoji: '☕', caption: 'The espresso bar, ready for the morning rush.' },
    },
    features: {
      title: 'Made for the morning rush',
      description: 'Every second at the register is a second the line stands still.',
      items: [
        { id: 'drink-modifiers', title: 'Drink modifiers', description: 'Milk, shots, syrups, temperature and size on one screen, each priced correctly.', icon: 'cup' },
        { id: 'loyalty-phone', title: 'Loyalty by phone number', description: 'Guests earn a free drink with their number at checkout: no cards to print.', icon: 'gift' },
        { id: 'tickets-bar', title: 'Tickets to the bar', description: 'Orders print or appear on the bar’s display in the order they were rung.', icon: 'receipt' },
        { id: 'mobile-order', title: 'Mobile order ahead', description: 'Regulars order from their phone and skip the line; the order lands in the same queue.', icon: 'phone' },
        { id: 'tips-guest', title: 'Tips on the guest screen', description: 'Suggested tips on the guest-facing screen, with payouts to staff the same day.', icon: 'wallet' },
        { id: 'bean-milk', title: 'Bean and milk forecasts', description: 'The AI manager suggests how much oat milk to order before you run out on a Monday.', icon: 'sparkles' },
      ],
    },
    shift: {
      title: 'From first pull to last pour',
      steps: [
        { id: 'doors-open', time: '06:45', title: 'Doors open', description: 'Mobile orders placed on the commute are already on the bar’s screen.' },
        { id: 'peak-line', time: '08:10', title: 'Peak line', description: 'Two registers, one queue: guests see their order and tip on the guest screen.' },
        { id: 'afternoon-lull', time: '14:00', title: 'Afternoon lull', description: 'Check the report and send a loyalty offer to regulars who have not visited this week.' },
      ],
    },
    hardware: {
      title: 'Hardware for the counter and the bar',
      description: 'A register with a guest screen, a handheld for the line and a display for the bar.',
      devices: ['POS Terminal', 'VP550E', 'Kitchen Display System'],
      learnMore: '/hardware',
    },
    cta: { title: `Pour faster with ${site.name}`, description: `See your own drink menu on ${site.name} in a 20-minute demo.` },
  },
  'tea-shops': {
    ...trade('tea-shops'),
    menu: { description: 'Sweetness, ice and toppings on every cup without slowing down.' },
    icon: 'cup',
    cards: {
      title: 'Tea shops',
      home: 'Sweetness, ice and toppings on every cup, priced right without a cheat sheet.',
      solutions: { description: 'Sweetness, ice and toppings on every cup, printed clearly for the bar.' },
    },
    metaTitle: 'Tea Shop and Boba POS',
    metaDescription: 'A tea shop and boba POS with sweetness, ice and topping modifiers, kiosk ordering and drinks that reach the bar in order.',
    hero: {
      eyebrow: 'Tea shops and boba',
      title: 'Sweetness, ice and toppings on every cup, without the wait',
      description:
        'Guests build their own drink at a kiosk or on their phone, the tea bar sees every option spelled out, and your loyalty program does the upselling.',
      image: illustration('tea-shops', 'A boba tea cup with pearls beside a self-service kiosk'),
      fallback: { emoji: '🧋', caption: 'Milk tea, 50% sweet, less ice, extra pearls.' },
    },
    features: {
      title: 'Built for build-your-own drinks',
      description: `Boba orders have more options than most meals. ${site.name} keeps them straight.`,
      items: [
        { id: 'sweetness-ice', title: 'Sweetness and ice levels', description: 'Preset levels as big buttons so nobody types “half sugar” again.', icon: 'cup' },
        { id: 'toppings-priced', title: 'Toppings priced right', description: 'Pearls, jelly and foam with their own prices and limits per drink.', icon: 'tag' },
        { id: 'kiosk-ordering', title: 'Kiosk ordering', description: 'Guests take their time choosing at the kiosk while the bar keeps shaking.', icon: 'monitor' },
        { id: 'drink-labels', title: 'Drink labels', description: 'Every option printed on the cup label, so the right drink reaches the right hand.', icon: 'printer' },
        { id: 'punch-card', title: 'Punch-card loyalty', description: 'Buy nine, get the tenth free, tracked by phone number.', icon: 'gift' },
        { id: 'seasonal-menus', title: 'Seasonal menus', description: 'Schedule the summer fruit teas to appear on every screen on the first of June.', icon: 'calendar' },
      ],
    },
    shift: {
      title: 'After-school rush, handled',
      steps: [
        { id: 'kiosk-opens', time: '14:30', title: 'Kiosk opens the queue', description: 'Students order and pay at the kiosk; each drink lands on the bar’s display.' },
        { id: 'bar-works', time: '15:15', title: 'Bar works the display', description: 'Options are spelled out line by line; bump each drink when it is sealed.' },
        { id: 'restock', time: '19:00', title: 'Restock', description: 'Topping usage tells you how much tapioca to cook tomorrow.' },
      ],
    },
    hardware: {
      title: 'Hardware for the tea bar',
      description: 'A kiosk for the queue, a register for the counter and a display for the bar.',
      devices: ['Self-Service Kiosk', 'POS Terminal', 'Kitchen Display System'],
      learnMore: '/hardware',
    },
    cta: { title: 'Shake up your tea shop', description: `See your drink builder on ${site.name} in a 20-minute demo.` },
  },
  'juice-bars': {
    ...trade('juice-bars'),
    menu: { description: 'Build-your-own blends, boosts and sizes priced correctly.' },
    icon: 'sparkles',
    cards: {
      title: 'Juice bars',
      home: 'Build-your-own blends and boosts, with sizes that price themselves.',
      solutions: { description: 'Blends, boosts and sizes priced correctly, every time.' },
    },
    metaTitle: 'Juice Bar and Smoothie POS',
    metaDescription: 'A juice bar POS for build-your-own blends, boosts and sizes priced correctly, with kiosk ordering and loyalty for regulars.',
    hero: {
      eyebrow: 'Juice and smoothie bars',
      title: 'Every blend, boost and size priced correctly',
      description:
        'Add protein, swap almond milk, go large: modifiers with their own prices and limits, so the till never undercharges for a double boost.',
      image: illustration('juice-bars', 'A tall green smoothie with a straw and an orange slice beside a handheld terminal'),
      fallback: { emoji: '🥤', caption: 'Green blend, large, with a protein boost.' },
    },
    features: {
      title: 'Made for the blender line',
      description: `Juice and smoothie orders are all modifiers. ${site.name} treats them that way.`,
      items: [
        { id: 'boosts-add', title: 'Boosts and add-ins', description: 'Protein, collagen and spirulina as priced modifiers, with a limit per cup.', icon: 'bolt' },
        { id: 'size-pricing', title: 'Size pricing', description: 'Small, regular and large with their own prices for every blend.', icon: 'tag' },
        { id: 'allergen-notes', title: 'Allergen notes', description: 'Nut-free and dairy-free flags appear on the ticket so the blender line sees them.', icon: 'shield' },
        { id: 'kiosk-phone', title: 'Kiosk and phone orders', description: 'Guests build their blend at the kiosk or order ahead on their way from the gym.', icon: 'phone' },
        { id: 'loyalty-regulars', title: 'Loyalty for regulars', description: 'Points per smoothie and a birthday reward, sent by SMS.', icon: 'gift' },
        { id: 'produce-forecasts', title: 'Produce forecasts', description: 'The AI manager suggests produce orders from last week’s blends.', icon: 'sparkles' },
      ],
    },
    shift: {
      title: `A juice bar day on ${site.name}`,
      steps: [
        { id: 'gym-crowd', time: '07:00', title: 'Gym crowd', description: 'Order-ahead smoothies come in before the guests do.' },
        { id: 'lunch-blend', time: '12:30', title: 'Lunch blend rush', description: 'The kiosk takes build-your-own orders while staff blend.' },
        { id: 'prep-tomorrow', time: '18:00', title: 'Prep for tomorrow', description: 'Sales by ingredient show how many kilos of mango to prep.' },
      ],
    },
    hardware: {
      title: 'Hardware for the blender line',
      description: 'A kiosk for custom blends, a register at the counter and a handheld for the line.',
      devices: ['Self-Service Kiosk', 'POS Terminal', 'VP550E'],
      learnMore: '/hardware',
    },
    cta: { title: `Blend faster with ${site.name}`, description: 'Bring your menu; we will set up your boosts for the demo.' },
  },
  'ice-cream-shops': {
    ...trade('ice-cream-shops'),
    menu: { description: 'Scoops, cones and seasonal flavours with quick checkout.' },
    icon: 'gift',
    cards: {
      title: 'Ice cream shops',
      home: 'Scoops, cones and seasonal flavours through a summer line in minutes.',
      solutions: { description: 'Scoops, cones and seasonal flavours through a fast summer line.' },
    },
    metaTitle: 'Ice Cream Shop POS',
    metaDescription: 'An ice cream shop POS for scoops, cones and toppings, seasonal flavours and fast checkout on long summer evenings.',
    hero: {
      eyebrow: 'Ice cream shops',
      title: 'Scoops, cones and toppings at summer speed',
      description:
        'Two scoops in a waffle cone with sprinkles, rung in three taps. Flavours sold out? Hide them on every screen before the next guest asks.',
      image: illustration('ice-cream-shops', 'A waffle cone with two scoops and sprinkles beside an all-in-one terminal'),
      fallback: { emoji: '🍦', caption: 'Two scoops, waffle cone, rainbow sprinkles.' },
    },
    features: {
      title: 'Made for the scoop counter',
      description: 'Long summer lines, short winter days and a menu that changes with the season.',
      items: [
        { id: 'scoops-vessels', title: 'Scoops and vessels', description: 'Cup or cone, one to three scoops, each priced without a lookup table.', icon: 'cup' },
        { id: 'sold-out', title: 'Sold-out flavours', description: 'Mark a tub empty and it disappears from the kiosk and online menu at once.', icon: 'bolt' },
        { id: 'seasonal-menus', title: 'Seasonal menus', description: 'Pumpkin in October, mango in July: schedule them ahead.', icon: 'calendar' },
        { id: 'line-busting', title: 'Line-busting', description: 'A handheld at the back of the line on a hot Saturday night.', icon: 'phone' },
        { id: 'pints-go', title: 'Pints to go', description: 'Pre-packed pints and cakes sold by tap, with stock counts.', icon: 'store' },
        { id: 'family-loyalty', title: 'Family loyalty', description: 'Points for every visit and a free scoop on birthdays.', icon: 'gift' },
      ],
    },
    shift: {
      title: `A summer evening on ${site.name}`,
      steps: [
        { id: 'line-forms', time: '17:00', title: 'Line forms', description: 'The counter register and a handheld take orders side by side.' },
        { id: 'sold-out', time: '19:30', title: 'Sold out', description: 'Mint chip runs out; one tap removes it from every screen.' },
        { id: 'close', time: '22:00', title: 'Close', description: 'See which flavours sold best and which to churn tomorrow.' },
      ],
    },
    hardware: {
      title: 'Hardware for the scoop counter',
      description: 'An all-in-one register, a handheld for the line and a kiosk for the busiest nights.',
      devices: ['VP2300', 'VP550', 'Self-Service Kiosk'],
      learnMore: '/hardware',
    },
    cta: { title: `Scoop faster with ${site.name}`, description: `See your flavours and toppings on ${site.name} in a 20-minute demo.` },
  },
  'quick-services': {
    ...trade('quick-services'),
    menu: { description: 'Counter, kiosk and online orders into one kitchen queue.' },
    icon: 'receipt',
    cards: {
      title: 'Quick service',
      home: 'Counter, kiosk and online orders into one timed kitchen queue.',
      solutions: { description: 'Counter, kiosk and online orders routed to one kitchen display.' },
    },
    metaTitle: 'Quick Service Restaurant POS',
    metaDescription: 'A quick-service restaurant POS that brings counter, kiosk, online and delivery orders into one kitchen queue.',
    hero: {
      eyebrow: 'Quick-service restaurants and cafés',
      title: 'Counter, kiosk and online orders in one kitchen queue',
      description:
        'Combos and upsells on every channel, a kitchen display that times each ticket, and reports that show which hour needs one more person on the line.',
      image: illustration('quick-services', 'A burger and fries beside a kitchen display showing order tickets'),
      fallback: { emoji: '🍔', caption: 'Combo number two, on the kitchen display.' },
    },
    features: {
      title: 'Built for speed of service',
      description: 'Every channel feeds one kitchen, and every ticket is timed.',
      items: [
        { id: 'combos-upsells', title: 'Combos and upsells', description: 'Make it a meal, upsize the drink: prompts on the register, kiosk and online.', icon: 'layers' },
        { id: 'self-service', title: 'Self-service kiosks', description: 'Guests order and pay while your team cooks; bigger tickets from photo menus.', icon: 'monitor' },
        { id: 'kitchen-display', title: 'Kitchen display', description: 'Tickets from every channel in one queue, timed and bumped with a tap.', icon: 'chef' },
        { id: 'online-delivery', title: 'Online and delivery orders', description: 'Your website and delivery platforms send orders straight to the POS.', icon: 'globe' },
        { id: 'labour-analytics', title: 'Labour analytics', description: 'Sales by hour against scheduled staff, so you schedule the lunch peak right.', icon: 'chart' },
        { id: 'multi-location', title: 'Multi-location menus', description: 'Change a price once and push it to every store.', icon: 'store' },
      ],
    },
    shift: {
      title: `A lunch peak on ${site.name}`,
      steps: [
        { id: 'orders-everywhere', time: '11:30', title: 'Orders from everywhere', description: 'Kiosk, counter, web and delivery apps all feed the kitchen display.' },
        { id: 'peak', time: '12:15', title: 'Peak', description: 'Ticket timers show which order is running late before the guest asks.' },
        { id: 'review', time: '14:30', title: 'Review', description: 'Speed of service by hour and channel, ready for the next schedule.' },
      ],
    },
    hardware: {
      title: 'Hardware for a busy QSR',
      description: 'Kiosks for the queue, a dual-screen register at the counter and displays in the kitchen.',
      devices: ['Self-Service Kiosk', 'Kitchen Display System', 'VP3300'],
      learnMore: '/hardware',
    },
    cta: { title: `Speed up service with ${site.name}`, description: `See your menu and combos on ${site.name} in a 20-minute demo.` },
  },
  'ghost-kitchens': {
    ...trade('ghost-kitchens'),
    menu: { description: 'Delivery-only brands from one kitchen, every platform in one queue.', header: false },
    icon: 'chef',
    cards: {
      title: 'Ghost kitchens',
      home: 'Every delivery app into one kitchen screen, with menus per brand.',
      solutions: { description: 'Every delivery platform in one kitchen queue, with no tablets on the wall.' },
    },
    metaTitle: 'Ghost Kitchen POS',
    metaDescription: 'A ghost kitchen POS that brings every delivery platform into one queue, runs several virtual brands and times every ticket.',
    hero: {
      eyebrow: 'Ghost kitchens',
      title: 'Every delivery platform, one kitchen queue',
      description:
        'Stop juggling tablets. Orders from each delivery platform and your own website arrive on one kitchen display, for every brand you cook.',
      image: illustration('ghost-kitchens', 'Delivery bags stacked beside a kitchen display and a phone showing incoming orders'),
      fallback: { emoji: '🛵', caption: 'Delivery orders from every platform, in one queue.' },
    },
    features: {
      title: 'Built for delivery-only kitchens',
      description: 'No dining room, many brands, many platforms: one system.',
      items: [
        { id: 'multi-platform', title: 'Multi-platform delivery', description: 'Orders from each delivery platform land directly in the POS: no tablet farm.', icon: 'truck' },
        { id: 'virtual-brands', title: 'Virtual brands', description: 'Run several menus from one kitchen, each with its own prices and reports.', icon: 'layers' },
        { id: 'menus-per', title: 'Menus per channel', description: 'Different prices for delivery, pickup and your own website.', icon: 'tag' },
        { id: 'ticket-timers', title: 'Ticket timers', description: 'Each ticket counts up from arrival so drivers never wait on a late bag.', icon: 'clock' },
        { id: 'prep-forecasts', title: 'Prep forecasts', description: 'The AI manager suggests prep quantities from last week’s platform sales.', icon: 'sparkles' },
        { id: 'sales-platform', title: 'Sales by platform', description: 'See which platform and brand earns most after fees.', icon: 'chart' },
      ],
    },
    shift: {
      title: 'A dinner service with no dining room',
      steps: [
        { id: 'menus-go', time: '17:00', title: 'Menus go live', description: 'Every brand opens on every platform from one switch.' },
        { id: 'peak', time: '19:00', title: 'Peak', description: 'The kitchen display sorts tickets by promised pickup time across platforms.' },
        { id: 'reconcile', time: '22:30', title: 'Reconcile', description: 'Sales by platform and brand, side by side, for the night.' },
      ],
    },
    hardware: {
      title: 'Hardware for a delivery kitchen',
      description: 'Kitchen displays on the line and a terminal at the pickup shelf.',
      devices: ['Kitchen Display System', 'VP800', 'VP2300'],
      learnMore: site.external.ghostKitchenHardware,
    },
    cta: { title: `Run your delivery kitchen on ${site.name}`, description: 'See your platforms and brands in one queue in a 20-minute demo.' },
  },
};

/** Validates the entries; exported for the unit test that proves a bad entry is named. */
export function loadIndustries(raw: Record<string, unknown>) {
  const parsed = parseContent('industries', industrySchema, raw);
  for (const [key, entry] of Object.entries(parsed))
    if (entry.slug !== key) throw new Error(`Invalid industries content:\n  industries["${key}"].slug: must equal its key`);
  return parsed;
}

/** The validated family in the order of content/trades.ts; a trade without a page fails the build. */
function inTradeOrder(bySlug: Record<string, Industry>): Industry[] {
  const missing = trades.filter((t) => !bySlug[t.slug]).map((t) => t.slug);
  if (missing.length) throw new Error(`Invalid industries content:\n  no page for the trade(s) ${missing.join(', ')}`);
  return trades.map((t) => bySlug[t.slug]!);
}

const industriesBySlug = loadIndustries(rawIndustries);
export const industries: readonly Industry[] = inTradeOrder(industriesBySlug);
export const getIndustry = (slug: string): Industry | undefined => industriesBySlug[slug];
export const industryHref = (industry: Pick<Industry, 'slug'>) => `/business/${industry.slug}`;


/** The home page's "Who it is for" cards, one per trade. */
export const industryHomeCards = (list: readonly Industry[] = industries): FeatureCard[] =>
  list.map((i) => ({ icon: i.icon, title: i.cards.title, description: i.cards.home, href: industryHref(i) }));

/** The industries grid of /solutions, one card per trade. */
export const industrySolutionCards = (list: readonly Industry[] = industries): FeatureCard[] =>
  list.map((i) => ({ icon: i.icon, title: i.cards.solutions.title ?? i.cards.title, description: i.cards.solutions.description, href: industryHref(i) }));

/** The two sections of /business, each with an external Learn More from the site configuration. */
export const businessSections = [
  {
    id: 'food-trucks-and-pop-ups',
    title: 'Food Trucks and Pop-Ups',
    description:
      'Handheld checkout that keeps selling offline, menus that switch with the location and card sales funded the same day. Built for trucks, market stalls and pop-up counters.',
    points: ['Offline mode with later sync', 'Line-busting handhelds with 12+ hours of battery', 'Same-day funding'],
    learnMore: site.external.foodTruckSolutions,
    industries: ['food-trucks', 'ice-cream-shops', 'juice-bars'],
    image: illustration('food-trucks', 'A food truck with a handheld terminal at the window'),
  },
  {
    id: 'qsrs-and-cafes',
    title: 'QSRs and Cafes',
    description:
      'Counter, kiosk, online and delivery orders in one kitchen queue, with modifiers, combos and loyalty that keep the line moving and guests coming back.',
    points: ['Self-service kiosks and kitchen displays', 'Online ordering and delivery integration', 'Loyalty, SMS and email campaigns'],
    learnMore: site.external.qsrSolutions,
    industries: ['quick-services', 'coffee-shops', 'bakeries', 'tea-shops', 'ghost-kitchens'],
    image: illustration('quick-services', 'A burger and fries beside a kitchen display'),
  },
] as const;

/** /business' own copy: metadata, hero, the links in each section and the closing band. */
export const businessPage = {
  meta: {
    title: 'Business Types',
    description: `${site.name} for food trucks and pop-ups, and for QSRs and cafés: point of sale, payments and banking shaped around how you serve.`,
  },
  hero: {
    eyebrow: 'Business types',
    title: `Whatever you serve, ${site.name} fits the way you serve it`,
    description:
      'A truck at the farmers’ market and a café with a morning line need different things from a point of sale. Pick your kind of business.',
  },
  demoLabel: 'Get Started',
  learnMore: 'Learn More',
  /** Completes Learn More for screen readers; `{title}` is the section's title. */
  learnMoreAbout: 'about {title}',
  tradePages: 'Pages for your trade:',
  /** The closing band's demo button. */
  ctaDemoLabel: 'Request Demo',
  cta: {
    title: 'Not sure which setup fits?',
    description: `Tell us how you serve and a specialist will walk you through ${site.name} on your own menu. The software trial is free for 30 days.`,
  },
};

/** The fixed labels of the industry template. */
export const industryCopy = {
  demoLabel: 'Get Started',
  seeHardware: { label: 'See the hardware', href: '#hardware' },
  hardwareEyebrow: 'Hardware',
  learnMore: 'Learn More',
  /** Completes Learn More for screen readers; `{trade}` is the trade's name in lower case. */
  learnMoreAbout: 'about hardware for {trade}',
  viewDetails: 'View Details',
  /** The hero illustration's placeholder while it loads. */
  loadingImage: 'Loading image…',
};

/** Fills `{name}` placeholders of a template from the record's copy. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
