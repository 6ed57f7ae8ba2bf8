/**
 * Starts the server: config, database (migrations applied), app, listen; SIGTERM and SIGINT finish
 * in-flight requests and close the database cleanly.
 */
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadContent } from './modules/content/library.ts';
import { buildApp } from './app.ts';
import { safeError } from './log-safety.ts';

const config = loadConfig();
// A bad content item stops start-up here, naming the file and the item.
const content = loadContent();
/** The app's logger, once there is an app. */
const logger: { current?: FastifyBaseLogger } = {};
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  migrate: true,
  note: (message) => console.log(message),
  // Without its database the server can only fail every request: it stops, loudly, so it can be restarted.
  onFailure: (error) => {
    if (logger.current) logger.current.fatal({ err: safeError(error) }, 'the database stopped; exiting');
    else console.error(error.message);
    process.exit(1);
  },
});
const app = await buildApp({ config, database, content });
logger.current = app.log;

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
