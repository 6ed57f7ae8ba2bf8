/**
 * Schemas every area shares: the one text rule and the ids in paths.
 */
import { z } from 'zod';

/** An unpaired UTF-16 surrogate: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'Must not contain a broken character (an unpaired UTF-16 surrogate)';

/**
 * Text PostgreSQL can store. Its text type refuses the NUL character (the request would fail with a 500), and a
 * lone surrogate cannot be encoded as UTF-8 (it would be silently replaced), so both are refused here with a 400
 * naming the field. Every text field of every body, query and path parameter is built on this (issue 18; the test
 * `src/server/text-rule.int.test.ts` sends both into each one); chain `.trim()`, `.min()`, `.max()` after it.
 */
export const text = (params?: string | { error?: string }) =>
  z
    .string(params)
    .refine((s) => !s.includes('\u0000'), NUL_MESSAGE)
    .refine((s) => !LONE_SURROGATE.test(s), SURROGATE_MESSAGE);

/** A calendar date, yyyy-mm-dd. */
export const isoDateSchema = z.iso.date({ error: 'Must be a date like 2027-03-14' });

/** A path parameter naming a user. Called `userId` in code everywhere, whatever the spec's URL text calls it. */
export const userIdParamsSchema = z.object({ userId: text() });

/** An instant with its offset or Z (the web builds it from her date and time in her profile's zone). */
export const instantSchema = z.iso.datetime({
  offset: true,
  error: 'Must be a date and time like 2027-03-14T22:10:00Z',
});

/** The product spec's `logDate`: an ISO timestamp (the instant) or a calendar date (that day; today means now). */
export const logDateSchema = text({ error: 'logDate must be a date or a date and time' }).refine(
  (s) => isoDateSchema.safeParse(s).success || instantSchema.safeParse(s).success,
  'logDate must be a date like 2027-03-14 or a date and time like 2027-03-14T22:10:00Z',
);
