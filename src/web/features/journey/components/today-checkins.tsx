import { Clock } from 'lucide-react';
import type { CheckinMood } from '../../../../core/contracts/checkins.ts';
import { checkinWindow } from '../../../../core/domain/time-windows.ts';
import { MoodCheckin } from '../../../components/ui/mood-checkin.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateCheckin } from '../../../api/checkins/create-checkin.ts';
import { useShownCheckins } from '../../../api/checkins/shown-checkins.ts';
import { checkinMoodOptions } from '../../../components/ui/mood-options.ts';
import { formatClock } from '../../../lib/dates.ts';

type JourneyWindow = 'morning' | 'evening';
const TITLES: Record<JourneyWindow, string> = { morning: 'Morning check-in', evening: 'Evening check-in' };
const PROMPTS: Record<JourneyWindow, string> = {
  morning: 'How did you wake up today?',
  evening: 'How was your day?',
};
/** Where each window starts (docs/product.md, "Check-ins": morning before 12, afternoon before 18, else evening). */
const EVENING_FROM = 18;
const order = { morning: 0, afternoon: 1, evening: 2 } as const;

const atHour = (hour: number) => formatClock(hour);

/**
 * Today's morning and evening check-in cards: each turns to Done with her answer. A card can be answered only in
 * its own window (the check-in window rule), so the evening one waits until 6 pm and a missed morning stays missed.
 */
export function TodayCheckins({ userId, today, hour }: { userId: string; today: string; hour: number }) {
  const list = useShownCheckins(userId, today, today);
  const create = useCreateCheckin(userId);
  const now = checkinWindow(hour);
  const doneFor = (w: JourneyWindow) => list.data?.filter((c) => c.window === w).at(-1) ?? null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['morning', 'evening'] as const).map((w) => {
        const done = doneFor(w);
        if (!done && w !== now) {
          const later = order[w] > order[now];
          return (
            <section
              key={w}
              aria-labelledby={`journey-${w}-t`}
              className="rounded-2xl border border-dashed border-border bg-surface p-5"
            >
              <h2 id={`journey-${w}-t`} className="flex items-center gap-2 text-lg font-semibold">
                <Clock aria-hidden className="h-5 w-5 text-muted" /> {TITLES[w]}
              </h2>
              <p className="mt-1 text-muted">
                {later
                  ? `Opens at ${atHour(EVENING_FROM)}. Come back this evening to tell Zara about your day.`
                  : 'The morning has passed without a check-in, and that is fine. Tell Zara how you are this evening.'}
              </p>
            </section>
          );
        }
        return (
          <MoodCheckin
            key={w}
            title={TITLES[w]}
            prompt={PROMPTS[w]}
            moods={checkinMoodOptions}
            done={done}
            pending={
              (create.isPending && create.variables.window === w) ||
              (list.isPending && list.fetchStatus !== 'paused')
            }
            error={create.isError && create.variables.window === w ? errorMessage(create.error) : null}
            onSubmit={({ mood, intensity }) =>
              create.mutate({ mood: mood as CheckinMood, intensity, window: w })
            }
          />
        );
      })}
    </div>
  );
}
