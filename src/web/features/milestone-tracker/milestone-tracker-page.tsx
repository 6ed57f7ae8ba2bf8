import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useEmergencyCountry } from '../../components/safety/use-emergency-country.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { babiesOptions, useBabies } from '../../api/baby-tracking/babies.ts';
import { milestoneTemplatesOptions, useMilestoneTemplates } from '../../api/content/milestone-templates.ts';
import { milestonePhotosOptions, useMilestonePhotos } from '../../api/milestones/milestone-photos.ts';
import { milestoneProgressOptions } from '../../api/milestones/milestone-progress.ts';
import { useShownProgress } from '../../api/milestones/shown-progress.ts';
import { useUserId } from '../../api/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { PrefetchData } from '../../lib/prefetch-data.ts';
import { BabyPicker } from './components/baby-picker.tsx';
import { ExportReport } from './components/export-report.tsx';
import { MilestoneDetail } from './components/milestone-detail.tsx';
import { MilestoneList } from './components/milestone-list.tsx';
import { WeekGrid } from './components/week-grid.tsx';
import { milestoneAge, progressFor, weekCells, weeksAndDays } from './milestone-view.ts';

/** Her babies, the milestones and her progress and photos, asked for before the frame is drawn (app/early-requests.ts). */
export const prefetchData: PrefetchData = (queryClient, { userId }) => {
  void queryClient.prefetchQuery(babiesOptions(userId));
  void queryClient.prefetchQuery(milestoneTemplatesOptions());
  void queryClient.prefetchQuery(milestoneProgressOptions(userId));
  void queryClient.prefetchQuery(milestonePhotosOptions(userId));
};

/**
 * The Milestone Tracker (/milestone-tracker; docs/product.md, "Milestone tracker"): the baby's age, the 13 week
 * cells, the chosen week's milestones with Export Report, and the chosen milestone's detail, status and photos.
 * A baby born before 37 weeks follows the corrected age, and the screen says so.
 */
export function MilestoneTrackerPage() {
  useDocumentTitle('Milestone Tracker');
  const userId = useUserId();
  const babies = useBabies(userId);
  const templates = useMilestoneTemplates();
  // Saved statuses, and those chosen with no signal that wait on her phone.
  const progress = useShownProgress(userId);
  const photos = useMilestonePhotos(userId);
  const country = useEmergencyCountry();
  const [babyId, setBabyId] = useState<string | null>(null);
  const [week, setWeek] = useState<number | null>(null);
  const [milestoneId, setMilestoneId] = useState<string | null>(null);

  // Opening a milestone brings its panel into view (below the list on a phone) and puts focus on its title.
  useEffect(() => {
    if (!milestoneId) return;
    const title = document.getElementById('milestone-detail-title');
    title?.focus({ preventScroll: true });
    title?.scrollIntoView({ block: 'start' });
  }, [milestoneId]);

  const header = (
    <div>
      <Link
        to="/post-birth"
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-xl px-2 font-medium text-primary hover:bg-surface-2"
      >
        <ArrowLeft aria-hidden className="h-5 w-5" /> Post-Birth Mode
      </Link>
      <h1 className="text-3xl font-semibold">Milestone Tracker</h1>
    </div>
  );

  if (babies.isPending || templates.isPending || progress.isPending)
    return (
      <div className="space-y-5">
        {header}
        <Loading label="Loading milestones..." />
      </div>
    );
  if (babies.isError || templates.isError || progress.isError)
    return (
      <div className="space-y-5">
        {header}
        <ErrorState
          title="We could not load your baby's milestones"
          message="Check your connection and try again."
          onRetry={() => void Promise.all([babies.refetch(), templates.refetch(), progress.refetch()])}
        />
      </div>
    );
  const baby = babies.data.find((b) => b.id === babyId) ?? babies.data[0];
  if (!baby)
    return (
      <div className="space-y-5">
        {header}
        <EmptyState title="Milestones start with your baby's birth">
          <p>Once you record the birth, this is where you follow your baby's first weeks.</p>
          <Link to="/profile#record-birth" className={buttonClass('primary', 'md', 'mt-3')}>
            Record the birth
          </Link>
        </EmptyState>
      </div>
    );

  const age = milestoneAge(baby);
  const mine = progressFor(progress.data, baby.id);
  const shownWeek = week ?? age.week;
  const ofWeek = templates.data.filter((t) => t.weekNumber === shownWeek);
  const template = ofWeek.find((t) => t.id === milestoneId);
  const babyName = baby.name ?? 'Your baby';
  return (
    <div className="space-y-5">
      {header}
      <BabyPicker
        babies={babies.data}
        selected={baby.id}
        onSelect={(id) => {
          setBabyId(id);
          setWeek(null);
          setMilestoneId(null);
        }}
      />
      <div className="space-y-1">
        <p className="text-lg">
          {babyName} is <span className="font-semibold">{weeksAndDays(baby.age.days)}</span> old
        </p>
        {age.corrected ? (
          <p className="rounded-xl bg-primary-soft px-3 py-2">
            Born before 37 weeks, so milestones follow the corrected age:{' '}
            <span className="font-semibold">{weeksAndDays(age.days)}</span> (counted from the due date).
          </p>
        ) : null}
      </div>
      <WeekGrid
        cells={weekCells(templates.data, mine, age.week)}
        selected={shownWeek}
        onSelect={(w) => {
          setWeek(w);
          setMilestoneId(null);
        }}
      />
      <Card className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-xl font-semibold">
            Week {shownWeek} milestones{shownWeek === age.week ? ' (this week)' : ''}
          </h2>
          <ExportReport userId={userId} babyId={baby.id} week={shownWeek} />
        </div>
        <MilestoneList templates={ofWeek} progress={mine} selected={milestoneId} onSelect={setMilestoneId} />
      </Card>
      {template ? (
        <MilestoneDetail
          key={template.id}
          template={template}
          current={mine.get(template.id)}
          photos={(photos.data ?? []).filter(
            (p) => p.milestoneTemplateId === template.id && p.babyId === baby.id,
          )}
          photosFailed={photos.isError}
          onReloadPhotos={() => void photos.refetch()}
          userId={userId}
          babyId={baby.id}
          babyAge={age.days}
          country={country.data ?? null}
        />
      ) : (
        <EmptyState title="Select a milestone to track your baby's progress" />
      )}
    </div>
  );
}
