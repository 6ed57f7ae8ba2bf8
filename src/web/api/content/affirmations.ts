import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export type AffirmationStage = 'pregnancy' | 'postpartum' | 'any';

/** GET /api/affirmations?stage=&trimester=: affirmations for her stage (the server adds the 'any' ones). */
export const affirmationsOptions = (stage: AffirmationStage, trimester: 1 | 2 | 3 | null) => {
  return queryOptions({
    queryKey: ['content', 'affirmations', stage, trimester],
    queryFn: () =>
      callEndpoint('GET /api/affirmations', { query: { stage, ...(trimester ? { trimester } : {}) } }),
  });
};

export const useAffirmations = (stage: AffirmationStage, trimester: 1 | 2 | 3 | null, enabled = true) =>
  useQuery({ ...affirmationsOptions(stage, trimester), enabled });
