import { Mic, MicOff, Send } from 'lucide-react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import type { useSpeech } from './use-speech.ts';

export interface ChatComposerProps {
  draft: string;
  onDraft: (text: string) => void;
  onSend: () => void;
  sending: boolean;
  speech: ReturnType<typeof useSpeech>;
  /** The text box's id and name (two chats may share a page: Zara's bubble opens over any screen). */
  inputId?: string;
  label?: string;
  placeholder?: string;
  /**
   * A control before the microphone (the recovery chat's attach button). With it, a phone puts the text box on a row
   * of its own and the buttons below, so her words keep the width.
   */
  extra?: ReactNode;
  /** Shown under the buttons: what went wrong with the extra control (a file that is not a photo). */
  footer?: ReactNode;
}

/**
 * The input (Send disabled when blank or while a reply is pending; Enter sends, Shift+Enter makes a new line) and
 * the voice toggle, sized for a thumb, in one row (two on a phone when there is an extra control). Zara's chat and the recovery chat both use it.
 */
export function ChatComposer({
  draft,
  onDraft,
  onSend,
  sending,
  speech,
  inputId = 'zara-input',
  label = 'Message Zara',
  placeholder = 'Ask anything',
  extra,
  footer,
}: ChatComposerProps) {
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    onSend();
  }
  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      onSend();
    }
  }
  const voiceLabel = speech.listening
    ? 'Stop voice input'
    : speech.supported
      ? 'Voice input'
      : 'Voice input (not available in this browser)';
  return (
    <form onSubmit={onSubmit} className="space-y-2">
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
      <div className={cn('flex items-end gap-2', extra && 'flex-wrap sm:flex-nowrap')}>
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <textarea
          id={inputId}
          rows={1}
          value={draft}
          disabled={speech.listening}
          onChange={(e) => onDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={2000}
          placeholder={speech.listening ? 'Listening...' : placeholder}
          className={cn(
            'min-h-12 min-w-0 flex-1 resize-none rounded-2xl border border-border bg-surface px-4 py-3 text-base disabled:opacity-60',
            extra && 'basis-full sm:basis-0',
          )}
        />
        {extra}
        <button
          type="button"
          aria-pressed={speech.listening}
          aria-label={voiceLabel}
          title={voiceLabel}
          onClick={() => speech.toggle()}
          className={cn(
            'inline-flex h-12 min-w-12 shrink-0 items-center justify-center gap-2 rounded-full border border-border hover:bg-surface-2',
            extra ? 'px-3 max-[359px]:px-0' : 'w-12',
            speech.listening && 'border-primary bg-primary-soft text-primary',
            !speech.supported && 'text-muted',
          )}
        >
          {speech.listening || !speech.supported ? (
            <MicOff aria-hidden className="h-5 w-5" />
          ) : (
            <Mic aria-hidden className="h-5 w-5" />
          )}
          {/* On their own row (with an extra control) the buttons have room for a word; the name says it in full. */}
          {extra ? (
            <span aria-hidden className="max-[359px]:hidden">
              {speech.listening ? 'Stop' : 'Voice'}
            </span>
          ) : null}
        </button>
        <Button type="submit" disabled={!draft.trim() || sending} className="ml-auto h-12 shrink-0 px-4">
          <Send aria-hidden className="h-5 w-5" />
          {/* Beside the text box on the narrowest phones, the arrow alone, so the input keeps its room; the name
              stays "Send". On a row of its own below the text box, the word fits. */}
          <span className={extra ? undefined : 'max-[359px]:sr-only'}>Send</span>
        </Button>
      </div>
      {footer}
    </form>
  );
}
