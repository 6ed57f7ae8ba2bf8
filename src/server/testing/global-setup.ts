/**
 * Runs once before the test files: a migrated template database that every test app copies (test-app.ts).
 * By default it lives on an embedded PostgreSQL started for this run only, in its own folder under .test-data
 * (without fsync: nothing there is kept), so two runs at once never share one; with TEST_DATABASE_URL it lives
 * beside the database named, on that server (see postgres.ts). The workers get the URL through `inject`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { clusterDirIn, openDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { FolderInUseError, lockFolder } from '../db/folder-lock.ts';
import { TEST_DATA_ROOT } from './paths.ts';
import { freshTemplate } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's URL with the database name the template is named after (`<name>_template`). */
    testDatabaseUrl: string;
  }
}

/** Folders of earlier runs that ended without cleaning up (their lock is free): removed. */
async function sweepOldRuns(): Promise<void> {
  mkdirSync(TEST_DATA_ROOT, { recursive: true });
  for (const name of readdirSync(TEST_DATA_ROOT)) {
    if (!name.startsWith('db-')) continue;
    const dir = join(TEST_DATA_ROOT, name);
    try {
      await (
        await lockFolder(clusterDirIn(dir))
      )();
      rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if (!(error instanceof FolderInUseError)) throw error;
    }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let url = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    await sweepOldRuns();
    const dir = join(TEST_DATA_ROOT, `db-${randomUUID().slice(0, 8)}`);
    const server = await startEmbeddedPostgres(clusterDirIn(dir), { scratch: true });
    const { host, port, user } = server.connection;
    url = `postgresql://${user}@localhost:${String(port)}/zara_test?host=${encodeURIComponent(host)}`;
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = await freshTemplate(url);
  const db = await openDatabase({ databaseUrl: template, migrate: true, poolSize: 1 });
  await db.close();
  project.provide('testDatabaseUrl', url);
  return stop;
}
