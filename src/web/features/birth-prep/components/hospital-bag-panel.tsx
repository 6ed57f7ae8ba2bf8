import { BookOpen, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { progressText, wholeBagProgress } from '../../../../core/domain/hospital-bag.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { SoftCard } from './soft-card.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useHospitalBag } from '../../../api/birth-prep/hospital-bag.ts';
import { BagGroupCard } from './bag-group-card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

/** Her hospital bag: how far along she is, then the four groups. */
export function HospitalBagPanel({ userId }: { userId: string }) {
  const bag = useHospitalBag(userId);
  if (bag.isPending) return <Loading label="Loading your hospital bag..." />;
  if (bag.isError) {
    return (
      <ErrorState
        title="We could not load your hospital bag"
        message="Nothing has been changed. Please check your connection and try again."
        onRetry={() => void bag.refetch()}
      />
    );
  }
  const progress = wholeBagProgress(bag.data);
  const complete = progress.total > 0 && progress.packed === progress.total;
  const Frame = complete ? SoftCard : Card;
  return (
    <div className="space-y-4">
      <Frame>
        {complete ? (
          <>
            <CardTitle className="flex items-center gap-2">
              <PartyPopper aria-hidden className="h-6 w-6 text-sage" />
              Your bag is packed
            </CardTitle>
            <p className="mt-1">
              Everything is ticked off. One less thing to think about: rest when you can.
            </p>
          </>
        ) : (
          <>
            <CardTitle>{progress.packed === 0 ? 'Nothing packed yet' : 'Your bag so far'}</CardTitle>
            <p className="mt-1 text-muted">
              {progress.packed === 0
                ? 'Start with whatever is closest to hand. Every tick is one less thing to think about.'
                : 'Tick things off as they go in the bag. Check with your maternity unit too: some provide a few of these.'}
            </p>
          </>
        )}
        <p className="mt-3 font-semibold" data-testid="bag-progress">
          {progressText(progress)}
        </p>
        <div className="mt-2">
          <ProgressBar
            value={progress.packed}
            max={progress.total}
            label={`Hospital bag: ${progressText(progress)}`}
            tone="sage"
          />
        </div>
        <Link
          to="/learn/articles/packing-your-hospital-bag"
          className={buttonClass('ghost', 'md', 'mt-2 -ml-3')}
        >
          <BookOpen aria-hidden className="h-5 w-5" />
          Packing your hospital bag
        </Link>
      </Frame>
      {bag.data.map((group) => (
        <BagGroupCard key={group.group} userId={userId} group={group} />
      ))}
    </div>
  );
}
