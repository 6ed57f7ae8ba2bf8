/**
 * Birth Prep on the server: her birth plan (checked against the content's sections, saved whole, updatedAt set
 * here) and her hospital bag (the content's checklist merged with her rows). Rules live in core/domain.
 */
import { randomBytes } from 'node:crypto';
import type {
  AddBagItemBody,
  BagGroup,
  BagItem,
  BirthPlan,
  BirthPlanResponse,
  BirthPlanSection,
  SaveBirthPlanBody,
} from '../../../core/contracts/birth-prep.ts';
import { BAG_CUSTOM_MAX } from '../../../core/contracts/birth-prep.ts';
import type { Checklists } from '../../../core/contracts/content.ts';
import { checkBirthPlan, DELIVERY_SECTION_ID, knownPlan } from '../../../core/domain/birth-plan.ts';
import { type ChecklistItem, mergeBag } from '../../../core/domain/hospital-bag.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, fieldError, notFound } from '../../errors.ts';
import { loadUserContext } from '../profile/context.ts';
import { birthPlanPdf } from './pdf.ts';
import * as repo from './repository.ts';

export interface BirthPrepContent {
  sections: readonly BirthPlanSection[];
  checklist: readonly ChecklistItem[];
}

/** The content birth prep is built on, checked at start-up. */
export function birthPrepContent(checklists: Checklists): BirthPrepContent {
  // The spec's deliveryPreference is this section's answer: without it the plan could not hold one.
  if (!checklists.birthPlanSections.some((s) => s.id === DELIVERY_SECTION_ID && !s.multiple)) {
    throw new Error(
      `content/checklists.ts: the birth plan needs a single-choice "${DELIVERY_SECTION_ID}" section`,
    );
  }
  return { sections: checklists.birthPlanSections, checklist: checklists.hospitalBag };
}

const toPlan = (row: repo.BirthPlanRow): BirthPlan => ({
  deliveryPreference: row.deliveryPreference,
  choices: row.choices,
  notes: row.notes,
  updatedAt: row.updatedAt.toISOString(),
});

// ---- Birth plan

export async function getBirthPlan(
  db: Db,
  content: BirthPrepContent,
  userId: string,
): Promise<BirthPlanResponse> {
  const row = await repo.findPlan(db, userId);
  return { plan: row ? knownPlan(content.sections, toPlan(row)) : null, sections: [...content.sections] };
}

export async function saveBirthPlan(
  db: Db,
  content: BirthPrepContent,
  userId: string,
  body: SaveBirthPlanBody,
  now = new Date(),
): Promise<BirthPlan> {
  const check = checkBirthPlan(content.sections, body);
  if (!check.ok) {
    const fields = Object.entries(check.fields).map(([field, msg]) => `${field}: ${msg}`);
    throw badRequest(`Please check your birth plan: ${fields.join('; ')}.`, check.fields);
  }
  const row = await repo.upsertPlan(db, { userId, ...check.value, updatedAt: now });
  return toPlan(row);
}

export async function getBirthPlanPdf(db: Db, content: BirthPrepContent, userId: string): Promise<Buffer> {
  const row = await repo.findPlan(db, userId);
  if (!row) throw notFound('You have not saved a birth plan yet. Save it first, then download it.');
  const ctx = await loadUserContext(db, userId);
  const displayName = await repo.displayNameOf(db, userId);
  return birthPlanPdf({
    name: displayName || ctx.profile?.firstName || '',
    callMe: ctx.profile?.firstName ?? null,
    dueDate: ctx.status?.phase === 'pregnant' ? (ctx.profile?.dueDate ?? null) : null,
    timeZone: ctx.timeZone,
    plan: knownPlan(content.sections, toPlan(row)),
    sections: content.sections,
  });
}

// ---- Hospital bag

export async function getBag(db: Db, content: BirthPrepContent, userId: string): Promise<BagGroup[]> {
  return mergeBag(content.checklist, await repo.listBagRows(db, userId));
}

const itemOf = (groups: readonly BagGroup[], key: string): BagItem | undefined =>
  groups.flatMap((g) => g.items).find((i) => i.key === key);

const checklistRows = (content: BirthPrepContent) =>
  content.checklist.map((c) => ({ itemKey: c.id, label: c.label, group: c.group }));

const itemNotFound = () => notFound('We could not find that item in your bag. It may have been removed.');

/** Packs or unpacks an item; the same request twice leaves the same state. */
export async function packItem(
  db: Db,
  content: BirthPrepContent,
  userId: string,
  itemKey: string,
  packed: boolean,
): Promise<BagItem> {
  const fromChecklist = content.checklist.some((c) => c.id === itemKey);
  if (!fromChecklist && !(await repo.findBagRow(db, userId, itemKey))?.custom) throw itemNotFound();
  await db.transaction(async (tx) => {
    await repo.addMissingChecklistRows(tx, userId, checklistRows(content));
    await repo.setPacked(tx, userId, itemKey, packed);
  });
  const item = itemOf(await getBag(db, content, userId), itemKey);
  if (!item) throw itemNotFound();
  return item;
}

const sameLabel = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A key that sorts by when she added the item (so her own items keep their order). */
const customKey = (now: Date) => `own-${now.getTime().toString(36)}-${randomBytes(3).toString('hex')}`;

export async function addItem(
  db: Db,
  content: BirthPrepContent,
  userId: string,
  body: AddBagItemBody,
  now = new Date(),
): Promise<BagItem> {
  const groups = await getBag(db, content, userId);
  const group = groups.find((g) => g.group === body.group);
  if (group?.items.some((i) => sameLabel(i.label, body.label))) {
    throw conflict(`"${body.label}" is already on this list.`, { label: 'This is already on the list' });
  }
  const own = groups.flatMap((g) => g.items).filter((i) => i.custom).length;
  if (own >= BAG_CUSTOM_MAX) {
    throw fieldError(
      'label',
      `You have added ${String(BAG_CUSTOM_MAX)} items of your own, the most the bag can hold. Remove one to add another.`,
    );
  }
  const itemKey = customKey(now);
  await db.transaction(async (tx) => {
    await repo.addMissingChecklistRows(tx, userId, checklistRows(content));
    await repo.insertCustomItem(tx, { userId, itemKey, label: body.label, group: body.group });
  });
  return { key: itemKey, label: body.label, note: null, group: body.group, packed: false, custom: true };
}

/** Only her own items can go; the checklist's items stay (she can leave them unpacked). */
export async function removeItem(
  db: Db,
  content: BirthPrepContent,
  userId: string,
  itemKey: string,
): Promise<void> {
  if (content.checklist.some((c) => c.id === itemKey)) {
    throw fieldError(
      'itemKey',
      "Items from the checklist can't be deleted. If you don't need it, just leave it unticked.",
    );
  }
  const row = await repo.findBagRow(db, userId, itemKey);
  if (!row?.custom) throw itemNotFound();
  await repo.deleteBagRow(db, userId, itemKey);
}
