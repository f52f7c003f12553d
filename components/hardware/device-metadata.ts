import { devicePageHref, devicePages, devicesIn, getDeviceBySlug, type Device, type DevicePageKey } from '@/content/devices';
import { deviceFor, hardwarePageFor, theDeviceEs } from '@/content/es/devices';
import { listTextEs, numberWordEs } from '@/content/format';
import type { Locale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/seo/metadata';
import { listText, numberWord } from '@/content/format';

/**
 * Title, description and canonical of one device variant. The canonical is the address a
 * visitor uses, /hardware/terminal?device=VP3300 (bare path for the default device), not
 * the internal pre-rendered /hardware/terminal/vp3300 the proxy rewrites onto; Spanish
 * pages get the same address under /es.
 */
export function deviceMetadata(page: Exclude<DevicePageKey, 'handheld'>, englishDevice: Device, locale: Locale = 'en') {
  const device = deviceFor(englishDevice, locale);
  const path = devicePageHref(page, englishDevice);
  if (locale === 'es') {
    const the = theDeviceEs(englishDevice);
    return pageMetadata({
      title: `${device.displayName}: especificaciones y funciones`,
      description: `${device.tagline} Especificaciones ${the.startsWith('el ') ? `del ${the.slice(3)}` : `de ${the}`}: sistema operativo, procesador, memoria, pantalla y conectividad.`,
      path,
      locale,
    });
  }
  return pageMetadata({
    title: `${device.displayName}: Specs and Features`,
    description: `${device.tagline} ${device.name} specifications: operating system, processor, memory, display and connectivity.`,
    path,
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function handheldMetadata(englishDevice?: Device, locale: Locale = 'en') {
  const handhelds = devicesIn('handheld');
  const path = englishDevice ? `${devicePages.handheld.path}?device=${encodeURIComponent(englishDevice.name)}` : devicePages.handheld.path;
  if (locale === 'es') {
    const device = englishDevice && deviceFor(englishDevice, locale);
    return pageMetadata({
      title: device ? `POS portátil: ${device.displayName}` : 'Terminales POS portátiles',
      description: `${capitalize(numberWordEs(handhelds.length))} terminales POS portátiles, ${listTextEs(handhelds.map((d) => `la ${d.name}`))}, para agilizar la fila, cobrar en la mesa y vender en el mercado, con más de 12 horas de batería por carga.`,
      path,
      locale,
    });
  }
  return pageMetadata({
    title: englishDevice ? `Handheld POS: ${englishDevice.displayName}` : 'Handheld POS Devices',
    description: `${capitalize(numberWord(handhelds.length))} handheld POS terminals, the ${listText(handhelds.map((d) => d.name))}, for line-busting, tableside payment and market stalls, with 12+ hours of battery per charge.`,
    path,
  });
}

/** /hardware/kitchen-display: the figures are the device's spec sheet in content/devices.ts, read as one sentence. */
export function kitchenDisplayMetadata(locale: Locale = 'en') {
  const device = deviceFor(getDeviceBySlug('kitchen-display-system')!, locale);
  const { display, operatingSystem, processor, memory, connectivity } = device.specs;
  const path = '/hardware/kitchen-display';
  if (locale === 'es') {
    return pageMetadata({
      title: device.displayName,
      description: `Pantalla de cocina de ${display} con ${operatingSystem}, procesador de ${processor.toLowerCase()}, ${memory.replace(' / ', '/')}, ${listTextEs(connectivity.split(', '))}.`,
      path,
      locale,
    });
  }
  return pageMetadata({
    title: device.displayName,
    description: `A ${display} kitchen display on ${operatingSystem} with a ${processor.toLowerCase()} processor, ${memory.replace(' / ', '/')}, ${listText(connectivity.split(', '))}.`,
    path,
  });
}

/** /hardware: the overview of the four device families. */
export function hardwareMetadata(locale: Locale = 'en') {
  return pageMetadata({ ...hardwarePageFor(locale).meta, path: '/hardware', locale });
}
