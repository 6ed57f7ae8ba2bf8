import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

export const VISIT_SUMMARY_PDF_NAME = 'my-visit-summary.pdf';

/** GET /api/visit-summary/{userId}/pdf, saved as a download (a failure is the caller's to show). */
async function downloadSummary(userId: string): Promise<void> {
  saveFile(
    await callEndpoint('GET /api/visit-summary/:userId/pdf', { params: { userId } }),
    VISIT_SUMMARY_PDF_NAME,
  );
}

export const useDownloadVisitSummary = (userId: string) =>
  useMutation({ mutationFn: () => downloadSummary(userId) });
