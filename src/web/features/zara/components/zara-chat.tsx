import { AlertTriangle, Mic, MicOff, Send, Volume2, VolumeX } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  type ChatLink,
  type HistoryMessage,
  URGENT_NOTICE,
  type Urgency,
} from '../../../../core/contracts/zara.ts';
import { signsForStage } from '../../../../core/domain/warning-signs.ts';
import { EmergencyCall } from '../../../components/safety/emergency-call.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { useZaraChat } from '../api/chat.ts';
import { fallbackReply } from '../fallback.ts';
import { useSpeech } from '../use-speech.ts';

export const WELCOME =
  "Hi, I'm Zara. I'm here for you day and night. Ask me anything about your pregnancy or your recovery, or tell me how you're feeling.";

export const QUICK_QUESTIONS = [
  'What can I do about heartburn?',
  'Is it normal to feel this tired?',
  'How can I sleep better?',
  'What are the warning signs I should know?',
] as const;

interface Message {
  id: number;
  type: 'user' | 'zara';
  content: string;
  urgency?: Urgency;
  links?: ChatLink[];
  offline?: boolean;
}

export interface ZaraChatProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  stage: 'pregnant' | 'postpartum' | null;
  week: number | null;
  country: string | null;
  /** A question to ask as soon as the chat opens (?q= from Learn's Ask Zara). */
  initialQuestion?: string | null;
}

/** Zara's chat (01-core-app.md sections 2 and 4): tabs Chat and Quick Help, voice, the urgent notice. */
export function ZaraChat({ open, onClose, userId, stage, week, country, initialQuestion }: ZaraChatProps) {
  const [tab, setTab] = useState('chat');
  const [messages, setMessages] = useState<Message[]>([{ id: 0, type: 'zara', content: WELCOME }]);
  const [draft, setDraft] = useState('');
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [readAloud, setReadAloud] = useState(false);
  const chat = useZaraChat();
  const nextId = useRef(1);
  const endRef = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const speech = useSpeech((text) => setDraft((d) => (d ? `${d} ${text}` : text)));

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, chat.isPending]);

  function add(m: Omit<Message, 'id'>) {
    const id = nextId.current++;
    setMessages((ms) => [...ms, { ...m, id }]);
  }

  function send(text: string) {
    const message = text.trim();
    if (!message || chat.isPending) return;
    setTab('chat');
    const history: HistoryMessage[] = messages
      .filter((m) => m.id !== 0)
      .slice(-6)
      .map((m) => ({ role: m.type === 'user' ? 'user' : 'assistant', content: m.content.slice(0, 2000) }));
    add({ type: 'user', content: message });
    setDraft('');
    chat.mutate(
      {
        userMessage: message,
        userId,
        pregnancyWeek: stage === 'pregnant' ? week : null,
        postpartumWeek: stage === 'postpartum' ? week : null,
        conversationHistory: history,
        ...(conversationId ? { conversationId } : {}),
      },
      {
        onSuccess: (res) => {
          setConversationId(res.conversationId);
          add({
            type: 'zara',
            content: res.response.content,
            urgency: res.response.urgency,
            links: res.response.links,
          });
          if (readAloud) speech.say(res.response.content.replace(URGENT_NOTICE, ''));
        },
        onError: () => {
          const f = fallbackReply(message, { stage, week });
          const content = f.urgency === 'routine' ? f.content : `${f.content}\n\n${URGENT_NOTICE}`;
          add({ type: 'zara', content, urgency: f.urgency, offline: true });
        },
      },
    );
  }

  useEffect(() => {
    if (open && initialQuestion && !asked.current) {
      asked.current = true;
      send(initialQuestion);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ask the question once, when the chat opens
  }, [open, initialQuestion]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    send(draft);
  }
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      send(draft);
    }
  }

  const signStage = stage === 'postpartum' ? 'postpartum' : 'pregnancy';
  const signs = useMemo(
    () =>
      signsForStage(signStage, stage === 'pregnant' ? (week ?? undefined) : undefined).filter(
        (s) => s.level !== 'routine',
      ),
    [signStage, stage, week],
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          speech.stop();
          onClose();
        }
      }}
      title="Chat with Zara"
      description="Your companion, day and night. Zara is not a doctor; in an emergency call for help."
      className="flex flex-col sm:max-w-2xl"
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="chat">Chat</TabsTrigger>
          <TabsTrigger value="help">Quick Help</TabsTrigger>
        </TabsList>
        <TabsContent value="chat">
          <div
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            className="max-h-[52dvh] min-h-56 space-y-3 overflow-y-auto pr-1"
          >
            {messages.map((m) => (
              <ChatBubble key={m.id} message={m} country={country} />
            ))}
            {chat.isPending ? (
              <p className="flex items-center gap-2 text-muted" role="status">
                <span className="inline-flex gap-1" aria-hidden>
                  <span className="h-2 w-2 animate-bounce rounded-full bg-primary" />
                  <span className="h-2 w-2 animate-bounce rounded-full bg-primary [animation-delay:150ms]" />
                  <span className="h-2 w-2 animate-bounce rounded-full bg-primary [animation-delay:300ms]" />
                </span>
                Zara is thinking...
              </p>
            ) : null}
            <div ref={endRef} />
          </div>
          <form onSubmit={onSubmit} className="mt-3 space-y-2">
            {speech.listening ? (
              <div
                className="flex h-10 items-center justify-center gap-1 rounded-xl bg-primary-soft"
                aria-label="Listening"
                role="status"
              >
                {speech.levels.map((l, i) => (
                  <span
                    key={i}
                    className="w-1.5 rounded-full bg-primary transition-all"
                    style={{ height: `${String(Math.round(6 + l * 26))}px` }}
                  />
                ))}
              </div>
            ) : null}
            {speech.message ? (
              <p className="text-sm text-muted" role="status">
                {speech.message}
              </p>
            ) : null}
            <div className="flex items-end gap-2">
              <label htmlFor="zara-input" className="sr-only">
                Message Zara
              </label>
              <textarea
                id="zara-input"
                rows={2}
                value={draft}
                disabled={speech.listening}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={onKeyDown}
                maxLength={2000}
                placeholder={speech.listening ? 'Listening...' : 'Ask Zara anything'}
                className="min-h-12 flex-1 resize-none rounded-2xl border border-border bg-surface px-4 py-3 text-base disabled:opacity-60"
              />
              <button
                type="button"
                aria-pressed={speech.listening}
                aria-label={speech.listening ? 'Stop voice input' : 'Voice input'}
                onClick={() => speech.toggle()}
                className={cn(
                  'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-border hover:bg-surface-2',
                  speech.listening && 'border-primary bg-primary-soft text-primary',
                )}
              >
                {speech.listening ? (
                  <MicOff aria-hidden className="h-5 w-5" />
                ) : (
                  <Mic aria-hidden className="h-5 w-5" />
                )}
              </button>
              <Button type="submit" disabled={!draft.trim() || chat.isPending} className="h-12 shrink-0">
                <Send aria-hidden className="h-5 w-5" />
                Send
              </Button>
            </div>
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-muted">
              <input
                type="checkbox"
                checked={readAloud}
                onChange={(e) => {
                  setReadAloud(e.target.checked);
                  if (!e.target.checked) speech.stop();
                }}
                className="h-5 w-5 accent-[var(--color-primary)]"
              />
              {readAloud ? (
                <Volume2 aria-hidden className="h-4 w-4" />
              ) : (
                <VolumeX aria-hidden className="h-4 w-4" />
              )}
              Read Zara&apos;s replies aloud
            </label>
          </form>
        </TabsContent>
        <TabsContent value="help" className="space-y-5">
          <section aria-labelledby="zara-common">
            <h3 id="zara-common" className="font-semibold">
              Common questions
            </h3>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {QUICK_QUESTIONS.map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    onClick={() => send(q)}
                    className="min-h-12 w-full rounded-2xl border border-border bg-surface p-3 text-left font-medium hover:border-primary hover:text-primary"
                  >
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="zara-signs">
            <h3 id="zara-signs" className="font-semibold">
              Warning signs: call now
            </h3>
            <ul className="mt-2 space-y-2">
              {signs.slice(0, 10).map((s) => (
                <li key={s.id} className="rounded-2xl border border-border bg-surface p-3">
                  <p className="flex items-center gap-2 font-medium">
                    <AlertTriangle
                      aria-hidden
                      className={cn('h-4 w-4', s.level === 'emergency' ? 'text-danger' : 'text-caution')}
                    />
                    {s.name}
                    <span className="ml-auto text-sm text-muted">
                      {s.level === 'emergency' ? 'Emergency' : 'Urgent'}
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-muted">{s.description}</p>
                </li>
              ))}
            </ul>
            <EmergencyCall country={country} className="mt-3" />
          </section>
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}

function ChatBubble({ message, country }: { message: Message; country: string | null }) {
  const mine = message.type === 'user';
  const paragraphs = message.content.split(/\n{2,}/).filter((p) => p.trim() && p.trim() !== URGENT_NOTICE);
  const urgent = message.urgency === 'urgent' || message.urgency === 'emergency';
  return (
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[88%] space-y-2 rounded-2xl px-4 py-3',
          mine ? 'rounded-br-md bg-primary text-primary-fg' : 'rounded-bl-md bg-surface-2 text-fg',
          urgent && !mine && 'border-2 border-danger',
        )}
      >
        <p className="sr-only">{mine ? 'You said:' : 'Zara said:'}</p>
        {paragraphs.map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
        {message.links?.length ? (
          <ul className="space-y-1">
            {message.links.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="font-medium text-primary underline underline-offset-2">
                  Read: {l.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {message.offline ? (
          <p className="text-sm text-muted">Offline reply: I could not reach the server.</p>
        ) : null}
        {urgent && !mine ? (
          <div role="alert" className="rounded-xl bg-danger-soft p-3 text-fg">
            <p className="flex items-start gap-2 font-semibold">
              <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-danger" />
              {URGENT_NOTICE}
            </p>
            <EmergencyCall country={country} className="mt-2" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
