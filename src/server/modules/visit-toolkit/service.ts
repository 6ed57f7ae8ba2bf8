/**
 * The Doctor Visit Toolkit on the server (docs/product.md, "Doctor Visit Toolkit"): her questions for her midwife
 * and the prep checklist for her next appointment. Which appointment that is comes from her calendar (booked
 * visits only) and the rules in core/domain/visit-toolkit.ts and prep-checklist.ts.
 */
import type { PrepChecklistItem } from '../../../core/contracts/content.ts';
import type {
  CreateVisitQuestion,
  UpdateVisitQuestion,
  VisitChecklist,
  VisitQuestion,
} from '../../../core/contracts/visit-toolkit.ts';
import {
  checklistKey,
  isBookedKey,
  prepItemsFor,
  prepPriority,
  prepProgress,
} from '../../../core/domain/prep-checklist.ts';
import { QUESTION_ALREADY_LISTED, VISIT_QUESTIONS_MAX } from '../../../core/domain/visit-questions.ts';
import { nextAppointment, nextUsualVisit } from '../../../core/domain/visit-toolkit.ts';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../errors.ts';
import { listEvents } from '../calendar/service.ts';
import { loadUserContext } from '../profile/context.ts';
import * as repo from './repository.ts';

// ---- Questions

const toQuestion = (row: repo.QuestionRow): VisitQuestion => ({
  id: row.id,
  text: row.text,
  source: row.source,
  asked: row.asked,
  askedAt: row.askedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listQuestions(db: Db, userId: string): Promise<VisitQuestion[]> {
  return (await repo.listQuestions(db, userId)).map(toQuestion);
}

/** Still to ask, in order: the questions the summary lists. */
export async function questionsToAsk(db: Db, userId: string): Promise<VisitQuestion[]> {
  return (await listQuestions(db, userId)).filter((q) => !q.asked);
}

export async function addQuestion(db: Db, userId: string, body: CreateVisitQuestion): Promise<VisitQuestion> {
  const text = body.text.trim();
  // One tap on "Add to my visit questions" twice, or the same thought from two places, is one question.
  if (await repo.findOpenQuestion(db, userId, text))
    throw conflict(QUESTION_ALREADY_LISTED, { text: QUESTION_ALREADY_LISTED });
  if ((await repo.countQuestions(db, userId)) >= VISIT_QUESTIONS_MAX) {
    throw conflict(
      `You have ${String(VISIT_QUESTIONS_MAX)} questions on your list. Delete some you have asked, then add this one.`,
      { text: 'Your list is full: delete some questions first' },
    );
  }
  return toQuestion(await repo.insertQuestion(db, { userId, text, source: body.source ?? 'own' }));
}

const missing = () => notFound('We could not find that question. It may have been deleted.');

export async function editQuestion(
  db: Db,
  questionId: string,
  body: UpdateVisitQuestion,
  now = new Date(),
): Promise<VisitQuestion> {
  const row = await repo.findQuestion(db, questionId);
  if (!row) throw missing();
  const text = body.text?.trim();
  const asked = body.asked ?? row.asked;
  if (text !== undefined && !asked && (await repo.findOpenQuestion(db, row.userId, text, row.id))) {
    throw conflict(QUESTION_ALREADY_LISTED, { text: QUESTION_ALREADY_LISTED });
  }
  const updated = await repo.updateQuestion(db, questionId, {
    ...(text !== undefined ? { text } : {}),
    ...(body.asked !== undefined && body.asked !== row.asked
      ? { asked: body.asked, askedAt: body.asked ? now : null }
      : {}),
  });
  if (!updated) throw missing();
  return toQuestion(updated);
}

export const deleteQuestion = (db: Db, questionId: string) => repo.deleteQuestion(db, questionId);

/** Whose question it is (the access rule's owner check), or null. */
export const questionOwner = async (db: Db, questionId: string) =>
  (await repo.findQuestion(db, questionId))?.userId ?? null;

// ---- The prep checklist

/** Which appointment the checklist is for, the items of her stage, and where ticks made before booking are kept. */
async function checklistContext(db: Db, userId: string, content: readonly PrepChecklistItem[]) {
  const { profile, status, today } = await loadUserContext(db, userId);
  const stage = status?.phase ?? profile?.stage ?? 'pregnant';
  const dates = { stage, dueDate: profile?.dueDate ?? null, birthDate: profile?.birthDate ?? null };
  const appointment = nextAppointment(await listEvents(db, userId, {}), today);
  return {
    appointment,
    key: checklistKey(appointment, nextUsualVisit(dates, today)),
    // Ticks made before she booked belong to the visit she then books (checklistKey without a booking).
    beforeBooking: checklistKey(null, nextUsualVisit(dates, today)),
    items: prepItemsFor(content, stage),
    stage,
    week: status?.currentWeek ?? 0,
  };
}

type ChecklistContext = Awaited<ReturnType<typeof checklistContext>>;

async function ticksOf(db: Db, userId: string, c: ChecklistContext): Promise<Map<string, boolean>> {
  const ticks = await repo.ticksFor(db, userId, c.key);
  return ticks.size === 0 && isBookedKey(c.key) ? repo.ticksFor(db, userId, c.beforeBooking) : ticks;
}

function checklistOf(c: ChecklistContext, ticks: ReadonlyMap<string, boolean>): VisitChecklist {
  const items = c.items.map((i) => ({
    id: i.id,
    category: i.category,
    title: i.title,
    description: i.description,
    completed: ticks.get(i.id) ?? false,
    priority: prepPriority(i, c.stage, c.week),
  }));
  const a = c.appointment;
  return {
    appointment: a ? { id: a.id, title: a.title, date: a.date, time: a.time, location: a.location } : null,
    items,
    ...prepProgress(items.filter((i) => i.completed).length, items.length),
  };
}

export async function getChecklist(
  db: Db,
  userId: string,
  content: readonly PrepChecklistItem[],
): Promise<VisitChecklist> {
  const c = await checklistContext(db, userId, content);
  return checklistOf(c, await ticksOf(db, userId, c));
}

/** Ticks or unticks an item for her next appointment; the same request twice leaves the same state. */
export async function tickItem(
  db: Db,
  userId: string,
  content: readonly PrepChecklistItem[],
  body: { itemId: string; done: boolean },
): Promise<VisitChecklist> {
  const c = await checklistContext(db, userId, content);
  if (!c.items.some((i) => i.id === body.itemId)) {
    throw fieldError('itemId', `"${body.itemId}" is not an item of your checklist`);
  }
  return db.transaction(async (tx) => {
    const ticks = await repo.ticksFor(tx, userId, c.key);
    if (ticks.size === 0 && isBookedKey(c.key)) {
      // Her first tick for a visit she has booked since: the ticks she made before come with it.
      const carried = await repo.ticksFor(tx, userId, c.beforeBooking);
      await repo.saveTicks(tx, userId, c.key, carried);
      await repo.clearTicks(tx, userId, c.beforeBooking);
      for (const [id, done] of carried) ticks.set(id, done);
    }
    await repo.saveTicks(tx, userId, c.key, new Map([[body.itemId, body.done]]));
    ticks.set(body.itemId, body.done);
    return checklistOf(c, ticks);
  });
}
