import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/auth.ts';
import { returnedRow } from '../../returned-row.ts';

export type ConsentRow = typeof consentRecords.$inferSelect;

/** Each choice is a new row: the table is the audit trail. */
export async function insertConsent(db: Db, values: typeof consentRecords.$inferInsert): Promise<ConsentRow> {
  return returnedRow(await db.insert(consentRecords).values(values).returning(), 'a consent record');
}

/** Her choice in force: the newest of her consent records. */
export async function latestConsent(db: Db, userId: string): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.createdAt))
    .limit(1);
  return row ?? null;
}
