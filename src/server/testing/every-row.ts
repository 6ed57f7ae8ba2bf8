/** What "nothing was written" compares: every row of every table that has a user_id, and the accounts. */
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/auth.ts';
import { userTables } from '../modules/profile/export-repository.ts';

export async function everyUserRow(app: FastifyInstance): Promise<string> {
  const parts: unknown[] = [await app.db.select().from(users)];
  for (const { table } of userTables()) parts.push(await app.db.select().from(table));
  return JSON.stringify(parts);
}
