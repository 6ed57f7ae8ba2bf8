import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { milestonesKey } from './keys.ts';

export interface MilestonePhotoUpload {
  file: Blob;
  milestoneTemplateId: string;
  babyId?: string;
}

/** POST /api/milestone-photos: one photo, sent as multipart/form-data (the server strips its metadata). */
export function useUploadMilestonePhoto(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MilestonePhotoUpload) => callEndpoint('POST /api/milestone-photos', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...milestonesKey(userId), 'photos'] }),
  });
}
