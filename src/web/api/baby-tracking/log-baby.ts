import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBabyLog } from '../../../core/contracts/baby-tracking-logs.ts';
import type { BabyLogResponse, BabySign } from '../../../core/contracts/baby-tracking-status.ts';
import { resolveBabyLogTimes } from '../../../core/domain/baby-log-times.ts';
import { newbornSigns } from '../../../core/domain/baby-targets.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { babiesOptions } from './babies.ts';
import { babyTrackingKey } from './keys.ts';

/** A saved log (the server's answer), or one kept on her phone (`waiting`: its queue id, and the signs it shows). */
export type LoggedBaby =
  | { waiting: false; res: BabyLogResponse; signs: readonly BabySign[] }
  | { waiting: true; writeId: string; signs: readonly BabySign[] };

/**
 * The moment a log without one happened, as the server would decide it now (core/domain/baby-log-times.ts: a nappy
 * or a bottle now, a timed feed ending now), so a log that waits for a signal counts for when she made it.
 */
export function stampedLog(body: CreateBabyLog, timeZone: string, now = new Date()): CreateBabyLog {
  if (body.logType === 'sleep' || body.startedAt || body.logDate) return body;
  const { times } = resolveBabyLogTimes(body, { now, timeZone });
  return times ? { ...body, startedAt: times.startedAt.toISOString() } : body;
}

/**
 * POST /api/baby-tracking: a feed, nappy or sleep (409 `overlap` names the entry it overlaps). With no signal it is
 * kept on her phone and sent later (lib/offline-queue.ts), stamped with when it happened; a pale stool's warning
 * sign then comes from the same shared rule the server uses (core/domain/baby-targets.ts), so its emergency card
 * and Call button show with no network.
 */
export function useLogBaby(userId: string, timeZone: string) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (form: CreateBabyLog): Promise<LoggedBaby> => {
      const body = stampedLog(form, timeZone);
      const sent = await sendOrQueue(
        'POST /api/baby-tracking',
        { body },
        // A warning sign in the log (a pale stool) raised a health flag.
        { userId, invalidates: [babyTrackingKey(userId), ['flags']] },
      );
      if (sent.sent) return { waiting: false, res: sent.output, signs: sent.output.signs };
      const babies = qc.getQueryData(babiesOptions(userId).queryKey) ?? [];
      const baby = babies.find((b) => b.id === body.babyId) ?? babies[0];
      const at = new Date(body.startedAt ?? sent.write.queuedAt);
      const signs = newbornSigns({
        underThreeMonths: baby?.age.underThreeMonths ?? true,
        wetReference: null,
        lastFeed: null,
        feedTimerRunning: false,
        recentNappies:
          body.logType === 'diaper'
            ? [
                {
                  id: sent.write.id,
                  logType: 'diaper',
                  startedAt: at,
                  endedAt: at,
                  feedingType: null,
                  feedingDuration: null,
                  feedingAmount: null,
                  feedingSide: null,
                  lastSide: null,
                  diaperType: body.diaperType ?? null,
                  stoolColor: body.stoolColor ?? null,
                },
              ]
            : [],
        now: new Date(),
      }).map(({ sourceLogId, since, ...sign }) => {
        void sourceLogId;
        return { ...sign, since: since.toISOString(), flagId: null };
      });
      return { waiting: true, writeId: sent.write.id, signs };
    },
  });
}
