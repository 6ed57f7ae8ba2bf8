import { CalendarCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddSuggestions } from '../api/add-suggestions.ts';

/** Accept (or refresh) the suggested visit schedule; asking again adds nothing twice. */
export function SuggestionsCard({ userId, hasSuggestions }: { userId: string; hasSuggestions: boolean }) {
  const suggest = useAddSuggestions(userId);

  function addSuggestions() {
    suggest.mutate(undefined, {
      onSuccess: (res) =>
        res.added
          ? toast.success('Suggested schedule added', {
              description: `${String(res.added)} visits and milestones were added. Move or delete any that do not fit.`,
            })
          : toast.success('Already up to date', {
              description: 'Your calendar already has every suggested visit still ahead.',
            }),
      onError: (err) =>
        toast.error('Could not add the suggested schedule', { description: errorMessage(err) }),
    });
  }

  return (
    <Card className="space-y-3" aria-labelledby="suggest-title">
      <CardTitle id="suggest-title" className="flex items-center gap-2">
        <Sparkles aria-hidden className="h-5 w-5 text-sage" />
        Suggested visit schedule
      </CardTitle>
      <p className="text-muted">
        The usual checks for a low-risk pregnancy: a visit every 4 weeks until week 28, every 2 weeks until
        36, then weekly, plus the big milestones. They are marked &lsquo;Suggested&rsquo;: move or delete any
        to match your own care plan.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={hasSuggestions ? 'outline' : 'secondary'}
          onClick={addSuggestions}
          disabled={suggest.isPending}
        >
          <CalendarCheck aria-hidden className="h-4 w-4" />
          {suggest.isPending
            ? 'Adding...'
            : hasSuggestions
              ? 'Refresh suggestions'
              : 'Add suggested schedule'}
        </Button>
        {suggest.isError ? (
          <Link to="/profile" className="font-medium text-primary underline">
            Open my profile
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
