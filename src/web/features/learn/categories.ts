import type { EducationCategory } from '../../../core/contracts/content.ts';

/** The category chips of /learn, in order (docs/product.md, "Learn"). */
export const categories: { id: EducationCategory; label: string }[] = [
  { id: 'baby', label: 'Baby' },
  { id: 'body', label: 'Body' },
  { id: 'emotional', label: 'Emotional' },
  { id: 'preparation', label: 'Preparation' },
];

const labels: Record<string, string> = Object.fromEntries(categories.map((c) => [c.id, c.label]));

/** A category id as words ("labour-and-birth" -> "Labour and birth"). */
export function categoryLabel(id: string): string {
  const known = labels[id];
  if (known) return known;
  const words = id.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const isEducationCategory = (v: string | null): v is EducationCategory =>
  categories.some((c) => c.id === v);
