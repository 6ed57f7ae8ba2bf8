/**
 * The rows the request examples name (request-examples.ts): a mother onboarded (pregnant), a clinical reviewer, one
 * of her journal entries, calendar events, flags, bag items, her calendar feed, a notification, and her baby, its
 * log and timer and a recovery log. The walking tests (the text rule, the idempotency key) start from it.
 */
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../core/domain/pregnancy.ts';
import { localDateIn } from '../../core/domain/time-windows.ts';
import { notifications } from '../db/schema/calendar.ts';
import { postBirthFixtures } from './post-birth-fixtures.ts';
import type { ExampleContext } from './request-examples.ts';
import { onboard, type Session, signUp, signUpAdmin } from './test-app.ts';

export async function exampleContext(app: FastifyInstance): Promise<ExampleContext> {
  const me = await signUp(app, 'Amara');
  const admin = await signUpAdmin(app);
  await onboard(me);
  const json = async (s: Session, method: 'POST', url: string, payload: object) =>
    (await s.call({ method, url, payload })).json<Record<string, { id?: string; key?: string }>>();
  const entryId = (await json(me, 'POST', '/api/journal', { category: 'mom', mood: 'calm', content: 'Hi' }))
    .entry?.id;
  const date = addDays(localDateIn('UTC'), 30);
  const eventId = (await json(me, 'POST', '/api/calendar/events', { title: 'Scan', date })).event?.id;
  const flagId = (await json(me, 'POST', '/api/symptom-logs', { symptom: 'heavy bleeding', severity: 3 }))
    .flagId as unknown as string;
  const itemKey = (
    await json(me, 'POST', `/api/hospital-bag/${me.user.id}/items`, { label: 'Fan', group: 'mother' })
  ).item?.key;
  const feed = await me.call({
    method: 'POST',
    url: `/api/calendar/subscription/${me.user.id}`,
    payload: {},
  });
  const feedToken = /feed\/([^/]+)\.ics$/.exec(feed.json<{ url: string }>().url)?.[1];
  const [notification] = await app.db
    .insert(notifications)
    .values({ userId: me.user.id, kind: 'fixture', title: 'Fixture', body: '', dueAt: new Date() })
    .returning({ id: notifications.id });
  const questionId = (await json(me, 'POST', '/api/visit-questions', { text: 'Is this normal?' })).question
    ?.id;
  if (!entryId || !eventId || !flagId || !itemKey || !feedToken || !notification || !questionId)
    throw new Error(
      `the fixtures were not made: ${JSON.stringify({ entryId, eventId, flagId, itemKey, feedToken, questionId })}`,
    );
  // Her baby, its log and timer, and a recovery log (she is pregnant here: rows written directly).
  const postBirth = await postBirthFixtures(app.db, me.user.id);
  return {
    me,
    admin,
    entryId,
    eventId,
    notificationId: notification.id,
    flagId,
    itemKey,
    feedToken,
    questionId,
    ...postBirth,
  };
}
