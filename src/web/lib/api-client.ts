/**
 * The data client (01-core-app.md section 7): credentials on every call, a JSON header and body only with a
 * payload; any non-ok response becomes an ApiRequestError whose message is "status: body text" (or the status
 * text when the body is empty). The parsed error body, when JSON, is kept for field errors.
 */
import type { ApiError } from '../../core/contracts/errors.ts';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiError | null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The server's own words for the user, without the status prefix. */
  get userMessage(): string {
    return this.body?.message ?? this.message;
  }
}

/** Raised when the server cannot be reached at all (offline, server down). */
export class NetworkError extends Error {
  constructor() {
    super('We could not reach Zara. Check your connection and try again.');
    this.name = 'NetworkError';
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T>(method: Method, path: string, payload?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: {} };
  if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) {
    const text = await res.text();
    let body: ApiError | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) body = parsed as ApiError;
    } catch {
      body = null;
    }
    throw new ApiRequestError(res.status, `${res.status}: ${text || res.statusText}`, body);
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export type On401 = 'throw' | 'returnNull';

/** The default query: a GET to the path; on a 401 it either fails or yields null, per query. */
export function getQuery<T>(path: string, on401: On401 = 'throw'): () => Promise<T | null> {
  return async () => {
    try {
      return await apiRequest<T>('GET', path);
    } catch (err) {
      if (on401 === 'returnNull' && err instanceof ApiRequestError && err.status === 401) return null;
      throw err;
    }
  };
}

/** A plain-language message for any error thrown by the client. */
export function errorMessage(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (err instanceof ApiRequestError) return err.userMessage;
  if (err instanceof NetworkError) return err.message;
  return fallback;
}
