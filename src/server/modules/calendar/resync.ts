/**
 * The suggested schedule follows her profile (rules in core/domain/calendar-resync.ts): called when her due date,
 * birth date or stage changes, and by "Refresh suggestions". Suggestions she has not made her own move with her
 * dates, ones that no longer fit go, missing ones (never ones she deleted) are added, and every event's pregnancy
 * week is worked out again.
 */
import { planResync } from '../../../core/domain/calendar-resync.ts';
import { pregnancyWeekOn } from '../../../core/domain/calendar.ts';
import type { Db } from '../../db/client.ts';
import { loadUserContext } from '../profile/context.ts';
import { clearEventNotifications } from './notifications.ts';
import * as repo from './repository.ts';

export interface ResyncResult {
  added: repo.EventRow[];
  moved: number;
  removed: number;
}

export async function resyncSuggestions(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<ResyncResult> {
  const { profile, today } = await loadUserContext(db, userId, now);
  if (!profile) return { added: [], moved: 0, removed: 0 };
  return db.transaction(async (tx) => {
    const plan = planResync(await repo.listEvents(tx, userId), profile, today);
    let moved = 0;
    const removed: string[] = [];
    for (const action of plan.actions) {
      if (action.kind === 'remove') removed.push(action.id);
      else if (action.kind === 'week') await repo.setPregnancyWeek(tx, action.id, action.pregnancyWeek);
      else {
        await repo.moveSuggestion(tx, action.id, action.date, action.pregnancyWeek);
        // Its reminders were for the old date.
        await clearEventNotifications(tx, action.id);
        moved += 1;
      }
    }
    await repo.removeSuggestions(tx, removed);
    const added = await repo.insertSuggestions(
      tx,
      userId,
      plan.missing.map((s) => ({ userId, ...s, pregnancyWeek: pregnancyWeekOn(s.date, profile) })),
    );
    return { added, moved, removed: removed.length };
  });
}
