import type { EducationCategory } from '../../../../core/contracts/content.ts';
import { Chip } from '../../../components/ui/chip.tsx';
import { categories } from '../categories.ts';

/**
 * All / Baby / Body / Emotional / Preparation: filters the articles, the questions and the search. The chips
 * wrap rather than scroll sideways, so none is hidden off the edge of a phone.
 */
export function CategoryChips({
  value,
  onChange,
}: {
  value: EducationCategory | null;
  onChange: (v: EducationCategory | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
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
