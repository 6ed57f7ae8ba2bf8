/**
 * Logs must never hold passwords, tokens or health details (issue 2). Two places could leak them: request
 * paths (a private calendar-feed token, a search for "bleeding" in a query string) and errors (a failed query's
 * message carries its parameters: an email, a password hash, a journal entry; a driver's message or detail can
 * quote a value). Both are reduced here to what an operator needs to find the fault.
 */

/** A quoted value inside a message ('invalid input syntax for type uuid: "abc"'): kept as its quotes only. */
const QUOTED = /(["'])(?:(?!\1)[^\n])*\1/g;

function scrub(message: string): string {
  // Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>"; the SQL is parameterised.
  const withoutParams = message.split(/\r?\nparams:/)[0] ?? '';
  return withoutParams.replace(QUOTED, '$1…$1');
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
}

const isErrorLike = (e: unknown): e is ErrorLike => typeof e === 'object' && e !== null;

/** An error as it may be logged: type, code, scrubbed message, stack frames without the message, causes. */
export function safeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!isErrorLike(err)) return { message: scrub(String(err)) };
  const out: Record<string, unknown> = {
    type: typeof err.name === 'string' ? err.name : 'Error',
    message: typeof err.message === 'string' ? scrub(err.message) : undefined,
  };
  if (typeof err.code === 'string' || typeof err.code === 'number') out.code = err.code;
  if (typeof err.stack === 'string') {
    out.stack = err.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n');
  }
  if (err.cause !== undefined && depth < 3) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/**
 * A request as it may be logged: the route's pattern (`/api/calendar/feed/:token`) rather than the path, so
 * no token, id or search word reaches the log; the path without its query string when no route matched.
 */
export function requestForLog(req: {
  id: string;
  method: string;
  url: string;
  routeOptions?: { url?: string | undefined };
}): Record<string, string> {
  return {
    id: req.id,
    method: req.method,
    route: req.routeOptions?.url ?? req.url.split('?')[0] ?? '',
  };
}
