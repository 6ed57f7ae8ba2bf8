import { cn } from '../../../lib/cn.ts';

export const STEPS = 7;

/** Progress bar, 'Step N of 7' with percent complete, and dots (01 section 2). */
export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round((step / STEPS) * 100);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm text-muted">
        <span>
          Step {step} of {STEPS}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-primary transition-all"
          style={{ width: `${String(percent)}%` }}
        />
      </div>
      <div className="flex justify-center gap-2" aria-hidden>
        {Array.from({ length: STEPS }, (_, i) => (
          <span key={i} className={cn('h-2 w-2 rounded-full', i + 1 <= step ? 'bg-primary' : 'bg-border')} />
        ))}
      </div>
    </div>
  );
}
