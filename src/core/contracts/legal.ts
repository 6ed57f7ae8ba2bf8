/**
 * Who runs this deployment of Zara (issue 20, point 10): the operator's name, contact and the law that governs the
 * terms, as the operator set them in the server's configuration (README, "Configuration"). Each is null when the
 * deployment has not set it: the legal pages and the support link then say so rather than invent one.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const operatorSchema = z.object({
  name: z.string().nullable(),
  /** An email address or an https:// page, as set. */
  contact: z.string().nullable(),
  /** Where the contact leads: mailto: for an email address, else the page itself. */
  contactHref: z.string().nullable(),
  jurisdiction: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const legalEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/legal/operator',
    summary: "Who runs this deployment: the operator's name, contact and jurisdiction (null where not set)",
    access: { kind: 'public' },
    responses: { 200: operatorSchema },
  }),
] as const;
