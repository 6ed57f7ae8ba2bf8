import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyTasks } from '../../../core/contracts/checkins.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** Keyed by her local date: after midnight the ticks are a new query (tomorrow starts fresh), even with the app open. */
const key = (userId: string, today: string) => ['daily-tasks', userId, today] as const;

/** GET /api/daily-tasks/{userId}: today's ticks of 'What to Do Today'. */
export const dailyTasksOptions = (userId: string, today: string) =>
  queryOptions({
    queryKey: key(userId, today),
    enabled: Boolean(userId),
    queryFn: () => callEndpoint('GET /api/daily-tasks/:userId', { params: { userId } }),
  });
export const useDailyTasks = (userId: string, today: string) => useQuery(dailyTasksOptions(userId, today));

/** PUT /api/daily-tasks: tick or untick one task for today. */
export function useToggleTask(userId: string, today: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { taskKey: string; done: boolean }) => callEndpoint('PUT /api/daily-tasks', { body }),
    // The tick shows at once; the server's answer (or a refetch after a failure) settles it.
    onMutate: ({ taskKey, done }) => {
      qc.setQueryData<DailyTasks>(key(userId, today), (old) =>
        old
          ? {
              ...old,
              done: done ? [...new Set([...old.done, taskKey])] : old.done.filter((k) => k !== taskKey),
            }
          : old,
      );
    },
    // The server answers for its own today (hers, in her time zone): file it under that day.
    onSuccess: (data) => qc.setQueryData(key(userId, data.localDate), data),
    onError: () => qc.invalidateQueries({ queryKey: key(userId, today) }),
  });
}
