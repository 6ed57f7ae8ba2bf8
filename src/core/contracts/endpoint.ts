/**
 * The shape of an endpoint declaration. Every endpoint of the API is one `endpoint({...})` object in
 * `src/core/contracts/<area>.ts`: its method and path, what it reads (path parameters, query, body), what it answers
 * (a schema per status, or a file), and whose data it touches. The server registers its route from that object
 * (`src/server/route.ts`), the web calls it through it (`src/web/lib/api-client.ts`), the OpenAPI document at
 * `/api/openapi.json` is built from it, and a test fails if a route exists without its declaration or a declaration
 * without its route. See docs/architecture.md.
 *
 * Nothing here imports the validation library at run time, so the web's first page can name endpoints by type.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Whose data an endpoint touches; one hook on the server enforces it before anything else runs
 * (`src/server/plugins/access.ts`): no session 401, someone else's id 403, a missing row 404.
 */
export type Access =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any signed-in user, acting on her own data (a `userId` in the body, if any, must be hers). */
  | { kind: 'user' }
  /** The path parameter `param` is a user id and must be the signed-in user's (admins may read when adminMayRead). */
  | { kind: 'self'; param: string; adminMayRead?: boolean }
  /**
   * The path parameter `param` is the id of a `resource` row that must belong to the signed-in user (admins may
   * read it when adminMayRead; the route then audits that read).
   */
  | { kind: 'owner'; param: string; resource: string; adminMayRead?: boolean }
  /** Admins (clinical reviewers) only. */
  | { kind: 'admin' };

/** A response that is a file (a PDF, an iCalendar feed), not JSON. The web receives it as a Blob. */
export interface FileResponse {
  readonly kind: 'file';
  readonly contentType: string;
  readonly description: string;
}

/** A redirect (the browser follows it: Google sign-in). */
export interface RedirectResponse {
  readonly kind: 'redirect';
  readonly description: string;
}

/** `null`: no body (204). */
export type ResponseSpec = z.ZodType | FileResponse | RedirectResponse | null;

export const file = (contentType: string, description: string): FileResponse => ({
  kind: 'file',
  contentType,
  description,
});
export const redirect = (description: string): RedirectResponse => ({ kind: 'redirect', description });

/** Error statuses a service may answer with, beyond those every endpoint gets from its shape (see below). */
export type ErrorStatus = 401 | 404 | 409 | 429;

/**
 * The request header that makes a write safe to send again (a log made offline and queued, a retry after a lost
 * reply): the server keeps the key per user and answers a repeat with the first answer instead of writing twice.
 * How it works: docs/architecture.md, "Exactly once".
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What a key may be: 1 to 255 visible ASCII characters (the web sends a random UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `:name` for a parameter (`/api/journal/:userId`, `/api/calendar/:userId.ics`). */
  readonly path: `/${string}`;
  /** One line for the API documentation. */
  readonly summary: string;
  readonly access: Access;
  /**
   * A sensitive action (her data downloads; OWASP ASVS 3.7.1): refused with 403 `reauth_required` unless her
   * password was entered again on this session within the last five minutes (POST /api/auth/reauth, or a
   * sign-in). The text names the action for the message: "Please enter your password again to <reauth>."
   * Enforced by the session plugin (src/server/modules/auth/session.ts) after the access rule and validation.
   */
  readonly reauth?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * How the body travels: JSON (the default) or `multipart` (files: the web sends FormData, the OpenAPI document
   * says multipart/form-data). A multipart endpoint also needs the server's multipart parser (see
   * docs/architecture.md); the CSRF plugin accepts JSON bodies only until then.
   */
  readonly bodyType?: 'json' | 'multipart';
  /**
   * A multipart endpoint's largest file, when it is not the default (MULTIPART_MAX_BYTES, the voice memo's 5 MB):
   * a milestone photo may be 15 MB. A larger file is refused with 413 before the handler runs.
   */
  readonly maxFileBytes?: number;
  /**
   * Responses by status: 200, 201, 204 (null: no body), 302 (a redirect), or a file; a 503 only where the body is
   * not the usual error (the health check). Errors are not listed here (see `errors`).
   */
  readonly responses: Readonly<Partial<Record<200 | 201 | 204 | 302 | 503, ResponseSpec>>>;
  /**
   * Errors the service may answer with. The shape adds the rest: 400 when there is any input, 401 unless public,
   * 403 for another user's data or a cross-site write, 404 for an `owner` row.
   */
  readonly errors?: readonly ErrorStatus[];
  /**
   * A write that may be sent again safely: it honours an optional `Idempotency-Key` header
   * (`src/server/idempotency.ts`). The first request with a key runs in one transaction with the key's record, so
   * a repeat (a queued write sent again, a retry after a lost reply, two at once) answers the first status and
   * body and writes nothing; the same key with a different request is a 422 `idempotency_key_reused`. Declared on
   * every write the offline queue may send (docs/architecture.md, "Exactly once").
   */
  readonly idempotent?: true;
}

/** Declares an endpoint; the literal method and path are kept, so callers name it by `'METHOD /path'`. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** `'GET /api/journal/:userId'`: how the server and the web name an endpoint. */
export type KeyOf<E extends Endpoint> = `${E['method']} ${E['path']}`;
export const keyOf = (e: Endpoint): string => `${e.method} ${e.path}`;

type SchemaIn<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOut<S> = S extends z.ZodType ? z.output<S> : never;

/** An input part the caller may leave out when every field in it is optional. */
type Part<Name extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [K in Name]?: SchemaIn<S> }
    : Record<never, never> extends z.input<S>
      ? { [K in Name]?: SchemaIn<S> }
      : { [K in Name]: SchemaIn<S> }
  : { [K in Name]?: never };

/**
 * The headers a caller may add: the idempotency key, on an endpoint that honours one. One object type whose
 * property varies (not two object types), so the inputs of every endpoint together stay a union TypeScript can hold.
 */
type Headers<E extends Endpoint> = {
  headers?: E['idempotent'] extends true ? { [IDEMPOTENCY_HEADER]?: string } : never;
};

/**
 * What a caller sends: `{ params, query, body }`, each typed from the declaration (absent parts cannot be sent),
 * and `headers` where the endpoint declares one.
 */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  Headers<E>;

/** The success statuses a caller can receive (a redirect is followed by the browser). */
export type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201 | 204>;
type Success<E extends Endpoint> = E['responses'][SuccessStatus<E>];

/** What a caller receives on success: the parsed JSON, a Blob for a file, nothing for 204. */
export type EndpointOutput<E extends Endpoint> =
  Success<E> extends infer R
    ? R extends z.ZodType
      ? SchemaOut<R>
      : R extends FileResponse
        ? Blob
        : undefined
    : never;
