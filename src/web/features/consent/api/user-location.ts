import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The visitor's country, or null; a failed lookup also gives null (treated as EU, so the modal shows). */
export const useUserLocation = (enabled: boolean) =>
  useQuery({
    queryKey: ['user-location'],
    enabled,
    queryFn: async () => {
      try {
        return (await apiRequest<{ country: string | null }>('GET', '/api/user-location')).country;
      } catch {
        return null;
      }
    },
  });
