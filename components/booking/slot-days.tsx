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
    <div className="slot-days" data-slot-days>
      {slots.days.map((day) => (
        <fieldset key={day.date} disabled={disabled}>
          <legend>{day.label}</legend>
          <div>
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
                    className="sr-only"
                    {...(onChoose ? { checked: checked === slot.start, onChange: () => onChoose(slot.start) } : { defaultChecked: checked === slot.start })}
                  />
                  <label htmlFor={id} className="slot-chip">
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
