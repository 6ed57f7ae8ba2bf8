// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { newCheckId } from './check-id.ts';

afterEach(() => vi.unstubAllGlobals());

describe('newCheckId', () => {
  it('is a version 4 UUID the server accepts, also without a secure context', () => {
    vi.stubGlobal('isSecureContext', false);
    const ids = Array.from({ length: 50 }, newCheckId);
    for (const id of ids) expect(z.uuid().safeParse(id).success, id).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });
});
