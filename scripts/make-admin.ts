/**
 * Makes an existing account an admin (a clinical reviewer): npm run make-admin -- <email>
 * Admins are never made through the public API (03-decisions.md section 1).
 */
import { emailSchema } from '../src/core/contracts/auth.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { setRole } from '../src/server/modules/auth/repository.ts';

const arg = process.argv[2];
const parsed = emailSchema.safeParse(arg);
if (!parsed.success) {
  console.error('Usage: npm run make-admin -- <email of an existing account>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  migrate: true,
  // Beside a running server, its embedded PostgreSQL is used as it runs; otherwise this starts it for a moment.
  attach: true,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
try {
  const updated = await setRole(database.db, parsed.data, 'admin');
  if (updated.length === 0) {
    console.error(`No account uses ${parsed.data}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${parsed.data} is now an admin. Sign out and in again to see the review queue.`);
  }
} finally {
  await database.close();
}
