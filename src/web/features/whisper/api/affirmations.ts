import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Affirmation } from '../../../../core/contracts/content.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type AffirmationStage = 'pregnancy' | 'postpartum' | 'any';

/** GET /api/affirmations?stage=&trimester=: affirmations for her stage (the server adds the 'any' ones). */
export const affirmationsOptions = (stage: AffirmationStage, trimester: 1 | 2 | 3 | null) => {
  const params = new URLSearchParams({ stage });
  if (trimester) params.set('trimester', String(trimester));
  return queryOptions({
    queryKey: ['content', 'affirmations', stage, trimester],
    queryFn: () => apiRequest<Affirmation[]>('GET', `/api/affirmations?${params.toString()}`),
  });
};

export const useAffirmations = (stage: AffirmationStage, trimester: 1 | 2 | 3 | null, enabled = true) =>
  useQuery({ ...affirmationsOptions(stage, trimester), enabled });
