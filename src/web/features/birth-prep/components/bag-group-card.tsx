import { toast } from '../../../lib/toast.ts';
import type { BagGroup } from '../../../../core/contracts/birth-prep.ts';
import { bagProgress, progressText } from '../../../../core/domain/hospital-bag.ts';
import { EmptyState } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePackBagItem } from '../../../api/birth-prep/pack-bag-item.ts';
import { useRemoveBagItem } from '../../../api/birth-prep/remove-bag-item.ts';
import { AddBagItemForm } from './add-bag-item-form.tsx';
import { BagItemRow } from './bag-item-row.tsx';
import { groupTitle } from './group-labels.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

export function BagGroupCard({ userId, group }: { userId: string; group: BagGroup }) {
  const pack = usePackBagItem(userId);
  const remove = useRemoveBagItem(userId);
  const progress = bagProgress(group.items);
  const title = groupTitle[group.group];
  const headingId = `bag-${group.group}`;

  const onToggle = (itemKey: string, label: string, packed: boolean) =>
    pack.mutate(
      { itemKey, packed },
      {
        onError: (err) =>
          toast.error(`"${label}" was not ${packed ? 'ticked' : 'unticked'}`, {
            description: `${errorMessage(err)} Please try again.`,
          }),
      },
    );
  const onRemove = (itemKey: string, label: string) =>
    remove.mutate(itemKey, {
      onSuccess: () => toast.success(`Removed "${label}"`),
      onError: (err) => toast.error(`"${label}" was not removed`, { description: errorMessage(err) }),
    });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
      data-testid={`bag-group-${group.group}`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <p className="shrink-0 text-sm text-muted">{progressText(progress)}</p>
      </div>
      <div className="mt-2">
        <ProgressBar
          value={progress.packed}
          max={progress.total}
          label={`${title}: ${progressText(progress)}`}
          tone="sage"
        />
      </div>
      {group.items.length === 0 ? (
        <div className="mt-3">
          <EmptyState title="Nothing on this list yet">
            Add anything you would like to bring below.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-3 space-y-0.5">
          {group.items.map((item) => (
            <BagItemRow
              key={item.key}
              item={item}
              onToggle={(packed) => onToggle(item.key, item.label, packed)}
              onRemove={() => onRemove(item.key, item.label)}
              removing={remove.isPending && remove.variables === item.key}
            />
          ))}
        </ul>
      )}
      <AddBagItemForm userId={userId} group={group.group} />
    </section>
  );
}
