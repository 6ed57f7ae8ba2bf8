import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const user = {
  id: 'u1',
  email: 'a@b.co',
  displayName: 'A',
  role: 'mother' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('SessionCache', () => {
  it('serves an entry until its TTL, then forgets it', () => {
    let now = 0;
    const cache = new SessionCache(1000, 10, () => now);
    cache.set('t', { user, expiresAt: new Date(100_000), createdAt: new Date(0) });
    expect(cache.get('t')?.user).toEqual(user);
    now = 999;
    expect(cache.get('t')).toBeDefined();
    now = 1000;
    expect(cache.get('t')).toBeUndefined();
  });
  it('never serves a session past its own expiry', () => {
    let now = 0;
    const cache = new SessionCache(60_000, 10, () => now);
    cache.set('t', { user, expiresAt: new Date(500), createdAt: new Date(0) });
    now = 500;
    expect(cache.get('t')).toBeUndefined();
  });
  it('evicts by token, by user, and the oldest when full', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('a', { user, expiresAt: new Date(Date.now() + 1e6), createdAt: new Date(0) });
    cache.set('b', {
      user: { ...user, id: 'u2' },
      expiresAt: new Date(Date.now() + 1e6),
      createdAt: new Date(0),
    });
    cache.set('c', { user, expiresAt: new Date(Date.now() + 1e6), createdAt: new Date(0) });
    expect(cache.get('a')).toBeUndefined();
    cache.deleteUser('u1');
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.delete('b');
    expect(cache.get('b')).toBeUndefined();
  });
});
