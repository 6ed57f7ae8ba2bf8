import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Checkin,
  checkinBodySchema,
  checkinListSchema,
  checkinQuerySchema,
  checkinResponseSchema,
  dailyTaskBodySchema,
  dailyTasksResponseSchema,
} from '../../../core/contracts/checkins.ts';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import type { Db } from '../../db/client.ts';
import { checkins, dailyTasks } from '../../db/schema/profile.ts';
import { currentUser } from '../../plugins/session.ts';
import { loadUserContext } from '../profile/context.ts';

const toCheckin = (row: typeof checkins.$inferSelect): Checkin => ({
  id: row.id,
  mood: row.mood,
  intensity: row.intensity,
  window: row.window,
  note: row.note,
  localDate: row.localDate,
  createdAt: row.createdAt.toISOString(),
});

async function tasksFor(db: Db, userId: string, localDate: string) {
  const rows = await db
    .select({ taskKey: dailyTasks.taskKey })
    .from(dailyTasks)
    .where(
      and(eq(dailyTasks.userId, userId), eq(dailyTasks.localDate, localDate), eq(dailyTasks.done, true)),
    );
  return { localDate, done: rows.map((r) => r.taskKey).sort() };
}

export default function checkinRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/checkins', {
    config: { access: { kind: 'user' } },
    schema: { body: checkinBodySchema, response: { 201: checkinResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      const userId = currentUser(req).id;
      const { today } = await loadUserContext(app.db, userId);
      const [row] = await app.db
        .insert(checkins)
        .values({
          userId,
          mood: req.body.mood,
          intensity: req.body.intensity,
          window: req.body.window,
          note: req.body.note ? req.body.note : null,
          localDate: today,
        })
        .returning();
      if (!row) throw new Error('Check-in was not written');
      return reply.code(201).send({ checkin: toCheckin(row) });
    },
  });

  r.get('/api/checkins/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: {
      params: userIdParamsSchema,
      querystring: checkinQuerySchema,
      response: { 200: checkinListSchema, ...errorResponses },
    },
    handler: async (req) => {
      const { from, to } = req.query;
      const rows = await app.db
        .select()
        .from(checkins)
        .where(
          and(
            eq(checkins.userId, req.params.userId),
            from ? gte(checkins.localDate, from) : undefined,
            to ? lte(checkins.localDate, to) : undefined,
          ),
        )
        .orderBy(asc(checkins.createdAt));
      return rows.map(toCheckin);
    },
  });

  // 'What to Do Today': ticks kept per local day, so tomorrow starts fresh.
  r.get('/api/daily-tasks/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: dailyTasksResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const { today } = await loadUserContext(app.db, req.params.userId);
      return tasksFor(app.db, req.params.userId, today);
    },
  });

  r.put('/api/daily-tasks', {
    config: { access: { kind: 'user' } },
    schema: { body: dailyTaskBodySchema, response: { 200: dailyTasksResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const userId = currentUser(req).id;
      const { today } = await loadUserContext(app.db, userId);
      if (req.body.done) {
        await app.db
          .insert(dailyTasks)
          .values({ userId, localDate: today, taskKey: req.body.taskKey, done: true })
          .onConflictDoUpdate({
            target: [dailyTasks.userId, dailyTasks.localDate, dailyTasks.taskKey],
            set: { done: true },
          });
      } else {
        await app.db
          .delete(dailyTasks)
          .where(
            and(
              eq(dailyTasks.userId, userId),
              eq(dailyTasks.localDate, today),
              eq(dailyTasks.taskKey, req.body.taskKey),
            ),
          );
      }
      return tasksFor(app.db, userId, today);
    },
  });
}
