import type { CheckinMood, CheckinWindow } from '../../../../core/contracts/checkins.ts';
import { MoodCheckin } from '../../../components/ui/mood-checkin.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateCheckin } from '../../../api/checkins/create-checkin.ts';
import { useShownCheckins } from '../../../api/checkins/shown-checkins.ts';
import { checkinMoodOptions } from '../../../components/ui/mood-options.ts';

const titles: Record<CheckinWindow, string> = {
  morning: 'Morning check-in',
  afternoon: 'Afternoon check-in',
  evening: 'Evening check-in',
};

/** A check-in card for one window of today: not done -> Done with the response. */
export function WindowCheckin({
  userId,
  today,
  window,
}: {
  userId: string;
  today: string;
  window: CheckinWindow;
}) {
  const list = useShownCheckins(userId, today, today);
  const create = useCreateCheckin(userId);
  const done = list.data?.filter((c) => c.window === window).at(-1) ?? null;
  return (
    <MoodCheckin
      title={titles[window]}
      prompt={`How are you feeling this ${window}?`}
      moods={checkinMoodOptions}
      done={done}
      pending={create.isPending || (list.isPending && list.fetchStatus !== 'paused')}
      error={create.isError ? errorMessage(create.error) : null}
      onSubmit={({ mood, intensity }) => create.mutate({ mood: mood as CheckinMood, intensity, window })}
    />
  );
}
