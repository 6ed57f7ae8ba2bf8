import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** GET /api/user-location: the visitor's country, or null; a failed lookup also gives null (treated as EU, so the modal shows). */
export const useUserLocation = (enabled: boolean) =>
  useQuery({
    queryKey: ['user-location'],
    enabled,
    queryFn: async () => {
      try {
        return (await callEndpoint('GET /api/user-location')).country;
      } catch {
        return null;
      }
    },
  });
