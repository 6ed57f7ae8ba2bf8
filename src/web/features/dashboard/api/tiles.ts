import { useQuery } from '@tanstack/react-query';
import { openRedFlagCount } from '../../../../core/domain/nudges.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { flagsOptions } from '../../../api/flags/flags.ts';

/** Reads a list that another feature serves; until it exists (404) or when it fails, the tile shows '—' quietly. */
async function quietList(path: string): Promise<unknown[] | null> {
  try {
    const data = await apiRequest<unknown>('GET', path);
    return Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}

/** GET /api/journal/{userId}: only the number of entries is used here. */
export const useJournalCount = (userId: string) =>
  useQuery({
    queryKey: ['journal', userId, 'count'],
    queryFn: async () => (await quietList(`/api/journal/${userId}`))?.length ?? null,
  });

/**
 * GET /api/admin/flags, shared with the alerts page: the Alerts tile counts red plus yellow flags, all of them
 * (01 section 9); the red-flag nudge counts only recent red ones she has not reviewed (openRedFlagCount).
 */
export const useAlerts = (userId: string) =>
  useQuery({
    ...flagsOptions(userId),
    select: (flags) => ({
      count: flags.filter((f) => f.flagType === 'red' || f.flagType === 'yellow').length,
      openRed: openRedFlagCount(flags, new Date()),
    }),
  });
