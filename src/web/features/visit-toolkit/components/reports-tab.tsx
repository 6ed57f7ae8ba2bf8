import { Baby, Briefcase, FileDown, HeartPulse, NotebookPen, type LucideIcon } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import type { Stage } from '../../../../core/domain/stage.ts';
import {
  moduleTarget,
  type ToolkitModule,
  TRACKERS_NOT_IN_APP,
} from '../../../../core/domain/toolkit-modules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { TileGrid } from '../../../components/ui/tile-grid.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { hasScreen } from '../../../lib/screens.ts';
import { useDownloadVisitSummary } from '../../../api/visit-toolkit/visit-summary-pdf.ts';

interface ModuleButton {
  module: ToolkitModule;
  label: string;
  hint: string;
  icon: LucideIcon;
}

const modules = (afterBirth: boolean): ModuleButton[] => [
  { module: 'symptom-log', label: 'Symptom Log', hint: 'Note how you feel', icon: HeartPulse },
  { module: 'birth-plan', label: 'Birth Plan', hint: 'Your wishes, as a PDF', icon: NotebookPen },
  { module: 'hospital-bag', label: 'Hospital Bag', hint: 'What to pack', icon: Briefcase },
  {
    module: 'postpartum-tracker',
    label: 'Postpartum Tracker',
    hint: afterBirth ? 'Feeds, nappies and sleep' : 'Unlocks after you record the birth',
    icon: Baby,
  },
];

/** Her one-page summary for the midwife: one button makes the PDF. */
/** What the summary holds at her stage (the baby tracker's days only where the app has the tracker). */
function summaryHolds(afterBirth: boolean, hub: boolean): string {
  if (!afterBirth)
    return 'your weeks and dates, the symptoms and alerts since your last visit, your moods and self-checks, and your questions';
  return hub
    ? 'your dates, the symptoms and alerts since your last visit, your recovery alerts, your baby’s feeds, nappies and sleep and birth weight, your moods and self-checks, and your questions'
    : 'your dates and your baby’s birth weight, the symptoms and alerts since your last visit, your moods and self-checks, and your questions';
}

function SummaryCard({ userId, holds }: { userId: string; holds: string }) {
  const download = useDownloadVisitSummary(userId);
  const onDownload = () =>
    download.mutate(undefined, {
      onError: (err) =>
        toast.error('We could not make your summary', {
          description: `${errorMessage(err)} Please try again.`,
          action: { label: 'Try again', onClick: onDownload },
        }),
    });
  return (
    <Card>
      <CardTitle>Visit summary</CardTitle>
      <p className="mt-1 text-muted">One page your midwife can read in a minute: {holds}.</p>
      <Button size="lg" className="mt-3 w-full sm:w-auto" onClick={onDownload} disabled={download.isPending}>
        <FileDown aria-hidden className="h-5 w-5" />
        {download.isPending ? 'Preparing your summary...' : 'Download visit summary (PDF)'}
      </Button>
    </Card>
  );
}

/**
 * Reports & Tools: the visit summary, and the spec's module buttons (/?module=...), which Home opens. The
 * postpartum tracker is a button only where the app has its screen (lib/screens.ts); until then, after the birth,
 * a card says where it will be.
 */
export function ReportsTab({ userId, stage }: { userId: string; stage: Stage }) {
  const afterBirth = stage === 'postpartum';
  const hub = hasScreen(moduleTarget('postpartum-tracker', 'postpartum') ?? '');
  const tools = modules(afterBirth).filter((m) => m.module !== 'postpartum-tracker' || hub);
  return (
    <div className="space-y-4">
      <SummaryCard userId={userId} holds={summaryHolds(afterBirth, hub)} />
      <TileGrid
        title="Tools"
        tiles={tools.map((t) => ({ to: `/?module=${t.module}`, label: t.label, hint: t.hint, icon: t.icon }))}
      />
      {afterBirth && !hub ? (
        <Card>
          <CardTitle className="flex items-center gap-2">
            <Baby aria-hidden className="h-5 w-5 text-primary" /> Postpartum Tracker
          </CardTitle>
          <p className="mt-1 text-muted">{TRACKERS_NOT_IN_APP}</p>
        </Card>
      ) : null}
    </div>
  );
}
