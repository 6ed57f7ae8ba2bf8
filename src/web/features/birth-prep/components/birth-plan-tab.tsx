import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useBirthPlan } from '../api/birth-plan.ts';
import { BirthPlanForm } from './birth-plan-form.tsx';

export function BirthPlanTab({ userId }: { userId: string }) {
  const q = useBirthPlan(userId);
  if (q.isPending) return <Loading label="Loading your birth plan..." />;
  if (q.isError) {
    return (
      <ErrorState
        title="We could not load your birth plan"
        message="Nothing has been changed. Please check your connection and try again."
        onRetry={() => void q.refetch()}
      />
    );
  }
  const { plan, sections } = q.data;
  return <BirthPlanForm userId={userId} sections={sections} plan={plan} />;
}
