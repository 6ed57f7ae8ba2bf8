/**
 * Who she is right now: her profile, her local "today" and her pregnancy status. Every feature that needs the
 * week, the stage or her time zone reads it from here (docs/product.md, "Her stage and week": never a fixed week).
 */
import { hasStageDate, type PregnancyStatus, pregnancyStatus } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import type { Db } from '../../db/client.ts';
import { findProfile, type ProfileRow } from './repository.ts';

export type { ProfileRow } from './repository.ts';

export interface UserContext {
  profile: ProfileRow | null;
  timeZone: string;
  today: string;
  /** Null without a profile, or with one that lacks its stage's date (she is sent back to onboarding then). */
  status: PregnancyStatus | null;
}

export async function loadUserContext(db: Db, userId: string, now: Date = new Date()): Promise<UserContext> {
  const profile = await findProfile(db, userId);
  const timeZone = profile?.timeZone ?? 'UTC';
  const today = localDateIn(timeZone, now);
  const status = profile && hasStageDate(profile) ? pregnancyStatus(profile, today) : null;
  return { profile, timeZone, today, status };
}
