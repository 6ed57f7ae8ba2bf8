import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { VISIT_QUESTION_MAX } from '../../../core/domain/visit-questions.ts';
import { cn } from '../../lib/cn.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { Button } from '../ui/button.tsx';
import { FieldError, inputClass } from '../ui/field.tsx';

// The check (and Zod) loads when she first saves, not with the screen that offers the form.
const resolver = lazyResolver<{ text: string }>(() =>
  import('./question-validation.ts').then((m) => m.questionResolver),
);

export interface QuestionFormProps {
  initial?: string;
  label?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Saves the question; calls `fail` with the message to show beside the field when it could not. */
  onSave: (text: string, fail: (message: string) => void) => void;
  onCancel?: () => void;
  /** Put the cursor in the field when it appears (editing a question in place). */
  focusOnMount?: boolean;
}

/** A question in her own words: the text, its count, the error beside it, Save (and Cancel). */
export function QuestionForm({
  initial = '',
  label = 'Your question',
  submitLabel,
  pendingLabel,
  pending,
  onSave,
  onCancel,
  focusOnMount = false,
}: QuestionFormProps) {
  const id = useId();
  const { register, handleSubmit, setError, setFocus, control, formState } = useForm({
    defaultValues: { text: initial },
    resolver,
  });
  useEffect(() => {
    if (focusOnMount) setFocus('text');
  }, [focusOnMount, setFocus]);
  const text = useWatch({ control, name: 'text' });
  const error = formState.errors.text?.message ?? formState.errors.root?.message;
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(e) =>
        void handleSubmit(({ text: value }) =>
          onSave(value.trim(), (message) => setError('text', { message })),
        )(e)
      }
    >
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <textarea
        id={id}
        {...register('text')}
        rows={3}
        maxLength={VISIT_QUESTION_MAX}
        placeholder="For example: Is it safe to keep swimming?"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={cn(inputClass, 'min-h-24 leading-relaxed')}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldError id={`${id}-error`} message={error} />
        <p id={`${id}-count`} className="ml-auto shrink-0 text-sm text-muted">
          {text.length} / {VISIT_QUESTION_MAX}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
