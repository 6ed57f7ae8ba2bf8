import { z } from 'zod';

export const consentChoicesSchema = z.strictObject({
  /** Essential storage (the session) cannot be turned off. */
  essential: z.literal(true, { error: 'Essential cookies cannot be turned off' }),
  analytics: z.boolean({ error: 'analytics must be true or false' }),
  personalization: z.boolean({ error: 'personalization must be true or false' }),
  marketing: z.boolean({ error: 'marketing must be true or false' }),
  location: z
    .string()
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
