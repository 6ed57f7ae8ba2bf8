import { type FormEvent, useId, useState } from 'react';
import { type CalendarEvent, createEventBodySchema } from '../../../../core/contracts/calendar.ts';
import { installZodMessages } from '../../../../core/contracts/zod-messages.ts';
import {
  EVENT_TYPES,
  eventDateProblem,
  eventDateRange,
  type EventType,
  PRIORITIES,
  type Priority,
} from '../../../../core/domain/calendar.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, FieldError, inputClass } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { EVENT_TYPE_LABELS, PRIORITY_LABELS } from './format.ts';

// The form checks with the contract's schema before sending, in the server's plain words.
installZodMessages();

export interface EventFormValues {
  title: string;
  description: string;
  eventType: EventType;
  date: string;
  time: string;
  location: string;
  priority: Priority;
  reminderEnabled: boolean;
}

/** The spec's defaults (01-core-app.md section 5): empty title, type manual, priority medium, reminder on. */
export const emptyEventForm = (date: string): EventFormValues => ({
  title: '',
  description: '',
  eventType: 'manual',
  date,
  time: '',
  location: '',
  priority: 'medium',
  reminderEnabled: true,
});

export const formFromEvent = (e: CalendarEvent): EventFormValues => ({
  title: e.title,
  description: e.description,
  eventType: e.eventType,
  date: e.date,
  time: e.time ?? '',
  location: e.location,
  priority: e.priority,
  reminderEnabled: e.reminderEnabled,
});

type Errors = Partial<Record<keyof EventFormValues | 'form', string>>;

/** The same checks as the server (the shared contract and date range), so errors show beside the field first. */
function check(values: EventFormValues, today: string): Errors {
  const parsed = createEventBodySchema.safeParse(values);
  const errors: Errors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form') as keyof Errors;
    errors[field] ??= issue.message;
  }
  const dateProblem = errors.date ? null : eventDateProblem(values.date, today);
  if (dateProblem) errors.date = dateProblem;
  return errors;
}

function serverErrors(err: unknown): Errors {
  if (err instanceof ApiRequestError && err.body?.fields)
    return { ...err.body.fields, form: err.body.message } as Errors;
  return { form: errorMessage(err) };
}

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const ids = { description: useId(), eventType: useId(), priority: useId() };
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = check(values, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await onSubmit(values);
    } catch (err) {
      setErrors(serverErrors(err));
    } finally {
      setSending(false);
    }
  }

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
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          maxLength={120}
          placeholder="e.g. Anatomy scan"
        />
        <div className="space-y-1.5">
          <label htmlFor={ids.description} className="block text-sm font-medium">
            Description (optional)
          </label>
          <textarea
            id={ids.description}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            rows={2}
            className={inputClass}
            aria-invalid={errors.description ? true : undefined}
          />
          <FieldError message={errors.description} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="Date"
            type="date"
            value={values.date}
            onChange={(e) => set('date', e.target.value)}
            error={errors.date}
            min={eventDateRange(today).min}
            max={eventDateRange(today).max}
          />
          <Field
            label="Time (optional)"
            type="time"
            value={values.time}
            onChange={(e) => set('time', e.target.value)}
            error={errors.time}
          />
        </div>
        <Field
          label="Location (optional)"
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
          error={errors.location}
          maxLength={200}
        />
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1.5">
            <label htmlFor={ids.eventType} className="block text-sm font-medium">
              Type
            </label>
            <select
              id={ids.eventType}
              value={values.eventType}
              onChange={(e) => set('eventType', e.target.value as EventType)}
              className={inputClass}
            >
              {EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {EVENT_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
            <FieldError message={errors.eventType} />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={ids.priority} className="block text-sm font-medium">
              Priority
            </label>
            <select
              id={ids.priority}
              value={values.priority}
              onChange={(e) => set('priority', e.target.value as Priority)}
              className={inputClass}
            >
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_LABELS[p]}
                </option>
              ))}
            </select>
            <FieldError message={errors.priority} />
          </div>
        </div>
        <Switch
          label="Remind me"
          description="The day before and an hour before (all-day: 9:00 the day before and 8:00 on the day)."
          checked={values.reminderEnabled}
          onCheckedChange={(c) => set('reminderEnabled', c)}
        />
        {errors.form && !errors.title && !errors.date ? <FieldError message={errors.form} /> : null}
        <Button type="submit" className="w-full" disabled={sending}>
          {adding ? (sending ? 'Adding...' : 'Add Event') : sending ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Dialog>
  );
}
