import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { hospitalBagKey } from './hospital-bag.ts';

/** DELETE /api/hospital-bag/{userId}/items/{itemKey}: only her own items can go. */
export function useRemoveBagItem(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (itemKey: string) =>
      callEndpoint('DELETE /api/hospital-bag/:userId/items/:itemKey', { params: { userId, itemKey } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: hospitalBagKey(userId) }),
  });
}
