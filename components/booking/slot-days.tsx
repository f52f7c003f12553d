import type { SlotsView } from '@/services/booking/view';

/**
 * The free times as native radio buttons, one fieldset per day (its legend the date): the
 * same markup for the script picker and the form without script. The chosen time posts as
 * `start` (an ISO instant); the label is the time in the visitor's zone.
 */
export function SlotDays({ slots, name = 'start', checked, onChoose, disabled, idPrefix }: {
  slots: SlotsView;
  name?: string;
  checked?: string;
  onChoose?: (start: string) => void;
  disabled?: boolean;
  idPrefix: string;
}) {
  return (
    <div className="max-h-[22rem] space-y-4 overflow-y-auto pr-1" data-slot-days>
      {slots.days.map((day) => (
        <fieldset key={day.date} disabled={disabled}>
          <legend className="mb-2 text-sm font-semibold text-ink">{day.label}</legend>
          <div className="flex flex-wrap gap-2">
            {day.slots.map((slot) => {
              const id = `${idPrefix}-${slot.start.replace(/[^0-9]/g, '')}`;
              return (
                <div key={slot.start}>
                  <input
                    type="radio"
                    id={id}
                    name={name}
                    value={slot.start}
                    required
                    className="peer sr-only"
                    {...(onChoose ? { checked: checked === slot.start, onChange: () => onChoose(slot.start) } : { defaultChecked: checked === slot.start })}
                  />
                  <label
                    htmlFor={id}
                    className="inline-flex min-h-11 min-w-[5.5rem] cursor-pointer items-center justify-center rounded-control border border-ink/25 bg-surface px-3 text-sm font-medium text-ink peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand"
                  >
                    {slot.label}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
