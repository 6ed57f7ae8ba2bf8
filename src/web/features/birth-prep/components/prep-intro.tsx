import { BABY_PREP_WEEK } from '../../../../core/domain/phases.ts';
import { birthPrepPriorities } from '../../../../core/domain/birth-prep.ts';
import { SoftCard } from './soft-card.tsx';

/** A few words that fit her week: early is fine, then the plan, then the bag (birthPrepPriorities). */
function introFor(week: number): string {
  const { birthPlan, hospitalBag } = birthPrepPriorities(week);
  if (hospitalBag) {
    return 'Babies do not always wait for their due date, so now is a good time to have your hospital bag ready, and your birth plan written and talked through with your midwife.';
  }
  if (birthPlan) {
    return 'Now is a good time to write your birth plan and talk it through with your midwife. Your hospital bag can follow over the next few weeks.';
  }
  if (week >= BABY_PREP_WEEK) {
    return 'You are in your third trimester: a good time to start thinking about your birth plan and your hospital bag, one small step at a time.';
  }
  return 'It is never too early to start. Jot down your wishes and tick off your bag whenever you like, and come back to them as your thoughts change.';
}

export function PrepIntro({ week }: { week: number }) {
  return (
    <SoftCard>
      <p className="font-semibold">Week {week}</p>
      <p className="mt-1">{introFor(week)}</p>
    </SoftCard>
  );
}
