import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, getQuery, NetworkError } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('apiRequest', () => {
  it('sends credentials, and JSON only with a payload', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })),
    );
    await apiRequest('GET', '/api/x');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/x', {
      method: 'GET',
      credentials: 'include',
      headers: {},
    });
    await apiRequest('POST', '/api/x', { b: 2 });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"b":2}',
    });
  });

  it('turns a non-ok response into "status: body"', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Nope","code":"x"}', { status: 400 }));
    const err = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).message).toBe('400: {"message":"Nope","code":"x"}');
    expect((err as ApiRequestError).userMessage).toBe('Nope');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('reports an unreachable server as a NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/auth/signout')).resolves.toBeUndefined();
  });
});

describe('getQuery', () => {
  it('yields null on 401 when configured, throws otherwise', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response('{"message":"Please sign in"}', { status: 401 })),
    );
    await expect(getQuery('/api/auth/me', 'returnNull')()).resolves.toBeNull();
    await expect(getQuery('/api/auth/me', 'throw')()).rejects.toThrow('401');
  });
});
