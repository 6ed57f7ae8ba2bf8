import { Check, CheckCircle2, Clock, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

export interface MoodOption {
  value: string;
  label: string;
  icon: LucideIcon;
}

export interface MoodCheckinProps {
  title: string;
  /** The heading once done; "{title}: Done" by default (a question needs its own). */
  doneTitle?: string;
  prompt: string;
  moods: readonly MoodOption[];
  /** The saved answer: the card shows Done with it (and, if it waits on her phone for a signal, says so). */
  done: { mood: string; intensity: number; waiting?: boolean } | null;
  pending?: boolean;
  error?: string | null;
  /** Shows the 1-10 intensity slider (default 5). */
  withIntensity?: boolean;
  onSubmit: (answer: { mood: string; intensity: number }) => void;
}

/** A check-in card: choose a mood (and intensity), submit; it turns to Done with the response (docs/product.md, "Check-ins"). */
export function MoodCheckin({
  title,
  doneTitle,
  prompt,
  moods,
  done,
  pending,
  error,
  withIntensity = true,
  onSubmit,
}: MoodCheckinProps) {
  const [mood, setMood] = useState<string | null>(null);
  const [intensity, setIntensity] = useState(5);
  const id = useId();
  if (done) {
    const m = moods.find((o) => o.value === done.mood);
    return (
      <section aria-labelledby={`${id}-t`} className="rounded-2xl border border-ok bg-ok-soft p-5">
        <h2 id={`${id}-t`} className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 aria-hidden className="h-5 w-5 text-ok" /> {doneTitle ?? `${title}: Done`}
        </h2>
        <p className="mt-1">
          You're feeling {m ? m.label.toLowerCase() : done.mood}
          {withIntensity ? ` (${String(done.intensity)}/10)` : ''}. Thank you for checking in.
        </p>
        {done.waiting ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm" data-testid="checkin-waiting">
            <Clock aria-hidden className="h-4 w-4 shrink-0" />
            Waiting to send: kept on your phone until you are back online.
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section
      aria-labelledby={`${id}-t`}
      className="space-y-3 rounded-2xl border border-border bg-surface p-5 shadow-sm"
    >
      <div>
        <h2 id={`${id}-t`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-muted">{prompt}</p>
      </div>
      <div
        role="radiogroup"
        aria-label="Mood"
        className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2"
      >
        {moods.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={mood === o.value}
            onClick={() => setMood(o.value)}
            className={cn(
              // Tight enough that 'Overwhelmed' fits a two-column phone grid; a longer word may hyphenate, never overflow.
              'relative flex min-h-11 items-center gap-1.5 rounded-xl border-2 px-2.5 py-2 text-left',
              mood === o.value ? 'border-primary bg-primary-soft' : 'border-border hover:border-primary/50',
            )}
          >
            <o.icon aria-hidden className="h-5 w-5 shrink-0 text-primary" />
            <span className="min-w-0 hyphens-auto">{o.label}</span>
            {mood === o.value ? (
              <Check aria-hidden className="absolute top-1 right-1 h-3.5 w-3.5 text-primary" />
            ) : null}
          </button>
        ))}
      </div>
      {withIntensity ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-i`} className="flex justify-between text-sm font-medium">
            <span>How strongly?</span>
            <span>{intensity}/10</span>
          </label>
          <input
            id={`${id}-i`}
            type="range"
            min={1}
            max={10}
            value={intensity}
            onChange={(e) => setIntensity(Number(e.target.value))}
            className="w-full accent-[var(--color-primary)]"
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button disabled={!mood || pending} onClick={() => mood && onSubmit({ mood, intensity })}>
        {pending ? 'Saving...' : 'Check in'}
      </Button>
    </section>
  );
}
