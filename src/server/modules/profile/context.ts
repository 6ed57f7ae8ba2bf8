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

/**
 * Her profile is read on nearly every request and written rarely, so profiles read through the app's database
 * are kept in memory, one cache per database. Every write path calls forgetProfile once its statement has
 * committed, and a read that overlapped a write keeps nothing (the generation moved while it ran), so the cache
 * never answers with a row older than the last write that returned. One process serves the app, as for sessions
 * and rate limits; reads inside a transaction go to the database. Only existing profiles are kept.
 */
class ProfileCache {
  private readonly rows = new Map<string, ProfileRow>();
  generation = 0;

  constructor(private readonly maxEntries = 10_000) {}

  get(userId: string): ProfileRow | undefined {
    return this.rows.get(userId);
  }

  keep(userId: string, row: ProfileRow, readAt: number): void {
    if (readAt !== this.generation) return;
    if (this.rows.size >= this.maxEntries) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
    // Shared by every request that reads it: frozen, so no caller can change another's copy.
    Object.freeze(row.notifications);
    this.rows.set(userId, Object.freeze(row));
  }

  forget(userId: string): void {
    this.generation++;
    this.rows.delete(userId);
  }
}

const caches = new WeakMap<Db, ProfileCache>();

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const cache = caches.get(db);
  const cached = cache?.get(userId);
  if (cached) return cached;
  const readAt = cache?.generation;
  const row = (await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1))[0] ?? null;
  if (row && cache && readAt !== undefined) cache.keep(userId, row, readAt);
  return row;
}

/** Turns the cache on for the app's database (not for a transaction, whose reads see its own writes). */
export function cacheProfiles(db: Db): void {
  if (!caches.has(db)) caches.set(db, new ProfileCache());
}

/** After any write to her profile row (or its deletion) has committed. */
export function forgetProfile(db: Db, userId: string): void {
  caches.get(db)?.forget(userId);
}

export async function loadUserContext(db: Db, userId: string, now: Date = new Date()): Promise<UserContext> {
  const profile = await findProfile(db, userId);
  const timeZone = profile?.timeZone ?? 'UTC';
  const today = localDateIn(timeZone, now);
  const status = profile && hasStageDate(profile) ? pregnancyStatus(profile, today) : null;
  return { profile, timeZone, today, status };
}
