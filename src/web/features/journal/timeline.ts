import type { JournalEntry } from '../../../core/contracts/journal.ts';
import { weekStartOf } from '../../../core/domain/mood-history.ts';
import { formatDay } from '../../lib/dates.ts';
import { postpartumWeekText } from '../../../core/domain/phases.ts';

/** The timeline heading of an entry: her pregnancy week, her week after birth, or the calendar week. */
export function weekLabel(e: JournalEntry): string {
  if (e.pregnancyWeek !== null) return `Week ${String(e.pregnancyWeek)}`;
  if (e.postpartumWeek !== null) return postpartumWeekText(e.postpartumWeek);
  const start = weekStartOf(e.createdAt.slice(0, 10));
  return `Week of ${formatDay(start, 'dayMonth')}`;
}

export interface WeekGroup {
  /** Unique even when a heading repeats (the same calendar week a year apart). */
  key: string;
  label: string;
  entries: JournalEntry[];
}

/** The timeline: entries (newest first) in runs under one week heading each, in the order given. */
export function groupByWeek(entries: readonly JournalEntry[]): WeekGroup[] {
  const groups: WeekGroup[] = [];
  for (const e of entries) {
    const label = weekLabel(e);
    const last = groups[groups.length - 1];
    if (last?.label === label) last.entries.push(e);
    else groups.push({ key: `${label}-${e.id}`, label, entries: [e] });
  }
  return groups;
}
