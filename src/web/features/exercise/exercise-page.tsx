import { Info } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Activity } from '../../../core/contracts/exercise.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useMe } from '../../api/auth/me.ts';
import { useActivities } from '../../api/exercise/activities.ts';
import { ActivityCard } from './components/activity-card.tsx';
import { ActivityList } from './components/activity-list.tsx';
import { AnalyticsTab } from './components/analytics-tab.tsx';
import { ExerciseDialog } from './components/exercise-dialog.tsx';
import { HistoryTab } from './components/history-tab.tsx';
import { ProgressCard } from './components/progress-card.tsx';
import { WeekSelect } from './components/week-select.tsx';
import { postpartumWeekText } from '../../../core/domain/phases.ts';

/** Exercise and movement (/exercise): weekly progress, up to 3 picks, then More activities (the rest, once) / History / Analytics. */
export function ExercisePage() {
  const userId = useMe().data?.id ?? '';
  const [pickedWeek, setPickedWeek] = useState<number | null>(null);
  const [active, setActive] = useState<Activity | null>(null);
  const q = useActivities(userId, pickedWeek);

  const header = (
    <header>
      <h1 className="text-3xl font-semibold">Exercise</h1>
      <p className="text-muted">
        {q.data?.profileComplete
          ? q.data.stage === 'pregnancy'
            ? `Gentle movement for week ${String(q.data.week)} of your pregnancy.`
            : `Gentle movement for your recovery, ${postpartumWeekText(q.data.week ?? 0).toLowerCase()}.`
          : 'Gentle movement, step by step.'}
      </p>
    </header>
  );

  if (q.isPending) {
    return (
      <div className="space-y-5">
        {header}
        <Loading label="Finding activities for your week..." />
      </div>
    );
  }
  if (q.isError) {
    return (
      <div className="space-y-5">
        {header}
        <ErrorState
          title="We could not load your activities"
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
        />
      </div>
    );
  }

  const data = q.data;
  const recommended = data.recommendedIds.flatMap((id) => data.activities.filter((a) => a.id === id));
  // The recommendations are shown once, above; the tab lists the rest.
  const more = data.activities.filter((a) => !data.recommendedIds.includes(a.id));
  return (
    <div className="space-y-5">
      {header}
      {data.profileComplete ? null : (
        <Card className="space-y-3 bg-primary-soft">
          <p className="flex gap-2">
            <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
            <span>Finish setting up your profile to see activities for your week</span>
          </p>
          <Link to="/" className={buttonClass('secondary', 'sm', 'bg-surface')}>
            Finish setting up
          </Link>
          <WeekSelect week={pickedWeek} onChange={setPickedWeek} />
        </Card>
      )}
      <ProgressCard progress={data.progress} userId={userId} />
      <section aria-labelledby="recommended-title" className="space-y-3">
        <h2 id="recommended-title" className="text-xl font-semibold">
          Recommended for you
        </h2>
        {recommended.length ? (
          <div className="grid gap-4 lg:grid-cols-3">
            {recommended.map((a) => (
              <ActivityCard key={a.id} activity={a} onStart={setActive} />
            ))}
          </div>
        ) : (
          <EmptyState title="No recommendations right now">
            Rest is part of looking after yourself.
          </EmptyState>
        )}
      </section>
      <Tabs defaultValue="all">
        <TabsList aria-label="Exercise sections">
          <TabsTrigger value="all">More activities</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <ActivityList activities={more} onStart={setActive} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab userId={userId} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab userId={userId} />
        </TabsContent>
      </Tabs>
      {active ? (
        <ExerciseDialog
          key={active.id}
          userId={userId}
          activity={active}
          stage={data.stage}
          week={data.week}
          onClose={() => setActive(null)}
        />
      ) : null}
    </div>
  );
}
