import { CalendarCheck, CalendarPlus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import type { CalendarEvent, SuggestionsResponse } from '../../../../core/contracts/calendar.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAcceptAllSuggestions } from '../../../api/calendar/accept-suggestions.ts';
import { useAddSuggestions } from '../../../api/calendar/add-suggestions.ts';
import type { Stage } from '../../../../core/domain/stage.ts';
import type { EventActions } from './event-item.tsx';
import { SuggestionList } from './suggestion-list.tsx';

const plural = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

function refreshedNotice(res: SuggestionsResponse) {
  const changes = [
    res.added ? `${plural(res.added, 'suggestion', 'suggestions')} added` : null,
    res.moved ? `${plural(res.moved, 'suggestion', 'suggestions')} moved to match your dates` : null,
    res.removed ? `${plural(res.removed, 'suggestion', 'suggestions')} that no longer fit removed` : null,
  ].filter(Boolean);
  if (!changes.length) {
    toast.success('Already up to date', {
      description: 'Your suggested schedule already matches your dates.',
    });
    return;
  }
  toast.success('Suggested schedule updated', {
    description: `${changes.join(', ')}. Accept the ones that match your care plan.`,
  });
}

/**
 * The suggested schedule (issue 20, point 1). While suggestions wait for her: one gentle prompt ("Your usual visit
 * schedule: add it?"), adding them all at once, and the quiet list to add them one by one. Nothing in it is booked
 * (her clinic may give other dates) and none of it reminds her until she adds it. Once none wait: what the schedule
 * is, and bringing it up to date with her dates.
 */
export function SuggestionsCard({
  userId,
  suggestions,
  actions,
  stage,
}: {
  userId: string;
  /** Suggestions she has not added yet, soonest first. */
  suggestions: CalendarEvent[];
  actions: EventActions;
  stage: Stage | undefined;
}) {
  const refresh = useAddSuggestions(userId, {
    onSuccess: refreshedNotice,
    onError: (err) =>
      toast.error('Could not update the suggested schedule', { description: errorMessage(err) }),
  });
  const acceptAll = useAcceptAllSuggestions(userId, {
    onSuccess: (res) =>
      toast.success('Added to your calendar', {
        description: `${plural(res.accepted, 'visit or date is', 'visits and dates are')} now yours, with reminders where they are on.`,
      }),
    onError: (err) => toast.error('Could not add the suggestions', { description: errorMessage(err) }),
  });
  const waiting = suggestions.length;
  const postpartum = stage === 'postpartum';

  return (
    <Card className="space-y-3" aria-labelledby="suggest-title">
      <CardTitle id="suggest-title" className="flex items-center gap-2">
        <Sparkles aria-hidden className="h-5 w-5 shrink-0 text-sage" />
        {waiting === 0
          ? 'Suggested visit schedule'
          : postpartum
            ? 'Your usual check-ups after the birth: add them?'
            : 'Your usual visit schedule: add it?'}
      </CardTitle>
      <p className="text-muted">
        {postpartum
          ? "After the birth: your own check-up at about 6 weeks, and your baby's first checks at 3-5 days, 1 month and 2 months."
          : 'The usual checks for a low-risk pregnancy: a visit every 4 weeks until week 28, every 2 weeks until 36, then weekly, plus the big milestones.'}
      </p>
      {waiting > 0 ? (
        <p data-testid="suggestions-waiting">
          These are usual dates, not bookings: your midwife or clinic may give you others. Add the ones that
          match your care plan; they remind you once added.
        </p>
      ) : (
        <p className="text-muted">
          Suggestions follow your due date until you add them, and remind you like your own appointments once
          you do.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {waiting > 0 ? (
          <Button variant="secondary" onClick={() => acceptAll.mutate()} disabled={acceptAll.isPending}>
            <CalendarPlus aria-hidden className="h-4 w-4" />
            {acceptAll.isPending ? 'Adding...' : `Add all ${String(waiting)}`}
          </Button>
        ) : (
          // While suggestions wait, one action: they already follow her dates by themselves.
          <Button variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
            <CalendarCheck aria-hidden className="h-4 w-4" />
            {refresh.isPending ? 'Updating...' : 'Update suggested schedule'}
          </Button>
        )}
        {refresh.isError ? (
          <Link to="/profile" className="font-medium text-primary underline">
            Open my profile
          </Link>
        ) : null}
      </div>
      {waiting > 0 ? <SuggestionList suggestions={suggestions} actions={actions} /> : null}
    </Card>
  );
}
