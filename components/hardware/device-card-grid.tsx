import type { Device } from '@/content/devices';
import { deviceFor } from '@/content/es/devices';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/content/language-paths';
import { DeviceCard } from '@/components/hardware/device-card';

/**
 * Devices as a row of cards, each linking to its page (a trade page's hardware, the
 * handhelds). `devices` are the English records; each card reads as a `locale` reader sees
 * it. `detailed` adds the model name above the title and the highlights under it.
 */
export function DeviceCardGrid({
  devices,
  href,
  linkLabel,
  locale,
  detailed = false,
  selectedSlug,
}: {
  devices: readonly Device[];
  /** The English path of a device's page; the grid points it at the page's language. */
  href: (english: Device) => string;
  linkLabel: string;
  locale: Locale;
  detailed?: boolean;
  selectedSlug?: string;
}) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {devices.map((english) => {
        const device = deviceFor(english, locale);
        return (
          <li key={device.slug}>
            <DeviceCard
              title={device.displayName}
              eyebrow={detailed ? device.name : undefined}
              description={device.tagline}
              image={device.image}
              highlights={detailed ? device.highlights : undefined}
              href={localizeHref(href(english), locale)}
              linkLabel={linkLabel}
              selected={selectedSlug === device.slug}
              locale={locale}
            />
          </li>
        );
      })}
    </ul>
  );
}
