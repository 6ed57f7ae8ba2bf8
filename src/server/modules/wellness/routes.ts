import { desc, eq, gte, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  createScreeningSchema,
  moodHistorySchema,
  screeningListSchema,
  screeningResponseSchema,
} from '../../../core/contracts/wellness.ts';
import { emotionalTrend, moodWeeks } from '../../../core/domain/mood-history.ts';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { type Instrument, scoreScreening } from '../../../core/domain/screening.ts';
import { checkins } from '../../db/schema/profile.ts';
import { screenings } from '../../db/schema/health.ts';
import { currentUser } from '../../plugins/session.ts';
import { insertFlag } from '../flags/repository.ts';
import { loadUserContext } from '../profile/context.ts';

type ScreeningRow = typeof screenings.$inferSelect;

const toScreening = (row: ScreeningRow) => {
  const result = scoreScreening(row.instrument, row.answers);
  return { id: row.id, ...result, answers: row.answers, createdAt: row.createdAt.toISOString() };
};

/** How many weeks of check-ins the mood chart shows. */
const MOOD_WEEKS = 12;

export default function wellnessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/screenings', {
    config: { access: { kind: 'user' } },
    schema: { body: createScreeningSchema, response: { 201: screeningResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      const user = currentUser(req);
      const instrument: Instrument = req.body.instrument;
      const answers = req.body.answers as number[];
      const result = scoreScreening(instrument, answers);
      const out = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(screenings)
          .values({
            userId: user.id,
            instrument,
            answers,
            total: result.total,
            severity: result.band,
            crisis: result.crisis,
          })
          .returning();
        if (!row) throw new Error('screening insert returned nothing');
        let flagId: string | null = null;
        // warning-signs.md section D: PHQ-9 item 9 above 0 is a red flag for review, whatever the total.
        if (result.crisis) {
          const flag = await insertFlag(tx, {
            userId: user.id,
            flagType: 'red',
            reason: 'PHQ-9: thoughts of being better off dead or of self-harm',
            symptomDescription: `PHQ-9 self-check, total ${result.total} of 27 (${result.band}); question 9 answered above 0`,
            aiAnalysis:
              'The crisis flow was shown at once: crisis lines for her country and the emergency number. Please follow up.',
            source: 'screening',
            sourceId: row.id,
            priority: 'high',
          });
          flagId = flag.id;
        }
        return { screening: toScreening(row), flagId };
      });
      return reply.code(201).send(out);
    },
  });

  r.get('/api/screenings/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: screeningListSchema, ...errorResponses } },
    handler: async (req) => {
      const rows = await app.db
        .select()
        .from(screenings)
        .where(eq(screenings.userId, req.params.userId))
        .orderBy(desc(screenings.createdAt), desc(screenings.id));
      return rows.map(toScreening);
    },
  });

  // Mood history for /mental-wellness, read from the check-ins other screens write.
  r.get('/api/wellness/:userId/moods', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: moodHistorySchema, ...errorResponses } },
    handler: async (req) => {
      const { today } = await loadUserContext(app.db, req.params.userId);
      const rows = await app.db
        .select()
        .from(checkins)
        .where(
          and(
            eq(checkins.userId, req.params.userId),
            gte(checkins.localDate, addDays(today, -MOOD_WEEKS * 7)),
          ),
        )
        .orderBy(desc(checkins.localDate), desc(checkins.createdAt));
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
    },
  });
}
