import { Clock } from 'lucide-react';
import { categoryLabel } from '../categories.ts';

/** "Body · 4 min read": the category as a soft pill and the read time. */
export function ArticleMeta({ category, readTime }: { category: string; readTime?: number }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
      <span className="rounded-full bg-sage-soft px-2.5 py-0.5 font-medium text-sage">
        {categoryLabel(category)}
      </span>
      {readTime !== undefined ? (
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="h-4 w-4" />
          {readTime} min read
        </span>
      ) : null}
    </p>
  );
}
