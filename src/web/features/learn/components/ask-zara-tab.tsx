import { MessageCircleHeart, MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

/** Four everyday questions; each opens Zara's chat with the question asked. */
export const askZaraQuestions = [
  'Is it normal to feel this tired?',
  'What can I do about heartburn?',
  'How can I sleep better?',
  'When should I call my midwife?',
] as const;

export const zaraChatLink = (q?: string) => (q ? `/zara-chat?q=${encodeURIComponent(q)}` : '/zara-chat');

export function AskZaraTab({ draft }: { draft: string }) {
  return (
    <section aria-labelledby="ask-zara-heading" className="space-y-4">
      <div>
        <h2 id="ask-zara-heading" className="text-lg font-semibold">
          Ask Zara
        </h2>
        <p className="text-muted">
          Zara answers in plain words and tells you when to call someone. Tap a question to ask it.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {askZaraQuestions.map((q) => (
          <li key={q}>
            <Link
              to={zaraChatLink(q)}
              className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface p-4 font-medium shadow-sm hover:border-primary hover:text-primary"
            >
              <MessageCircleQuestion aria-hidden className="h-5 w-5 shrink-0 text-primary" />
              {q}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={zaraChatLink(draft.trim() || undefined)} className={buttonClass('primary', 'lg', 'w-full')}>
        <MessageCircleHeart aria-hidden className="h-5 w-5" />
        Ask Zara anything
      </Link>
    </section>
  );
}
