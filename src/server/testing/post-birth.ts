/**
 * Post-Birth Mode test support: a mother onboarded after the birth (her first baby made by onboarding), instants at
 * her local dates and times, and the tracker's calls.
 */
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../core/domain/pregnancy.ts';
import { localDateIn } from '../../core/domain/time-windows.ts';
import { zonedTimeToInstant } from '../../core/domain/zoned-time.ts';
import { onboard, type Session, signUp } from './test-app.ts';

export interface Mother {
  s: Session;
  timeZone: string;
  /** Her local today. */
  today: string;
  birthDate: string;
  /** Her first baby's id. */
  babyId: string;
  /** The instant at her local `daysAgo` days before today, `time` (HH:mm). */
  at(daysAgo: number, time: string): string;
}

/** A mother whose baby was born `daysSinceBirth` days ago (5 by default), in `timeZone` (London by default). */
export async function newMother(
  app: FastifyInstance,
  { name = 'Nia Mum', daysSinceBirth = 5, timeZone = 'Europe/London' } = {},
): Promise<Mother> {
  const s = await signUp(app, name);
  const today = localDateIn(timeZone);
  const birthDate = addDays(today, -daysSinceBirth);
  await onboard(s, { birthDate, timeZone });
  const babies = (await s.call({ method: 'GET', url: `/api/babies/${s.user.id}` })).json<{ id: string }[]>();
  const babyId = babies[0]?.id;
  if (!babyId) throw new Error('Onboarding after the birth made no baby');
  return {
    s,
    timeZone,
    today,
    birthDate,
    babyId,
    at: (daysAgo, time) => zonedTimeToInstant(addDays(today, -daysAgo), time, timeZone).toISOString(),
  };
}

export const logBaby = (s: Session, payload: object) =>
  s.call({ method: 'POST', url: '/api/baby-tracking', payload });

export const logRecovery = (s: Session, payload: object) =>
  s.call({ method: 'POST', url: '/api/maternal-recovery', payload });
