import { CalendarCheck, Sparkles, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { SuggestionsResponse } from '../../../../core/contracts/calendar.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAcceptAllSuggestions } from '../../../api/calendar/accept-suggestions.ts';
import { useAddSuggestions } from '../../../api/calendar/add-suggestions.ts';
import type { Stage } from '../../../../core/domain/stage.ts';

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
 * The suggested schedule: what it is, how many suggestions wait for her (they give no reminders until she accepts
 * them: her clinic may book other dates), accepting them all at once, and bringing it up to date.
 */
export function SuggestionsCard({
  userId,
  waiting,
  stage,
}: {
  userId: string;
  /** Suggestions she has not accepted yet. */
  waiting: number;
  stage: Stage | undefined;
}) {
  const refresh = useAddSuggestions(userId, {
    onSuccess: refreshedNotice,
    onError: (err) =>
      toast.error('Could not update the suggested schedule', { description: errorMessage(err) }),
  });
  const acceptAll = useAcceptAllSuggestions(userId, {
    onSuccess: (res) =>
      toast.success('Suggestions accepted', {
        description: `${plural(res.accepted, 'event is', 'events are')} now yours, with reminders where they are on.`,
      }),
    onError: (err) => toast.error('Could not accept the suggestions', { description: errorMessage(err) }),
  });

  return (
    <Card className="space-y-3" aria-labelledby="suggest-title">
      <CardTitle id="suggest-title" className="flex items-center gap-2">
        <Sparkles aria-hidden className="h-5 w-5 text-sage" />
        Suggested visit schedule
      </CardTitle>
      <p className="text-muted">
        {stage === 'postpartum'
          ? "After the birth: your own check-up at about 6 weeks, and your baby's first checks at 3-5 days, 1 month and 2 months."
          : 'The usual checks for a low-risk pregnancy: a visit every 4 weeks until week 28, every 2 weeks until 36, then weekly, plus the big milestones.'}
      </p>
      {waiting > 0 ? (
        <p data-testid="suggestions-waiting">
          <strong>{plural(waiting, 'suggestion is', 'suggestions are')} waiting for you.</strong> They do not
          remind you until you accept them. Accept the ones that match your care plan; move or delete the
          rest.
        </p>
      ) : (
        <p className="text-muted">
          Suggestions follow your due date until you accept them, and remind you like your own appointments
          once you do.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {waiting > 0 ? (
          <Button variant="secondary" onClick={() => acceptAll.mutate()} disabled={acceptAll.isPending}>
            <ThumbsUp aria-hidden className="h-4 w-4" />
            {acceptAll.isPending ? 'Accepting...' : `Accept all ${String(waiting)}`}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          <CalendarCheck aria-hidden className="h-4 w-4" />
          {refresh.isPending ? 'Updating...' : 'Update suggested schedule'}
        </Button>
        {refresh.isError ? (
          <Link to="/profile" className="font-medium text-primary underline">
            Open my profile
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
