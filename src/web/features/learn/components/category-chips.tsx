import type { EducationCategory } from '../../../../core/contracts/content.ts';
import { Chip } from '../../../components/ui/chip.tsx';
import { categories } from '../categories.ts';

/** All / Baby / Body / Emotional / Preparation: filters the articles and the search. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: EducationCategory | null;
  onChange: (v: EducationCategory | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by category" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      <Chip selected={value === null} onClick={() => onChange(null)}>
        All
      </Chip>
      {categories.map((c) => (
        <Chip key={c.id} selected={value === c.id} onClick={() => onChange(value === c.id ? null : c.id)}>
          {c.label}
        </Chip>
      ))}
    </div>
  );
}
