import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { FlagTypeValue } from '../../../core/contracts/symptoms.ts';
import { cn } from '../../lib/cn.ts';

/** The words of the health-alerts filter chips (docs/product.md, "Health alerts"): Urgent, Caution, Normal. */
export const FLAG_WORD: Readonly<Record<FlagTypeValue, string>> = {
  red: 'Urgent',
  yellow: 'Caution',
  green: 'Normal',
};
export const FLAG_ICON = { red: AlertTriangle, yellow: Info, green: CheckCircle2 } as const;
export const FLAG_TONE: Readonly<Record<FlagTypeValue, string>> = {
  red: 'bg-danger-soft text-danger',
  yellow: 'bg-caution-soft text-caution',
  green: 'bg-ok-soft text-ok',
};

/** A flag's type as an icon and a word, never colour alone. */
export function FlagBadge({ type, className }: { type: FlagTypeValue; className?: string }) {
  const Icon = FLAG_ICON[type];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium',
        FLAG_TONE[type],
        className,
      )}
    >
      <Icon aria-hidden className="h-4 w-4" />
      {FLAG_WORD[type]}
    </span>
  );
}
