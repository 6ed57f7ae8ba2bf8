import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the schema index', () => {
  it('lists every table file, so her export and deletion see every table', () => {
    // (The test lives outside schema/: drizzle-kit reads every file there as tables.)
    const dir = `${import.meta.dirname}/schema`;
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.startsWith('index'));
    const index = readFileSync(`${dir}/index.ts`, 'utf8');
    for (const f of files) expect(index, f).toContain(`export * from './${f}';`);
    expect(files.length).toBeGreaterThan(5);
  });
});
