import { AlertOctagon, AlertTriangle, Phone } from 'lucide-react';
import type { SignSummary } from '../../../../core/contracts/content.ts';

const levels = {
  emergency: { word: 'Emergency', icon: AlertOctagon, cls: 'border-danger bg-danger-soft' },
  urgent: { word: 'Urgent', icon: AlertTriangle, cls: 'border-caution bg-caution-soft' },
  routine: { word: 'Call your care team', icon: Phone, cls: 'border-border bg-surface-2' },
} as const;

/** Red flags from the warning-signs catalogue, each with its level (icon and word, not colour alone) and what to do. */
export function SignList({ signs }: { signs: SignSummary[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {signs.map((s) => {
        const l = levels[s.level];
        return (
          <li key={s.id} className={`rounded-xl border-l-4 p-3 ${l.cls}`}>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
              <l.icon aria-hidden className="h-4 w-4" /> {s.name}
              <span className="ml-auto text-xs font-medium tracking-wide whitespace-nowrap uppercase">
                {l.word}
              </span>
            </p>
            <p className="mt-1 text-sm">{s.description}</p>
            <p className="mt-1 text-sm">
              <span className="font-semibold">What to do: </span>
              {s.whatToDo}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
