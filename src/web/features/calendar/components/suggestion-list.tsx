import { ChevronDown, Pencil, Plus, X } from 'lucide-react';
import type { CalendarEvent } from '../../../../core/contracts/calendar.ts';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import type { EventActions } from './event-item.tsx';
import { shortDay } from './format.ts';

/**
 * The quiet list of the suggested schedule (issue 20, point 1): each suggestion once, with its date, to add to her
 * calendar, change (which also makes it hers) or let go. Folded away until she asks to see it.
 */
export function SuggestionList({
  suggestions,
  actions,
}: {
  suggestions: CalendarEvent[];
  actions: EventActions;
}) {
  return (
    <details className="group rounded-xl border border-border">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 font-medium [&::-webkit-details-marker]:hidden">
        See the{' '}
        {suggestions.length === 1 ? 'suggested date' : `${String(suggestions.length)} suggested dates`}
        <ChevronDown aria-hidden className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="divide-y divide-border border-t border-border" data-testid="suggestion-list">
        {suggestions.map((e) => (
          // The title keeps at least 10rem: on a narrow phone the buttons go under it rather than squeeze it.
          <li key={e.id} className="flex flex-wrap items-center gap-x-2 px-3 py-1.5" data-testid="suggestion">
            <div className="min-w-40 flex-1">
              <p className="break-words">{e.title}</p>
              <p className="text-sm text-muted">
                <span className="whitespace-nowrap">{shortDay(e.date)}</span>
                {e.pregnancyWeek ? (
                  <span className="whitespace-nowrap"> · Week {e.pregnancyWeek}</span>
                ) : null}
              </p>
            </div>
            <div className="ml-auto flex shrink-0 items-center">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => actions.onAccept(e)}
                disabled={actions.acceptingId === e.id}
                aria-label={`Add "${e.title}" to my calendar`}
              >
                <Plus aria-hidden className="h-4 w-4" />
                Add
              </Button>
              <IconButton
                small
                icon={Pencil}
                label={`Change "${e.title}"`}
                onClick={() => actions.onEdit(e)}
              />
              <IconButton
                small
                icon={X}
                label={`Remove the suggestion "${e.title}"`}
                onClick={() => actions.onDelete(e)}
              />
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}
