import { Trophy } from 'lucide-react';
import type { WeeklyProgress } from '../../../../core/contracts/exercise.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { shortDate } from '../labels.ts';
import { GoalSelect } from './goal-select.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

/** Weekly progress against her goal (section 9: progress = sessions / goal * 100). */
export function ProgressCard({ progress, userId }: { progress: WeeklyProgress; userId: string }) {
  const { sessions, goal, percent, reached } = progress;
  const label = `${String(sessions)} of ${String(goal)} sessions this week`;
  return (
    <Card className="space-y-3" data-testid="weekly-progress">
      <div className="flex items-start justify-between gap-3">
        <div>
          <CardTitle>This week</CardTitle>
          <p className="text-sm text-muted">
            {shortDate(progress.weekStart)} to {shortDate(progress.weekEnd)}
          </p>
        </div>
        <p className="text-right">
          <span className="text-2xl font-semibold text-primary">{sessions}</span>
          <span className="text-muted"> of {goal}</span>
        </p>
      </div>
      <ProgressBar
        label="Weekly exercise goal"
        value={percent}
        max={100}
        valueText={label}
        tone="sage"
        className="h-3"
      />
      <p className="flex items-center gap-2">
        {reached ? <Trophy aria-hidden className="h-5 w-5 text-sage" /> : null}
        <span>
          {reached
            ? `Goal reached: ${label}. Rest counts too.`
            : `${label}. ${String(goal - sessions)} more to reach your goal.`}
        </span>
      </p>
      <GoalSelect userId={userId} goal={goal} />
    </Card>
  );
}
