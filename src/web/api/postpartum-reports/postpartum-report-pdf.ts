import { callEndpoint } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

/** GET /api/postpartum-reports/{reportId}/pdf, saved as a download (a failure is the caller's to show). */
export async function downloadPostpartumReport(reportId: string, weekNumber: number): Promise<void> {
  saveFile(
    await callEndpoint('GET /api/postpartum-reports/:reportId/pdf', { params: { reportId } }),
    `postpartum-week-${String(weekNumber)}.pdf`,
  );
}
