import { Pencil, Trash2 } from 'lucide-react';
import type { JournalEntry } from '../../../../core/contracts/journal.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CATEGORIES, MOODS } from './entry-form.tsx';
import { formatInstant } from '../../../lib/dates.ts';

const when = (iso: string) => formatInstant(iso, 'weekday');

export function EntryCard({
  entry,
  onEdit,
  onDelete,
}: {
  entry: JournalEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const mood = MOODS.find((m) => m.value === entry.mood);
  const category = CATEGORIES.find((c) => c.value === entry.category)?.label ?? entry.category;
  return (
    <Card>
      <article aria-label={`Journal entry, ${when(entry.createdAt)}`}>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-medium text-primary">
            {category}
          </span>
          <span className="rounded-full bg-sage-soft px-2.5 py-0.5 text-sage">
            {mood?.label ?? entry.mood}
          </span>
          <time dateTime={entry.createdAt} className="text-muted">
            {when(entry.createdAt)}
          </time>
        </div>
        <p className="mt-3 whitespace-pre-wrap break-words leading-relaxed">{entry.content}</p>
        <div className="mt-3 flex justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={onEdit}>
            <Pencil aria-hidden className="h-4 w-4" />
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden className="h-4 w-4" />
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}
