import { useState } from 'react';
import {
  ANSWER_OPTIONS,
  type Instrument,
  INSTRUMENTS,
  PHQ9_SELF_HARM_ITEM,
  SCREENING_STEM,
} from '../../../../core/domain/screening.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * One questionnaire, every item with the four published answers. PHQ-9 item 9 above 0 calls `onCrisis` at once,
 * before the form is sent (docs/clinical-safety.md).
 */
export function SelfCheck({
  instrument,
  pending,
  onSubmit,
  onCancel,
  onCrisis,
}: {
  instrument: Instrument;
  pending: boolean;
  onSubmit: (answers: number[]) => void;
  onCancel: () => void;
  /** Called with the answer (1-3) each time question 9 of the PHQ-9 is answered above 0. */
  onCrisis: (answer: number) => void;
}) {
  const { name, items } = INSTRUMENTS[instrument];
  const [answers, setAnswers] = useState<(number | null)[]>(() => items.map(() => null));
  const [error, setError] = useState<string | null>(null);

  const choose = (i: number, v: number) => {
    setAnswers((a) => a.map((x, j) => (j === i ? v : x)));
    if (instrument === 'phq9' && i === PHQ9_SELF_HARM_ITEM && v > 0) onCrisis(v);
  };

  return (
    <form
      aria-label={`${name} self-check`}
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        const missing = answers.findIndex((a) => a === null);
        if (missing !== -1) {
          setError(`Please answer question ${String(missing + 1)}.`);
          return;
        }
        setError(null);
        onSubmit(answers.map((a) => a ?? 0));
      }}
    >
      <p className="font-medium">{SCREENING_STEM}</p>
      <ol className="space-y-4">
        {items.map((text, i) => (
          <li key={text}>
            <fieldset className="rounded-xl border border-border p-4">
              <legend className="px-1 font-medium">
                {i + 1}. {text}
              </legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {ANSWER_OPTIONS.map((o) => (
                  <label
                    key={o.value}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2',
                      answers[i] === o.value ? 'border-primary bg-primary-soft' : 'border-border',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${instrument}-q${String(i + 1)}`}
                      value={o.value}
                      checked={answers[i] === o.value}
                      onChange={() => choose(i, o.value)}
                      className="h-5 w-5 accent-[var(--primary)]"
                    />
                    {o.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {error ? (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'See my result'}
        </Button>
      </div>
    </form>
  );
}
