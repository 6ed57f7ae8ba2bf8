import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  onboardingCompleteBodySchema,
  onboardingCompleteResponseSchema,
  onboardingStatusResponseSchema,
} from '../../../core/contracts/onboarding.ts';
import { hasStageDate } from '../../../core/domain/pregnancy.ts';
import { currentUser } from '../../plugins/session.ts';
import { addSuggestedSchedule } from '../calendar/service.ts';
import { findProfile } from '../profile/context.ts';
import { toProfile } from '../profile/dto.ts';
import { completeOnboarding } from './service.ts';

export default function onboardingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/onboarding/status/:userId', {
    config: { access: { kind: 'self', param: 'userId' } },
    schema: {
      params: userIdParamsSchema,
      response: { 200: onboardingStatusResponseSchema, ...errorResponses },
    },
    handler: async (req) => {
      const row = await findProfile(app.db, req.params.userId);
      // A profile without its stage's date has no week to show: the wizard asks again rather than guess one.
      return row && hasStageDate(row) ? { onboarded: true, profile: toProfile(row) } : { onboarded: false };
    },
  });

  r.post('/api/onboarding/complete', {
    config: { access: { kind: 'user' } },
    schema: {
      body: onboardingCompleteBodySchema,
      response: { 200: onboardingCompleteResponseSchema, ...errorResponses },
    },
    handler: async (req) => {
      const userId = currentUser(req).id;
      const row = await completeOnboarding(app.db, userId, req.body);
      // Her calendar starts with the suggested visit schedule and milestones (idempotent, so a retried
      // completion adds nothing twice; ones she later deletes stay deleted).
      await addSuggestedSchedule(app.db, userId);
      return { profile: toProfile(row) };
    },
  });
}
