import type { ReactNode } from 'react';
import type { BirthPlanResponse } from '../../../../core/contracts/birth-prep.ts';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useBirthPlan } from '../../../api/birth-prep/birth-plan.ts';

/** Her birth plan and its sections once loaded; a short text while loading, a message and a retry on failure. */
export function WithBirthPlan({
  userId,
  children,
}: {
  userId: string;
  children: (data: BirthPlanResponse) => ReactNode;
}) {
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
  return children(q.data);
}
