/**
 * "Change the time" of an entry the server refused when her phone sent it later, for overlapping another feed or
 * sleep (components/offline/refused-write.tsx sends her here with `?fix=<its id>`): a log opens in its own form,
 * filled in as she made it, and a timer's stop opens under its timer with the end she gave. Saved (or kept to send
 * again), the refused one leaves the queue; closed, it stays, with its choice, where it was.
 */
import type { CreateBabyLog } from '../../../../core/contracts/baby-tracking-logs.ts';
import type { StopTimer } from '../../../../core/contracts/baby-tracking-status.ts';
import { volumeIn } from '../../../../core/domain/baby-log.ts';
import { localDateTimeIn } from '../../../../core/domain/zoned-time.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { discardWrite, type QueuedWrite } from '../../../lib/offline-queue.ts';
import { useQueue } from '../../../lib/use-offline.ts';
import { toast } from '../../../lib/toast.ts';
import {
  diaperValuesOf,
  feedingValuesOf,
  type FormContext,
  sleepValuesOf,
  waitingLogFields,
} from '../form-values.ts';
import type { LogSaved } from '../use-log-submit.ts';
import { DiaperForm } from './diaper-form.tsx';
import { FeedingForm } from './feeding-form.tsx';
import { SleepForm } from './sleep-form.tsx';
import type { StopChoice } from './stop-options.tsx';

const TITLES = { feeding: 'Change the feed', diaper: 'Change the nappy', sleep: 'Change the sleep' } as const;

export type Fixing =
  | { kind: 'log'; write: QueuedWrite<'POST /api/baby-tracking'>; babyId: string | undefined }
  | { kind: 'stop'; writeId: string; timerId: string; choice: StopChoice };

/** The refused write named by `fix`, as what the tracker opens: a log's form, or a stop under its timer. */
export function useFixing(userId: string, fixId: string | null, ctx: FormContext): Fixing | null {
  const write = useQueue().writes.find((w) => w.id === fixId && w.userId === userId && w.refused);
  if (!write) return null;
  if (write.endpoint === 'POST /api/baby-tracking') {
    const w = write as QueuedWrite<'POST /api/baby-tracking'>;
    return { kind: 'log', write: w, babyId: w.input.body.babyId };
  }
  if (write.endpoint === 'POST /api/baby-timers/:timerId/stop') {
    const { params, body } = (write as QueuedWrite<'POST /api/baby-timers/:timerId/stop'>).input;
    const b: StopTimer = body ?? {};
    return {
      kind: 'stop',
      writeId: write.id,
      timerId: params.timerId,
      choice: {
        endedAt: localDateTimeIn(ctx.timeZone, new Date(b.endedAt ?? write.queuedAt)).time,
        topUp: typeof b.feedingAmount === 'number' ? String(volumeIn(ctx.unit, b.feedingAmount)) : '',
        quality: typeof b.sleepQuality === 'number' ? String(b.sleepQuality) : '3',
      },
    };
  }
  return null;
}

/** A refused log in its form, as a new log (it was never saved): saving it takes the refused one out of the queue. */
export function FixLogDialog({
  fixing,
  userId,
  babyId,
  ctx,
  onClose,
}: {
  fixing: Extract<Fixing, { kind: 'log' }> | null;
  userId: string;
  babyId: string;
  ctx: FormContext;
  onClose: () => void;
}) {
  const body: CreateBabyLog | undefined = fixing?.write.input.body;
  const log = fixing && body ? waitingLogFields(body, fixing.write.queuedAt, ctx.timeZone) : null;
  const saved = (res: LogSaved) => {
    if (fixing) void discardWrite(fixing.write.id);
    toast.success(res.waiting ? 'Kept on your phone: it will be sent when you are back online' : 'Saved');
    onClose();
  };
  const target = { userId, babyId: fixing?.babyId ?? babyId };
  return (
    <Dialog
      open={log !== null}
      onOpenChange={(o) => (o ? null : onClose())}
      title={body ? TITLES[body.logType] : ''}
    >
      {log && body?.logType === 'feeding' ? (
        <FeedingForm target={target} ctx={ctx} initial={feedingValuesOf(log, ctx)} editing onSaved={saved} />
      ) : log && body?.logType === 'diaper' ? (
        <DiaperForm target={target} ctx={ctx} initial={diaperValuesOf(log, ctx)} editing onSaved={saved} />
      ) : log && body?.logType === 'sleep' ? (
        <SleepForm target={target} ctx={ctx} initial={sleepValuesOf(log, ctx)} editing onSaved={saved} />
      ) : null}
    </Dialog>
  );
}
