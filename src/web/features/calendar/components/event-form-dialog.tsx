import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { createEventBodySchema, dateSchema } from '../../../../core/contracts/calendar.ts';
import { installZodMessages } from '../../../../core/contracts/zod-messages.ts';
import {
  EVENT_TYPES,
  eventDateProblem,
  eventDateRange,
  PRIORITIES,
} from '../../../../core/domain/calendar.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, FieldError, inputClass } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import type { EventFormValues } from './event-form-values.ts';
import { EVENT_TYPE_LABELS, PRIORITY_LABELS } from './format.ts';

// The form checks with the contract's schema before sending, in the server's plain words.
installZodMessages();

/** The contract's body, with the date also in the range of dates an event may have (her local today). */
const eventFormSchema = (today: string) =>
  createEventBodySchema.extend({
    date: dateSchema.superRefine((date, ctx) => {
      const problem = eventDateProblem(date, today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });

export interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'add' | 'edit';
  initial: EventFormValues;
  /** Her local today, for the range of dates an event may have. */
  today: string;
  /** Sends the values; rejects with the server's error. */
  onSubmit: (values: EventFormValues) => Promise<void>;
}

/** 'Add Event' (and its edit twin): Submit is disabled while sending and reads 'Adding...'. */
export function EventFormDialog({
  open,
  onOpenChange,
  mode,
  initial,
  today,
  onSubmit,
}: EventFormDialogProps) {
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<EventFormValues>({
    defaultValues: initial,
    // The form's own values go to onSubmit (the caller builds the request from them); the form always holds
    // every field, which the body may leave out.
    resolver: zodResolver(eventFormSchema(today), undefined, { raw: true }) as Resolver<EventFormValues>,
  });
  const errors = formState.errors;
  const reminderEnabled = useWatch({ control, name: 'reminderEnabled' });
  const sending = formState.isSubmitting;
  const ids = { description: useId(), eventType: useId(), priority: useId() };

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      // The server's field errors beside the fields, its message for the rest.
      const fields = err instanceof ApiRequestError ? (err.body?.fields ?? {}) : {};
      for (const [field, message] of Object.entries(fields))
        if (field in initial) setError(field as keyof EventFormValues, { message });
      setError('root', { message: err instanceof ApiRequestError ? err.userMessage : errorMessage(err) });
    }
  });

  const adding = mode === 'add';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={adding ? 'Add Event' : 'Edit Event'}
      description={adding ? 'An appointment, a reminder or anything you want to remember.' : undefined}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field
          label="Title"
          {...register('title')}
          error={errors.title?.message}
          maxLength={120}
          placeholder="e.g. Anatomy scan"
        />
        <div className="space-y-1.5">
          <label htmlFor={ids.description} className="block text-sm font-medium">
            Description (optional)
          </label>
          <textarea
            id={ids.description}
            {...register('description')}
            rows={2}
            className={inputClass}
            aria-invalid={errors.description ? true : undefined}
          />
          <FieldError message={errors.description?.message} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="Date"
            type="date"
            {...register('date')}
            error={errors.date?.message}
            min={eventDateRange(today).min}
            max={eventDateRange(today).max}
          />
          <Field label="Time (optional)" type="time" {...register('time')} error={errors.time?.message} />
        </div>
        <Field
          label="Location (optional)"
          {...register('location')}
          error={errors.location?.message}
          maxLength={200}
        />
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1.5">
            <label htmlFor={ids.eventType} className="block text-sm font-medium">
              Type
            </label>
            <select id={ids.eventType} {...register('eventType')} className={inputClass}>
              {EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {EVENT_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
            <FieldError message={errors.eventType?.message} />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={ids.priority} className="block text-sm font-medium">
              Priority
            </label>
            <select id={ids.priority} {...register('priority')} className={inputClass}>
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_LABELS[p]}
                </option>
              ))}
            </select>
            <FieldError message={errors.priority?.message} />
          </div>
        </div>
        <Switch
          label="Remind me"
          description="The day before and an hour before (all-day: 9:00 the day before and 8:00 on the day)."
          checked={reminderEnabled}
          onCheckedChange={(c) => setValue('reminderEnabled', c)}
        />
        {errors.root && !errors.title && !errors.date ? <FieldError message={errors.root.message} /> : null}
        <Button type="submit" className="w-full" disabled={sending}>
          {adding ? (sending ? 'Adding...' : 'Add Event') : sending ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Dialog>
  );
}
