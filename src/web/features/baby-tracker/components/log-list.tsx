import { Moon, Pencil, Timer, Trash2 } from 'lucide-react';
import type { DayLog } from '../../../../core/contracts/baby-tracking-status.ts';
import type { BabyLogType, VolumeUnit } from '../../../../core/domain/baby-log.ts';
import { IconButton } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/status.tsx';
import { formatDay, formatInstantTime } from '../../../lib/dates.ts';
import { LOG_TYPE_WORD, logName, logText } from '../log-text.ts';

/**
 * The chosen day's logs of one type, newest first, each with its edit and delete buttons. The spec's texts: 'Loading
 * logs...' and 'No {type} logs for {date}' (a diaper is a nappy on screen). The list scrolls inside itself after
 * about 24rem, as the spec's does.
 */
export function LogList({
  type,
  date,
  logs,
  loading,
  error,
  onRetry,
  unit,
  timeZone,
  onEdit,
  onDelete,
}: {
  type: BabyLogType;
  date: string;
  logs: readonly DayLog[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  unit: VolumeUnit;
  timeZone: string;
  onEdit: (log: DayLog) => void;
  onDelete: (log: DayLog) => void;
}) {
  if (loading) return <Loading label="Loading logs..." />;
  if (error)
    return (
      <ErrorState title="Failed to fetch baby logs" message="Check your connection." onRetry={onRetry} />
    );
  const mine = (logs ?? []).filter((l) => l.logType === type);
  if (mine.length === 0)
    return <EmptyState title={`No ${LOG_TYPE_WORD[type]} logs for ${formatDay(date, 'medium')}`} />;
  return (
    // The page scrolls, not the list: a list scrolling inside a phone's page is hard to move past.
    <ul aria-label={`${LOG_TYPE_WORD[type]} logs`} className="space-y-2">
      {mine.map((log) => (
        <li key={log.id} className="rounded-xl border border-border bg-surface p-3">
          {/* The time and the actions on one line, so the words below have the card's whole width at 320 px. */}
          <div className="flex items-center gap-1">
            <p className="min-w-0 flex-1 font-semibold tabular-nums">
              {log.startedDayBefore ? 'Yesterday ' : ''}
              {formatInstantTime(log.startedAt, { timeZone })}
            </p>
            <IconButton icon={Pencil} label={`Edit ${logName(log, timeZone)}`} onClick={() => onEdit(log)} />
            <IconButton
              icon={Trash2}
              label={`Delete ${logName(log, timeZone)}`}
              onClick={() => onDelete(log)}
            />
          </div>
          <p>{logText(log, unit, timeZone)}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
            {log.fromTimer ? (
              <span className="inline-flex items-center gap-1">
                <Timer aria-hidden className="h-4 w-4" /> Timed
              </span>
            ) : null}
            {log.endsNextDay || log.startedDayBefore ? (
              <span className="inline-flex items-center gap-1">
                <Moon aria-hidden className="h-4 w-4" /> Crosses midnight
              </span>
            ) : null}
            {log.notes || log.diaperNotes || log.sleepNotes ? (
              <span className="min-w-0 break-words">{log.notes ?? log.diaperNotes ?? log.sleepNotes}</span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
