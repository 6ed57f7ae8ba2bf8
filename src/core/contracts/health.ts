/**
 * The health check uptime monitors and load balancers call: the server is up and its database answers.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['embedded', 'postgres']),
});

export const healthEndpoints = [
  endpoint({
    method: 'GET',
    path: '/healthz',
    summary: 'Whether the server and its database are up (503 when the database does not answer)',
    access: { kind: 'public' },
    responses: { 200: healthSchema, 503: healthSchema },
  }),
] as const;
