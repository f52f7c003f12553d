import type { CompanyCounter } from '@/content/company';
import { CountUp } from '@/components/sections/count-up';

/** The company figures as a row of counters; only the digits are a client island. */
export function CompanyCounters({ counters }: { counters: readonly CompanyCounter[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-6">
      {counters.map((counter) => (
        <div key={counter.label} className="counter">
          <dt className="counter-label">{counter.label}</dt>
          <dd className="counter-value">
            <CountUp text={counter.number} value={counter.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
