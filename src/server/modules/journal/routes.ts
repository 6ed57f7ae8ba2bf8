import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../core/contracts/errors.ts';
import {
  createJournalEntrySchema,
  entryIdParamsSchema,
  journalEntryListSchema,
  journalEntryResponseSchema,
  journalIdParamsSchema,
  updateJournalEntrySchema,
} from '../../../core/contracts/journal.ts';
import { notFound } from '../../errors.ts';
import { registerOwnerLoader } from '../../plugins/access.ts';
import { currentUser } from '../../plugins/session.ts';
import { loadUserContext } from '../profile/context.ts';
import { deleteEntry, entryOwner, insertEntry, listEntries, toEntry, updateEntry } from './repository.ts';

export default function journalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerOwnerLoader(app, 'journalEntry', (a, id) => entryOwner(a.db, id));

  // 01-core-app.md section 7: GET /api/journal/{id}, the signed-in user's entries, newest first.
  r.get('/api/journal/:id', {
    config: { access: { kind: 'self', param: 'id' } },
    schema: { params: journalIdParamsSchema, response: { 200: journalEntryListSchema, ...errorResponses } },
    handler: async (req) => (await listEntries(app.db, req.params.id)).map(toEntry),
  });

  r.post('/api/journal', {
    config: { access: { kind: 'user' } },
    schema: {
      body: createJournalEntrySchema,
      response: { 201: journalEntryResponseSchema, ...errorResponses },
    },
    handler: async (req, reply) => {
      const user = currentUser(req);
      // The week comes from her profile (03-decisions.md section 2), never from the client.
      const { status } = await loadUserContext(app.db, user.id);
      const row = await insertEntry(app.db, {
        userId: user.id,
        category: req.body.category,
        mood: req.body.mood,
        content: req.body.content.trim(),
        pregnancyWeek: status?.phase === 'pregnant' ? status.currentWeek : null,
        postpartumWeek: status?.postpartumWeek ?? null,
      });
      return reply.code(201).send({ entry: toEntry(row) });
    },
  });

  r.patch('/api/journal/entries/:entryId', {
    config: { access: { kind: 'owner', param: 'entryId', resource: 'journalEntry' } },
    schema: {
      params: entryIdParamsSchema,
      body: updateJournalEntrySchema,
      response: { 200: journalEntryResponseSchema, ...errorResponses },
    },
    handler: async (req) => {
      const { content, ...rest } = req.body;
      const row = await updateEntry(app.db, req.params.entryId, {
        ...(rest.category ? { category: rest.category } : {}),
        ...(rest.mood ? { mood: rest.mood } : {}),
        ...(content !== undefined ? { content: content.trim() } : {}),
      });
      if (!row) throw notFound('We could not find that entry. It may have been deleted.');
      return { entry: toEntry(row) };
    },
  });

  r.delete('/api/journal/entries/:entryId', {
    config: { access: { kind: 'owner', param: 'entryId', resource: 'journalEntry' } },
    schema: { params: entryIdParamsSchema, response: { 204: z.null(), ...errorResponses } },
    handler: async (req, reply) => {
      await deleteEntry(app.db, req.params.entryId);
      return reply.code(204).send(null);
    },
  });
}
