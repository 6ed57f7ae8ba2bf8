/**
 * Her privacy choices (docs/product.md, "Privacy choices"): kept per account on the server, each choice a new record
 * (the audit trail), the newest in force; and the visitor's country, which decides whether the choice is asked
 * before anything else.
 */
import { z } from 'zod';
import { text, userIdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const consentChoicesSchema = z.strictObject({
  /** Essential storage (the session) cannot be turned off. */
  essential: z.literal(true, { error: 'Essential cookies cannot be turned off' }),
  analytics: z.boolean({ error: 'analytics must be true or false' }),
  personalization: z.boolean({ error: 'personalization must be true or false' }),
  marketing: z.boolean({ error: 'marketing must be true or false' }),
  location: text()
    .regex(/^[A-Z]{2}$/, 'location must be a two-letter country code')
    .nullable()
    .optional(),
});
export type ConsentChoices = z.infer<typeof consentChoicesSchema>;

export const consentRecordSchema = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  personalization: z.boolean(),
  marketing: z.boolean(),
  location: z.string().nullable(),
  timestamp: z.iso.datetime(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const consentResponseSchema = z.object({ consent: consentRecordSchema.nullable() });
export const userLocationResponseSchema = z.object({ country: z.string().nullable() });

export const consentEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/user-location',
    summary: "The visitor's country, from the proxy's country header or her browser's language region",
    access: { kind: 'public' },
    responses: { 200: userLocationResponseSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/consent',
    summary: 'Record her privacy choices (a new record each time; the newest is in force)',
    access: { kind: 'user' },
    body: consentChoicesSchema,
    responses: { 201: consentResponseSchema },
  }),
  endpoint({
    method: 'GET',
    path: '/api/consent/:userId',
    summary: 'Her privacy choices in force, or null before she has chosen',
    access: { kind: 'self', param: 'userId' },
    params: userIdParamsSchema,
    responses: { 200: consentResponseSchema },
  }),
] as const;
