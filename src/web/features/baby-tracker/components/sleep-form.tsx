import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BabyLogResponse } from '../../../../core/contracts/baby-tracking-status.ts';
import { SLEEP_QUALITY_LABELS } from '../../../../core/domain/baby-log.ts';
import { addDays } from '../../../../core/domain/pregnancy.ts';
import { Field, FieldError, inputClass } from '../../../components/ui/field.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { type FormContext, sleepBody, sleepEndsNextDay, type SleepValues } from '../form-values.ts';
import { logResolver } from '../log-resolver.ts';
import { type LogTarget, useLogSubmit } from '../use-log-submit.ts';
import { FormFooter, NotesArea } from './form-parts.tsx';

/**
 * A sleep logged by hand: when the baby fell asleep and woke on the chosen day; a waking time earlier than the
 * falling asleep is the next morning, and the form says so (a sleep across midnight counts in both days).
 */
export function SleepForm({
  target,
  ctx,
  initial,
  fresh,
  editing = false,
  onSaved,
}: {
  target: LogTarget;
  ctx: FormContext;
  initial: SleepValues;
  fresh?: () => SleepValues;
  editing?: boolean;
  onSaved: (res: BabyLogResponse) => void;
}) {
  const id = useId();
  const toBody = (v: SleepValues) => sleepBody(v, ctx);
  const form = useForm<SleepValues>({ defaultValues: initial, resolver: logResolver(toBody) });
  const { register, formState, control } = form;
  const [date, start, end] = useWatch({ control, name: ['date', 'sleepStart', 'sleepEnd'] });
  const nextDay = sleepEndsNextDay({ sleepStart: start, sleepEnd: end });
  const submit = useLogSubmit(form, toBody, target, (res) => {
    if (fresh) form.reset(fresh());
    onSaved(res);
  });
  const e = formState.errors;
  return (
    <form noValidate onSubmit={(ev) => void submit.onSubmit(ev)} className="space-y-4">
      {editing ? <Field label="Date" type="date" error={e.date?.message} {...register('date')} /> : null}
      <div className="grid gap-3 min-[400px]:grid-cols-2">
        <Field label="Fell asleep" type="time" error={e.sleepStart?.message} {...register('sleepStart')} />
        <Field
          label="Woke up"
          type="time"
          error={e.sleepEnd?.message}
          hint={nextDay ? `The next day, ${formatDay(addDays(date, 1), 'medium')}` : undefined}
          {...register('sleepEnd')}
        />
      </div>
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
      <NotesArea id={`${id}-notes`} label="Notes (optional)" error={e.sleepNotes?.message}>
        {(p) => <textarea rows={1} maxLength={1000} {...p} {...register('sleepNotes')} />}
      </NotesArea>
      <FormFooter
        label={editing ? 'Save changes' : 'Log sleep'}
        pending={submit.pending}
        rootError={e.root?.message}
        overlap={submit.overlap}
        onSaveAnyway={() => void submit.saveAnyway()}
        onDismissOverlap={submit.dismissOverlap}
      />
    </form>
  );
}
