import { useId } from 'react';
import { MAX_WEEKLY_GOAL, MIN_WEEKLY_GOAL } from '../../../../core/domain/exercise.ts';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateExerciseSettings } from '../../../api/exercise/update-settings.ts';

const goals = Array.from({ length: MAX_WEEKLY_GOAL - MIN_WEEKLY_GOAL + 1 }, (_, i) => i + MIN_WEEKLY_GOAL);

/** Her weekly goal (3 unless she changes it; 1-14), saved to her exercise settings. */
export function GoalSelect({ userId, goal }: { userId: string; goal: number }) {
  const id = useId();
  const update = useUpdateExerciseSettings(userId);
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm text-muted">
        Weekly goal
      </label>
      <select
        id={id}
        value={goal}
        disabled={update.isPending}
        onChange={(e) =>
          update.mutate(
            { weeklyGoal: Number(e.target.value) },
            {
              onError: (err) =>
                toast.error('We could not change your goal', { description: errorMessage(err) }),
            },
          )
        }
        className="min-h-11 rounded-xl border border-border bg-surface px-3"
      >
        {goals.map((g) => (
          <option key={g} value={g}>
            {g} {g === 1 ? 'session' : 'sessions'}
          </option>
        ))}
      </select>
    </div>
  );
}
