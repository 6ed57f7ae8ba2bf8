import { Pill } from 'lucide-react';
import type { RecoveryDay } from '../../../../core/contracts/recovery.ts';
import { medicineKey } from '../../../../core/domain/recovery-log.ts';
import { durationText, formatInstantTime } from '../../../lib/dates.ts';

/**
 * Beside the medication form: how long since her last dose of the medicine she is typing (any medicine's name,
 * whatever its case), or her medicines' last doses to tap and fill in. No "safe to take" verdict: the minimum time
 * between doses is her pharmacist's or doctor's to say.
 */
export function LastDose({
  lastDoses,
  name,
  now,
  timeZone,
  onPick,
}: {
  lastDoses: RecoveryDay['lastDoses'];
  name: string;
  now: number;
  timeZone: string;
  onPick: (name: string, dosage: string) => void;
}) {
  if (lastDoses.length === 0) return null;
  const typed = name.trim()
    ? lastDoses.find((d) => medicineKey(d.medicationName) === medicineKey(name))
    : undefined;
  const since = (iso: string) => durationText((now - Date.parse(iso)) / 60_000);
  if (typed)
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-surface-2 p-3">
        <Pill aria-hidden className="mt-1 h-4 w-4 shrink-0" />
        <span>
          Last dose of {typed.medicationName}:{' '}
          <span className="font-semibold">{since(typed.takenAt)} ago</span> ({typed.medicationDosage} at{' '}
          {formatInstantTime(typed.takenAt, { timeZone })}). Check the time between doses on the pack or with
          your pharmacist.
        </span>
      </p>
    );
  return (
    <div>
      <p className="text-sm font-medium">Your last doses</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {lastDoses.map((d) => (
          <li key={d.logId}>
            <button
              type="button"
              onClick={() => onPick(d.medicationName, d.medicationDosage)}
              className="min-h-11 rounded-xl border border-border bg-surface px-3 text-left text-sm hover:bg-surface-2"
            >
              <span className="font-semibold">{d.medicationName}</span> {d.medicationDosage} ·{' '}
              {since(d.takenAt)} ago
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
