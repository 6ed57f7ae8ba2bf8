import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, callEndpoint, endpointUrl, NetworkError, nullOn401 } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('callEndpoint', () => {
  it('sends credentials, and JSON only with a body', async () => {
    fetchMock.mockImplementation(() => json({ user: {} }));
    await callEndpoint('GET /api/auth/me');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/me', {
      method: 'GET',
      credentials: 'include',
      headers: {},
    });
    await callEndpoint('POST /api/auth/signin', { body: { email: 'a@b.c', password: 'secret12' } });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/signin', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.c","password":"secret12"}',
    });
  });

  it('fills path parameters (encoded) and the query', async () => {
    fetchMock.mockImplementation(() => json({}));
    await callEndpoint('GET /api/users/:userId', { params: { userId: 'a/b c' } });
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/users/a%2Fb%20c');
    expect(endpointUrl('GET /api/auth/google/callback', { query: { code: 'x y', state: undefined } })).toBe(
      '/api/auth/google/callback?code=x+y',
    );
  });

  it('sends a body holding a file as multipart form data', async () => {
    fetchMock.mockImplementation(() => json({}));
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    // No endpoint takes a file yet: the client is ready for the first (docs/architecture.md).
    await callEndpoint('POST /api/auth/signin', {
      body: { email: 'a@b.c', password: photo as unknown as string },
    });
    const init = fetchMock.mock.lastCall?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('email')).toBe('a@b.c');
    expect((init?.body as FormData).get('password')).toBeInstanceOf(Blob);
    expect(init?.headers).toEqual({});
  });

  it('turns a non-ok response into "status: body"', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Nope","code":"x"}', { status: 400 }));
    const err = await callEndpoint('GET /api/auth/me').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).message).toBe('400: {"message":"Nope","code":"x"}');
    expect((err as ApiRequestError).userMessage).toBe('Nope');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(callEndpoint('GET /api/auth/me')).rejects.toThrow('503: Service Unavailable');
  });

  it('reports an unreachable server as a NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callEndpoint('GET /api/auth/me')).rejects.toBeInstanceOf(NetworkError);
  });

  it('returns undefined for 204 and a Blob for a file', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(callEndpoint('POST /api/auth/signout')).resolves.toBeUndefined();
    fetchMock.mockResolvedValue(
      new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const pdf = await callEndpoint('GET /api/auth/me');
    expect(pdf).toBeInstanceOf(Blob);
  });
});

describe('nullOn401', () => {
  it('yields null on 401 and throws anything else', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('{"message":"Please sign in"}', { status: 401 })),
    );
    await expect(nullOn401(callEndpoint('GET /api/auth/me'))).resolves.toBeNull();
    await expect(callEndpoint('GET /api/auth/me')).rejects.toThrow('401');
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{"message":"No"}', { status: 403 })));
    await expect(nullOn401(callEndpoint('GET /api/auth/me'))).rejects.toThrow('403');
  });
});

/** Never run: the compiler proves a wrong endpoint, path parameter or payload does not compile. */
export function typeChecks() {
  // @ts-expect-error: no such endpoint
  void callEndpoint('GET /api/auth/mee');
  // @ts-expect-error: a required field is missing
  void callEndpoint('POST /api/auth/signin', { body: { email: 'a' } });
  // @ts-expect-error: an unknown field
  void callEndpoint('POST /api/auth/signin', { body: { email: 'a', password: 'b', extra: 1 } });
  // @ts-expect-error: the path parameter is missing
  void callEndpoint('GET /api/users/:userId');
  // @ts-expect-error: a wrongly named path parameter
  void callEndpoint('GET /api/users/:userId', { params: { id: 'x' } });
  // @ts-expect-error: this endpoint takes no body
  void callEndpoint('GET /api/auth/me', { body: {} });
  // The answer is typed too: JSON as its schema, a file as a Blob, a 204 as nothing.
  void callEndpoint('GET /api/users/:userId', { params: { userId: 'x' } }).then((r) =>
    r.user.email.toUpperCase(),
  );
  void callEndpoint('GET /api/birth-plan/:userId.pdf', { params: { userId: 'x' } }).then(
    (pdf: Blob) => pdf.size,
  );
  // @ts-expect-error: a 204 has no body to read
  void callEndpoint('POST /api/auth/signout').then((r) => r.user);
}
