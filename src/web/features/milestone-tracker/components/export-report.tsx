import { Download, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { useGenerateMilestoneReport } from '../../../api/milestones/generate-milestone-report.ts';
import { downloadMilestoneReport } from '../../../api/milestones/milestone-report-pdf.ts';
import { useMilestoneReports } from '../../../api/milestones/milestone-reports.ts';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInstant } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { NeedsSignal } from '../../../components/offline/needs-signal.tsx';

/**
 * Export Report in the week card: makes the week's milestone report from her statuses as they are now (replacing
 * an older one) and downloads its PDF; a report made before can be downloaded again.
 */
export function ExportReport({ userId, babyId, week }: { userId: string; babyId: string; week: number }) {
  const generate = useGenerateMilestoneReport(userId);
  const reports = useMilestoneReports(userId);
  const download = useMutation({
    mutationFn: (report: { id: string; weekNumber: number }) =>
      downloadMilestoneReport(report.id, report.weekNumber),
  });
  const existing = reports.data?.find((r) => r.babyId === babyId && r.weekNumber === week);
  // A report is made and its PDF drawn on the server: with no signal it waits for one.
  const online = useOnline();

  function exportWeek() {
    generate.mutate(
      { weekNumber: week, babyId },
      {
        onSuccess: ({ report }) =>
          download.mutate(report, {
            onSuccess: () => toast.success(`Week ${String(week)} report downloaded`),
          }),
      },
    );
  }

  const error = generate.error ?? download.error;
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        onClick={exportWeek}
        disabled={!online || generate.isPending || download.isPending}
      >
        <FileText aria-hidden className="h-5 w-5" />
        {generate.isPending ? 'Making the report...' : 'Export Report'}
      </Button>
      {existing ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          Last made {formatInstant(existing.createdAt)}.
          <Button
            variant="ghost"
            size="sm"
            onClick={() => download.mutate(existing)}
            disabled={!online || download.isPending}
            className="text-primary"
          >
            <Download aria-hidden className="h-4 w-4" /> Download it again
          </Button>
        </p>
      ) : null}
      <NeedsSignal what="A report" />
      {error ? <FieldError message={`${errorMessage(error)} The report was not downloaded.`} /> : null}
    </div>
  );
}
