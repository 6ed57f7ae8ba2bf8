import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  createJournalEntrySchema,
  JOURNAL_MAX_LENGTH,
  type JournalCategory,
  type JournalMood,
} from '../../../../core/contracts/journal.ts';
import { installZodMessages } from '../../../../core/contracts/zod-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

export const CATEGORIES: readonly { value: JournalCategory; label: string }[] = [
  { value: 'baby', label: 'Baby' },
  { value: 'mom', label: 'Mom' },
  { value: 'wellness', label: 'Wellness' },
];
export const MOODS: readonly { value: JournalMood; label: string }[] = [
  { value: 'happy', label: 'Happy' },
  { value: 'calm', label: 'Calm' },
  { value: 'tired', label: 'Tired' },
  { value: 'anxious', label: 'Anxious' },
  { value: 'grateful', label: 'Grateful' },
  { value: 'sad', label: 'Sad' },
];

// The form checks with the contract's schema, in the server's plain words (loaded with the journal screen).
installZodMessages();

/** The entry as the form holds it: the contract's body without the (optional) user id. */
const entryFormSchema = createJournalEntrySchema.omit({ userId: true });

export interface EntryValues {
  category: JournalCategory;
  mood: JournalMood;
  content: string;
}

/** The new-entry (and edit) form: category, mood, text. Saving needs non-blank text (the contract's rule). */
export function EntryForm({
  initial,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: {
  initial?: EntryValues;
  submitLabel: string;
  pending: boolean;
  serverError?: string | undefined;
  onSubmit: (v: EntryValues) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { register, handleSubmit, setValue, control, formState } = useForm<EntryValues>({
    defaultValues: initial
      ? { category: initial.category, mood: initial.mood, content: initial.content }
      : { category: 'mom', mood: 'calm', content: '' },
    resolver: zodResolver(entryFormSchema, undefined, { raw: true }),
  });
  const [category, mood, content] = useWatch({ control, name: ['category', 'mood', 'content'] });
  const error = formState.errors.content?.message;

  return (
    <form className="space-y-4" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <ChoiceGroup
        label="Category"
        options={CATEGORIES}
        value={category}
        onChange={(v) => setValue('category', v)}
      />
      <ChoiceGroup label="Mood" options={MOODS} value={mood} onChange={(v) => setValue('mood', v)} />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-text`} className="block font-medium">
          What&apos;s on your mind?
        </label>
        <textarea
          id={`${id}-text`}
          {...register('content')}
          rows={6}
          maxLength={JOURNAL_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          className={cn(inputClass, 'min-h-32 leading-relaxed')}
        />
        <p id={`${id}-count`} className="text-right text-sm text-muted">
          {content.length.toLocaleString()} / {JOURNAL_MAX_LENGTH.toLocaleString()}
        </p>
        <FieldError id={`${id}-error`} message={error ?? serverError} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function ChoiceGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={value === o.value}
            onClick={() => onChange(o.value)}
            className={cn(
              'min-h-11 rounded-full border px-4 transition-colors',
              value === o.value
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-surface hover:bg-surface-2',
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
