import { MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { VisitQuestion } from '../../../../core/contracts/visit-toolkit.ts';
import { questionError } from '../../../components/visit-questions/question-error.ts';
import { QuestionForm } from '../../../components/visit-questions/question-form.tsx';
import { WaitingList } from '../../../components/offline/waiting-list.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddVisitQuestion } from '../../../api/visit-toolkit/add-visit-question.ts';
import { useDeleteVisitQuestion } from '../../../api/visit-toolkit/delete-visit-question.ts';
import { useUpdateVisitQuestion } from '../../../api/visit-toolkit/update-visit-question.ts';
import { useVisitQuestions } from '../../../api/visit-toolkit/visit-questions.ts';
import { QuestionRow } from './question-row.tsx';

/** "Questions for my midwife": what she wants to ask, ticked as she asks it; add, edit and delete. */
export function QuestionsCard({ userId }: { userId: string }) {
  const questions = useVisitQuestions(userId);
  const add = useAddVisitQuestion(userId);
  const update = useUpdateVisitQuestion(userId);
  const remove = useDeleteVisitQuestion(userId);
  const [editing, setEditing] = useState<string | null>(null);
  // A fresh form after each question added.
  const [formKey, setFormKey] = useState(0);

  const toAsk = (questions.data ?? []).filter((q) => !q.asked);
  const asked = (questions.data ?? []).filter((q) => q.asked);

  const onDelete = (q: VisitQuestion) =>
    remove.mutate(q.id, {
      onSuccess: () =>
        toast.success('Question deleted', {
          action: { label: 'Undo', onClick: () => add.mutate({ text: q.text, source: q.source }) },
        }),
      onError: (err) => toast.error('The question was not deleted', { description: errorMessage(err) }),
    });
  const onAsked = (q: VisitQuestion, value: boolean) =>
    update.mutate(
      { id: q.id, asked: value },
      {
        onError: (err) =>
          toast.error(value ? 'Not ticked as asked' : 'Not put back on your list', {
            description: `${errorMessage(err)} Please try again.`,
          }),
      },
    );
  const row = (q: VisitQuestion) =>
    editing === q.id ? (
      <li key={q.id} className="rounded-xl bg-surface-2 p-3">
        <QuestionForm
          initial={q.text}
          label="Edit your question"
          submitLabel="Save"
          pendingLabel="Saving..."
          pending={update.isPending}
          focusOnMount
          onCancel={() => setEditing(null)}
          onSave={(text, fail) =>
            update.mutate(
              { id: q.id, text },
              { onSuccess: () => setEditing(null), onError: (err) => fail(questionError(err)) },
            )
          }
        />
      </li>
    ) : (
      <QuestionRow
        key={q.id}
        question={q}
        busy={remove.isPending}
        onAsked={(v) => onAsked(q, v)}
        onEdit={() => setEditing(q.id)}
        onDelete={() => onDelete(q)}
      />
    );

  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <MessageCircleQuestion aria-hidden className="h-5 w-5 text-primary" /> Questions for my midwife
      </CardTitle>
      <p className="mt-1 text-muted">
        Write them down as they come to you, and tick each one once it is asked.
      </p>
      <div className="mt-3 space-y-3">
        <WaitingList endpoint="POST /api/visit-questions" userId={userId} />
        {questions.isPending ? (
          <Loading label="Loading your questions..." />
        ) : questions.isError ? (
          <ErrorState title="We could not load your questions" onRetry={() => void questions.refetch()} />
        ) : (
          <>
            {toAsk.length === 0 ? (
              <EmptyState title={asked.length ? 'Every question asked' : 'No questions yet'}>
                No question is too small. You can also add one from a Zara reply, an article or your symptom
                log.
              </EmptyState>
            ) : (
              <ul aria-label="To ask" className="space-y-1">
                {toAsk.map(row)}
              </ul>
            )}
            {asked.length ? (
              <>
                <h3 className="mt-4 text-sm font-semibold text-muted">Asked ({asked.length})</h3>
                <ul aria-label="Asked" className="mt-1 space-y-1">
                  {asked.map(row)}
                </ul>
              </>
            ) : null}
          </>
        )}
      </div>
      <div className="mt-4 border-t border-border pt-4">
        <QuestionForm
          key={formKey}
          label="Add a question"
          submitLabel="Add question"
          pendingLabel="Adding..."
          pending={add.isPending}
          onSave={(text, fail) =>
            add.mutate(
              { text },
              {
                onSuccess: (res) => {
                  setFormKey((k) => k + 1);
                  toast.success(
                    res.sent
                      ? 'Question added'
                      : 'Kept on your phone: it will be added when you are back online',
                  );
                },
                onError: (err) => fail(questionError(err)),
              },
            )
          }
        />
      </div>
    </Card>
  );
}
