/**
 * Integration tests' databases: the global setup migrates a template database beside the one named (on the run's
 * embedded PostgreSQL, or TEST_DATABASE_URL's server), and every test app runs on a copy of it, dropped on close.
 * Test files run in parallel, so one shared database would let one file's rows leak into another's assertions,
 * and the database named is never written to. The benchmark borrows scratchDatabase for the same reason.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const quoted = (id: string) => `"${id.replaceAll('"', '""')}"`;
const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/** Runs one statement on the server's maintenance database (CREATE and DROP DATABASE cannot run inside it). */
async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The migrated template's connection string for TEST_DATABASE_URL. */
export const templateUrl = (url: string) => withDatabase(url, `${nameOf(url)}_template`);

/** Makes an empty template database (dropping the previous run's) and returns its URL, ready to migrate. */
export async function freshTemplate(url: string): Promise<string> {
  const template = templateUrl(url);
  await onServer(url, `DROP DATABASE IF EXISTS ${quoted(nameOf(template))} WITH (FORCE)`);
  await onServer(url, `CREATE DATABASE ${quoted(nameOf(template))}`);
  return template;
}

/** A new database on the same server, empty or copied from a template, and how to drop it again. */
async function createDatabase(
  url: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const statement = `CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`;
  // Two files may copy the template at the same moment; PostgreSQL refuses the second while the first reads it.
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(url, statement);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  return {
    url: withDatabase(url, name),
    drop: () => onServer(url, `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`),
  };
}

const uniqueName = (url: string, kind: string) =>
  `${nameOf(url)}_${kind}${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** A private copy of the template for one test app. */
export const cloneTemplate = (url: string) =>
  createDatabase(url, uniqueName(url, ''), nameOf(templateUrl(url)));

/** An empty throwaway database beside the one named (the benchmark's), so nothing is written to that one. */
export const scratchDatabase = (url: string) => createDatabase(url, uniqueName(url, 'scratch_'));
