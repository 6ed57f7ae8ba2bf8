import { BookOpen, FileDown } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDownloadBirthPlanPdf } from '../../../api/birth-prep/birth-plan-pdf.ts';

const guideLink = (
  <Link to="/learn/articles/writing-a-birth-plan" className={buttonClass('ghost', 'md', '-ml-3')}>
    <BookOpen aria-hidden className="h-5 w-5" />
    How to write a birth plan
  </Link>
);

/** Her saved plan as a PDF to bring to her midwife; before she saves, just the guide and what is to come. */
export function PdfDownloadCard({
  userId,
  hasPlan,
  dirty = false,
  afterBirth = false,
}: {
  userId: string;
  hasPlan: boolean;
  dirty?: boolean;
  /** After the birth the PDF is a keepsake: no guide to writing one. */
  afterBirth?: boolean;
}) {
  const download = useDownloadBirthPlanPdf(userId);
  if (!hasPlan) {
    return (
      <div>
        <p className="text-muted">
          Choose what feels right for you; you can change it any time. Once you save, you can download your
          plan as a PDF for your midwife.
        </p>
        {afterBirth ? null : guideLink}
      </div>
    );
  }
  const onDownload = () =>
    download.mutate(undefined, {
      onError: (err) =>
        toast.error('We could not make your PDF', {
          description: `${errorMessage(err)} Please try again.`,
          action: { label: 'Try again', onClick: onDownload },
        }),
    });
  return (
    <Card>
      <CardTitle>{afterBirth ? 'Keep a copy' : 'Share it with your midwife'}</CardTitle>
      <p className="mt-1 text-muted">
        {afterBirth
          ? 'Download your plan as a PDF to keep with your memories of the birth.'
          : 'Download your plan as a PDF to print or send, and talk it through at your next appointment.'}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={onDownload} disabled={download.isPending}>
          <FileDown aria-hidden className="h-5 w-5" />
          {download.isPending ? 'Preparing your PDF...' : 'Download PDF'}
        </Button>
        {afterBirth ? null : guideLink}
      </div>
      {dirty ? (
        <p className="mt-2 text-sm text-muted">
          The PDF has your last saved plan: save to include your latest changes.
        </p>
      ) : null}
    </Card>
  );
}
