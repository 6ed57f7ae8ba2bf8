import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { guidesResponseSchema } from '../../../core/contracts/content.ts';
import { callEndpoint } from '../../lib/api-client.ts';

export type Guides = z.infer<typeof guidesResponseSchema>;

/** GET /api/education/guides: the two guides of the Guides tab. */
export const guidesOptions = () =>
  queryOptions({
    queryKey: ['education', 'guides'],
    queryFn: () => callEndpoint('GET /api/education/guides'),
  });

export const useGuides = () => useQuery(guidesOptions());
