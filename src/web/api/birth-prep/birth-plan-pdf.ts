import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

export const BIRTH_PLAN_PDF_NAME = 'my-birth-plan.pdf';

/** GET /api/birth-plan/{userId}.pdf, saved as a download (a failure is the caller's to show). */
async function downloadPdf(userId: string): Promise<void> {
  saveFile(
    await callEndpoint('GET /api/birth-plan/:userId.pdf', { params: { userId } }),
    BIRTH_PLAN_PDF_NAME,
  );
}

export const useDownloadBirthPlanPdf = (userId: string) =>
  useMutation({ mutationFn: () => downloadPdf(userId) });
