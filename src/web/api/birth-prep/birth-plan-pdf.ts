import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

export const BIRTH_PLAN_PDF_NAME = 'my-birth-plan.pdf';

/**
 * GET /api/birth-plan/{userId}.pdf, fetched rather than followed as a link so that a failure shows her a message
 * (a plain link would save an error page as the "PDF"). The browser then saves the file.
 */
async function downloadPdf(userId: string): Promise<void> {
  const pdf = await callEndpoint('GET /api/birth-plan/:userId.pdf', { params: { userId } });
  const url = URL.createObjectURL(pdf);
  const a = document.createElement('a');
  a.href = url;
  a.download = BIRTH_PLAN_PDF_NAME;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start saving before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadBirthPlanPdf = (userId: string) =>
  useMutation({ mutationFn: () => downloadPdf(userId) });
