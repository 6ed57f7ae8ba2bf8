import { Check, MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import {
  asVisitQuestion,
  QUESTION_ALREADY_LISTED,
  type QuestionSource,
  VISIT_QUESTION_MAX,
} from '../../../core/domain/visit-questions.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useAddVisitQuestion } from '../../api/visit-toolkit/add-visit-question.ts';
import { useUserId } from '../../api/session.ts';
import { Button, type ButtonVariant } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Loading } from '../ui/status.tsx';
import { questionError } from './question-error.ts';

// The form (and its form library) loads when she opens the dialog, not with the article or the chat.
const QuestionForm = lazy(() => import('./question-form.tsx').then((m) => ({ default: m.QuestionForm })));

const ADDED = 'Added to your visit questions';
const KEPT = 'Kept on your phone: it will be added to your visit questions when you are back online';

/** The notice after a question is added (or kept to send with no signal), with the way to her list. */
function useAddedNotice() {
  const navigate = useNavigate();
  return ({ sent }: { sent: boolean }) =>
    toast.success(sent ? ADDED : KEPT, {
      description: 'Take it to your next appointment.',
      action: { label: 'See my questions', onClick: () => void navigate('/visit-toolkit') },
    });
}

/**
 * "Add to my visit questions" wherever a question occurs to her (an article, a symptom log): a dialog with the
 * question ready in words she can change, saved to her list in the Doctor Visit Toolkit.
 */
export function AddVisitQuestion({
  suggestion,
  source,
  variant = 'outline',
  className,
}: {
  suggestion: string;
  source: QuestionSource;
  variant?: ButtonVariant;
  className?: string;
}) {
  const userId = useUserId();
  const add = useAddVisitQuestion(userId);
  const added = useAddedNotice();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <MessageSquarePlus aria-hidden className="h-5 w-5" />
        Add to my visit questions
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add to my visit questions"
        description="Change the words if you like: this is what you will read at your appointment."
      >
        {open ? (
          <Suspense fallback={<Loading label="Opening..." />}>
            <QuestionForm
              initial={suggestion.slice(0, VISIT_QUESTION_MAX)}
              submitLabel="Add question"
              pendingLabel="Adding..."
              pending={add.isPending}
              onCancel={() => setOpen(false)}
              onSave={(text, fail) =>
                add.mutate(
                  { text, source },
                  {
                    onSuccess: (res) => {
                      setOpen(false);
                      added(res);
                    },
                    onError: (err) => fail(questionError(err)),
                  },
                )
              }
            />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * Under a Zara reply: one tap puts the question she asked on her list (it is already in her words). Once added,
 * or when it is on her list already, the button says so.
 */
export function AddReplyToVisitQuestions({ question }: { question: string }) {
  const userId = useUserId();
  const add = useAddVisitQuestion(userId);
  const added = useAddedNotice();
  const [state, setState] = useState<'idle' | 'added' | 'kept' | 'listed'>('idle');
  if (state !== 'idle') {
    return (
      <p className="flex min-h-11 items-center gap-2 text-sm font-medium text-fg" role="status">
        <Check aria-hidden className="h-5 w-5 text-ok" />
        {state === 'added' ? ADDED : state === 'kept' ? KEPT : 'Already on your visit questions'}
      </p>
    );
  }
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        disabled={add.isPending}
        onClick={() =>
          add.mutate(
            { text: asVisitQuestion(question), source: 'zara' },
            {
              onSuccess: (res) => {
                setState(res.sent ? 'added' : 'kept');
                added(res);
              },
              onError: (err) => {
                if (err instanceof ApiRequestError && err.body?.fields?.text === QUESTION_ALREADY_LISTED)
                  setState('listed');
                else toast.error('Your question was not added', { description: questionError(err) });
              },
            },
          )
        }
      >
        <MessageSquarePlus aria-hidden className="h-5 w-5" />
        {add.isPending ? 'Adding...' : 'Add to my visit questions'}
      </Button>
    </div>
  );
}
