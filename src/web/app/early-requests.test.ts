// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import type { PrefetchData } from '../lib/prefetch-data.ts';
import { startEarlyRequests } from './early-requests.ts';

const ID = '0b8e5c1a-3f2d-4c6b-9a7e-1d2c3b4a5f60';
const USER = {
  id: 'u1',
  email: 'a@b.c',
  displayName: 'Amara',
  role: 'mother',
  createdAt: '2026-01-01T00:00:00Z',
};
const STATUS = { pregnancyStatus: { phase: 'pregnant', currentWeek: 24 } };

const fetchMock = vi.fn<typeof fetch>();
const answer = (url: string, user = USER) => {
  const body = url === '/api/auth/me' ? { user } : url.endsWith('/status') ? STATUS : {};
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
};
/** The address of a fetch call (the client passes a string). */
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const asked = () => fetchMock.mock.calls.map(([url]) => urlOf(url));
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  document.cookie = 'zara_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
});

describe('the first requests of a signed-in page (issue 21)', () => {
  it('asks for her session at once, then her status and profile together, then the screen its own data', async () => {
    vi.stubGlobal(
      'fetch',
      fetchMock.mockImplementation((url) => answer(urlOf(url))),
    );
    document.cookie = 'zara_signed_in=1';
    window.history.replaceState(null, '', '/learn?tab=faqs');
    const prefetchData = vi.fn<PrefetchData>();
    const client = createQueryClient();
    startEarlyRequests(client, Promise.resolve([{ other: 1 }, { prefetchData }]));
    expect(asked()).toEqual(['/api/auth/me']);
    await vi.waitFor(() => expect(prefetchData).toHaveBeenCalledTimes(1));
    expect(asked()).toEqual(['/api/auth/me', '/api/onboarding/status/u1', '/api/profile/u1/status']);
    const [, at] = prefetchData.mock.calls[0] ?? [];
    expect(at?.userId).toBe('u1');
    expect(at?.status).toEqual(STATUS);
    expect(at?.pathname).toBe('/learn');
    expect(at?.search.get('tab')).toBe('faqs');
    // The screens' own hooks find the answers there: nothing is fetched twice.
    expect(client.getQueryData(['profile', 'u1', 'status'])).toEqual(STATUS);
  });

  it('asks for her status and profile beside her session when the marker holds her id', async () => {
    vi.stubGlobal(
      'fetch',
      fetchMock.mockImplementation((url) => answer(urlOf(url), { ...USER, id: ID })),
    );
    document.cookie = `zara_signed_in=${ID}`;
    window.history.replaceState(null, '', '/dashboard');
    const prefetchData = vi.fn<PrefetchData>();
    startEarlyRequests(createQueryClient(), Promise.resolve({ prefetchData }));
    // All three before any answer: no round trip waits for another.
    expect(asked()).toEqual(['/api/onboarding/status/' + ID, `/api/profile/${ID}/status`, '/api/auth/me']);
    await vi.waitFor(() => expect(prefetchData).toHaveBeenCalledTimes(1));
    // Nothing asked twice once the session confirmed whose they are.
    expect(asked()).toHaveLength(3);
    expect(prefetchData.mock.calls[0]?.[1].userId).toBe(ID);
  });

  it('asks for the right profile when the guess was someone else (the session decides)', async () => {
    vi.stubGlobal(
      'fetch',
      fetchMock.mockImplementation((url) => answer(urlOf(url))),
    );
    document.cookie = `zara_signed_in=${ID}`;
    const prefetchData = vi.fn<PrefetchData>();
    startEarlyRequests(createQueryClient(), Promise.resolve({ prefetchData }));
    await vi.waitFor(() => expect(prefetchData).toHaveBeenCalledTimes(1));
    expect(asked()).toEqual([
      '/api/onboarding/status/' + ID,
      `/api/profile/${ID}/status`,
      '/api/auth/me',
      '/api/onboarding/status/u1',
      '/api/profile/u1/status',
    ]);
    expect(prefetchData.mock.calls[0]?.[1].userId).toBe('u1');
  });

  it('asks nothing when no session may exist on this browser', async () => {
    vi.stubGlobal(
      'fetch',
      fetchMock.mockImplementation((url) => answer(urlOf(url))),
    );
    const prefetchData = vi.fn<PrefetchData>();
    startEarlyRequests(createQueryClient(), Promise.resolve({ prefetchData }));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(prefetchData).not.toHaveBeenCalled();
  });

  it('leaves the screen to ask for its data when she is signed out after all (the server said 401)', async () => {
    vi.stubGlobal(
      'fetch',
      fetchMock.mockImplementation(() =>
        Promise.resolve(new Response('{"message":"Sign in"}', { status: 401 })),
      ),
    );
    document.cookie = 'zara_signed_in=1';
    const prefetchData = vi.fn<PrefetchData>();
    startEarlyRequests(createQueryClient(), Promise.resolve({ prefetchData }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await settle();
    expect(asked()).toEqual(['/api/auth/me']);
    expect(prefetchData).not.toHaveBeenCalled();
  });
});
