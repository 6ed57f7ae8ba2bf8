import { Baby, Briefcase, FileDown, HeartPulse, NotebookPen, type LucideIcon } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import type { Stage } from '../../../../core/domain/stage.ts';
import { moduleTarget, type ToolkitModule } from '../../../../core/domain/toolkit-modules.ts';
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
function SummaryCard({ userId }: { userId: string }) {
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
      <p className="mt-1 text-muted">
        One page your midwife can read in a minute: your weeks and dates, the symptoms and alerts since your
        last visit, your moods and self-checks, and your questions.
      </p>
      <Button size="lg" className="mt-3 w-full sm:w-auto" onClick={onDownload} disabled={download.isPending}>
        <FileDown aria-hidden className="h-5 w-5" />
        {download.isPending ? 'Preparing your summary...' : 'Download visit summary (PDF)'}
      </Button>
    </Card>
  );
}

/**
 * Reports & Tools: the visit summary, and the spec's module buttons (/?module=...), which Home opens. The
 * postpartum tracker is offered only where the app has it (lib/screens.ts).
 */
export function ReportsTab({ userId, stage }: { userId: string; stage: Stage }) {
  const afterBirth = stage === 'postpartum';
  const tools = modules(afterBirth).filter(
    (m) => m.module !== 'postpartum-tracker' || hasScreen(moduleTarget(m.module, 'postpartum') ?? ''),
  );
  return (
    <div className="space-y-4">
      <SummaryCard userId={userId} />
      <TileGrid
        title="Tools"
        tiles={tools.map((t) => ({ to: `/?module=${t.module}`, label: t.label, hint: t.hint, icon: t.icon }))}
      />
    </div>
  );
}
