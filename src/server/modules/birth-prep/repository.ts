import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { birthPlans, hospitalBagItems } from '../../db/schema/care.ts';
import { returnedRow } from '../../returned-row.ts';

export type BirthPlanRow = typeof birthPlans.$inferSelect;
export type BagItemRow = typeof hospitalBagItems.$inferSelect;

export async function findPlan(db: Db, userId: string): Promise<BirthPlanRow | null> {
  const [row] = await db.select().from(birthPlans).where(eq(birthPlans.userId, userId)).limit(1);
  return row ?? null;
}

/** One plan per mother: the first save inserts it, later saves replace it. */
export async function upsertPlan(
  db: Db,
  values: Pick<BirthPlanRow, 'userId' | 'deliveryPreference' | 'choices' | 'notes' | 'updatedAt'>,
): Promise<BirthPlanRow> {
  const changes = {
    deliveryPreference: values.deliveryPreference,
    choices: values.choices,
    notes: values.notes,
    updatedAt: values.updatedAt,
  };
  const rows = await db
    .insert(birthPlans)
    .values(values)
    .onConflictDoUpdate({ target: birthPlans.userId, set: changes })
    .returning();
  return returnedRow(rows, 'her birth plan');
}

export const listBagRows = (db: Db, userId: string) =>
  db.select().from(hospitalBagItems).where(eq(hospitalBagItems.userId, userId));

export async function findBagRow(db: Db, userId: string, itemKey: string): Promise<BagItemRow | null> {
  const [row] = await db
    .select()
    .from(hospitalBagItems)
    .where(and(eq(hospitalBagItems.userId, userId), eq(hospitalBagItems.itemKey, itemKey)))
    .limit(1);
  return row ?? null;
}

/**
 * Her copy of the checklist: a row for every checklist item she does not have yet (unpacked). Done on her first
 * change, so the table holds her whole bag and anything counting it (the co-pilot) counts the real total.
 */
export async function addMissingChecklistRows(
  db: Db,
  userId: string,
  checklist: readonly Pick<BagItemRow, 'itemKey' | 'label' | 'group'>[],
): Promise<void> {
  if (checklist.length === 0) return;
  await db
    .insert(hospitalBagItems)
    .values(checklist.map((c) => ({ ...c, userId, packed: false, custom: false })))
    .onConflictDoNothing({ target: [hospitalBagItems.userId, hospitalBagItems.itemKey] });
}

export async function setPacked(
  db: Db,
  userId: string,
  itemKey: string,
  packed: boolean,
): Promise<BagItemRow | null> {
  const [row] = await db
    .update(hospitalBagItems)
    .set({ packed })
    .where(and(eq(hospitalBagItems.userId, userId), eq(hospitalBagItems.itemKey, itemKey)))
    .returning();
  return row ?? null;
}

export async function insertCustomItem(
  db: Db,
  values: Pick<BagItemRow, 'userId' | 'itemKey' | 'label' | 'group'>,
): Promise<BagItemRow> {
  const rows = await db
    .insert(hospitalBagItems)
    .values({ ...values, packed: false, custom: true })
    .returning();
  return returnedRow(rows, 'a hospital bag item');
}

export async function deleteBagRow(db: Db, userId: string, itemKey: string): Promise<void> {
  await db
    .delete(hospitalBagItems)
    .where(and(eq(hospitalBagItems.userId, userId), eq(hospitalBagItems.itemKey, itemKey)));
}

/** The name she signed up with (her birth plan PDF is headed with it). */
export async function displayNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, userId));
  return row?.displayName ?? null;
}
