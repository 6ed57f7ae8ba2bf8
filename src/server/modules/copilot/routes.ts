import type { FastifyInstance } from 'fastify';
import { analyzeIntent } from '../../../core/domain/intent.ts';
import type { AppConfig } from '../../config.ts';
import { route } from '../../route.ts';
import * as copilot from './service.ts';

/** The co-pilot: intent analysis and her real figures. */
export default function copilotRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  route(app, 'POST /api/copilot/analyze-intent', (req) => analyzeIntent(req.body.userInput));

  route(app, 'GET /api/copilot/state/:userId', (req) => copilot.state(app.db, req.params.userId));

  route(app, 'GET /api/admin/copilot/system', () => copilot.system(app.database, opts.config));

  route(app, 'GET /api/copilot/recommendations/:userId', async (req) => ({
    recommendations: await copilot.recommendations(app.db, req.params.userId),
  }));

  route(app, 'GET /api/copilot/emotional-trend/:userId', (req) =>
    copilot.emotionalTrendOf(app.db, req.params.userId),
  );

  route(app, 'GET /api/copilot/calendar/:userId', (req) => copilot.nextEvents(app.db, req.params.userId));
}
