import type { DeviceSpec } from '@/content/devices';
import { specLabelsFor, specOnRequest } from '@/content/es/devices';
import type { Locale } from '@/lib/i18n/locale';
import { cn } from '@/lib/utils';

/**
 * The five spec rows of SPEC §3; rows the spec leaves open read "Ask sales for the full sheet".
 * `specs` are the device's specs as the `locale` reader sees them (content/es/devices.ts' deviceFor).
 */
export function SpecList({ specs, className, locale = 'en' }: { specs: DeviceSpec; className?: string; locale?: Locale }) {
  const labels = specLabelsFor(locale);
  return (
    <dl className={cn('divide-y divide-line rounded-card border border-line bg-surface', className)}>
      {(Object.keys(labels) as (keyof DeviceSpec)[]).map((key) => (
        <div key={key} className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-ink">{labels[key]}</dt>
          <dd className={cn('text-[0.9375rem]', specs[key] === specOnRequest[locale] ? 'text-ink-muted italic' : 'text-ink')}>
            {specs[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
