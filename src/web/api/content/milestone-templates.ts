import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/milestone-templates: every week's milestones, with the catalogue's words for their red flags. */
export const milestoneTemplatesOptions = () =>
  queryOptions({
    queryKey: ['content', 'milestone-templates'],
    queryFn: () => callEndpoint('GET /api/milestone-templates'),
    staleTime: Infinity,
  });

export const useMilestoneTemplates = () => useQuery(milestoneTemplatesOptions());
