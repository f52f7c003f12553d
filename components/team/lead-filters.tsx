import { teamWords } from '@/content/team';
import { Button } from '@/components/ui/button';
import { DELIVERY_STATES, LEAD_FORMS, type LeadFilter } from '@/services/team/leads';
import { compactTeamFieldClassName } from './team-frame';

/** The lead list's filters: a plain GET form, so the filtered list has an address of its own. */

const input = compactTeamFieldClassName;

function Choice({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: readonly (readonly [string, string])[] }) {
  return (
    <div>
      <label htmlFor={`lead-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={`lead-${name}`} name={name} defaultValue={value ?? ''} className={input}>
        <option value="">Any</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function Text({ name, label, value, type = 'text' }: { name: string; label: string; value: string | undefined; type?: 'text' | 'date' | 'search' }) {
  return (
    <div>
      <label htmlFor={`lead-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={`lead-${name}`} name={name} type={type} defaultValue={value ?? ''} className={input} />
    </div>
  );
}

const { formLabels: FORM_LABELS, deliveryLabels: DELIVERY_LABELS } = teamWords.leads;

export function LeadFilters({ filter }: { filter: LeadFilter }) {
  return (
    <form method="get" action="/team/leads" className="mt-6 grid grid-cols-1 gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Filter leads">
      <Text name="q" label="Name, email or company" value={filter.q} type="search" />
      <Choice name="form" label="Form" value={filter.form} options={LEAD_FORMS.map((form) => [form, FORM_LABELS[form]] as const)} />
      <Choice name="lang" label="Language" value={filter.lang} options={[['en', 'English'], ['es', 'Spanish']]} />
      <Choice name="delivery" label="Delivery" value={filter.delivery} options={DELIVERY_STATES.map((state) => [state, DELIVERY_LABELS[state]] as const)} />
      <Text name="from" label="Received from (UTC day)" value={filter.from} type="date" />
      <Text name="to" label="Received until (UTC day)" value={filter.to} type="date" />
      <Choice name="booked" label="Demo booked" value={filter.booked} options={[['yes', 'Booked'], ['no', 'Not booked']]} />
      <Text name="source" label="Campaign source" value={filter.source} />
      <Text name="medium" label="Campaign medium" value={filter.medium} />
      <Text name="campaign" label="Campaign" value={filter.campaign} />
      <div className="flex items-end gap-3 sm:col-span-2">
        <Button type="submit">Show leads</Button>
        <a href="/team/leads" className="underline underline-offset-4">
          Clear filters
        </a>
      </div>
    </form>
  );
}
