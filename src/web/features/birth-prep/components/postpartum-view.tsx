import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useBirthPlan } from '../api/birth-plan.ts';
import { PdfDownloadCard } from './pdf-download-card.tsx';
import { PlanSummary } from './plan-summary.tsx';
import { SoftCard } from './soft-card.tsx';

/**
 * After the birth there is nothing left to plan or pack: the plan she made is kept to look back on (and to bring
 * if she talks through her birth with her midwife), read-only; the bag is not shown.
 */
export function PostpartumView({ userId }: { userId: string }) {
  const q = useBirthPlan(userId);
  if (q.isPending) return <Loading label="Loading your birth plan..." />;
  if (q.isError) {
    return (
      <ErrorState
        title="We could not load your birth plan"
        message="Please check your connection and try again."
        onRetry={() => void q.refetch()}
      />
    );
  }
  const { plan, sections } = q.data;
  if (!plan) {
    return (
      <SoftCard>
        <p>
          Your baby is here, so there is no birth plan or hospital bag to get ready now. Everything for this
          new stage is waiting for you on Home.
        </p>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-3')}>
          Go to Home
        </Link>
      </SoftCard>
    );
  }
  return (
    <div className="space-y-4">
      <SoftCard>
        <p>
          Your baby is here. This is the birth plan you made, kept for you to look back on. If you would like
          to talk through how your birth went, you can bring it to your midwife or doctor.
        </p>
      </SoftCard>
      <PlanSummary plan={plan} sections={sections} />
      <PdfDownloadCard userId={userId} hasPlan afterBirth />
    </div>
  );
}
