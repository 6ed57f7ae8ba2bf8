import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import type { JournalEntry } from '../../../core/contracts/journal.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDelete } from '../../components/ui/confirm-delete.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, Loading } from '../../components/ui/status.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useUserId } from '../../api/session.ts';
import { useCreateEntry } from '../../api/journal/create-entry.ts';
import { useDeleteEntry } from '../../api/journal/delete-entry.ts';
import { useJournalEntries } from '../../api/journal/journal-entries.ts';
import { useUpdateEntry } from '../../api/journal/update-entry.ts';
import { WaitingList } from '../../components/offline/waiting-list.tsx';
import { EntryCard } from './components/entry-card.tsx';
import { EntryForm } from './components/entry-form.tsx';
import { TipsCard } from './components/tips-card.tsx';
import { groupByWeek } from './timeline.ts';

/** /journal (docs/product.md, "Journal"): entry count, Write, the form, the timeline and tips. */
export function JournalPage() {
  const userId = useUserId();
  const entries = useJournalEntries(userId);
  const create = useCreateEntry(userId);
  const update = useUpdateEntry(userId);
  const remove = useDeleteEntry(userId);
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);

  const count = entries.data?.length ?? 0;

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Journal</h1>
          <p className="mt-1 text-muted">
            {entries.isSuccess
              ? `${String(count)} ${count === 1 ? 'entry' : 'entries'}`
              : 'Your thoughts, week by week'}
          </p>
        </div>
        {!writing ? (
          <Button onClick={() => setWriting(true)}>
            <PenLine aria-hidden className="h-5 w-5" />
            Write
          </Button>
        ) : null}
      </header>

      {writing ? (
        <Card>
          <CardTitle>New entry</CardTitle>
          <div className="mt-4">
            <EntryForm
              submitLabel="Save entry"
              pending={create.isPending}
              serverError={create.isError ? errorMessage(create.error) : undefined}
              onCancel={() => setWriting(false)}
              onSubmit={(v) =>
                create.mutate(v, {
                  onSuccess: (res) => {
                    setWriting(false);
                    toast.success(
                      res.sent
                        ? 'Entry saved'
                        : 'Kept on your phone: it will be sent when you are back online',
                    );
                  },
                })
              }
            />
          </div>
        </Card>
      ) : null}

      <WaitingList endpoint="POST /api/journal" userId={userId} />

      {entries.isPending ? (
        <Loading label="Loading your journal..." />
      ) : entries.isError ? (
        <ErrorState title="We could not load your journal" onRetry={() => void entries.refetch()} />
      ) : count === 0 ? (
        <EmptyState title="Your journal is empty">
          Tap Write to add your first entry. A few lines are enough.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {groupByWeek(entries.data).map((g) => (
            <section key={g.key} aria-label={g.label}>
              <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{g.label}</h2>
              <ul className="space-y-3 border-l-2 border-primary-soft pl-4">
                {g.entries.map((e) => (
                  <li key={e.id}>
                    <EntryCard entry={e} onEdit={() => setEditing(e)} onDelete={() => setDeleting(e)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <TipsCard />

      <Dialog
        open={editing !== null}
        onOpenChange={(o) => (o ? undefined : setEditing(null))}
        title="Edit entry"
      >
        {editing ? (
          <EntryForm
            initial={editing}
            submitLabel="Save changes"
            pending={update.isPending}
            serverError={update.isError ? errorMessage(update.error) : undefined}
            onCancel={() => setEditing(null)}
            onSubmit={(v) =>
              update.mutate(
                { id: editing.id, ...v },
                {
                  onSuccess: () => {
                    setEditing(null);
                    toast.success('Entry updated');
                  },
                },
              )
            }
          />
        ) : null}
      </Dialog>

      <ConfirmDelete
        target={deleting?.id ?? null}
        mutation={remove}
        title="Delete this entry?"
        description="It will be removed from your journal for good."
        onDeleted={() => toast.success('Entry deleted')}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
