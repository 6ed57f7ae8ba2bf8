import type { Baby } from '../../../../core/contracts/baby-tracking-babies.ts';
import { Chip } from '../../../components/ui/chip.tsx';
import { babyLabel } from '../../../lib/baby-age-text.ts';

/** For twins: whose milestones are shown (nothing for one baby). */
export function BabyPicker({
  babies,
  selected,
  onSelect,
}: {
  babies: readonly Baby[];
  selected: string;
  onSelect: (babyId: string) => void;
}) {
  if (babies.length < 2) return null;
  return (
    <div role="group" aria-label="Baby" className="flex flex-wrap gap-2">
      {babies.map((b, i) => (
        <Chip key={b.id} selected={b.id === selected} onClick={() => onSelect(b.id)} className="normal-case">
          {babyLabel(b, i)}
        </Chip>
      ))}
    </div>
  );
}
