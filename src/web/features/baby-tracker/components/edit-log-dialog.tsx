import { toast } from '../../../lib/toast.ts';
import type { DayLog } from '../../../../core/contracts/baby-tracking-status.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { diaperValuesOf, feedingValuesOf, type FormContext, sleepValuesOf } from '../form-values.ts';
import type { LogTarget } from '../use-log-submit.ts';
import { DiaperForm } from './diaper-form.tsx';
import { FeedingForm } from './feeding-form.tsx';
import { SleepForm } from './sleep-form.tsx';

const TITLES = { feeding: 'Edit feed', diaper: 'Edit nappy', sleep: 'Edit sleep' } as const;

/** A log typed wrong at 3 a.m. corrected: the same form, filled in, with its date too. */
export function EditLogDialog({
  log,
  target,
  ctx,
  onClose,
}: {
  log: DayLog | null;
  target: Omit<LogTarget, 'logId'>;
  ctx: FormContext;
  onClose: () => void;
}) {
  const saved = () => {
    toast.success('Changes saved');
    onClose();
  };
  const t = { ...target, logId: log?.id };
  return (
    <Dialog
      open={log !== null}
      onOpenChange={(o) => (o ? null : onClose())}
      title={log ? TITLES[log.logType] : ''}
    >
      {log?.logType === 'feeding' ? (
        <FeedingForm target={t} ctx={ctx} initial={feedingValuesOf(log, ctx)} editing onSaved={saved} />
      ) : log?.logType === 'diaper' ? (
        <DiaperForm target={t} ctx={ctx} initial={diaperValuesOf(log, ctx)} editing onSaved={saved} />
      ) : log?.logType === 'sleep' ? (
        <SleepForm target={t} ctx={ctx} initial={sleepValuesOf(log, ctx)} editing onSaved={saved} />
      ) : null}
    </Dialog>
  );
}
