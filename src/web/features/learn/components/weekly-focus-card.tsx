import { Baby, HeartPulse, Smile } from 'lucide-react';
import type { WeeklyEducation } from '../../../../core/contracts/education.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePostpartumWeek } from '../api/postpartum-week.ts';
import type { ChosenWeek } from '../chosen-week.ts';
import { WeekPicker } from './week-picker.tsx';

const cardClass = 'rounded-3xl border border-border bg-surface p-5 shadow-sm';

function FocusRow({ icon: Icon, title, text }: { icon: typeof Baby; title: string; text: string }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden className="h-5 w-5" />
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-fg/90">{text}</p>
      </div>
    </div>
  );
}

function PostpartumFocus({ week, onPick }: { week: number; onPick: (w: number) => void }) {
  const pp = usePostpartumWeek(week);
  return (
    <section aria-labelledby="focus-heading" className={cardClass}>
      <p className="text-sm font-medium text-primary">
        {week >= 13 ? 'After birth' : `Week ${String(week)} after birth`}
      </p>
      <h2 id="focus-heading" className="text-xl font-semibold">
        {pp.data?.title ?? (week >= 13 ? 'After 12 weeks' : 'Your week after birth')}
      </h2>
      {pp.isError ? (
        <ErrorState
          title="This week's focus didn't load"
          message={errorMessage(pp.error)}
          onRetry={() => void pp.refetch()}
        />
      ) : pp.data ? (
        <div className="mt-4 space-y-4">
          <FocusRow icon={HeartPulse} title="Your recovery" text={pp.data.motherFocus} />
          <FocusRow icon={Baby} title="Your baby" text={pp.data.babyFocus} />
        </div>
      ) : (
        <p role="status" className="mt-4 text-muted">
          Loading this week...
        </p>
      )}
      <div className="mt-5 border-t border-border pt-4">
        <WeekPicker week={null} onChange={onPick} label="Look back at a pregnancy week" />
      </div>
    </section>
  );
}

/** The weekly focus for her own week (baby, body, emotions), with a picker to look at other weeks. */
export function WeeklyFocusCard({
  chosen,
  weekly,
}: {
  chosen: ChosenWeek;
  weekly: { data: WeeklyEducation | undefined; isError: boolean; error: unknown; refetch: () => unknown };
}) {
  const { week, mine } = chosen;
  if (chosen.isLoading) {
    return (
      <div role="status" className={`${cardClass} animate-pulse space-y-3`}>
        <span className="sr-only">Loading your week...</span>
        <div className="h-5 w-32 rounded bg-surface-2" />
        <div className="h-4 w-full rounded bg-surface-2" />
        <div className="h-4 w-5/6 rounded bg-surface-2" />
      </div>
    );
  }
  if (chosen.showPostpartum && mine) return <PostpartumFocus week={mine.week} onPick={chosen.choose} />;
  if (week === null) {
    return (
      <section aria-labelledby="focus-heading" className={cardClass}>
        <h2 id="focus-heading" className="text-xl font-semibold">
          Which week are you in?
        </h2>
        <p className="mt-1 text-muted">
          Choose your pregnancy week to see what is happening for your baby, your body and your feelings. Once
          your profile has your due date, Zara keeps this up to date for you.
        </p>
        <div className="mt-4">
          <WeekPicker week={null} onChange={chosen.choose} />
        </div>
      </section>
    );
  }
  const ownWeek = mine?.stage === 'pregnant' ? mine.week : null;
  const data = weekly.data?.week === week ? weekly.data : undefined;
  return (
    <section aria-labelledby="focus-heading" className={cardClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="focus-heading" className="text-xl font-semibold">
          Week {week} focus
        </h2>
        {chosen.isOwnWeek ? (
          <span className="rounded-full bg-primary-soft px-3 py-0.5 text-sm font-medium text-primary">
            Your week
          </span>
        ) : null}
      </div>
      {weekly.isError ? (
        <ErrorState
          title="This week's focus didn't load"
          message={errorMessage(weekly.error)}
          onRetry={() => void weekly.refetch()}
        />
      ) : data ? (
        <div className="mt-4 space-y-4" aria-live="polite">
          <FocusRow icon={Baby} title="Baby" text={data.baby} />
          <FocusRow icon={HeartPulse} title="Body" text={data.body} />
          <FocusRow icon={Smile} title="Emotions" text={data.emotions} />
        </div>
      ) : (
        <p role="status" className="mt-4 text-muted">
          Loading week {week}...
        </p>
      )}
      <div className="mt-5 space-y-3 border-t border-border pt-4">
        <WeekPicker week={week} onChange={chosen.choose} label="Look at another week" />
        {ownWeek !== null && ownWeek !== week ? (
          <Button variant="ghost" size="sm" onClick={() => chosen.choose(null)}>
            Back to my week ({ownWeek})
          </Button>
        ) : null}
        {mine?.stage === 'postpartum' ? (
          <Button variant="ghost" size="sm" onClick={() => chosen.choose(null)}>
            Back to my weeks after birth
          </Button>
        ) : null}
      </div>
    </section>
  );
}
