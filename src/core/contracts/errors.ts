import { z } from 'zod';

/**
 * What a 409 conflicts with, when it is another record she may want to see: the overlapping baby log, the timer
 * already running.
 */
export const conflictSchema = z.object({
  resource: z.enum(['baby-log', 'baby-timer']),
  id: z.string(),
  /** In words, in her time zone: "the left breastfeed at 22:10 (25 min)". */
  summary: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** The one error shape every API failure uses. `fields` names each bad field with what to fix. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  conflict: conflictSchema.optional(),
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
