import { SPEC_ON_REQUEST, specLabels, type DeviceSpec } from '@/content/devices';
import { cn } from '@/lib/utils';

/** The five spec rows of SPEC §3; rows the spec leaves open read "Ask sales for the full sheet". */
export function SpecList({ specs, className }: { specs: DeviceSpec; className?: string }) {
  return (
    <dl className={cn('divide-y divide-line rounded-card border border-line bg-surface', className)}>
      {(Object.keys(specLabels) as (keyof DeviceSpec)[]).map((key) => (
        <div key={key} className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-ink">{specLabels[key]}</dt>
          <dd className={cn('text-[0.9375rem]', specs[key] === SPEC_ON_REQUEST ? 'text-ink-muted italic' : 'text-ink')}>
            {specs[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
