import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/auth.ts';

/** Her choice in force: the newest of her consent records (each choice is kept, as the audit trail). */
export async function latestConsent(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.createdAt))
    .limit(1);
  return row;
}
