import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { route } from '../../route.ts';
import { operatorOf } from './service.ts';

/** Who runs this deployment, for the legal pages and the support link (public: the legal pages are). */
export default function legalRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const operator = operatorOf(opts.config.operator);
  route(app, 'GET /api/legal/operator', () => operator);
}
