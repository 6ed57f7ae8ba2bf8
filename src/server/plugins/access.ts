/**
 * Structural authorization. Every /api route declares whose data it touches (the `access` of its endpoint
 * declaration, src/core/contracts/endpoint.ts, set as `config.access` by src/server/route.ts); a route without a
 * declaration stops start-up. One hook enforces it:
 *   no session -> 401; another user's id (path param, row owner or body userId) -> 403; admin-only -> 403 for mothers.
 * The route table kept here lets a test walk every route and prove it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '../../core/contracts/endpoint.ts';
import { forbidden, notFound, unauthorized } from '../errors.ts';
import { hasAnswer } from './idempotency-repository.ts';

/** Where the readable API docs live (modules/docs registers them there). */
export const DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    routeAccess: { method: string; url: string; access: Access }[];
    ownerLoaders: Map<string, OwnerLoader>;
  }
}

/** Returns the owner's user id of a row, or null when the row does not exist. */
export type OwnerLoader = (app: FastifyInstance, id: string) => Promise<string | null>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function paramOf(req: FastifyRequest, name: string): string {
  return (req.params as Record<string, string | undefined>)[name] ?? '';
}

export function registerOwnerLoader(app: FastifyInstance, resource: string, loader: OwnerLoader): void {
  app.ownerLoaders.set(resource, loader);
}

export default fp(function accessPlugin(app: FastifyInstance) {
  app.decorate('routeAccess', []);
  app.decorate('ownerLoaders', new Map<string, OwnerLoader>());

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // The readable API docs' own pages and files (modules/docs): public, and not endpoints of the API.
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...route.config, access: { kind: 'public' } };
      return;
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    if ((access.kind === 'self' || access.kind === 'owner') && !route.url.includes(`:${access.param}`)) {
      throw new Error(`Route ${route.url} declares access param ${access.param} that is not in its path`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const user = req.user;
    if (!user) throw unauthorized();
    switch (access.kind) {
      case 'user':
        return;
      case 'admin':
        if (user.role !== 'admin') throw forbidden('Only clinical reviewers can open this.');
        return;
      case 'self': {
        const id = paramOf(req, access.param);
        if (id === user.id) return;
        if (access.adminMayRead && user.role === 'admin' && req.method === 'GET') return;
        throw forbidden('You can only see and change your own information.');
      }
      case 'owner': {
        const loader = app.ownerLoaders.get(access.resource);
        if (!loader) throw new Error(`No owner loader for ${access.resource}`);
        const id = paramOf(req, access.param);
        const owner = UUID.test(id) ? await loader(app, id) : null;
        if (owner === null) {
          // A repeat of a write that removed the row (a timer stopped, then the reply lost) is answered from her
          // own stored answer by the idempotency plugin, not refused as missing.
          const key = req.headers['idempotency-key'];
          const replay = req.routeOptions.config.endpoint?.idempotent && typeof key === 'string';
          if (replay && (await hasAnswer(app.db, user.id, key))) return;
          throw notFound('We could not find that item. It may have been deleted.');
        }
        if (owner === user.id) return;
        if (access.adminMayRead && user.role === 'admin' && req.method === 'GET') return;
        throw forbidden('You can only see and change your own information.');
      }
      default: {
        const never: never = access;
        throw new Error(`Unknown access ${JSON.stringify(never)}`);
      }
    }
  });

  // A `userId` in a body (the spec's payloads carry one) must name the signed-in user; checked before validation
  // so that a request for someone else is refused whatever else is wrong with it.
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access || access.kind === 'public' || !req.user) return;
    const body = req.body as { userId?: unknown } | undefined;
    if (body && typeof body === 'object' && 'userId' in body && body.userId !== undefined) {
      if (body.userId !== req.user.id) throw forbidden('You can only add information to your own account.');
    }
  });
});
