import { z } from 'zod';

/** The one error shape every API failure uses. `fields` names each bad field with what to fix. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Standard error responses a route may declare. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
} as const;
