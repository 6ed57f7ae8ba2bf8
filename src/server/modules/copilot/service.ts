/**
 * The co-pilot (docs/product.md, "Co-pilot"): her real figures, the recommendations of the moment (the rules are
 * core/domain/copilot-recommendations.ts), her emotional trend and her next appointments.
 */
import type {
  CopilotState,
  CopilotSystem,
  EmotionalTrend,
  Recommendation,
} from '../../../core/contracts/copilot.ts';
import { birthPrepPriorities } from '../../../core/domain/birth-prep.ts';
import { recommendationsFor } from '../../../core/domain/copilot-recommendations.ts';
import { checkinStatus, emotionalTrend } from '../../../core/domain/copilot.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { checkinWindow, hourIn, localDateIn } from '../../../core/domain/time-windows.ts';
import type { AppConfig } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { checkinsSince, recentCheckinWindows } from '../checkins/service.ts';
import { loadUserContext } from '../profile/context.ts';
import * as repo from './repository.ts';

export async function state(db: Db, userId: string): Promise<CopilotState> {
  const [ctx, used] = await Promise.all([loadUserContext(db, userId), repo.usageCounts(db, userId)]);
  const s = ctx.status;
  return {
    stage: s?.phase ?? null,
    week: s ? (s.phase === 'postpartum' ? s.postpartumWeek : s.currentWeek) : null,
    moduleUsage: [
      { module: 'symptom_log', count: used.symptom },
      { module: 'journal', count: used.journal },
      { module: 'calendar', count: used.calendar },
      { module: 'exercise', count: used.exercise },
      { module: 'chat', count: used.chat },
      { module: 'emergency', count: used.emergency },
    ],
  };
}

/** The machinery, for admins: whether the database and the language model are up, and how the parts fit. */
export async function system(database: Database, config: AppConfig): Promise<CopilotSystem> {
  const databaseOk = await database.ping().then(
    () => true,
    () => false,
  );
  return {
    database: database.kind,
    databaseOk,
    provider: config.zaraLlm
      ? { kind: 'model', model: config.zaraLlm.model }
      : { kind: 'built-in', model: null },
    architecture: [
      'Safety triage: deterministic, reads the warning-signs catalogue before any answer',
      config.zaraLlm
        ? `Answers: language model "${config.zaraLlm.model}", built-in responder as fallback`
        : 'Answers: built-in responder over the content library',
      `Data: ${database.kind === 'embedded' ? 'PostgreSQL started by the app in its data folder' : 'PostgreSQL (DATABASE_URL)'}`,
      'Intent routing: keyword scoring over triage-normalised text',
    ],
  };
}

export async function recommendations(db: Db, userId: string): Promise<Recommendation[]> {
  const ctx = await loadUserContext(db, userId);
  const pregnancyWeek = ctx.status?.phase === 'pregnant' ? ctx.status.currentWeek : null;
  const prep = pregnancyWeek === null ? null : birthPrepPriorities(pregnancyWeek);
  const [unreviewedRedFlags, seen, createdAt, hasBirthPlan, bag] = await Promise.all([
    repo.unreviewedRedFlags(db, userId),
    recentCheckinWindows(db, userId, 20),
    repo.accountCreatedAt(db, userId),
    // Only read what a recommendation can need at her week.
    prep?.birthPlan ? repo.hasBirthPlan(db, userId) : Promise.resolve(true),
    prep?.hospitalBag ? repo.bagCounts(db, userId) : Promise.resolve({ items: 0, packed: 0 }),
  ]);
  // Due in the current window, overdue after days without one (core/domain/copilot.ts).
  const window = checkinWindow(hourIn(ctx.timeZone));
  const firstDay = createdAt ? localDateIn(ctx.timeZone, createdAt) : ctx.today;
  return recommendationsFor({
    unreviewedRedFlags,
    checkin: checkinStatus(seen, ctx.today, window, firstDay),
    window,
    pregnancyWeek,
    hasBirthPlan,
    bag,
  });
}

/** The two weeks the one trend rule compares (mood-history.ts), as /mental-wellness reads them. */
export async function emotionalTrendOf(db: Db, userId: string): Promise<EmotionalTrend> {
  const { today } = await loadUserContext(db, userId);
  const rows = await checkinsSince(db, userId, addDays(today, -13));
  return emotionalTrend(
    rows.reverse().map((c) => ({ date: c.localDate, mood: c.mood, intensity: c.intensity })),
    today,
  );
}

export async function nextEvents(db: Db, userId: string) {
  const ctx = await loadUserContext(db, userId);
  return { events: await repo.upcomingEvents(db, userId, ctx.today, 5) };
}
