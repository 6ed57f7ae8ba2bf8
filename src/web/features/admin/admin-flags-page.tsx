import { Check, FileSearch } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import type { FlagTypeValue } from '../../../core/contracts/symptoms.ts';
import { FlagBadge } from '../../components/safety/flag-badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { useMe } from '../../api/auth/me.ts';
import { useReviewFlag } from '../../api/review/review-flag.ts';
import { useReviewQueue } from '../../api/flags/review-queue.ts';
import { AdminOnly } from './admin-only.tsx';
import { SourceDialog } from './components/source-dialog.tsx';
import { formatInstant } from '../../lib/dates.ts';

const when = (iso: string) => formatInstant(iso, 'medium');

/** /admin/flags: the clinical review queue (docs/product.md, "Review queue"), admins only. */
export function AdminFlagsPage() {
  const me = useMe();
  if (me.data?.role !== 'admin') return <AdminOnly />;
  return <ReviewQueue />;
}

type TypeFilter = 'all' | FlagTypeValue;
type ReviewFilter = 'all' | 'open' | 'reviewed';

function ReviewQueue() {
  const flags = useReviewQueue();
  const review = useReviewFlag();
  const [type, setType] = useState<TypeFilter>('all');
  const [reviewed, setReviewed] = useState<ReviewFilter>('open');
  const [openId, setOpenId] = useState<string | null>(null);

  if (flags.isPending) return <Loading label="Loading the review queue..." />;
  if (flags.isError)
    return <ErrorState title="We could not load the review queue" onRetry={() => void flags.refetch()} />;

  const shown = flags.data.filter(
    (f) =>
      (type === 'all' || f.flagType === type) &&
      (reviewed === 'all' || (reviewed === 'reviewed' ? f.reviewed : !f.reviewed)),
  );
  const open = flags.data.filter((f) => !f.reviewed).length;

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold">Clinical review queue</h1>
        <p className="mt-1 text-muted">
          {open} of {flags.data.length} flags waiting for review. Newest first.
        </p>
      </header>

      <div className="grid gap-3 sm:grid-cols-2">
        <label className="space-y-1.5">
          <span className="block text-sm font-medium">Type</span>
          <select className={inputClass} value={type} onChange={(e) => setType(e.target.value as TypeFilter)}>
            <option value="all">All types</option>
            <option value="red">Urgent</option>
            <option value="yellow">Caution</option>
            <option value="green">Normal</option>
          </select>
        </label>
        <label className="space-y-1.5">
          <span className="block text-sm font-medium">Review status</span>
          <select
            className={inputClass}
            value={reviewed}
            onChange={(e) => setReviewed(e.target.value as ReviewFilter)}
          >
            <option value="open">Not reviewed</option>
            <option value="reviewed">Reviewed</option>
            <option value="all">All</option>
          </select>
        </label>
      </div>

      {shown.length === 0 ? (
        <EmptyState title="Nothing to review here">No flags match these filters.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {shown.map((f) => (
            <li key={f.id}>
              {/* A reviewed card is quieter by its background, not by fading (faded text fails contrast). */}
              <Card className={cn(f.reviewed && 'bg-surface-2')}>
                <article aria-label={f.reason}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <FlagBadge type={f.flagType} />
                    <span className="text-sm text-muted">
                      <time dateTime={f.createdAt}>{when(f.createdAt)}</time> · mother {f.userId.slice(0, 8)}
                    </span>
                  </div>
                  <h2 className="mt-2 font-semibold">{f.reason}</h2>
                  <p className="mt-1">{f.symptom.description}</p>
                  <p className="mt-1 text-sm text-muted">
                    {f.reviewed && f.reviewedAt ? `Reviewed ${when(f.reviewedAt)}` : 'Not reviewed yet'}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setOpenId(f.id)}>
                      <FileSearch aria-hidden className="h-4 w-4" />
                      Open record
                    </Button>
                    {!f.reviewed ? (
                      <Button
                        size="sm"
                        disabled={review.isPending}
                        onClick={() =>
                          review.mutate(
                            { flagId: f.id, reviewed: true },
                            {
                              onSuccess: () => toast.success('Marked as reviewed'),
                              onError: (err) =>
                                toast.error('Could not mark as reviewed', { description: errorMessage(err) }),
                            },
                          )
                        }
                      >
                        <Check aria-hidden className="h-4 w-4" />
                        Mark reviewed
                      </Button>
                    ) : (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={review.isPending}
                        onClick={() =>
                          review.mutate(
                            { flagId: f.id, reviewed: false },
                            {
                              onSuccess: () => toast.success('Reopened for review'),
                              onError: (err) =>
                                toast.error('Could not reopen', { description: errorMessage(err) }),
                            },
                          )
                        }
                      >
                        Reopen
                      </Button>
                    )}
                  </div>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <SourceDialog flagId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
