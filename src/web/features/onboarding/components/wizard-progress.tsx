import { cn } from '../../../lib/cn.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

export const STEPS = 7;

/** Progress bar, 'Step N of 7' with percent complete, and dots (docs/product.md, "Onboarding"). */
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
      <ProgressBar label="Onboarding progress" value={percent} max={100} />
      <div className="flex justify-center gap-2" aria-hidden>
        {Array.from({ length: STEPS }, (_, i) => (
          <span key={i} className={cn('h-2 w-2 rounded-full', i + 1 <= step ? 'bg-primary' : 'bg-border')} />
        ))}
      </div>
    </div>
  );
}
