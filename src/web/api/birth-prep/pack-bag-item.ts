import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BagGroup } from '../../../core/contracts/birth-prep.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { hospitalBagKey } from './hospital-bag.ts';

const withPacked = (groups: BagGroup[], key: string, packed: boolean): BagGroup[] =>
  groups.map((g) => ({ ...g, items: g.items.map((i) => (i.key === key ? { ...i, packed } : i)) }));

/**
 * PATCH /api/hospital-bag/{userId}/items/{itemKey}: one tap packs or unpacks. The tick shows at once and is put
 * back if the server says no (the caller tells her).
 */
export function usePackBagItem(userId: string) {
  const qc = useQueryClient();
  const key = hospitalBagKey(userId);
  return useMutation({
    mutationFn: ({ itemKey, packed }: { itemKey: string; packed: boolean }) =>
      callEndpoint('PATCH /api/hospital-bag/:userId/items/:itemKey', {
        params: { userId, itemKey },
        body: { packed },
      }),
    onMutate: async ({ itemKey, packed }) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<BagGroup[]>(key);
      if (before) qc.setQueryData(key, withPacked(before, itemKey, packed));
      return { before };
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSuccess: ({ item }) => {
      qc.setQueryData<BagGroup[]>(key, (old) => (old ? withPacked(old, item.key, item.packed) : old));
      void qc.invalidateQueries({ queryKey: ['copilot'] });
    },
  });
}
