import { Download } from 'lucide-react';
import type { PostpartumReport } from '../../../../core/contracts/postpartum-reports.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/status.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { weekLabel } from '../report-weeks.ts';

/** Her reports, newest week first (the server's order): View opens one, PDF downloads it. */
export function PreviousReports({
  reports,
  onView,
  onDownload,
  downloading,
}: {
  reports: readonly PostpartumReport[];
  onView: (week: number) => void;
  onDownload: (report: PostpartumReport) => void;
  downloading: boolean;
}) {
  return (
    <section aria-labelledby="previous-reports" className="space-y-3">
      <h2 id="previous-reports" className="text-xl font-semibold">
        Your reports
      </h2>
      {reports.length === 0 ? (
        <EmptyState title="No reports yet">
          Choose a week above and generate its report: a summary of your logs to share with your midwife or
          health visitor.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {reports.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4"
            >
              {/* On the narrowest phones the buttons go under the week, so its name is not squeezed to a word a line. */}
              <span className="min-w-[12rem] flex-1">
                <span className="block font-semibold">{weekLabel(r.weekNumber)}</span>
                <span className="block text-sm text-muted">
                  {formatDay(r.startDate, 'dayMonth')} to {formatDay(r.endDate, 'dayMonth')}
                </span>
              </span>
              <Button variant="outline" size="sm" onClick={() => onView(r.weekNumber)}>
                View
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Download the week ${String(r.weekNumber)} PDF`}
                onClick={() => onDownload(r)}
                disabled={downloading}
              >
                <Download aria-hidden className="h-4 w-4" />
                PDF
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
