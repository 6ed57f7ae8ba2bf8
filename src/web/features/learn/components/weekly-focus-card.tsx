import { Baby, ChevronDown, HeartPulse, Smile } from 'lucide-react';
import { useId, useState } from 'react';
import type { WeeklyEducation } from '../../../../core/contracts/content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePostpartumWeek } from '../../../api/content/postpartum-week.ts';
import type { ChosenWeek } from '../chosen-week.ts';
import { WeekPicker } from './week-picker.tsx';
import { postpartumWeekText } from '../../../../core/domain/phases.ts';

const cardClass = 'rounded-3xl border border-border bg-surface p-4 shadow-sm sm:p-5';

function FocusRow({
  icon: Icon,
  title,
  text,
  open,
}: {
  icon: typeof Baby;
  title: string;
  text: string;
  open: boolean;
}) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden className="h-4 w-4" />
      </span>
      {/* The heading runs into its text, so a closed row is two lines in all. */}
      <div className={open ? 'min-w-0 text-fg/90' : 'line-clamp-2 min-w-0 text-fg/90'}>
        <h3 className="inline font-semibold text-fg">{title}</h3>
        <span aria-hidden>: </span>
        <span>{text}</span>
      </div>
    </div>
  );
}

/**
 * The focus rows, each cut to two lines until she asks for more, so the card stays short on a phone and the
 * tabs below are in reach; one "Read more" opens them all.
 */
function FocusRows({ rows }: { rows: { icon: typeof Baby; title: string; text: string }[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-3">
      <div id={id} className="space-y-2" aria-live="polite">
        {rows.map((r) => (
          <FocusRow key={r.title} {...r} open={open} />
        ))}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="mt-1 -ml-2 inline-flex min-h-11 items-center gap-1 rounded-xl px-2 font-medium text-primary hover:bg-primary-soft"
      >
        {open ? 'Show less' : 'Read more'}
        <ChevronDown aria-hidden className={open ? 'h-5 w-5 rotate-180' : 'h-5 w-5'} />
      </button>
    </div>
  );
}

/**
 * What stands in for the focus rows while they load: the same rows (a two-line text each) and the same "Read
 * more" line, so the card does not grow when they come and the tabs below stay where she saw them (issue 21:
 * /learn's layout shift was 0.316).
 */
function FocusRowsPlaceholder({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" className="mt-3">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="space-y-2">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex gap-3">
            <span className="mt-0.5 h-7 w-7 shrink-0 rounded-full bg-primary-soft" />
            <div className="flex h-[2lh] min-w-0 flex-1 flex-col justify-around">
              <div className="h-4 w-full animate-pulse rounded bg-surface-2" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-surface-2" />
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden className="mt-1 min-h-11" />
    </div>
  );
}

function PostpartumFocus({ week, onPick }: { week: number; onPick: (w: number) => void }) {
  const pp = usePostpartumWeek(week);
  return (
    <section aria-labelledby="focus-heading" className={cardClass}>
      <p className="text-sm font-medium text-primary">
        {week >= 13 ? 'After 12 weeks' : postpartumWeekText(week)}
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
        <FocusRows
          rows={[
            { icon: HeartPulse, title: 'Your recovery', text: pp.data.motherFocus },
            { icon: Baby, title: 'Your baby', text: pp.data.babyFocus },
          ]}
        />
      ) : (
        <FocusRowsPlaceholder rows={2} label="Loading this week..." />
      )}
      <div className="mt-2 border-t border-border pt-3">
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
    // Shaped as her week's card (a heading, three rows, the week picker), most mothers' card.
    return (
      <div className={cardClass}>
        <div aria-hidden className="flex h-7 items-center">
          <div className="h-5 w-36 animate-pulse rounded bg-surface-2" />
        </div>
        <FocusRowsPlaceholder rows={3} label="Loading your week..." />
        <div aria-hidden className="mt-2 border-t border-border pt-3">
          <div className="h-11 animate-pulse rounded-xl bg-surface-2" />
        </div>
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
        <FocusRows
          key={week}
          rows={[
            { icon: Baby, title: 'Baby', text: data.baby },
            { icon: HeartPulse, title: 'Body', text: data.body },
            { icon: Smile, title: 'Emotions', text: data.emotions },
          ]}
        />
      ) : (
        <FocusRowsPlaceholder rows={3} label={`Loading week ${String(week)}...`} />
      )}
      <div className="mt-2 space-y-2 border-t border-border pt-3">
        <WeekPicker week={week} onChange={chosen.choose} label="Look at another week" compact />
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
