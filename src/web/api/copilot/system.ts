import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/admin/copilot/system: the machinery, for admins (whether the parts are up and how they fit). */
export const useCopilotSystem = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'copilot', 'system'],
    queryFn: () => callEndpoint('GET /api/admin/copilot/system'),
    enabled,
    refetchInterval: 300_000,
  });
