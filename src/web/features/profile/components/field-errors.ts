import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';

/**
 * The message to show beside `field` for a failed request: the server's message for that field, or, on the
 * form's main field, what went wrong otherwise (a 429's wait, a network failure).
 */
export function fieldErrorOf(error: unknown, field: string, main = false): string | undefined {
  if (!error) return undefined;
  const fields = error instanceof ApiRequestError ? error.body?.fields : undefined;
  if (fields?.[field]) return fields[field];
  if (!main) return undefined;
  return fields && Object.keys(fields).length > 0 ? undefined : errorMessage(error);
}
