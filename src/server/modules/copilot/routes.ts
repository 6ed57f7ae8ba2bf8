import { and, asc, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  analyzeIntentRequestSchema,
  copilotCalendarSchema,
  copilotStateSchema,
  emotionalTrendSchema,
  intentResultSchema,
  type Recommendation,
  recommendationsResponseSchema,
} from '../../../core/contracts/zara.ts';
import { birthPrepPriorities } from '../../../core/domain/birth-prep.ts';
import { checkinRecommendation, checkinStatus, emotionalTrend } from '../../../core/domain/copilot.ts';
import { checkinWindow, hourIn, localDateIn } from '../../../core/domain/time-windows.ts';
import { analyzeIntent } from '../../../core/domain/intent.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import type { AppConfig } from '../../config.ts';
import { calendarEvents } from '../../db/schema/calendar.ts';
import { birthPlans, exerciseLogs, hospitalBagItems } from '../../db/schema/care.ts';
import { healthFlags, journalEntries, symptomLogs } from '../../db/schema/health.ts';
import { users } from '../../db/schema/auth.ts';
import { checkins } from '../../db/schema/profile.ts';
import { messages } from '../../db/schema/zara.ts';
import { loadUserContext } from '../profile/context.ts';
import { checkinsSince } from '../wellness/repository.ts';

const idParams = z.object({ id: z.string() });

/** The co-pilot (01-core-app.md sections 2 and 7): intent analysis and her real figures. */
export default function copilotRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const self = { access: { kind: 'self' as const, param: 'id' } };

  r.post('/api/copilot/analyze-intent', {
    config: { access: { kind: 'user' } },
    schema: { body: analyzeIntentRequestSchema, response: { 200: intentResultSchema, ...errorResponses } },
    handler: (req) => analyzeIntent(req.body.userInput),
  });

  r.get('/api/copilot/state/:id', {
    config: self,
    schema: { params: idParams, response: { 200: copilotStateSchema, ...errorResponses } },
    handler: async (req) => {
      const id = req.params.id;
      const [ctx, databaseOk] = await Promise.all([
        loadUserContext(app.db, id),
        app.database.ping().then(
          () => true,
          () => false,
        ),
      ]);
      const n = async (q: Promise<{ value: number }[]>) => (await q)[0]?.value ?? 0;
      const [symptom, journal, calendar, exercise, chat, emergency] = await Promise.all([
        n(app.db.select({ value: count() }).from(symptomLogs).where(eq(symptomLogs.userId, id))),
        n(app.db.select({ value: count() }).from(journalEntries).where(eq(journalEntries.userId, id))),
        // Events she made, not the suggested visit schedule seeded at onboarding.
        n(
          app.db
            .select({ value: count() })
            .from(calendarEvents)
            .where(and(eq(calendarEvents.userId, id), isNull(calendarEvents.suggestionKey))),
        ),
        n(app.db.select({ value: count() }).from(exerciseLogs).where(eq(exerciseLogs.userId, id))),
        n(
          app.db
            .select({ value: count() })
            .from(messages)
            .where(and(eq(messages.userId, id), eq(messages.role, 'user'))),
        ),
        n(
          app.db
            .select({ value: count() })
            .from(healthFlags)
            .where(and(eq(healthFlags.userId, id), eq(healthFlags.flagType, 'red'))),
        ),
      ]);
      const s = ctx.status;
      return {
        database: app.database.kind,
        databaseOk,
        provider: opts.config.zaraLlm
          ? { kind: 'model' as const, model: opts.config.zaraLlm.model }
          : { kind: 'built-in' as const, model: null },
        stage: s?.phase ?? null,
        week: s ? (s.phase === 'postpartum' ? s.postpartumWeek : s.currentWeek) : null,
        moduleUsage: [
          { module: 'symptom_log' as const, count: symptom },
          { module: 'journal' as const, count: journal },
          { module: 'calendar' as const, count: calendar },
          { module: 'exercise' as const, count: exercise },
          { module: 'chat' as const, count: chat },
          { module: 'emergency' as const, count: emergency },
        ],
        architecture: [
          'Safety triage: deterministic, reads the warning-signs catalogue before any answer',
          opts.config.zaraLlm
            ? `Answers: language model "${opts.config.zaraLlm.model}", built-in responder as fallback`
            : 'Answers: built-in responder over the content library',
          `Data: ${app.database.kind === 'embedded' ? 'PostgreSQL started by the app in its data folder' : 'PostgreSQL (DATABASE_URL)'}`,
          'Intent routing: keyword scoring over triage-normalised text',
        ],
      };
    },
  });

  r.get('/api/copilot/recommendations/:id', {
    config: self,
    schema: { params: idParams, response: { 200: recommendationsResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const id = req.params.id;
      const ctx = await loadUserContext(app.db, id);
      const recs: Recommendation[] = [];
      const unreviewed = (
        await app.db
          .select({ value: count() })
          .from(healthFlags)
          .where(
            and(eq(healthFlags.userId, id), eq(healthFlags.flagType, 'red'), eq(healthFlags.reviewed, false)),
          )
      )[0]?.value;
      if (unreviewed)
        recs.push({
          id: 'red-flags',
          title: 'Follow up your urgent alerts',
          message: `You have ${String(unreviewed)} urgent health alert${unreviewed === 1 ? '' : 's'} waiting for review. If you have not yet spoken to your midwife or doctor about ${unreviewed === 1 ? 'it' : 'them'}, please do.`,
          priority: 'high',
          route: '/flags',
        });
      // Due in the current window, overdue after days without one (core/domain/copilot.ts).
      const [seen, [account]] = await Promise.all([
        app.db
          .select({ localDate: checkins.localDate, window: checkins.window })
          .from(checkins)
          .where(eq(checkins.userId, id))
          .orderBy(desc(checkins.localDate))
          .limit(20),
        app.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, id)).limit(1),
      ]);
      const window = checkinWindow(hourIn(ctx.timeZone));
      const firstDay = account ? localDateIn(ctx.timeZone, account.createdAt) : ctx.today;
      const checkin = checkinRecommendation(checkinStatus(seen, ctx.today, window, firstDay), window);
      if (checkin) recs.push(checkin);
      const s = ctx.status;
      const prep = s?.phase === 'pregnant' ? birthPrepPriorities(s.currentWeek) : null;
      if (s && prep?.birthPlan) {
        const [plan] = await app.db.select().from(birthPlans).where(eq(birthPlans.userId, id)).limit(1);
        if (!plan)
          recs.push({
            id: 'birth-plan',
            title: 'Write your birth plan',
            message: `At ${String(s.currentWeek)} weeks it is a good time to note your wishes for labour and birth.`,
            priority: 'medium',
            route: '/birth-prep',
          });
      }
      if (s && prep?.hospitalBag) {
        const items = await app.db
          .select({ packed: hospitalBagItems.packed })
          .from(hospitalBagItems)
          .where(eq(hospitalBagItems.userId, id));
        const packed = items.filter((i) => i.packed).length;
        if (items.length === 0 || packed < items.length)
          recs.push({
            id: 'hospital-bag',
            title: 'Pack your hospital bag',
            message: items.length
              ? `${String(packed)} of ${String(items.length)} items packed.`
              : 'Babies do not always wait: have your bag ready a few weeks early.',
            priority: s.currentWeek >= 37 ? 'high' : 'medium',
            route: '/birth-prep',
          });
      }
      if (recs.length === 0)
        recs.push({
          id: 'all-good',
          title: 'All caught up',
          message: 'Nothing needs your attention right now. Ask Zara anything, any time.',
          priority: 'low',
          route: '/zara-chat',
        });
      return { recommendations: recs };
    },
  });

  r.get('/api/copilot/emotional-trend/:id', {
    config: self,
    schema: { params: idParams, response: { 200: emotionalTrendSchema, ...errorResponses } },
    handler: async (req) => {
      // The two weeks the one trend rule compares (mood-history.ts), as /mental-wellness reads them.
      const { today } = await loadUserContext(app.db, req.params.id);
      const rows = await checkinsSince(app.db, req.params.id, addDays(today, -13));
      return emotionalTrend(
        rows.reverse().map((c) => ({ date: c.localDate, mood: c.mood, intensity: c.intensity })),
        today,
      );
    },
  });

  r.get('/api/copilot/calendar/:id', {
    config: self,
    schema: { params: idParams, response: { 200: copilotCalendarSchema, ...errorResponses } },
    handler: async (req) => {
      const ctx = await loadUserContext(app.db, req.params.id);
      const rows = await app.db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.userId, req.params.id),
            gte(calendarEvents.date, ctx.today),
            eq(calendarEvents.isCompleted, false),
          ),
        )
        .orderBy(asc(calendarEvents.date), asc(calendarEvents.time))
        .limit(5);
      return {
        events: rows.map((e) => ({
          id: e.id,
          title: e.title,
          date: e.date,
          time: e.time,
          eventType: e.eventType,
        })),
      };
    },
  });
}
