import { Link } from 'react-router';
import type { BirthPlanResponse } from '../../../../core/contracts/birth-prep.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PdfDownloadCard } from './pdf-download-card.tsx';
import { PlanSummary } from './plan-summary.tsx';
import { SoftCard } from './soft-card.tsx';
import { WithBirthPlan } from './with-birth-plan.tsx';

/**
 * After the birth there is nothing left to plan or pack: the plan she made is kept to look back on (and to bring
 * if she talks through her birth with her midwife), read-only; the bag is not shown.
 */
export function PostpartumView({ userId }: { userId: string }) {
  return (
    <WithBirthPlan userId={userId}>
      {({ plan, sections }) => <PlanLookBack userId={userId} plan={plan} sections={sections} />}
    </WithBirthPlan>
  );
}

function PlanLookBack({
  userId,
  plan,
  sections,
}: { userId: string } & Pick<BirthPlanResponse, 'plan' | 'sections'>) {
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
