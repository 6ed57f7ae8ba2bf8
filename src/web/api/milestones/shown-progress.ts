import type { MilestoneProgress } from '../../../core/contracts/milestones.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { useWaitingWrites } from '../../lib/use-offline.ts';
import { useMilestoneProgress } from './milestone-progress.ts';
import { deviceTimeZone } from '../../lib/local-time.ts';

/** A status on screen: saved, or (`waiting`) kept on her phone until there is a signal. */
export type ShownProgress = MilestoneProgress & { waiting?: boolean };

const LABEL: Readonly<Record<MilestoneProgress['status'], string>> = {
  observed: 'Observed',
  not_observed: 'Not Yet',
  unsure: 'Unsure',
  delayed: 'Delayed',
};

/**
 * Her milestone statuses, with those still waiting to send (lib/offline-queue.ts) in place of the ones they replace,
 * so a status chosen with no signal shows at once, marked waiting.
 */
export function useShownProgress(userId: string) {
  const list = useMilestoneProgress(userId);
  const waiting = useWaitingWrites('POST /api/milestone-progress', userId);
  if (waiting.length === 0) return list;
  const shown = new Map<string, ShownProgress>();
  for (const p of list.data ?? []) shown.set(`${p.babyId}/${p.milestoneTemplateId}`, p);
  for (const w of waiting) {
    const b = w.input.body;
    if (!b.babyId) continue;
    const key = `${b.babyId}/${b.milestoneTemplateId}`;
    const before = shown.get(key);
    shown.set(key, {
      id: before?.id ?? w.id,
      userId,
      babyId: b.babyId,
      milestoneTemplateId: b.milestoneTemplateId,
      babyAge: b.babyAge ?? before?.babyAge ?? 0,
      status: b.status,
      statusLabel: LABEL[b.status],
      observedDate:
        b.status === 'observed'
          ? (b.observedDate ?? localDateIn(deviceTimeZone(), new Date(w.queuedAt)))
          : null,
      notes: b.notes ?? null,
      parentConcerns: b.parentConcerns ?? null,
      updatedAt: w.queuedAt,
      waiting: true,
    });
  }
  return { ...list, data: [...shown.values()] };
}
