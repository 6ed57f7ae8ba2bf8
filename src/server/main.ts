/**
 * Starts the server: config, database (migrations applied), app, listen; SIGTERM and SIGINT finish
 * in-flight requests and close the database cleanly.
 */
import { loadConfig } from './config.ts';
import { openDatabase, pgliteDirIn } from './db/client.ts';
import { loadContent } from './modules/content/library.ts';
import { buildApp } from './app.ts';
import { safeError } from './log-safety.ts';

const config = loadConfig();
// A bad content item stops start-up here, naming the file and the item.
const content = loadContent();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirIn(config.dataDir),
  migrate: true,
});
const app = await buildApp({ config, database, content });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err: safeError(err) }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Zara is ready at http://localhost:${String(config.port)} (database: ${database.kind})`);
