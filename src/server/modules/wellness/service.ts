/**
 * Self-checks and the mood history of /mental-wellness. PHQ-9 question 9 above 0 raises a red flag for review
 * the moment she answers it (docs/clinical-safety.md: the crisis flow starts at once); the finished check reuses
 * that flag rather than raising a second one.
 */
import type {
  CrisisSignal,
  MoodHistory,
  Screening,
  ScreeningResponse,
} from '../../../core/contracts/wellness.ts';
import { emotionalTrend, moodWeeks } from '../../../core/domain/mood-history.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import {
  ANSWER_OPTIONS,
  type Instrument,
  INSTRUMENTS,
  PHQ9_SELF_HARM_ITEM,
  scoreScreening,
} from '../../../core/domain/screening.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { checkinsSince } from '../checkins/service.ts';
import { describeFlag, flagOfCheck, raiseFlag } from '../flags/service.ts';
import { loadUserContext } from '../profile/context.ts';
import {
  findOwnScreening,
  findScreening,
  insertScreening,
  lockCheck,
  type ScreeningRow,
  screeningsOf,
} from './repository.ts';

/** How many weeks of check-ins the mood chart shows. */
const MOOD_WEEKS = 12;

const CRISIS_REASON = 'PHQ-9: thoughts of being better off dead or of self-harm';
const CRISIS_ANALYSIS =
  'Raised the moment she answered question 9 above 0: the crisis flow was shown at once, with crisis lines for her country and the emergency number. Please follow up.';
const answerLabel = (value: number) => ANSWER_OPTIONS.find((o) => o.value === value)?.label ?? String(value);

const alreadySaved = () =>
  conflict('This self-check has already been saved. Please start a new one.', {
    checkId: 'This self-check has already been saved',
  });

export function toScreening(row: ScreeningRow): Screening {
  const result = scoreScreening(row.instrument, row.answers);
  return { id: row.id, ...result, answers: row.answers, createdAt: row.createdAt.toISOString() };
}

/** The red flag for one check, raised once however often question 9 is answered or the request is retried. */
export async function raiseCrisisFlag(
  db: Db,
  userId: string,
  { checkId, answer }: CrisisSignal,
): Promise<{ flagId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockCheck(tx, checkId);
    const existing = await flagOfCheck(tx, userId, checkId);
    if (existing) return { flagId: existing.id, created: false };
    // A finished check has its flag already (found above); any other saved check is not this one.
    if (await findScreening(tx, checkId)) throw alreadySaved();
    const flag = await raiseFlag(tx, {
      userId,
      cause: { kind: 'self-harm-screening' },
      reason: CRISIS_REASON,
      description: `PHQ-9 self-check in progress: question 9 answered "${answerLabel(answer)}"`,
      analysis: CRISIS_ANALYSIS,
      source: 'screening',
      sourceId: checkId,
    });
    return { flagId: flag.id, created: true };
  });
}

/** Scores and stores a finished check; a crisis reuses the flag raised during the check, or raises it now. */
export async function submitScreening(
  db: Db,
  userId: string,
  body: { instrument: Instrument; answers: number[]; checkId?: string | undefined },
): Promise<ScreeningResponse> {
  const result = scoreScreening(body.instrument, body.answers);
  return db.transaction(async (tx) => {
    if (body.checkId) {
      await lockCheck(tx, body.checkId);
      if (await findScreening(tx, body.checkId)) throw alreadySaved();
    }
    const row = await insertScreening(tx, {
      ...(body.checkId ? { id: body.checkId } : {}),
      userId,
      instrument: body.instrument,
      answers: body.answers,
      total: result.total,
      severity: result.band,
      crisis: result.crisis,
    });
    const early = body.checkId ? await flagOfCheck(tx, userId, body.checkId) : null;
    const item9 = body.answers[PHQ9_SELF_HARM_ITEM] ?? 0;
    const summary = `${INSTRUMENTS[body.instrument].name} self-check, total ${String(result.total)} of ${String(result.maxTotal)} (${result.band})`;
    if (early) {
      // The flag stays red even if she moved question 9 back to 0: she said it once, and a reviewer should know.
      await describeFlag(tx, early.id, {
        symptomDescription: result.crisis
          ? `${summary}; question 9 answered "${answerLabel(item9)}"`
          : `${summary}; question 9 was answered above 0 during the check and changed to "Not at all" before she finished`,
        aiAnalysis: CRISIS_ANALYSIS,
      });
      return { screening: toScreening(row), flagId: early.id };
    }
    if (!result.crisis) return { screening: toScreening(row), flagId: null };
    const flag = await raiseFlag(tx, {
      userId,
      cause: { kind: 'self-harm-screening' },
      reason: CRISIS_REASON,
      description: `${summary}; question 9 answered "${answerLabel(item9)}"`,
      analysis: CRISIS_ANALYSIS,
      source: 'screening',
      sourceId: row.id,
    });
    return { screening: toScreening(row), flagId: flag.id };
  });
}

export async function screeningHistory(db: Db, userId: string): Promise<Screening[]> {
  return (await screeningsOf(db, userId)).map(toScreening);
}

/** Mood history for /mental-wellness, read from the check-ins other screens write. */
export async function moodHistory(db: Db, userId: string): Promise<MoodHistory> {
  const { today } = await loadUserContext(db, userId);
  const rows = await checkinsSince(db, userId, addDays(today, -MOOD_WEEKS * 7));
  return {
    checkins: rows.map((c) => ({
      id: c.id,
      mood: c.mood,
      intensity: c.intensity,
      window: c.window,
      localDate: c.localDate,
    })),
    weeks: moodWeeks(rows),
    trend: emotionalTrend(rows, today),
  };
}

/** One of her self-checks as the review queue shows it (the record behind a flag), or null. */
export async function screeningRecord(db: Db, userId: string, id: string) {
  const s = await findOwnScreening(db, userId, id);
  return s
    ? {
        id: s.id,
        instrument: s.instrument,
        total: s.total,
        severity: s.severity,
        crisis: s.crisis,
        createdAt: s.createdAt.toISOString(),
      }
    : null;
}
