import { useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type HistoryMessage, URGENT_NOTICE } from '../../../../core/contracts/zara.ts';
import { emergencyNumbersFor, telHref } from '../../../../core/domain/emergency-numbers.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { meQueryKey } from '../../../api/auth/me.ts';
import { useZaraChat } from '../../../api/zara/chat.ts';
import { failureReply } from '../chat-failure.ts';
import { useSpeech } from '../../../components/chat/use-speech.ts';
import { ChatBubble, type ChatMessage } from './chat-bubble.tsx';
import { ChatComposer } from '../../../components/chat/chat-composer.tsx';
import { QuickHelpPanel } from './quick-help-panel.tsx';
import { ReadAloudToggle } from './read-aloud-toggle.tsx';
import type { Stage } from '../../../../core/domain/stage.ts';

export const WELCOME =
  "Hi, I'm Zara. I'm here for you day and night. Ask me anything about your pregnancy or your recovery, or tell me how you're feeling.";

export interface ZaraChatProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  stage: Stage | null;
  week: number | null;
  country: string | null;
  /** A question to ask as soon as the chat opens (?q= from Learn's Ask Zara). */
  initialQuestion?: string | null;
}

const isUrgent = (m: ChatMessage | undefined) =>
  m?.type === 'zara' && (m.urgency === 'urgent' || m.urgency === 'emergency');

/** Zara's chat (docs/product.md, "Zara"): tabs Chat and Quick Help, voice, the urgent notice. */
export function ZaraChat({ open, onClose, userId, stage, week, country, initialQuestion }: ZaraChatProps) {
  const [tab, setTab] = useState('chat');
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, type: 'zara', content: WELCOME }]);
  const [draft, setDraft] = useState('');
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [readAloud, setReadAloud] = useState(false);
  const chat = useZaraChat();
  const qc = useQueryClient();
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);
  const lastRef = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const speech = useSpeech((text) => setDraft((d) => (d ? `${d} ${text}` : text)));
  const latestZara = [...messages].reverse().find((m) => m.type === 'zara' && m.id !== 0);

  // A reply is read from its first line (for an urgent one, what to do now), not from its last; her own
  // message and the thinking indicator follow the end of the conversation.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const last = messages.at(-1);
    if (last?.type === 'zara' && last.id !== 0 && lastRef.current && !chat.isPending)
      log.scrollTop = Math.max(0, lastRef.current.offsetTop - 8);
    else log.scrollTop = log.scrollHeight;
  }, [messages, chat.isPending]);

  function add(m: Omit<ChatMessage, 'id'>) {
    const id = nextId.current++;
    setMessages((ms) => [...ms, { ...m, id }]);
  }

  function send(text: string) {
    const message = text.trim();
    if (!message || chat.isPending) return;
    setTab('chat');
    // Only what was said between her and the server: not the welcome, not the chat's own failure notes.
    const history: HistoryMessage[] = messages
      .filter((m) => m.id !== 0 && !m.failure)
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
            ...(res.response.suggestions?.length ? { suggestions: res.response.suggestions } : {}),
          });
          // Read as words: the notice has its own alert, and list bullets and bold marks are not said.
          if (readAloud)
            speech.say(
              res.response.content
                .replace(URGENT_NOTICE, '')
                .replace(/\*\*/g, '')
                .replace(/^\s*[•*-]\s+/gm, ''),
            );
        },
        onError: (err) => {
          const f = failureReply(err, message, { stage, week, country });
          add({
            type: 'zara',
            content: f.content,
            urgency: f.urgency,
            failure: { kind: f.kind, notice: f.notice, call: f.call, retry: message },
          });
        },
      },
    );
  }

  // The question she came with is asked once, when the chat opens.
  const askOnce = useEffectEvent((question: string) => {
    if (asked.current) return;
    asked.current = true;
    send(question);
  });
  useEffect(() => {
    if (open && initialQuestion) askOnce(initialQuestion);
  }, [open, initialQuestion]);

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
      description="Zara is not a doctor. In an emergency, call for help."
      // The whole screen on a phone, a sheet of fixed height on wider screens: the header, tabs and composer stay
      // put and take little height, and only the conversation scrolls, so the input and the Call button are never
      // pushed off the screen and the conversation gets the room (docs/product.md, "Zara").
      className="flex h-dvh max-h-dvh! flex-col rounded-none! px-4! pt-4! pb-3! sm:h-[min(88dvh,52rem)] sm:max-w-2xl sm:rounded-3xl! sm:p-6!"
      bodyClassName="mt-2! flex min-h-0 flex-1 flex-col"
    >
      <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center gap-2">
          <TabsList className="flex-1">
            <TabsTrigger value="chat">Chat</TabsTrigger>
            <TabsTrigger value="help">Quick Help</TabsTrigger>
          </TabsList>
          <ReadAloudToggle
            on={readAloud}
            onChange={(on) => {
              setReadAloud(on);
              if (!on) speech.stop();
            }}
          />
        </div>
        <TabsContent
          value="chat"
          className="mt-2! flex min-h-0 flex-1 flex-col gap-2 data-[state=inactive]:hidden"
        >
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            className="relative min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain pr-1"
          >
            {messages.map((m, i) => (
              <ChatBubble
                key={m.id}
                ref={i === messages.length - 1 ? lastRef : undefined}
                message={m}
                // A reply answers the message before it: hers to take to her midwife too.
                question={
                  m.type === 'zara' && messages[i - 1]?.type === 'user' ? messages[i - 1]?.content : undefined
                }
                country={country}
                onRetry={send}
                onAsk={send}
                onSignIn={() => void qc.invalidateQueries({ queryKey: meQueryKey })}
              />
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
          </div>
          {isUrgent(latestZara) ? <CallBar country={country} /> : null}
          <ChatComposer
            draft={draft}
            onDraft={setDraft}
            onSend={() => send(draft)}
            sending={chat.isPending}
            speech={speech}
          />
        </TabsContent>
        <TabsContent
          value="help"
          className="min-h-0 flex-1 overflow-y-auto pr-1 data-[state=inactive]:hidden"
        >
          <QuickHelpPanel stage={stage} week={week} country={country} onAsk={send} />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}

/** While the latest reply is urgent, the Call button stays in reach above the input, however long the reply. */
function CallBar({ country }: { country: string | null }) {
  const { numbers } = emergencyNumbersFor(country);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-danger-soft px-3 py-2">
      <p className="mr-auto font-semibold text-fg">Need help now?</p>
      {numbers.map((n) => (
        <a key={n} href={telHref(n)} className={buttonClass('danger', 'md')}>
          <Phone aria-hidden className="h-5 w-5" />
          Call {n}
        </a>
      ))}
    </div>
  );
}
