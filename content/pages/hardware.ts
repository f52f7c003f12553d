import { featureCards } from '@/content/schema';
import { supportLanguages, site } from '@/content/site';

/** /hardware: the overview of the four device families. The cards themselves are content/devices.ts' hardwareCards. */
export const hardwarePage = {
  meta: {
    title: 'POS Hardware',
    description: `Handheld POS, countertop terminals with a guest screen, self-service kiosks and kitchen displays, all running ${site.name}.`,
  },
  hero: {
    eyebrow: 'Hardware',
    title: 'Hardware that keeps up with your rush',
    description:
      `From a pocket handheld to a 21.5 inch kiosk, every device runs the same ${site.name} menu, prices and reports. Start with the free 30-day software trial: no hardware commitment.`,
  },
  families: {
    title: 'Find the right device',
    description: 'Four device families. Mix them in one location: they all share one menu and one report.',
  },
  explore: 'Explore',
  included: { title: 'Every device comes with' },
  includedItems: featureCards('hardwareIncluded', {
    offline: { title: 'Offline mode', description: 'Keep taking orders and cards when the internet drops; everything syncs when it returns.', icon: 'wifi-off' },
    funding: { title: 'Same-day funding', description: 'Card sales from every device settle into one account, funded the same day.', icon: 'bolt' },
    support: { title: '24/7 support', description: `Help day and night in ${supportLanguages()}.`, icon: 'headset' },
  }),
  cta: {
    title: 'Build your hardware bundle',
    description: 'Tell us how you serve and we will put together the devices, accessories and setup for your counter.',
    demoLabel: 'Get Started',
  },
};
