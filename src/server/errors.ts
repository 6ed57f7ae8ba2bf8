/**
 * Typed errors services throw; one error handler (plugins/errors.ts) maps them to the API's error shape.
 */
import type { Conflict } from '../core/contracts/errors.ts';

export class HttpError extends Error {
  /** What a 409 conflicts with, when it is a record she may want to see. */
  conflict?: Conflict;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation_error', message, fields);
/** A single bad field: the message names it. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, 'conflict', message, fields);

/** A 409 naming the record it clashes with (an overlapping log, a timer already running). */
export function conflictWith(code: string, message: string, other: Conflict): HttpError {
  const error = new HttpError(409, code, message);
  error.conflict = other;
  return error;
}
