import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

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

/** GET /api/admin/flags: the Alerts count is red plus yellow flags (01 section 9). */
export const useAlertCount = (userId: string) =>
  useQuery({
    queryKey: ['flags', userId, 'count'],
    queryFn: async () => {
      const flags = await quietList('/api/admin/flags');
      if (!flags) return null;
      return flags.filter((f) => {
        const t = (f as { flagType?: unknown }).flagType;
        return t === 'red' || t === 'yellow';
      }).length;
    },
  });
