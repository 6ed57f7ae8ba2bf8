import type { milestoneTemplatesResponseSchema } from '../../../core/contracts/content.ts';
import type { z } from 'zod';

/** A milestone as GET /api/milestone-templates gives it (with the catalogue's words for its red flags). */
export type Template = z.infer<typeof milestoneTemplatesResponseSchema>[number];
