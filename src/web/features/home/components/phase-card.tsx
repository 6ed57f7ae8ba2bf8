import type { PregnancyStatusDto } from '../../../../core/contracts/profile.ts';
import {
  babyAgeText,
  homePhase,
  postpartumWeekText,
  pregnancyWeekText,
} from '../../../../core/domain/phases.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

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
          <ProgressBar
            label="Pregnancy progress"
            value={percent}
            max={100}
            tone="white"
            className="mt-4 bg-white/30"
          />
          <p className="mt-2 text-sm opacity-90">
            {status.weeksToGo === 0 ? 'Any day now' : `${String(status.weeksToGo)} weeks to go`}
          </p>
        </>
      ) : null}
    </section>
  );
}
