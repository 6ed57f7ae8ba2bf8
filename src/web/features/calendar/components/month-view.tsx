import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarEvent } from '../../../../core/contracts/calendar.ts';
import { weekOf } from '../../../../core/domain/calendar.ts';
import { addDays } from '../../../../core/domain/pregnancy.ts';
import { IconButton } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { firstDayOfWeek, weekdayNames } from '../../../lib/dates.ts';
import { longDay, monthLabel } from './format.ts';

/** First day of the month `offset` months from `date`'s month. */
export function monthStart(date: string, offset = 0): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + offset;
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** The weeks that cover a month, each from her locale's first day (Monday in the UK, Sunday in the US). */
function monthWeeks(first: string, firstDay: number): string[][] {
  const next = monthStart(first, 1);
  const weeks: string[][] = [];
  for (let start = weekOf(first, firstDay).start; start < next; start = addDays(start, 7))
    weeks.push(weekOf(start, firstDay).days);
  return weeks;
}

export interface MonthViewProps {
  month: string;
  onMonthChange: (month: string) => void;
  selected: string;
  onSelect: (date: string) => void;
  today: string;
  events: CalendarEvent[];
}

/** A month to find a day: days with events carry a dot and say how many. */
export function MonthView({ month, onMonthChange, selected, onSelect, today, events }: MonthViewProps) {
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.date, (counts.get(e.date) ?? 0) + 1);
  const thisMonth = month.slice(0, 7);
  const firstDay = firstDayOfWeek();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <IconButton
          icon={ChevronLeft}
          label="Previous month"
          onClick={() => onMonthChange(monthStart(month, -1))}
        />
        <p className="font-semibold" aria-live="polite">
          {monthLabel(month)}
        </p>
        <IconButton
          icon={ChevronRight}
          label="Next month"
          onClick={() => onMonthChange(monthStart(month, 1))}
        />
      </div>
      <table className="w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {weekdayNames(firstDay).map((d) => (
              <th key={d} scope="col" className="pb-1 text-xs font-medium text-muted">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, firstDay).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const n = counts.get(day) ?? 0;
                const outside = day.slice(0, 7) !== thisMonth;
                const isSelected = day === selected;
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      onClick={() => onSelect(day)}
                      aria-pressed={isSelected}
                      aria-label={`${longDay(day)}${day === today ? ', today' : ''}${n ? `, ${String(n)} event${n > 1 ? 's' : ''}` : ''}`}
                      className={cn(
                        'flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm',
                        outside ? 'text-muted' : 'text-fg',
                        isSelected ? 'bg-primary text-primary-fg' : 'hover:bg-surface-2',
                        day === today && !isSelected && 'font-bold ring-2 ring-primary ring-inset',
                      )}
                    >
                      <span>{Number(day.slice(8, 10))}</span>
                      <span
                        aria-hidden
                        className={cn(
                          'mt-0.5 h-1.5 w-1.5 rounded-full',
                          n ? (isSelected ? 'bg-primary-fg' : 'bg-primary') : 'bg-transparent',
                        )}
                      />
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
