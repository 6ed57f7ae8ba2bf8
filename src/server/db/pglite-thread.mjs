// PGlite on a thread of its own (see pglite-remote.ts). Every query PGlite runs is synchronous WebAssembly plus
// JavaScript protocol work, a quarter of a millisecond for the simplest one: on the request thread that
// time stops every other request. Here it runs beside them. Plain JavaScript, so the thread starts without a
// TypeScript loader wherever the server runs (npm start, the tests, the scripts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string, textTypes: number[] }} */
const { dataDir, textTypes } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** Thrown inside a transaction the request thread ended without committing: PGlite then rolls it back. */
const ROLLBACK = Symbol('rollback');

/**
 * Open transactions by id: PGlite's transaction handle, how to end it, and the promise PGlite settles when
 * it has committed or rolled back.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, done: Promise<unknown> }>}
 */
const open = new Map();
let nextTx = 1;

/** What crosses back for an error: its message and PostgreSQL's fields (code, detail, constraint...). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const out = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || value === null || typeof value === 'object' || typeof value === 'function')
      continue;
    out[key] = value;
  }
  return out;
}

const results = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

function target(txId) {
  if (txId === undefined) return db;
  const t = open.get(txId);
  if (!t) throw new Error('That transaction has already ended.');
  return t.tx;
}

function begin() {
  return new Promise((started, failed) => {
    const id = nextTx++;
    let began = false;
    let end = (_commit) => {};
    const ended = new Promise((resolve) => (end = resolve));
    const done = db.transaction(async (tx) => {
      began = true;
      open.set(id, { tx, end, done });
      started(id);
      if (!(await ended)) throw ROLLBACK;
    });
    // A transaction that could not begin fails the request that asked for it; once begun, finish() reports.
    done.catch((error) => {
      if (!began) failed(error);
    });
  });
}

async function finish(txId, commit) {
  const t = open.get(txId);
  if (!t) throw new Error('That transaction has already ended.');
  t.end(commit);
  try {
    await t.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  } finally {
    open.delete(txId);
  }
  return null;
}

async function handle(msg) {
  switch (msg.op) {
    case 'query':
      return results(
        await target(msg.tx).query(msg.sql, msg.params, msg.rowMode ? { rowMode: msg.rowMode } : undefined),
      );
    case 'exec':
      return (await target(msg.tx).exec(msg.sql)).map(results);
    case 'begin':
      return begin();
    case 'end':
      return finish(msg.tx, msg.commit);
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown database operation: ${String(msg.op)}`);
  }
}

let db;
try {
  db = await PGlite.create(dataDir);
  // Drizzle reads these types as the database's text and maps them itself: installed once here, they need
  // not travel with every query (pglite-remote.ts drops them from each query's options).
  const asText = (value) => value;
  for (const oid of textTypes) db.parsers[oid] = asText;
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) });
  process.exit(1);
}

/** Every request gets its answer: a result that cannot be sent is answered with why. */
function reply(id, answer) {
  try {
    port.postMessage({ id, ...answer });
  } catch (error) {
    port.postMessage({ id, error: plainError(error) });
  }
}

port.on('message', (msg) => {
  handle(msg).then(
    (result) => reply(msg.id, { result }),
    (error) => reply(msg.id, { error: plainError(error) }),
  );
});
