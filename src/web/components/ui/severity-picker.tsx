import { SEVERITY_WORDS as LABELS } from '../../../core/domain/symptom-flag.ts';
import { cn } from '../../lib/cn.ts';

/** Severity 1-5 ("shown out of 5", docs/product.md, "Symptom log") as five large radio buttons. */
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
                'flex min-h-14 flex-col items-center justify-center rounded-xl border text-sm transition-colors',
                on
                  ? 'border-primary bg-primary text-primary-fg'
                  : 'border-border bg-surface hover:bg-surface-2',
              )}
            >
              <span className="text-lg font-semibold">{v}</span>
              <span className="leading-tight">{label}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
