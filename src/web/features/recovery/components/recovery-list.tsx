import { AlertTriangle, Pencil, Trash2 } from 'lucide-react';
import type { RecoveryLog } from '../../../../core/contracts/recovery.ts';
import type { RecoveryLogType } from '../../../../core/domain/recovery-log.ts';
import { IconButton } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/status.tsx';
import { voiceMemoUrl } from '../../../api/recovery/voice-memo-url.ts';
import { formatDay, formatInstantTime } from '../../../lib/dates.ts';
import { MemoAudio } from './memo-audio.tsx';
import { recoveryNotes, recoveryText, TYPE_LABEL } from '../recovery-text.ts';

/**
 * The chosen day's entries of one type, newest first: a flagged one highlighted with an 'Alert' badge and the
 * server's reason, a voice memo she can play, edit and delete.
 */
export function RecoveryList({
  type,
  date,
  logs,
  loading,
  error,
  onRetry,
  timeZone,
  onEdit,
  onDelete,
}: {
  type: RecoveryLogType;
  date: string;
  logs: readonly RecoveryLog[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  timeZone: string;
  onEdit: (log: RecoveryLog) => void;
  onDelete: (log: RecoveryLog) => void;
}) {
  const word = TYPE_LABEL[type].toLowerCase();
  if (loading) return <Loading label="Loading logs..." />;
  if (error)
    return (
      <ErrorState title="Failed to fetch recovery logs" message="Check your connection." onRetry={onRetry} />
    );
  const mine = (logs ?? []).filter((l) => l.logType === type);
  if (mine.length === 0) return <EmptyState title={`No ${word} logs for ${formatDay(date, 'medium')}`} />;
  return (
    // The page scrolls, not the list: a list scrolling inside a phone's page is hard to move past.
    <ul aria-label={`${word} logs`} className="space-y-2">
      {mine.map((log) => {
        const name = `${word} entry at ${formatInstantTime(log.loggedAt, { timeZone })}`;
        return (
          <li
            key={log.id}
            className={
              log.redFlag
                ? 'rounded-xl border-2 border-danger bg-danger-soft p-3'
                : 'rounded-xl border border-border bg-surface p-3'
            }
          >
            {/* The time, the badge and the actions on one line; the words below get the card's whole width. */}
            <div className="flex items-center gap-1">
              <p className="flex min-w-0 flex-1 flex-wrap items-center gap-2 font-semibold tabular-nums">
                {formatInstantTime(log.loggedAt, { timeZone })}
                {log.redFlag ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-danger px-2 py-0.5 text-sm text-white dark:text-black">
                    <AlertTriangle aria-hidden className="h-4 w-4" /> Alert
                  </span>
                ) : null}
              </p>
              <IconButton icon={Pencil} label={`Edit ${name}`} onClick={() => onEdit(log)} />
              <IconButton icon={Trash2} label={`Delete ${name}`} onClick={() => onDelete(log)} />
            </div>
            <p>{recoveryText(log, timeZone)}</p>
            {log.redFlag ? <p className="mt-1 font-medium text-danger">{log.redFlagReason}</p> : null}
            {recoveryNotes(log) ? (
              <p className="mt-1 text-sm text-muted break-words">{recoveryNotes(log)}</p>
            ) : null}
            {log.voiceMemo ? (
              <MemoAudio src={voiceMemoUrl(log.id)} label={`Voice memo, ${name}`} className="mt-2" />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
