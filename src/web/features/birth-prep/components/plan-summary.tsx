import type { BirthPlan, BirthPlanSection } from '../../../../core/contracts/birth-prep.ts';
import { planSummary } from '../../../../core/domain/birth-plan.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { lastSavedText } from './last-saved.ts';

/** Her plan to read, not to change (after the birth). */
export function PlanSummary({ plan, sections }: { plan: BirthPlan; sections: readonly BirthPlanSection[] }) {
  // What she chose; the PDF keeps every section, for her team.
  const answered = planSummary(sections, plan).filter((line) => line.chosen.length > 0);
  return (
    <Card>
      <CardTitle>Your birth plan</CardTitle>
      <p className="text-sm text-muted">{lastSavedText(plan.updatedAt)}</p>
      {answered.length === 0 && !plan.notes ? (
        <p className="mt-4 text-muted">You saved your plan without choosing any options.</p>
      ) : null}
      <dl className="mt-4 space-y-3">
        {answered.map((line) => (
          <div key={line.sectionId}>
            <dt className="font-semibold">{line.title}</dt>
            <dd>{line.chosen.join('; ')}</dd>
          </div>
        ))}
        {plan.notes ? (
          <div>
            <dt className="font-semibold">In your own words</dt>
            <dd className="whitespace-pre-wrap">{plan.notes}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
