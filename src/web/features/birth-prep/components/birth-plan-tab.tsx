import { BirthPlanForm } from './birth-plan-form.tsx';
import { WithBirthPlan } from './with-birth-plan.tsx';

export function BirthPlanTab({ userId }: { userId: string }) {
  return (
    <WithBirthPlan userId={userId}>
      {({ plan, sections }) => <BirthPlanForm userId={userId} sections={sections} plan={plan} />}
    </WithBirthPlan>
  );
}
