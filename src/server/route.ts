/**
 * Registers an endpoint's route from its declaration (src/core/contracts/<area>.ts): the method, path, schemas,
 * access rule and success status all come from the one object, so a route cannot drift from its contract. The
 * handler receives the validated params, query and body, typed from the declaration, and returns the success body
 * (or a Buffer/string for a file); the status is the declared one unless the handler sets another.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type EndpointKey, type EndpointAt, findEndpoint } from '../core/contracts/api.ts';
import {
  type Endpoint,
  type FileResponse,
  IDEMPOTENCY_KEY_PATTERN,
  type ResponseSpec,
  type SuccessStatus,
} from '../core/contracts/endpoint.ts';
import { apiErrorSchema } from '../core/contracts/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (every /api route has one). */
    endpoint?: Endpoint;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Body<R> = R extends z.ZodType
  ? z.output<R>
  : R extends FileResponse
    ? Buffer | string
    : null | undefined;

/** The request as the handler sees it: params, query and body already validated and typed. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest & {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};

/** A success body of the endpoint, or the reply itself when the handler has sent it (a redirect, a cached body). */
export type EndpointResult<E extends Endpoint> = Body<E['responses'][SuccessStatus<E>]> | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => EndpointResult<E> | Promise<EndpointResult<E>>;

const isFile = (r: ResponseSpec | undefined): r is FileResponse =>
  r !== null && r !== undefined && 'kind' in r && r.kind === 'file';
const isRedirect = (r: ResponseSpec | undefined) =>
  r !== null && r !== undefined && 'kind' in r && r.kind === 'redirect';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The error statuses an endpoint can answer with, from its shape plus those it declares. */
export function errorStatuses(e: Endpoint): number[] {
  const statuses = new Set<number>(e.errors ?? []);
  if (e.params || e.query || e.body) statuses.add(400);
  if (e.access.kind !== 'public') statuses.add(401);
  if (e.access.kind === 'self' || e.access.kind === 'owner' || e.access.kind === 'admin') statuses.add(403);
  // A body naming another user, and any write from another site (plugins/csrf.ts).
  if (MUTATING.has(e.method)) statuses.add(403);
  if (e.access.kind === 'owner') statuses.add(404);
  if (e.idempotent) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}

const SUCCESS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  503: 'The database does not answer',
};
const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: `fields` names each bad field and what to fix',
  401: 'Not signed in (or the sign-in failed)',
  403: "Someone else's data, a reviewers-only endpoint, a write from another site, or her password is needed again",
  404: 'Not found',
  409: 'Conflicts with what is stored (already there, already saved)',
  422: 'The Idempotency-Key was already used for a different request',
  429: 'Too many attempts: the message says when to try again',
};

const ACCESS_TEXT: Record<Endpoint['access']['kind'], string> = {
  public: 'Open to anyone.',
  user: 'Signed in; acts on her own data (a `userId` in the body must be hers).',
  self: 'Signed in; the user id in the path must be hers.',
  owner: 'Signed in; the row named in the path must be hers (404 when there is none).',
  admin: 'Clinical reviewers only.',
};

/** The optional Idempotency-Key of an idempotent endpoint; every other header passes through untouched. */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Send 1 to 255 visible characters (a new random UUID for each entry).')
    .optional()
    .describe(
      'Makes the write safe to send again: a repeat with the same key answers the first answer and writes nothing.',
    ),
});

/** The Fastify schema of an endpoint: validation, serialisation and the OpenAPI document. */
export function fastifySchema(e: Endpoint, area: string) {
  const response: Record<number, unknown> = {};
  for (const [status, spec] of Object.entries(e.responses)) {
    if (spec === null) response[Number(status)] = z.null().describe('Done (no content)');
    else if (isRedirect(spec)) response[Number(status)] = z.null().describe(spec.description);
    else if (isFile(spec))
      response[Number(status)] = {
        description: spec.description,
        content: { [spec.contentType]: { schema: z.string().meta({ format: 'binary' }) } },
      };
    else response[Number(status)] = spec.meta({ description: SUCCESS_TEXT[Number(status)] ?? 'OK' });
  }
  for (const status of errorStatuses(e))
    response[status] ??= apiErrorSchema.meta({ description: ERROR_TEXT[status] ?? 'Error' });
  const adminRead =
    (e.access.kind === 'self' || e.access.kind === 'owner') && e.access.adminMayRead
      ? ' Reviewers may read it; each read is audited.'
      : '';
  const idempotent = e.idempotent
    ? ' Send an `Idempotency-Key` to make it safe to repeat: the same key answers the first answer and writes nothing; with a different request, 422 `idempotency_key_reused`.'
    : '';
  const reauth = e.reauth
    ? ' Her password must have been entered again on this session within five minutes (POST /api/auth/reauth); otherwise 403 `reauth_required`.'
    : '';
  return {
    summary: e.summary,
    description: ACCESS_TEXT[e.access.kind] + adminRead + reauth + idempotent,
    tags: [area],
    ...(e.access.kind === 'public' ? {} : { security: [{ session: [] }] }),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.idempotent ? { headers: idempotencyHeaders } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.bodyType === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

/** The status a handler's answer gets unless it sets another: the lowest declared success status. */
const successStatus = (e: Endpoint) =>
  Math.min(
    ...Object.keys(e.responses)
      .map(Number)
      .filter((s) => s < 300 || s === 302),
  );

/** Registers the route of the endpoint named `key` (e.g. `'POST /api/journal'`). */
export function route<K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  handler: EndpointHandler<EndpointAt<NoInfer<K>>>,
): void {
  const { endpoint: e, area } = findEndpoint(key);
  const status = successStatus(e);
  const fileSpec = Object.values(e.responses).find(isFile);
  app.route({
    method: e.method,
    url: e.path,
    config: {
      access: e.access,
      endpoint: e,
      // @fastify/multipart reads a route's own limits from here (merged over the plugin's).
      ...(e.maxFileBytes ? { multipartOptions: { limits: { fileSize: e.maxFileBytes } } } : {}),
    },
    schema: fastifySchema(e, area),
    handler: async (req, reply) => {
      void reply.code(status);
      if (fileSpec) void reply.type(fileSpec.contentType);
      const run = () => Promise.resolve(handler(req as EndpointRequest<EndpointAt<NoInfer<K>>>, reply));
      const result = e.idempotent ? await app.runOnce(req, reply, e, run) : await run();
      if (reply.sent || result === reply) return reply;
      if (reply.statusCode === 204) return reply.send();
      return result;
    },
  });
}
