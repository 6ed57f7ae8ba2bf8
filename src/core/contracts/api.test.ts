import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas, declaredEndpoints } from './api.ts';
import { keyOf } from './endpoint.ts';

const src = join(import.meta.dirname, '..', '..');
const folders = (dir: string) =>
  readdirSync(join(src, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

describe('one name per area, in every layer', () => {
  const names = Object.keys(areas).sort();

  it('each area has its contract and its server module, and each server module is an area', () => {
    for (const area of names) {
      expect(existsSync(join(src, 'core', 'contracts', `${area}.ts`)), `contracts/${area}.ts`).toBe(true);
    }
    expect(folders('server/modules')).toEqual(names);
  });

  it("the web's calls are grouped by the same names", () => {
    for (const folder of folders('web/api')) expect(names, `src/web/api/${folder}`).toContain(folder);
  });

  it('every endpoint is declared once and every path parameter is in its schema', () => {
    const keys = declaredEndpoints.map(({ endpoint }) => keyOf(endpoint));
    expect(new Set(keys).size).toBe(keys.length);
    for (const { endpoint: e } of declaredEndpoints) {
      const inPath = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const shape = (e.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), keyOf(e)).toEqual([...inPath].sort());
      // A user's id in a path is called userId in code, whatever the spec's URL text calls it.
      if (e.access.kind === 'self') expect(e.access.param, keyOf(e)).toBe('userId');
    }
  });
});
