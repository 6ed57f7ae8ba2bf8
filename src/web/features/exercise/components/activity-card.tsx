import { Clock, Play } from 'lucide-react';
import type { Activity } from '../../../../core/contracts/exercise.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from '../labels.ts';

/** One activity: title, category, difficulty, duration, what it is for, and a way to start it. */
export function ActivityCard({
  activity,
  onStart,
  headingLevel = 3,
}: {
  activity: Activity;
  onStart: (a: Activity) => void;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="flex flex-col gap-3" data-testid="activity-card">
      <div>
        <Heading className="text-lg leading-snug font-semibold">{activity.title}</Heading>
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
      </div>
      <p className="line-clamp-3 text-muted">{activity.description}</p>
      <div>
        <p className="text-sm font-medium">Benefits</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {activity.benefits.slice(0, 3).map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </div>
      <Button
        className="mt-auto self-start"
        onClick={() => onStart(activity)}
        aria-label={`Start ${activity.title}`}
      >
        <Play aria-hidden className="h-4 w-4" />
        Start
      </Button>
    </Card>
  );
}
