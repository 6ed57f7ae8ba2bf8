/**
 * Birth Prep (/birth-prep): the birth plan (01-core-app.md section 7: GET /api/birth-plan/{userId}; PUT and the PDF
 * are ours) and the hospital bag (GET /api/hospital-bag/{userId}; PATCH, POST and DELETE of items are ours).
 * Every route acts for the signed-in mother only.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addBagItemBodySchema,
  bagItemParamsSchema,
  bagItemResponseSchema,
  birthPlanResponseSchema,
  hospitalBagResponseSchema,
  packBagItemBodySchema,
  saveBirthPlanBodySchema,
  savedBirthPlanResponseSchema,
} from '../../../core/contracts/birth-prep.ts';
import { userIdParamsSchema } from '../../../core/contracts/common.ts';
import type { Checklists } from '../../../core/contracts/content.ts';
import { errorResponses } from '../../../core/contracts/errors.ts';
import { DELIVERY_SECTION_ID } from '../../../core/domain/birth-plan.ts';
import * as service from './service.ts';

export default function birthPrepRoutes(app: FastifyInstance, opts: { checklists: Checklists }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const self = { access: { kind: 'self', param: 'userId' } } as const;
  const content: service.BirthPrepContent = {
    sections: opts.checklists.birthPlanSections,
    checklist: opts.checklists.hospitalBag,
  };
  // The spec's deliveryPreference is this section's answer: without it the plan could not hold one.
  if (!content.sections.some((s) => s.id === DELIVERY_SECTION_ID && !s.multiple)) {
    throw new Error(
      `content/checklists.ts: the birth plan needs a single-choice "${DELIVERY_SECTION_ID}" section`,
    );
  }

  // "None yet" is a 200 with plan null: the spec's client reads any non-ok answer as null, so an error must not be
  // the way to say "not started".
  r.get('/api/birth-plan/:userId', {
    config: self,
    schema: { params: userIdParamsSchema, response: { 200: birthPlanResponseSchema, ...errorResponses } },
    handler: (req) => service.getBirthPlan(app.db, content, req.params.userId),
  });

  r.put('/api/birth-plan/:userId', {
    config: self,
    schema: {
      params: userIdParamsSchema,
      body: saveBirthPlanBodySchema,
      response: { 200: savedBirthPlanResponseSchema, ...errorResponses },
    },
    handler: async (req) => ({
      plan: await service.saveBirthPlan(app.db, content, req.params.userId, req.body),
    }),
  });

  r.get('/api/birth-plan/:userId.pdf', {
    config: self,
    schema: { params: userIdParamsSchema },
    handler: async (req, reply) => {
      const pdf = await service.getBirthPlanPdf(app.db, content, req.params.userId);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="my-birth-plan.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });

  r.get('/api/hospital-bag/:userId', {
    config: self,
    schema: { params: userIdParamsSchema, response: { 200: hospitalBagResponseSchema, ...errorResponses } },
    handler: (req) => service.getBag(app.db, content, req.params.userId),
  });

  r.patch('/api/hospital-bag/:userId/items/:itemKey', {
    config: self,
    schema: {
      params: bagItemParamsSchema,
      body: packBagItemBodySchema,
      response: { 200: bagItemResponseSchema, ...errorResponses },
    },
    handler: async (req) => ({
      item: await service.packItem(app.db, content, req.params.userId, req.params.itemKey, req.body.packed),
    }),
  });

  r.post('/api/hospital-bag/:userId/items', {
    config: self,
    schema: {
      params: userIdParamsSchema,
      body: addBagItemBodySchema,
      response: { 201: bagItemResponseSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const item = await service.addItem(app.db, content, req.params.userId, req.body);
      return reply.code(201).send({ item });
    },
  });

  r.delete('/api/hospital-bag/:userId/items/:itemKey', {
    config: self,
    schema: { params: bagItemParamsSchema, response: { 204: z.null(), ...errorResponses } },
    handler: async (req, reply) => {
      await service.removeItem(app.db, content, req.params.userId, req.params.itemKey);
      return reply.code(204).send(null);
    },
  });
}
