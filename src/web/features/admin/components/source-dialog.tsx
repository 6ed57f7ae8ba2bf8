import type { FlagSourceRecord } from '../../../../core/contracts/review.ts';
import { getSign } from '../../../../core/domain/warning-signs.ts';
import { FlagBadge } from '../../../components/safety/flag-badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useFlagSource } from '../../../api/review/flag-source.ts';
import { formatInstant } from '../../../lib/dates.ts';

const when = (iso: string) => formatInstant(iso, 'medium');

/** The flag and the record behind it (opening it is written to the audit log by the server). */
export function SourceDialog({ flagId, onClose }: { flagId: string | null; onClose: () => void }) {
  const source = useFlagSource(flagId);
  return (
    <Dialog
      open={flagId !== null}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title="Flag record"
      description="Opening a mother's record is written to the audit log."
    >
      {source.isPending ? (
        <Loading label="Loading the record..." />
      ) : source.isError ? (
        <ErrorState title="We could not load this record" onRetry={() => void source.refetch()} />
      ) : (
        <div className="space-y-4">
          <div className="space-y-1">
            <FlagBadge type={source.data.flag.flagType} />
            <p className="font-medium">{source.data.flag.reason}</p>
            <p>{source.data.flag.symptom.description}</p>
            <p className="text-sm text-muted">{source.data.flag.symptom.aiAnalysis}</p>
            <p className="text-sm text-muted">
              Mother {source.data.flag.userId.slice(0, 8)} · {when(source.data.flag.createdAt)}
            </p>
          </div>
          <Record record={source.data.record} />
        </div>
      )}
    </Dialog>
  );
}

type RecoveryRecord = Extract<FlagSourceRecord, { kind: 'recovery_log' }>['log'];
type BabyRecord = Extract<FlagSourceRecord, { kind: 'baby_log' }>['log'];

/** The values a reviewer needs, in a line. */
function recoveryDetails(l: RecoveryRecord): string {
  const parts = [
    l.bleedingVolume && `bleeding ${l.bleedingVolume}`,
    l.bleedingClots && 'clots',
    l.painLevel !== null && `pain ${String(l.painLevel)} of 10`,
    l.moodRating !== null && `mood ${String(l.moodRating)} of 10`,
    l.anxietyLevel !== null && `anxiety ${String(l.anxietyLevel)} of 10`,
    l.medicationName && `${l.medicationName} ${l.medicationDosage ?? ''}`.trim(),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : l.redFlagReason;
}

function babyDetails(l: BabyRecord): string {
  if (l.logType === 'diaper')
    return `${l.diaperType ?? ''} nappy${l.stoolColor ? `, stool ${l.stoolColor}` : ''}`;
  if (l.logType === 'sleep') return `Sleep of ${String(l.sleepDuration ?? 0)} min`;
  return `Feed: ${l.feedingType ?? ''}${l.feedingAmount ? `, ${String(l.feedingAmount)} ml` : ''}${l.feedingDuration ? `, ${String(l.feedingDuration)} min` : ''}`;
}

function Record({ record }: { record: FlagSourceRecord }) {
  switch (record.kind) {
    case 'symptom_log':
      return (
        <section aria-label="Symptom log" className="rounded-xl bg-surface-2 p-4">
          <h3 className="font-semibold">Symptom log</h3>
          <p className="mt-1">
            {getSign(record.log.symptom)?.name ?? record.log.symptom}, severity {record.log.severity} of 5
          </p>
          {record.log.notes ? <p className="mt-1">Notes: {record.log.notes}</p> : null}
          <p className="mt-1 text-sm text-muted">Started {when(record.log.startedAt)}</p>
        </section>
      );
    case 'screening':
      return (
        <section aria-label="Self-check" className="rounded-xl bg-surface-2 p-4">
          <h3 className="font-semibold">
            {record.screening.instrument === 'phq9' ? 'PHQ-9' : 'GAD-7'} self-check
          </h3>
          <p className="mt-1">
            Total {record.screening.total} ({record.screening.severity})
            {record.screening.crisis ? ', question 9 answered above 0' : ''}
          </p>
          <p className="mt-1 text-sm text-muted">{when(record.screening.createdAt)}</p>
        </section>
      );
    case 'conversation':
      return (
        <section aria-label="Conversation" className="rounded-xl bg-surface-2 p-4">
          <h3 className="font-semibold">Conversation: {record.conversation.title}</h3>
          <ol className="mt-2 space-y-2">
            {record.conversation.messages.map((m) => (
              <li key={m.id} className="rounded-lg bg-surface p-3">
                <p className="text-sm font-medium">
                  {m.role === 'user' ? 'Mother' : 'Zara'}
                  {m.urgency && m.urgency !== 'routine' ? ` · ${m.urgency}` : ''}
                </p>
                <p className="whitespace-pre-wrap">{m.content}</p>
              </li>
            ))}
          </ol>
        </section>
      );
    case 'recovery_log':
      return (
        <section aria-label="Recovery log" className="rounded-xl bg-surface-2 p-4">
          <h3 className="font-semibold">Recovery log: {record.log.logType.replace('_', ' ')}</h3>
          <p className="mt-1">{recoveryDetails(record.log)}</p>
          {record.log.notes ? <p className="mt-1">Notes: {record.log.notes}</p> : null}
          <p className="mt-1 text-sm text-muted">Logged {when(record.log.loggedAt)}</p>
        </section>
      );
    case 'baby_log':
      return (
        <section aria-label="Baby log" className="rounded-xl bg-surface-2 p-4">
          <h3 className="font-semibold">
            Baby log: {record.baby.name ?? 'her baby'}, born {record.baby.birthDate}
          </h3>
          <p className="mt-1">{babyDetails(record.log)}</p>
          {record.log.notes ? <p className="mt-1">Notes: {record.log.notes}</p> : null}
          <p className="mt-1 text-sm text-muted">At {when(record.log.startedAt)}</p>
        </section>
      );
    case 'none':
      return <p className="text-muted">{record.note}</p>;
    default: {
      const never: never = record;
      return never;
    }
  }
}
