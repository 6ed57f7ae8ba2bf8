import { useState } from 'react';
import type { Activity } from '../../../../core/contracts/exercise.ts';
import { EXERCISE_CATEGORIES, type ExerciseCategory } from '../../../../core/domain/exercise.ts';
import { Chip } from '../../../components/ui/chip.tsx';
import { EmptyState } from '../../../components/ui/status.tsx';
import { CATEGORY_LABELS } from '../labels.ts';
import { ActivityCard } from './activity-card.tsx';

/** More activities (those not already recommended above): filter chips by category, then one short card each. */
export function ActivityList({
  activities,
  onStart,
}: {
  activities: Activity[];
  onStart: (a: Activity) => void;
}) {
  const [category, setCategory] = useState<ExerciseCategory | null>(null);
  const present = EXERCISE_CATEGORIES.filter((c) => activities.some((a) => a.category === c));
  const shown = category ? activities.filter((a) => a.category === category) : activities;
  if (activities.length === 0) {
    return (
      <EmptyState title="No other activities for this week">
        Your recommendations above are the ones for now. Rest is good for you too.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div
        role="group"
        aria-label="Filter by category"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
      >
        <Chip selected={category === null} onClick={() => setCategory(null)}>
          All
        </Chip>
        {present.map((c) => (
          <Chip key={c} selected={category === c} onClick={() => setCategory(category === c ? null : c)}>
            {CATEGORY_LABELS[c]}
          </Chip>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length} activities shown
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {shown.map((a) => (
          <ActivityCard key={a.id} activity={a} onStart={onStart} compact />
        ))}
      </div>
    </div>
  );
}
