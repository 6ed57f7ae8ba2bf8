import { callEndpoint } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

/**
 * GET /api/milestone-reports/{reportId}/pdf, saved as a download (fetched, not followed, so a failure is the
 * caller's to show rather than an error page saved as the PDF).
 */
export async function downloadMilestoneReport(reportId: string, weekNumber: number): Promise<void> {
  saveFile(
    await callEndpoint('GET /api/milestone-reports/:reportId/pdf', { params: { reportId } }),
    `milestones-week-${String(weekNumber)}.pdf`,
  );
}
