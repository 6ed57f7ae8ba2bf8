import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { ChatLink } from '../../../../core/contracts/zara.ts';
import { EmergencyCall } from '../../../components/safety/emergency-call.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AnswerText } from '../../../components/chat/answer-text.tsx';
import { cn } from '../../../lib/cn.ts';

export interface RecoveryMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** An urgent reply: its notice, shown with the Call button. */
  notice?: string | null;
  redFlagReason?: string;
  links?: ChatLink[];
  /** A photo she attached (its thumbnail). */
  photo?: { url: string; thumbnailUrl: string } | null;
  /** The server did not answer: what she sent, to send again. */
  failed?: string;
}

/** One message; an urgent reply ends with its notice and the Call button, a failed one with Try again. */
export function RecoveryBubble({
  message,
  country,
  onRetry,
}: {
  message: RecoveryMessage;
  country: string | null;
  onRetry: (text: string) => void;
}) {
  const mine = message.role === 'user';
  const urgent = Boolean(message.notice);
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          // An urgent reply takes a phone's whole width: its notice and Call button must not be squeezed.
          'min-w-0 space-y-2 rounded-2xl px-4 py-3 sm:max-w-[88%]',
          urgent ? 'w-full' : 'max-w-[92%]',
          mine ? 'rounded-br-md bg-primary text-primary-fg' : 'rounded-bl-md bg-surface-2 text-fg',
          urgent && 'border-2 border-danger',
        )}
      >
        <p className="sr-only">{mine ? 'You said:' : 'ZaraMD said:'}</p>
        {message.photo ? (
          <a href={message.photo.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={message.photo.thumbnailUrl}
              alt="What you attached"
              className="max-h-40 rounded-xl object-cover"
            />
          </a>
        ) : null}
        <AnswerText
          content={message.content}
          notice={message.notice}
          links={message.links}
          callShown={urgent}
        />
        {urgent ? (
          <div role="alert" className="rounded-xl bg-danger-soft p-3 text-fg">
            <p className="flex items-start gap-2 font-semibold">
              <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-danger" />
              {message.notice}
            </p>
            <EmergencyCall country={country} className="mt-2" />
          </div>
        ) : null}
        {message.failed !== undefined ? (
          <Button variant="secondary" onClick={() => onRetry(message.failed ?? '')}>
            <RotateCcw aria-hidden className="h-5 w-5" /> Try again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
