import { Star } from 'lucide-react';

/** "Priority" in words and an icon: never colour alone. */
export function PriorityMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
      <Star aria-hidden className="h-3.5 w-3.5" />
      Priority
    </span>
  );
}
