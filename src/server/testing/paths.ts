import { join } from 'node:path';

/** Scratch space of the test runs (git-ignored): each run's embedded PostgreSQL and each test app's data folder. */
export const TEST_DATA_ROOT = join(process.cwd(), '.test-data');
