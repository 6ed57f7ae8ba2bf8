import { join } from 'node:path';

export const TEST_DATA_ROOT = join(process.cwd(), '.test-data');
export const TEMPLATE_DIR = join(TEST_DATA_ROOT, 'template');
