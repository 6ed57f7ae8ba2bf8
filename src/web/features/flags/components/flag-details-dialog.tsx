import { FlagBadge } from '../../../components/safety/flag-badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useFlagDetail } from '../../../api/flags/flag-detail.ts';
import { flagDate, flagTitle, flagWhy } from './flag-card.tsx';

const SOURCE_WORD = {
  symptom_log: 'Symptom log',
  chat: 'Zara chat',
  recovery_log: 'Recovery log',
  baby_log: 'Baby log',
  screening: 'Wellbeing self-check',
  postpartum_ai_chat: 'Recovery chat',
  milestone: 'Milestone tracker',
  manual: 'Added by hand',
} as const;

/** The full record of one alert. */
export function FlagDetailsDialog({ flagId, onClose }: { flagId: string | null; onClose: () => void }) {
  const detail = useFlagDetail(flagId);
  const flag = detail.data;
  return (
    <Dialog
      open={flagId !== null}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={flag ? flagTitle(flag) : 'Alert details'}
    >
      {detail.isPending ? (
        <Loading label="Loading the alert..." />
      ) : detail.isError ? (
        <ErrorState title="We could not load this alert" onRetry={() => void detail.refetch()} />
      ) : (
        <dl className="space-y-3">
          <div>
            <dt className="text-sm font-medium text-muted">Type</dt>
            <dd className="mt-1">
              <FlagBadge type={detail.data.flagType} />
            </dd>
          </div>
          {flagWhy(detail.data) ? <Row term="Why" value={flagWhy(detail.data)} /> : null}
          <Row term="Symptom" value={detail.data.symptom.description} />
          <Row term="Analysis" value={detail.data.symptom.aiAnalysis || 'No analysis for this alert.'} />
          <Row term="From" value={SOURCE_WORD[detail.data.source]} />
          <Row term="Date" value={flagDate(detail.data.createdAt)} />
          <Row
            term="Review"
            value={
              detail.data.reviewed && detail.data.reviewedAt
                ? `Reviewed by the care team on ${flagDate(detail.data.reviewedAt)}`
                : 'Not reviewed yet'
            }
          />
        </dl>
      )}
    </Dialog>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="mt-0.5 whitespace-pre-wrap">{value}</dd>
    </div>
  );
}
