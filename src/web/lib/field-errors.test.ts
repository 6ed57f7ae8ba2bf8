import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { reportFieldErrors } from './field-errors.ts';

type Form = { email: string; password: string };

function report(error: unknown) {
  const set: Record<string, string | undefined> = {};
  reportFieldErrors<Form>(error, (field, e) => (set[field] = e.message), ['email', 'password'], 'password');
  return set;
}

describe('reportFieldErrors', () => {
  it("puts each field's message the server named beside that field", () => {
    const taken = new ApiRequestError(409, 'Conflict', {
      message: 'Another account already uses this email.',
      code: 'conflict',
      fields: { email: 'This email is already registered' },
    });
    expect(report(taken)).toEqual({ email: 'This email is already registered' });
  });

  it('puts what went wrong beside the main field when no field of the form was named', () => {
    const wait = new ApiRequestError(429, 'Too many', {
      message: 'Too many attempts. Try again in 2 seconds.',
      code: 'rate_limited',
    });
    expect(report(wait)).toEqual({ password: 'Too many attempts. Try again in 2 seconds.' });
    const other = new ApiRequestError(400, 'Bad', {
      message: 'Bad input',
      code: 'x',
      fields: { userId: 'No' },
    });
    expect(report(other)).toEqual({ password: 'Bad input' });
    expect(report(new Error('offline'))).toEqual({ password: 'Something went wrong. Please try again.' });
  });
});
