import { Phone, Siren } from 'lucide-react';
import { EmergencyCall } from '../../../components/safety/emergency-call.tsx';
import { cn } from '../../../lib/cn.ts';
import { quickHelpGroups } from '../quick-help.ts';
import type { Stage } from '../../../../core/domain/stage.ts';

export const QUICK_QUESTIONS = [
  'What can I do about heartburn?',
  'Is it normal to feel this tired?',
  'How can I sleep better?',
  'What are the warning signs I should know?',
] as const;

export interface QuickHelpPanelProps {
  stage: Stage | null;
  week: number | null;
  country: string | null;
  onAsk: (question: string) => void;
}

/**
 * Quick Help: common questions, then every warning sign for her stage (and her baby's after the birth),
 * grouped under whom to call, names first so she can scan them, with the Call button at the top.
 */
export function QuickHelpPanel({ stage, week, country, onAsk }: QuickHelpPanelProps) {
  const groups = quickHelpGroups(stage, week);
  return (
    <div className="space-y-5">
      <section aria-labelledby="zara-common">
        <h3 id="zara-common" className="font-semibold">
          Common questions
        </h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {QUICK_QUESTIONS.map((q) => (
            <li key={q}>
              <button
                type="button"
                onClick={() => onAsk(q)}
                className="min-h-12 w-full rounded-2xl border border-border bg-surface p-3 text-left font-medium hover:border-primary hover:text-primary"
              >
                {q}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="zara-signs" className="space-y-3">
        <h3 id="zara-signs" className="font-semibold">
          Warning signs: call now
        </h3>
        <EmergencyCall country={country} />
        {groups.map((g) => {
          const emergency = g.level === 'emergency';
          const Icon = emergency ? Siren : Phone;
          return (
            <section
              key={g.id}
              aria-labelledby={`zara-${g.id}`}
              className={cn('rounded-2xl border p-3', emergency ? 'border-danger' : 'border-border')}
            >
              <h4 id={`zara-${g.id}`} className="flex flex-wrap items-center gap-x-2 font-semibold">
                <Icon aria-hidden className={cn('h-5 w-5', emergency ? 'text-danger' : 'text-caution')} />
                <span className={emergency ? 'text-danger' : ''}>{g.action}</span>
                <span className="text-sm font-normal text-muted">
                  {g.who} · {emergency ? 'Emergency' : 'Urgent'}
                </span>
              </h4>
              <ul className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
                {g.signs.map((s) => (
                  <li key={s.id}>
                    <p className="font-medium">{s.name}</p>
                    <p className="text-sm text-muted">{s.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </section>
    </div>
  );
}
