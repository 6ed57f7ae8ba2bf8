/**
 * Who she is right now: her profile, her local "today" and her pregnancy status. Every feature that needs the
 * week, the stage or her time zone reads it from here (03-decisions.md section 2: never a fixed week).
 */
import { eq } from 'drizzle-orm';
import { hasStageDate, type PregnancyStatus, pregnancyStatus } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profile.ts';

export type ProfileRow = typeof profiles.$inferSelect;

export interface UserContext {
  profile: ProfileRow | null;
  timeZone: string;
  today: string;
  /** Null without a profile, or with one that lacks its stage's date (she is sent back to onboarding then). */
  status: PregnancyStatus | null;
}

export const findProfile = async (db: Db, userId: string): Promise<ProfileRow | null> =>
  (await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1))[0] ?? null;

export async function loadUserContext(db: Db, userId: string, now: Date = new Date()): Promise<UserContext> {
  const profile = await findProfile(db, userId);
  const timeZone = profile?.timeZone ?? 'UTC';
  const today = localDateIn(timeZone, now);
  const status = profile && hasStageDate(profile) ? pregnancyStatus(profile, today) : null;
  return { profile, timeZone, today, status };
}
