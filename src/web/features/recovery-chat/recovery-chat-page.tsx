import { Info } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ChatComposer } from '../../components/chat/chat-composer.tsx';
import { useSpeech } from '../../components/chat/use-speech.ts';
import { useEmergencyCountry } from '../../components/safety/use-emergency-country.ts';
import { Chip } from '../../components/ui/chip.tsx';
import { FieldError } from '../../components/ui/field.tsx';
import { useMyProfileStatus } from '../../api/session.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AttachPhoto } from './components/attach-photo.tsx';
import { EmergencySymptomsCard } from './components/emergency-symptoms-card.tsx';
import { RecoveryBubble } from './components/recovery-bubble.tsx';
import { TypingIndicator } from './components/typing-indicator.tsx';
import { DISCLAIMER, QUICK_QUESTIONS } from './quick-questions.ts';
import { useRecoveryChat } from './use-recovery-chat.ts';

/**
 * Ask ZaraMD - Recovery (/post-birth/recovery-chat; docs/product.md, "The recovery chat"): the welcome, six quick
 * questions, the conversation with a typing indicator, the text box (Enter sends, Shift+Enter a new line), voice
 * input as in Zara's chat, a photo to attach, the disclaimer and the emergency-symptom card. Triage, the flag for
 * review and the answer are the server's.
 */
export function RecoveryChatPage() {
  useDocumentTitle('Ask ZaraMD - Recovery');
  const status = useMyProfileStatus();
  const country = useEmergencyCountry().data ?? null;
  const chat = useRecoveryChat(status.data?.pregnancyStatus.postpartumWeek ?? null);
  const [draft, setDraft] = useState('');
  const [attachError, setAttachError] = useState<string | null>(null);
  const speech = useSpeech((text) => setDraft((d) => (d ? `${d} ${text}` : text)));
  const lastRef = useRef<HTMLDivElement>(null);
  const attachErrorId = useId();
  const photoProblem = attachError ?? (chat.photoError ? errorMessage(chat.photoError) : undefined);

  // A new message or the typing dots come into view, without moving the page further than needed.
  useEffect(() => {
    lastRef.current?.scrollIntoView({ block: 'nearest' });
  }, [chat.messages.length, chat.pending]);

  function send(text = draft) {
    if (chat.send(text) && text === draft) setDraft('');
  }

  return (
    <div className="space-y-5">
      <div role="group" aria-label="Quick questions" className="flex flex-wrap gap-2">
        {QUICK_QUESTIONS.map((q) => (
          <Chip
            key={q.label}
            selected={false}
            aria-pressed={undefined}
            title={q.question}
            disabled={chat.pending}
            onClick={() => send(q.question)}
            className="normal-case"
          >
            {q.label}
          </Chip>
        ))}
      </div>
      <div role="log" aria-label="Conversation with ZaraMD" aria-live="polite" className="space-y-3">
        {chat.messages.map((m) => (
          <RecoveryBubble key={m.id} message={m} country={country} onRetry={(t) => send(t)} />
        ))}
        {chat.pending ? <TypingIndicator /> : null}
        <div ref={lastRef} />
      </div>
      <ChatComposer
        draft={draft}
        onDraft={setDraft}
        onSend={() => send()}
        sending={chat.pending}
        speech={speech}
        inputId="recovery-chat-input"
        label="Message ZaraMD"
        placeholder="Ask ZaraMD"
        extra={
          <AttachPhoto
            disabled={chat.pending}
            errorId={photoProblem ? attachErrorId : undefined}
            onError={setAttachError}
            onPhoto={(file) => {
              if (chat.sendPhoto(file, draft)) setDraft('');
            }}
          />
        }
        footer={<FieldError id={attachErrorId} message={photoProblem} />}
      />
      <p className="flex items-start gap-2 text-sm text-muted">
        <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {DISCLAIMER}
      </p>
      <EmergencySymptomsCard country={country} />
    </div>
  );
}
