/**
 * The data client. Every call names a declared endpoint (`callEndpoint('POST /api/journal', { body })`): the key,
 * the params, query and body and the answer are all typed from its declaration in src/core/contracts, so a wrong
 * path or payload fails to compile, and only types are imported (the first page does not carry the validation
 * library). Credentials go on every call; a JSON header and body only with a payload (a body holding a File or Blob
 * travels as multipart/form-data), and the headers an endpoint declares (an Idempotency-Key). Any non-ok response becomes an ApiRequestError whose message is
 * "status: body text" (or the status text when the body is empty); the parsed error body, when JSON, is kept for
 * field errors.
 */
import type { EndpointAt, EndpointKey } from '../../core/contracts/api.ts';
import type { EndpointInput, EndpointOutput } from '../../core/contracts/endpoint.ts';
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

type Input<K extends EndpointKey> = EndpointInput<EndpointAt<K>>;
/** The input argument, optional when the endpoint needs nothing. */
type InputArg<K extends EndpointKey> =
  Record<never, never> extends Input<K> ? [input?: Input<K>] : [input: Input<K>];

type Loose = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
};

function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value as string | number));
  });
}

function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, String(v as string | number));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

function urlOf(key: string, input?: Loose): string {
  const path = key.slice(key.indexOf(' ') + 1);
  return fillPath(path, input?.params) + queryString(input?.query);
}

/** The URL of an endpoint with its path parameters and query filled in (for links and downloads). */
export const endpointUrl = urlOf as <K extends EndpointKey>(key: K, ...input: InputArg<K>) => string;

const hasFile = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' &&
  body !== null &&
  Object.values(body).some((v) => typeof Blob !== 'undefined' && v instanceof Blob);

function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value as string | number | boolean));
  }
  return form;
}

async function send(
  method: string,
  url: string,
  body: unknown,
  extra: Record<string, string | undefined> = {},
): Promise<unknown> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) headers[name] = value;
  const init: RequestInit = { method, credentials: 'include', headers };
  if (hasFile(body)) init.body = formData(body);
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) {
    const text = await res.text();
    let parsed: ApiError | null = null;
    try {
      const json: unknown = JSON.parse(text);
      if (json && typeof json === 'object' && 'message' in json) parsed = json as ApiError;
    } catch {
      parsed = null;
    }
    throw new ApiRequestError(res.status, `${res.status}: ${text || res.statusText}`, parsed);
  }
  if (res.status === 204) return undefined;
  const type = res.headers.get('content-type') ?? '';
  return type.includes('application/json') ? res.json() : res.blob();
}

function call(key: string, input?: Loose): Promise<unknown> {
  return send(key.slice(0, key.indexOf(' ')), urlOf(key, input), input?.body, input?.headers);
}

/** Calls a declared endpoint: `callEndpoint('GET /api/journal/:userId', { params: { userId } })`. */
export const callEndpoint = call as <K extends EndpointKey>(
  key: K,
  ...input: InputArg<K>
) => Promise<EndpointOutput<EndpointAt<K>>>;

/** For a query whose answer is "nobody" when signed out: a 401 becomes null instead of an error. */
export async function nullOn401<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) return null;
    throw err;
  }
}

/** A plain-language message for any error thrown by the client. */
export function errorMessage(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (err instanceof ApiRequestError) return err.userMessage;
  if (err instanceof NetworkError) return err.message;
  return fallback;
}
