/**
 * The API's own description: the OpenAPI 3.1 document built from the endpoint declarations (readable docs are at
 * /api/docs).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const docsEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document (every endpoint with its schemas)',
    access: { kind: 'public' },
    responses: { 200: openApiDocumentSchema },
  }),
] as const;
