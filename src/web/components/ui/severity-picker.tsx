import { SEVERITY_WORDS as LABELS } from '../../../core/domain/symptom-flag.ts';
import { cn } from '../../lib/cn.ts';

/**
 * Severity 1-5 ("shown out of 5", docs/product.md, "Symptom log") as five large radio buttons. The buttons carry the
 * numbers and the scale's ends are written under them; the chosen point's word is said in full below, so no word
 * is squeezed onto two lines in a 43 px button on a narrow phone.
 */
export function SeverityPicker({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  return (
    <fieldset>
      <legend className="font-medium">How strong is it?</legend>
      <div role="radiogroup" aria-label="Severity, 1 to 5" className="mt-2 grid grid-cols-5 gap-2">
        {LABELS.map((label, i) => {
          const v = i + 1;
          const on = value === v;
          return (
            <button
              key={label}
              type="button"
              role="radio"
              aria-checked={on}
              aria-label={`${String(v)} of 5, ${label}`}
              onClick={() => onChange(v)}
              className={cn(
                'flex min-h-12 items-center justify-center rounded-xl border text-lg font-semibold transition-colors',
                on
                  ? 'border-primary bg-primary text-primary-fg'
                  : 'border-border bg-surface hover:bg-surface-2',
              )}
            >
              {v}
            </button>
          );
        })}
      </div>
      <div aria-hidden className="mt-1 flex justify-between text-sm text-muted">
        <span>{LABELS[0]}</span>
        <span>{LABELS[4]}</span>
      </div>
      <p className="mt-1 font-medium" data-testid="severity-word">
        {LABELS[value - 1] ?? ''} ({value} of 5)
      </p>
    </fieldset>
  );
}
