import { Clock, Play } from 'lucide-react';
import type { Activity } from '../../../../core/contracts/exercise.ts';
import { EXERCISE_PICTURES } from '../../../../core/domain/pictures.ts';
import { Picture } from '../../../components/picture.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from '../labels.ts';

function About({ activity }: { activity: Activity }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="About this activity">
      <li className="rounded-full bg-primary-soft px-3 py-1 text-primary">
        {CATEGORY_LABELS[activity.category]}
      </li>
      <li className="rounded-full bg-sage-soft px-3 py-1 text-sage">
        {DIFFICULTY_LABELS[activity.difficulty]}
      </li>
      <li className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-3 py-1">
        <Clock aria-hidden className="h-4 w-4" />
        {activity.duration} min
      </li>
    </ul>
  );
}

/**
 * One activity with its topic picture and a way to start it. A recommendation shows what it is for; in the longer
 * list (`compact`) it is one short card, since the dialog explains it step by step.
 */
export function ActivityCard({
  activity,
  onStart,
  headingLevel = 3,
  compact = false,
}: {
  activity: Activity;
  onStart: (a: Activity) => void;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const start = (
    <Button
      className="self-start"
      variant={compact ? 'outline' : 'primary'}
      onClick={() => onStart(activity)}
      aria-label={`Start ${activity.title}`}
    >
      <Play aria-hidden className="h-4 w-4" />
      Start
    </Button>
  );
  return (
    <Card className={compact ? 'flex gap-3 p-4' : 'flex flex-col gap-3'} data-testid="activity-card">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Picture name={EXERCISE_PICTURES[activity.category]} size={compact ? 40 : 48} />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg leading-snug font-semibold">{activity.title}</Heading>
          <About activity={activity} />
          {compact ? <div className="mt-3">{start}</div> : null}
        </div>
      </div>
      {compact ? null : (
        <>
          <p className="line-clamp-3 text-muted">{activity.description}</p>
          <div>
            <p className="text-sm font-medium">Benefits</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {activity.benefits.slice(0, 3).map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
          <div className="mt-auto">{start}</div>
        </>
      )}
    </Card>
  );
}
