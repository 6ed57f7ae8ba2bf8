import type { FastifyInstance } from 'fastify';
import { countryFrom } from '../../../core/domain/location.ts';
import type { AppConfig } from '../../config.ts';
import { currentUser } from '../auth/session.ts';
import { route } from '../../route.ts';
import { consentOf, recordConsent } from './service.ts';

export default function consentRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const header = opts.config.countryHeader;

  route(app, 'GET /api/user-location', (req) => {
    const fromHeader = header ? req.headers[header] : undefined;
    const country = countryFrom(
      Array.isArray(fromHeader) ? fromHeader[0] : fromHeader,
      req.headers['accept-language'],
    );
    return { country };
  });

  route(app, 'POST /api/consent', async (req) => ({
    consent: await recordConsent(app.db, currentUser(req).id, req.body),
  }));

  route(app, 'GET /api/consent/:userId', async (req) => ({
    consent: await consentOf(app.db, req.params.userId),
  }));
}
