import { Download } from 'lucide-react';
import type { PostpartumReport } from '../../../../core/contracts/postpartum-reports.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay, formatInstant } from '../../../lib/dates.ts';
import { weekLabel } from '../report-weeks.ts';

function Section({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="space-y-1">
      <h3 className="font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** A made report: its figures, what the rules read in them, and Download PDF Report. */
export function ReportDetail({
  report,
  onDownload,
  downloading,
  online,
  downloadError,
}: {
  report: PostpartumReport;
  onDownload: () => void;
  downloading: boolean;
  /** With no signal the PDF cannot be drawn: the button waits, and the page says why. */
  online: boolean;
  downloadError: unknown;
}) {
  return (
    <Card className="space-y-4" role="region" aria-labelledby="report-detail-title">
      <div>
        <h2 id="report-detail-title" tabIndex={-1} className="text-xl font-semibold">
          {weekLabel(report.weekNumber)} report
        </h2>
        <p className="text-muted">
          {formatDay(report.startDate, 'dayMonth')} to {formatDay(report.endDate, 'long')} · made{' '}
          {formatInstant(report.createdAt)}
        </p>
      </div>
      <Section title="This week" items={report.weeklyInsights} />
      <Section title="For you" items={report.maternalConcerns} />
      <Section title="For your baby" items={report.babyConcerns} />
      <Section title="What may help" items={report.recommendations} />
      <div className="space-y-1">
        <Button onClick={onDownload} disabled={!online || downloading}>
          <Download aria-hidden className="h-5 w-5" />
          {downloading ? 'Downloading...' : 'Download PDF Report'}
        </Button>
        {downloadError ? (
          <FieldError message={`${errorMessage(downloadError)} The PDF was not downloaded.`} />
        ) : null}
      </div>
    </Card>
  );
}
