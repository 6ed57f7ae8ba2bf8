import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { milestonesKey } from './keys.ts';

/** DELETE /api/milestone-photos/{photoId}: the photo and its bytes. */
export function useDeleteMilestonePhoto(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      callEndpoint('DELETE /api/milestone-photos/:photoId', { params: { photoId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...milestonesKey(userId), 'photos'] }),
  });
}
