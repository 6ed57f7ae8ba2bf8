/**
 * The calendar feed: her events as iCalendar, for a download (signed in) and for a private subscription URL her
 * phone's calendar polls without a session. The subscription carries a random secret token; only its SHA-256
 * hash is stored, so a database leak does not leak working URLs. Creating again rotates it; revoking deletes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { toICalendar } from '../../../core/domain/icalendar.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { loadUserContext } from '../profile/context.ts';
import * as repo from './repository.ts';
import { isWaitingSuggestion } from './service.ts';

export const ICS_HOST = 'zara.app';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function icsFor(db: Db, userId: string, now: Date = new Date()): Promise<string> {
  const { timeZone } = await loadUserContext(db, userId, now);
  const rows = await repo.listEvents(db, userId);
  const events = rows.map((row) => ({ ...row, isSuggested: isWaitingSuggestion(row) }));
  return toICalendar(events, { name: 'Zara: my pregnancy calendar', host: ICS_HOST, timeZone, now });
}

/** Makes (or replaces) her secret token and returns it; shown to her once. */
export async function rotateFeedToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.saveFeedToken(db, userId, hashToken(token));
  return token;
}

export const revokeFeedToken = (db: Db, userId: string) => repo.deleteFeedToken(db, userId);

export async function feedStatus(db: Db, userId: string) {
  const row = await repo.findFeedToken(db, userId);
  return { active: row !== null, createdAt: row?.createdAt.toISOString() ?? null };
}

/** The feed for a token, or 404 (the same answer for a malformed, revoked or unknown token). */
export async function icsForToken(db: Db, token: string): Promise<string> {
  const userId = TOKEN.test(token) ? await repo.feedOwner(db, hashToken(token)) : null;
  if (!userId) throw notFound('This calendar link is not valid any more. Make a new one in Zara.');
  return icsFor(db, userId);
}

export function feedUrls(origin: string, token: string) {
  const url = `${origin}/api/calendar/feed/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}
