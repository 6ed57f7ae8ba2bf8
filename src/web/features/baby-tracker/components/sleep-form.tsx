import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { SLEEP_QUALITY_LABELS } from '../../../../core/domain/baby-log.ts';
import { addDays } from '../../../../core/domain/pregnancy.ts';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { sleepBody, sleepEndsNextDay, type SleepValues } from '../form-values.ts';
import { type LogFormProps, useLogForm } from '../use-log-submit.ts';
import { LogFormFrame, WhenFields } from './form-parts.tsx';

/**
 * A sleep logged by hand: when the baby fell asleep and woke on the chosen day; a waking time earlier than the
 * falling asleep is the next morning, and the form says so (a sleep across midnight counts in both days).
 */
export function SleepForm(props: LogFormProps<SleepValues>) {
  const id = useId();
  const { form, submit } = useLogForm(props, sleepBody);
  const { register, formState, control } = form;
  const [date, start, end] = useWatch({ control, name: ['date', 'sleepStart', 'sleepEnd'] });
  const nextDay = sleepEndsNextDay({ sleepStart: start, sleepEnd: end });
  const e = formState.errors;
  const editing = props.editing ?? false;
  return (
    <LogFormFrame form={form} submit={submit} notes="sleepNotes" label="Log sleep" editing={editing}>
      <WhenFields
        form={form}
        date="date"
        times={[
          { name: 'sleepStart', label: 'Fell asleep' },
          {
            name: 'sleepEnd',
            label: 'Woke up',
            hint: nextDay ? `The next day, ${formatDay(addDays(date, 1), 'medium')}` : undefined,
          },
        ]}
        editing={editing}
      />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-quality`} className="block text-sm font-medium">
          Sleep quality
        </label>
        <select
          id={`${id}-quality`}
          className={inputClass}
          aria-invalid={e.sleepQuality ? true : undefined}
          {...register('sleepQuality')}
        >
          {SLEEP_QUALITY_LABELS.map((label, i) => (
            <option key={label} value={String(i + 1)}>
              {String(i + 1)} · {label}
            </option>
          ))}
        </select>
        <FieldError message={e.sleepQuality?.message} />
      </div>
    </LogFormFrame>
  );
}
