import type { PregnancyStatusDto } from '../../../../core/contracts/profile.ts';
import {
  babyAgeText,
  homePhase,
  postpartumWeekText,
  pregnancyWeekText,
} from '../../../../core/domain/phases.ts';

/** Home's phase card: label, subtitle, the week and progress against 40 weeks while pregnant. */
export function PhaseCard({ status, babyName }: { status: PregnancyStatusDto; babyName: string | null }) {
  const phase = homePhase(status);
  const pregnant = status.phase === 'pregnant';
  const percent = Math.round((status.progress ?? 0) * 100);
  return (
    <section aria-labelledby="phase-title" className="rounded-3xl bg-primary p-6 text-primary-fg shadow-sm">
      <p className="text-sm opacity-90">{phase.subtitle}</p>
      <h2 id="phase-title" className="text-2xl font-semibold">
        {phase.label}
      </h2>
      <p className="mt-1 text-lg">
        {pregnant
          ? pregnancyWeekText(status.currentWeek)
          : `${postpartumWeekText(status.displayWeek)} · ${babyAgeText(status.babyAgeDays ?? 0, babyName)}`}
      </p>
      {pregnant ? (
        <>
          <div
            role="progressbar"
            aria-label="Pregnancy progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-4 h-2 overflow-hidden rounded-full bg-white/30"
          >
            <div className="h-full rounded-full bg-white" style={{ width: `${String(percent)}%` }} />
          </div>
          <p className="mt-2 text-sm opacity-90">
            {status.weeksToGo === 0 ? 'Any day now' : `${String(status.weeksToGo)} weeks to go`}
          </p>
        </>
      ) : null}
    </section>
  );
}
