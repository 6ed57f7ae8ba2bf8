import { ArrowRight, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../../components/ui/card.tsx';

/**
 * Zara's suggestions for a week. For her own week they are already her dashboard's "What to Do Today" checklist, so
 * the journey points there instead of listing them twice; another week's are shown, to read ahead or look back.
 */
export function Suggestions({ items, isCurrent }: { items: string[]; isCurrent: boolean }) {
  if (isCurrent) {
    return (
      <Link
        to="/dashboard"
        className="flex min-h-11 items-center gap-3 rounded-2xl border border-border bg-surface p-4 font-medium text-primary shadow-sm hover:bg-surface-2"
      >
        <Lightbulb aria-hidden className="h-5 w-5 shrink-0" />
        <span className="flex-1">This week&apos;s suggestions are your to-dos on the dashboard</span>
        <ArrowRight aria-hidden className="h-5 w-5 shrink-0" />
      </Link>
    );
  }
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Lightbulb aria-hidden className="h-5 w-5 text-primary" /> Zara recommends
      </CardTitle>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </Card>
  );
}
