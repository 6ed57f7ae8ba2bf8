import { ChevronRight } from 'lucide-react';
import type { MilestoneProgress } from '../../../../core/contracts/milestones.ts';
import { STATUS_LABELS } from '../../../../core/domain/milestones.ts';
import { EmptyState } from '../../../components/ui/status.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Template } from '../template.ts';

/** The chosen week's milestones: title, description, category (its name beside its colour) and status. */
export function MilestoneList({
  templates,
  progress,
  selected,
  onSelect,
}: {
  templates: readonly Template[];
  progress: ReadonlyMap<string, MilestoneProgress>;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  if (templates.length === 0) return <EmptyState title="No milestones defined for this week yet." />;
  return (
    <ul aria-label="Milestones of the week" className="space-y-2">
      {templates.map((t) => {
        const status = progress.get(t.id)?.status;
        return (
          <li key={t.id}>
            <button
              type="button"
              aria-pressed={t.id === selected}
              onClick={() => onSelect(t.id)}
              className={cn(
                'flex w-full items-start gap-3 rounded-2xl border p-4 text-left transition-colors',
                t.id === selected
                  ? 'border-2 border-primary bg-primary-soft'
                  : 'border-border bg-surface hover:bg-surface-2',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{t.title}</span>
                <span className="mt-1 block text-muted">{t.description}</span>
                <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      aria-hidden
                      className="h-3 w-3 rounded-full"
                      style={{ backgroundColor: t.category.color }}
                    />
                    {t.category.name}
                  </span>
                  <StatusLabel status={status} />
                </span>
              </span>
              <ChevronRight aria-hidden className="mt-1 h-5 w-5 shrink-0 text-muted" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const TONE = {
  observed: 'bg-ok-soft text-ok',
  not_observed: 'bg-surface-2 text-fg',
  unsure: 'bg-surface-2 text-fg',
  delayed: 'bg-caution-soft text-caution',
} as const;

/** A status as words in a pill ('Not Tracked' when she has not chosen one). */
export function StatusLabel({ status }: { status: MilestoneProgress['status'] | undefined }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 font-medium',
        status ? TONE[status] : 'border border-border text-muted',
      )}
    >
      {STATUS_LABELS[status ?? 'untracked']}
    </span>
  );
}
