/**
 * The API and its declarations are one: every route has its declaration and every declaration its route; the
 * OpenAPI document built from them is valid OpenAPI and lists every endpoint with its schemas; the readable docs
 * are served.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '../core/contracts/api.ts';
import { keyOf } from '../core/contracts/endpoint.ts';
import accessPlugin from './plugins/access.ts';
import contractPlugin from './plugins/contract.ts';
import { route } from './route.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('routes and their declarations', () => {
  it('every declared endpoint has exactly one route, registered from it', () => {
    for (const { endpoint } of declaredEndpoints) {
      const routes = t.app.routeTable.filter((r) => r.method === endpoint.method && r.url === endpoint.path);
      expect(routes, keyOf(endpoint)).toHaveLength(1);
      expect(routes[0]?.endpoint, keyOf(endpoint)).toBe(endpoint);
    }
    expect(declaredEndpoints.length).toBeGreaterThan(80);
  });

  it('every route of the API comes from a declaration', () => {
    const declared = new Set(declaredEndpoints.map(({ endpoint }) => keyOf(endpoint)));
    const apiRoutes = t.app.routeTable.filter((r) => r.endpoint);
    expect(apiRoutes.map((r) => `${r.method} ${r.url}`).filter((k) => !declared.has(k))).toEqual([]);
    expect(apiRoutes).toHaveLength(declaredEndpoints.length);
  });

  it('a route without its declaration stops start-up', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(accessPlugin);
    await bare.register(contractPlugin);
    expect(() => bare.get('/api/undeclared', { config: { access: { kind: 'public' } } }, () => 'x')).toThrow(
      /is not declared in src\/core\/contracts/,
    );
    expect(() => bare.get('/healthz', { config: { access: { kind: 'public' } } }, () => 'x')).toThrow(
      /is not declared/,
    );
    await bare.close();
    const declared = Fastify({ logger: false });
    declared.setValidatorCompiler(validatorCompiler);
    declared.setSerializerCompiler(serializerCompiler);
    await declared.register(accessPlugin);
    await declared.register(contractPlugin);
    route(declared, 'GET /api/auth/providers', () => ({ google: false }));
    await declared.ready();
    expect((await declared.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: false,
    });
    await declared.close();
  });
});

describe('GET /api/openapi.json', () => {
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: Record<string, unknown>;
  };
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    // The validator does refuse a broken document.
    const broken = structuredClone(doc) as Record<string, unknown>;
    delete broken.info;
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it('lists every endpoint with its parameters, body and response schemas, and nothing else', () => {
    let operations = 0;
    for (const { endpoint: e, area } of declaredEndpoints) {
      const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()] as
        | {
            summary: string;
            tags: string[];
            parameters?: { in: string; name: string; schema: unknown }[];
            requestBody?: { content: Record<string, { schema: unknown }> };
            responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
            security?: unknown[];
          }
        | undefined;
      const key = keyOf(e);
      expect(op, key).toBeDefined();
      if (!op) continue;
      operations += 1;
      expect(op.summary, key).toBe(e.summary);
      expect(op.tags, key).toEqual([area]);
      const pathNames = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? [], key).toEqual(pathNames);
      if (e.query)
        expect(
          op.parameters?.some((p) => p.in === 'query'),
          key,
        ).toBe(true);
      const bodyType = e.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
      if (e.body) expect(op.requestBody?.content[bodyType]?.schema, key).toBeDefined();
      for (const [status, spec] of Object.entries(e.responses)) {
        const response = op.responses[status];
        expect(response, `${key} ${status}`).toBeDefined();
        if (spec !== null && !('kind' in spec && spec.kind === 'redirect'))
          expect(Object.values(response?.content ?? {})[0]?.schema, `${key} ${status}`).toBeDefined();
      }
      if (e.params || e.query || e.body) expect(op.responses['400'], key).toBeDefined();
      expect(Boolean(op.security), key).toBe(e.access.kind !== 'public');
    }
    const listed = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(listed).toBe(operations);
    expect(operations).toBe(declaredEndpoints.length);
  });

  it('describes files as files', () => {
    const pdf = doc.paths['/api/birth-plan/{userId}.pdf']?.get?.responses as Record<
      string,
      { content: object }
    >;
    expect(pdf['200']?.content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
    const ics = doc.paths['/api/calendar/feed/{token}.ics']?.get?.responses as Record<
      string,
      { content: object }
    >;
    expect(Object.keys(ics['200']?.content ?? {})).toEqual(['text/calendar']);
  });
});

describe('GET /api/docs', () => {
  it('serves the readable docs, their scripts from this server, under the app’s CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    for (const src of scripts) {
      expect(src.startsWith('./'), src).toBe(true);
      const file = await t.app.inject({ method: 'GET', url: `/api/docs/${src.slice(2)}` });
      expect(file.statusCode, src).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>[^<]/);
  });
});
