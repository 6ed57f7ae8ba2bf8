/**
 * A stand-in server for the crash tests (embedded-postgres.int.test.ts): opens the embedded database of the data
 * folder given, writes one row, says `ready` with its pid, and waits to be killed.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-database.ts <data folder>');
const database = await openDatabase({ dataDir, migrate: true, poolSize: 1 });
await database.db.execute(sql`create table if not exists crash_probe (note text not null)`);
await database.db.execute(sql`insert into crash_probe values ('written before the crash')`);
process.stdout.write(`ready ${String(process.pid)}\n`);
setInterval(() => undefined, 60_000);
