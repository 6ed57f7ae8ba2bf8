import { AlertTriangle, LogIn, RotateCcw } from 'lucide-react';
import { forwardRef } from 'react';
import { type ChatLink, URGENT_NOTICE, type Urgency } from '../../../../core/contracts/zara.ts';
import { EmergencyCall } from '../../../components/safety/emergency-call.tsx';
import { AddReplyToVisitQuestions } from '../../../components/visit-questions/add-visit-question.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AnswerText } from '../../../components/chat/answer-text.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FailureKind } from '../chat-failure.ts';

export interface ChatMessage {
  id: number;
  type: 'user' | 'zara';
  content: string;
  urgency?: Urgency;
  links?: ChatLink[];
  /** Questions she can ask next with one tap. */
  suggestions?: string[];
  /** Set when the server did not answer: the reply is the chat's own. */
  failure?: { kind: FailureKind; notice: string | null; call: boolean; retry: string };
}

export interface ChatBubbleProps {
  message: ChatMessage;
  country: string | null;
  onRetry?: (text: string) => void;
  onSignIn?: () => void;
  /** Asks one of the suggested questions. */
  onAsk?: (question: string) => void;
  /** For a reply: what she asked, which she can put on her visit questions. */
  question?: string | undefined;
}

/** One message. An urgent reply ends with the notice and the Call button; a failed one says what to do next. */
export const ChatBubble = forwardRef<HTMLDivElement, ChatBubbleProps>(function ChatBubble(
  { message, country, onRetry, onSignIn, onAsk, question },
  ref,
) {
  const mine = message.type === 'user';
  const failure = message.failure;
  const urgent = !mine && (message.urgency === 'urgent' || message.urgency === 'emergency');
  // A server reply carries the spec's notice; a reply the chat wrote itself carries the honest one.
  const notice = failure ? failure.notice : urgent ? URGENT_NOTICE : null;
  return (
    <div ref={ref} className={cn('flex scroll-mt-2', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[92%] min-w-0 space-y-2 rounded-2xl px-4 py-3 sm:max-w-[88%]',
          mine ? 'rounded-br-md bg-primary text-primary-fg' : 'rounded-bl-md bg-surface-2 text-fg',
          urgent && 'border-2 border-danger',
        )}
      >
        <p className="sr-only">{mine ? 'You said:' : 'Zara said:'}</p>
        <AnswerText
          content={message.content}
          notice={URGENT_NOTICE}
          links={message.links}
          callShown={Boolean(notice || failure?.call)}
        />
        {!mine && message.suggestions?.length && onAsk ? (
          <div className="space-y-2 pt-1">
            <p className="text-sm text-muted">You can ask:</p>
            <ul className="flex flex-col items-start gap-2">
              {message.suggestions.map((q) => (
                <li key={q}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-auto py-2 text-left"
                    onClick={() => onAsk(q)}
                  >
                    {q}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {!mine && !failure && question ? <AddReplyToVisitQuestions question={question} /> : null}
        {failure?.kind === 'offline' ? (
          <p className="text-sm text-muted">Offline reply: I could not reach the server.</p>
        ) : null}
        {notice || failure?.call ? (
          <div role="alert" className="rounded-xl bg-danger-soft p-3 text-fg">
            {notice ? (
              <p className="flex items-start gap-2 font-semibold">
                <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-danger" />
                {notice}
              </p>
            ) : null}
            <EmergencyCall country={country} className={notice ? 'mt-2' : ''} />
          </div>
        ) : null}
        {failure?.kind === 'signed-out' && onSignIn ? (
          <Button type="button" variant="secondary" onClick={onSignIn}>
            <LogIn aria-hidden className="h-5 w-5" />
            Sign in again
          </Button>
        ) : null}
        {failure && failure.kind !== 'signed-out' && onRetry ? (
          <Button type="button" variant="secondary" onClick={() => onRetry(failure.retry)}>
            <RotateCcw aria-hidden className="h-5 w-5" />
            Try again
          </Button>
        ) : null}
      </div>
    </div>
  );
});
