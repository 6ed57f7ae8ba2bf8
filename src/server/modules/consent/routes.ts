import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import {
  consentChoicesSchema,
  consentResponseSchema,
  type ConsentRecord,
  userLocationResponseSchema,
} from '../../../core/contracts/consent.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import { countryFrom } from '../../../core/domain/location.ts';
import type { AppConfig } from '../../config.ts';
import { consentRecords } from '../../db/schema/auth.ts';
import { currentUser } from '../../plugins/session.ts';
import { latestConsent } from './repository.ts';

const toRecord = (row: typeof consentRecords.$inferSelect): ConsentRecord => ({
  essential: true,
  analytics: row.analytics,
  personalization: row.personalization,
  marketing: row.marketing,
  location: row.country,
  timestamp: row.createdAt.toISOString(),
});

export default function consentRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const header = opts.config.countryHeader;

  r.get('/api/user-location', {
    config: { access: { kind: 'public' } },
    schema: { response: { 200: userLocationResponseSchema } },
    handler: (req) => {
      const fromHeader = header ? req.headers[header] : undefined;
      return {
        country: countryFrom(
          Array.isArray(fromHeader) ? fromHeader[0] : fromHeader,
          req.headers['accept-language'],
        ),
      };
    },
  });

  // Each choice is a new row: the table is the audit trail, the newest row is in force.
  r.post('/api/consent', {
    config: { access: { kind: 'user' } },
    schema: { body: consentChoicesSchema, response: { 201: consentResponseSchema, ...errorResponses } },
    handler: async (req, reply) => {
      const user = currentUser(req);
      const [row] = await app.db
        .insert(consentRecords)
        .values({
          userId: user.id,
          essential: true,
          analytics: req.body.analytics,
          personalization: req.body.personalization,
          marketing: req.body.marketing,
          country: req.body.location ?? null,
        })
        .returning();
      return reply.code(201).send({ consent: row ? toRecord(row) : null });
    },
  });

  r.get('/api/consent/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: { params: userIdParamsSchema, response: { 200: consentResponseSchema, ...errorResponses } },
    handler: async (req) => {
      const row = await latestConsent(app.db, req.params.userId);
      return { consent: row ? toRecord(row) : null };
    },
  });
}
