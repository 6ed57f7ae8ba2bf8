import type { CheckinMood } from '../../../../core/contracts/checkins.ts';
import { MoodCheckin } from '../../../components/ui/mood-checkin.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCheckins, useCreateCheckin } from '../../dashboard/api/checkins.ts';
import { checkinMoodOptions } from '../../dashboard/moods.ts';

/** Today's morning and evening check-in cards: each turns to Done with her answer. */
export function TodayCheckins({ userId, today }: { userId: string; today: string }) {
  const list = useCheckins(userId, today, today);
  const create = useCreateCheckin(userId);
  const doneFor = (w: 'morning' | 'evening') => list.data?.filter((c) => c.window === w).at(-1) ?? null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(['morning', 'evening'] as const).map((w) => (
        <MoodCheckin
          key={w}
          title={w === 'morning' ? 'Morning check-in' : 'Evening check-in'}
          prompt={w === 'morning' ? 'How did you wake up today?' : 'How was your day?'}
          moods={checkinMoodOptions}
          done={doneFor(w)}
          pending={(create.isPending && create.variables.window === w) || list.isPending}
          error={create.isError && create.variables.window === w ? errorMessage(create.error) : null}
          onSubmit={({ mood, intensity }) =>
            create.mutate({ mood: mood as CheckinMood, intensity, window: w })
          }
        />
      ))}
    </div>
  );
}
