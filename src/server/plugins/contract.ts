/**
 * Every route of the API is registered from its declaration in src/core/contracts (src/server/route.ts); a route
 * under /api (or /healthz) that is not stops start-up, so a route cannot exist without its contract. The table of
 * routes kept here lets a test prove the other way round: every declaration has its route.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Endpoint } from '../../core/contracts/endpoint.ts';
import { DOCS_PREFIX } from './access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with the declaration it came from (none for the web app's files and the docs). */
    routeTable: { method: string; url: string; endpoint: Endpoint | undefined }[];
  }
}

/** A route that belongs to the API (the docs' own pages and the web app's files do not). */
export const isApiRoute = (url: string) =>
  url === '/healthz' ||
  (url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`));

export default fp(function contractPlugin(app: FastifyInstance) {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const endpoint = route.config?.endpoint;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      if (isApiRoute(route.url) && !endpoint)
        throw new Error(
          `Route ${method} ${route.url} is not declared in src/core/contracts: declare it there and register it with route()`,
        );
      app.routeTable.push({ method, url: route.url, endpoint });
    }
  });
});
