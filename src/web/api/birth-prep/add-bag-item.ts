import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddBagItemBody } from '../../../core/contracts/birth-prep.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { hospitalBagKey } from './hospital-bag.ts';

/** POST /api/hospital-bag/{userId}/items: one of her own, added to a group. */
export function useAddBagItem(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBagItemBody) =>
      callEndpoint('POST /api/hospital-bag/:userId/items', { params: { userId }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: hospitalBagKey(userId) }),
  });
}
