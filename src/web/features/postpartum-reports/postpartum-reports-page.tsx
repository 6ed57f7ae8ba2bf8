import { useMutation } from '@tanstack/react-query';
import { ChevronDown, FileText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { PostpartumReport } from '../../../core/contracts/postpartum-reports.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FieldError, inputClass } from '../../components/ui/field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useGeneratePostpartumReport } from '../../api/postpartum-reports/generate-postpartum-report.ts';
import { downloadPostpartumReport } from '../../api/postpartum-reports/postpartum-report-pdf.ts';
import {
  postpartumReportsOptions,
  usePostpartumReports,
} from '../../api/postpartum-reports/postpartum-reports.ts';
import { useWeeklyStats, weeklyStatsOptions } from '../../api/postpartum-reports/weekly-stats.ts';
import type { PrefetchData } from '../../lib/prefetch-data.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PreviousReports } from './components/previous-reports.tsx';
import { ReportDetail } from './components/report-detail.tsx';
import { StatCards } from './components/stat-cards.tsx';
import { NeedsSignal } from '../../components/offline/needs-signal.tsx';
import { useOnline } from '../../lib/use-online.ts';
import { lastReportWeek, reportWeeks, weekLabel } from './report-weeks.ts';

/** The last week's figures and her reports, asked for before the frame is drawn (app/early-requests.ts). */
export const prefetchData: PrefetchData = (queryClient, { userId, status }) => {
  const week = lastReportWeek(status.pregnancyStatus.postpartumWeek ?? 0);
  void queryClient.prefetchQuery(weeklyStatsOptions(userId, week));
  void queryClient.prefetchQuery(postpartumReportsOptions(userId));
};

/**
 * Postpartum Reports (/post-birth/reports; docs/product.md, "Postpartum reports"): a week of her logs in four
 * figures, the report the rules write from them (made again, it replaces that week's), its PDF for her midwife,
 * and every report she has made, newest week first.
 */
export function PostpartumReportsPage() {
  useDocumentTitle('Postpartum Reports');
  const userId = useUserId();
  const status = useMyProfileStatus();
  // The layout shows this page only after the birth, with her profile loaded.
  const postpartumWeek = status.data?.pregnancyStatus.postpartumWeek ?? 0;
  const [week, setWeek] = useState(() => lastReportWeek(postpartumWeek));
  const [viewing, setViewing] = useState(0);
  const stats = useWeeklyStats(userId, week);
  const reports = usePostpartumReports(userId);
  const generate = useGeneratePostpartumReport(userId);
  const download = useMutation({
    mutationFn: (r: PostpartumReport) => downloadPostpartumReport(r.id, r.weekNumber),
  });
  const selectId = useId();
  // A report is written and its PDF drawn on the server: with no signal it waits for one.
  const online = useOnline();

  // View brings the chosen report into sight and puts focus on its title.
  useEffect(() => {
    if (viewing === 0) return;
    const title = document.getElementById('report-detail-title');
    title?.focus({ preventScroll: true });
    title?.scrollIntoView({ block: 'start' });
  }, [viewing]);

  const report = reports.data?.find((r) => r.weekNumber === week);

  function onGenerate() {
    generate.mutate(
      {
        weekNumber: week,
        ...(stats.data ? { startDate: stats.data.startDate, endDate: stats.data.endDate } : {}),
      },
      { onSuccess: () => toast.success(`Week ${String(week)} report ready`) },
    );
  }

  return (
    <div className="space-y-5">
      <Card className="space-y-4">
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-end">
          <div className="w-full min-w-0 flex-1 space-y-1.5">
            <label htmlFor={selectId} className="block text-sm font-medium">
              Week
            </label>
            {/* A phone's own picker, but a closed select cuts its text at 320 px: the select lies unseen over a
                box that shows the chosen week in full, wrapped if it must. */}
            <div className="relative">
              <select
                id={selectId}
                value={week}
                onChange={(e) => {
                  setWeek(Number(e.target.value));
                  generate.reset();
                }}
                className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
              >
                {reportWeeks(postpartumWeek).map((w) => (
                  <option key={w.week} value={w.week}>
                    {w.label}
                  </option>
                ))}
              </select>
              <div
                aria-hidden
                className={cn(
                  inputClass,
                  'flex items-center justify-between gap-2 peer-focus-visible:outline-3 peer-focus-visible:outline-ring',
                )}
              >
                <span className="min-w-0 break-words">{weekLabel(week)}</span>
                <ChevronDown className="h-5 w-5 shrink-0 text-muted" />
              </div>
            </div>
          </div>
          {reports.isSuccess ? (
            <span
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 font-medium',
                report ? 'bg-ok-soft text-ok' : 'bg-surface-2 text-muted',
              )}
            >
              <FileText aria-hidden className="h-4 w-4" />
              {report ? 'Report Available' : 'No Report Yet'}
            </span>
          ) : reports.isPending ? (
            // The badge's place, kept while her reports load: the figures below do not move when it comes.
            <Skeleton className="h-11 w-40 rounded-full" />
          ) : null}
        </div>
        {stats.isError ? (
          <ErrorState
            title="We could not load this week's figures"
            message={errorMessage(stats.error)}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <StatCards stats={stats.data} />
        )}
        <div className="space-y-1">
          {/* One main action: generating until the week has a report, then its PDF (in the report below). */}
          <Button
            size="lg"
            variant={report ? 'outline' : 'primary'}
            onClick={onGenerate}
            disabled={!online || generate.isPending}
            className="w-full sm:w-auto"
          >
            {generate.isPending ? 'Generating...' : report ? 'Generate Again' : 'Generate Report'}
          </Button>
          {report && !generate.isPending ? (
            <p className="text-sm text-muted">
              Generating again replaces this week’s report with your latest logs.
            </p>
          ) : null}
          <NeedsSignal what="Making or downloading a report" />
          {generate.isError ? (
            <FieldError message={`${errorMessage(generate.error)} No report was made.`} />
          ) : null}
        </div>
      </Card>
      {report ? (
        <ReportDetail
          report={report}
          onDownload={() => download.mutate(report)}
          downloading={download.isPending}
          online={online}
          downloadError={download.variables?.id === report.id ? download.error : null}
        />
      ) : null}
      {reports.isPending ? (
        <Loading label="Loading your reports..." />
      ) : reports.isError ? (
        <ErrorState
          title="Failed to fetch reports"
          message="Check your connection and try again."
          onRetry={() => void reports.refetch()}
        />
      ) : (
        <PreviousReports
          reports={reports.data}
          onView={(w) => {
            setWeek(w);
            setViewing((n) => n + 1);
          }}
          onDownload={(r) => download.mutate(r)}
          downloading={download.isPending}
        />
      )}
      {download.isError && download.variables.id !== report?.id ? (
        <FieldError message={`${errorMessage(download.error)} The PDF was not downloaded.`} />
      ) : null}
    </div>
  );
}
