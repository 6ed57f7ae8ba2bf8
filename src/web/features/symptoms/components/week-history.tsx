import type { SymptomLog } from '../../../../core/contracts/symptoms.ts';
import { severityWord } from '../../../../core/domain/symptom-flag.ts';
import { getSign } from '../../../../core/domain/warning-signs.ts';
import { FlagBadge } from '../../../components/safety/flag-badge.tsx';
import { EmptyState } from '../../../components/ui/status.tsx';
import { formatInstant } from '../../../lib/dates.ts';

const when = (iso: string) => formatInstant(iso, 'weekday');

/** This week's logs, newest first. */
export function WeekHistory({ logs }: { logs: readonly SymptomLog[] }) {
  if (logs.length === 0) {
    return (
      <EmptyState title="Nothing logged this week">
        When something comes up, log it above. It helps you and your care team see patterns.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {logs.map((l) => (
        <li key={l.id} className="flex items-start justify-between gap-3 py-3">
          {/* The whole name, wrapped if it must: a cut-off symptom name hides what she logged. */}
          <div className="min-w-0">
            <p className="font-medium break-words" data-testid="logged-symptom">
              {getSign(l.symptom)?.name ?? l.symptom}
            </p>
            <p className="text-sm text-muted">
              {when(l.startedAt)} · {severityWord(l.severity).toLowerCase()}, {l.severity} of 5
            </p>
          </div>
          <FlagBadge type={l.flagType} className="mt-0.5 shrink-0" />
        </li>
      ))}
    </ul>
  );
}
