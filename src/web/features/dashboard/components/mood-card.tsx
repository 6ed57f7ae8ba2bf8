import { Heart, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The mood card (docs/product.md, "Home and the dashboards": 06-10 and 18-22, dismissible): a gentle invitation that opens the check-in card
 * in its place, rather than a second prompt with nothing to tap.
 */
export function MoodCard({
  hour,
  onCheckIn,
  onDismiss,
}: {
  hour: number;
  onCheckIn: () => void;
  onDismiss: () => void;
}) {
  return (
    <section aria-label="Mood check-in" className="flex items-start gap-3 rounded-2xl bg-sage-soft p-4">
      <Heart aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-sage" />
      <div className="flex-1 space-y-2">
        <p>
          {hour < 12 ? 'A new morning. ' : 'The day is winding down. '}Take a breath and tell Zara how you
          feel.
        </p>
        <Button variant="secondary" size="sm" onClick={onCheckIn}>
          Check in now
        </Button>
      </div>
      <button
        type="button"
        aria-label="Dismiss mood card"
        onClick={onDismiss}
        className="-m-2 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-black/5"
      >
        <X aria-hidden className="h-5 w-5" />
      </button>
    </section>
  );
}
