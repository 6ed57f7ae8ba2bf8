import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyTasks } from '../../../../core/contracts/checkins.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const key = (userId: string) => ['daily-tasks', userId] as const;

/** GET /api/daily-tasks/{userId}: today's ticks of 'What to Do Today'. */
export const useDailyTasks = (userId: string) =>
  useQuery({
    queryKey: key(userId),
    queryFn: () => apiRequest<DailyTasks>('GET', `/api/daily-tasks/${userId}`),
  });

/** PUT /api/daily-tasks: tick or untick one task for today. */
export function useToggleTask(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { taskKey: string; done: boolean }) =>
      apiRequest<DailyTasks>('PUT', '/api/daily-tasks', body),
    // The tick shows at once; the server's answer (or a refetch after a failure) settles it.
    onMutate: ({ taskKey, done }) => {
      qc.setQueryData<DailyTasks>(key(userId), (old) =>
        old
          ? {
              ...old,
              done: done ? [...new Set([...old.done, taskKey])] : old.done.filter((k) => k !== taskKey),
            }
          : old,
      );
    },
    onSuccess: (data) => qc.setQueryData(key(userId), data),
    onError: () => qc.invalidateQueries({ queryKey: key(userId) }),
  });
}
