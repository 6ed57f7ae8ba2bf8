import { useId, useState } from 'react';
import {
  JOURNAL_MAX_LENGTH,
  type JournalCategory,
  type JournalMood,
} from '../../../../core/contracts/journal.ts';
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

export interface EntryValues {
  category: JournalCategory;
  mood: JournalMood;
  content: string;
}

/** The new-entry (and edit) form: category, mood, text. Saving needs non-blank text (01 section 5). */
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
  const [category, setCategory] = useState<JournalCategory>(initial?.category ?? 'mom');
  const [mood, setMood] = useState<JournalMood>(initial?.mood ?? 'calm');
  const [content, setContent] = useState(initial?.content ?? '');
  const [error, setError] = useState<string | undefined>();

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!content.trim()) {
          setError('Please write something before saving');
          return;
        }
        setError(undefined);
        onSubmit({ category, mood, content });
      }}
    >
      <ChoiceGroup label="Category" options={CATEGORIES} value={category} onChange={setCategory} />
      <ChoiceGroup label="Mood" options={MOODS} value={mood} onChange={setMood} />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-text`} className="block font-medium">
          What&apos;s on your mind?
        </label>
        <textarea
          id={`${id}-text`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
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
