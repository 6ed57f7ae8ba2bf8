import { Trash2 } from 'lucide-react';
import type { BagItem } from '../../../../core/contracts/birth-prep.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckRow } from '../../../components/ui/check-row.tsx';
import { cn } from '../../../lib/cn.ts';

/** One item: the whole row is the tick (44 px and more), the checklist's note under it, and a remove for hers. */
export function BagItemRow({
  item,
  onToggle,
  onRemove,
  removing,
}: {
  item: BagItem;
  onToggle: (packed: boolean) => void;
  onRemove: () => void;
  removing: boolean;
}) {
  return (
    <li className="flex items-start gap-1" data-testid="bag-item">
      <CheckRow checked={item.packed} onChange={onToggle}>
        <span className={cn('block', item.packed && 'text-muted line-through')}>{item.label}</span>
        {item.note ? <span className="block text-sm text-muted">{item.note}</span> : null}
        {item.custom ? <span className="block text-xs text-muted">Added by you</span> : null}
      </CheckRow>
      {item.custom ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          disabled={removing}
          aria-label={`Remove ${item.label}`}
          className="shrink-0 text-muted"
        >
          <Trash2 aria-hidden className="h-5 w-5" />
        </Button>
      ) : null}
    </li>
  );
}
