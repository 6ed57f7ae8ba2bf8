import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/auth.ts';
import { healthFlags } from '../../db/schema/health.ts';
import { conversations, messages } from '../../db/schema/zara.ts';
import { createTestApp, type Session, signUp, signUpAdmin, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let amara: Session;
let bea: Session;
let admin: Session;
let redFlagId: string;
beforeAll(async () => {
  t = await createTestApp();
  amara = await signUp(t.app, 'Amara');
  bea = await signUp(t.app, 'Bea');
  admin = await signUpAdmin(t.app);
  const res = await amara.call({
    method: 'POST',
    url: '/api/symptom-logs',
    payload: { symptom: 'heavy bleeding', severity: 3 },
  });
  redFlagId = res.json<{ flagId: string }>().flagId;
  await bea.call({
    method: 'POST',
    url: '/api/symptom-logs',
    payload: { symptom: 'back ache', severity: 5 },
  });
});
afterAll(() => t.close());

const flagCount = async () => (await t.app.db.select().from(healthFlags)).length;
const hubPayload = (userId: string) => ({
  userId,
  flagType: 'postpartum_ai_concern',
  priority: 'high',
  description: 'Heavy bleeding soaking a pad an hour',
  context: 'postpartum_ai_chat',
});

describe('GET /api/admin/flags', () => {
  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/flags' })).statusCode).toBe(401);
  });

  it('a mother gets her own flags only, with the spec fields', async () => {
    const res = await amara.call({ method: 'GET', url: '/api/admin/flags' });
    expect(res.statusCode).toBe(200);
    const flags = res.json<Record<string, unknown>[]>();
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      id: redFlagId,
      userId: amara.user.id,
      flagType: 'red',
      reason: 'Heavy bleeding: an emergency warning sign',
      symptom: {
        description: expect.stringContaining('heavy bleeding'),
        aiAnalysis: expect.stringContaining('Heavy bleeding'),
      },
      source: 'symptom_log',
      reviewed: false,
      reviewedBy: null,
      reviewedAt: null,
    });
  });

  it('an admin reading her own alerts gets her own flags, not other mothers’ (the default scope)', async () => {
    const res = await admin.call({ method: 'GET', url: '/api/admin/flags' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await admin.call({ method: 'GET', url: '/api/admin/flags?scope=mine' })).json()).toEqual([]);
  });

  it('scope=all is the review queue: 403 for a mother, 400 naming a bad scope', async () => {
    const mother = await amara.call({ method: 'GET', url: '/api/admin/flags?scope=all' });
    expect(mother.statusCode).toBe(403);
    const bad = await admin.call({ method: 'GET', url: '/api/admin/flags?scope=everyone' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('scope');
  });

  it('an admin asking for all gets everyone’s, newest first, and each mother’s trail records the read', async () => {
    const queueReads = () => t.app.db.select().from(auditLog).where(eq(auditLog.action, 'flag_queue_viewed'));
    await amara.call({ method: 'GET', url: '/api/admin/flags' });
    expect(await queueReads()).toHaveLength(0);
    const flags = (await admin.call({ method: 'GET', url: '/api/admin/flags?scope=all' })).json<
      { userId: string; createdAt: string }[]
    >();
    expect(flags.map((f) => f.userId)).toEqual([bea.user.id, amara.user.id]);
    const rows = await queueReads();
    expect(rows.map((r) => r.subjectId).sort()).toEqual([amara.user.id, bea.user.id].sort());
    expect(rows.every((r) => r.actorId === admin.user.id && r.target === 'health_flags')).toBe(true);
  });
});

describe('POST /api/admin/flags (docs/product.md, "Health alerts")', () => {
  it('401 without a session; 403 for another userId, nothing written', async () => {
    const n = await flagCount();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/flags', payload: hubPayload(amara.user.id) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await bea.call({ method: 'POST', url: '/api/admin/flags', payload: hubPayload(amara.user.id) }))
        .statusCode,
    ).toBe(403);
    expect(await flagCount()).toBe(n);
  });

  it.each([
    ['userId', { userId: undefined }],
    ['flagType', { flagType: 'red' }],
    ['priority', { priority: 'low' }],
    ['description', { description: '  ' }],
    ['context', { context: 'chat' }],
    ['extra', { extra: 1 }],
  ])('400 naming %s, nothing written', async (field, change) => {
    const n = await flagCount();
    const res = await bea.call({
      method: 'POST',
      url: '/api/admin/flags',
      payload: { ...hubPayload(bea.user.id), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await flagCount()).toBe(n);
  });

  it('stores a red, high-priority flag for her', async () => {
    const res = await bea.call({ method: 'POST', url: '/api/admin/flags', payload: hubPayload(bea.user.id) });
    expect(res.statusCode).toBe(201);
    expect(res.json().flag).toMatchObject({
      userId: bea.user.id,
      flagType: 'red',
      priority: 'high',
      source: 'postpartum_ai_chat',
      symptom: { description: 'Heavy bleeding soaking a pad an hour' },
    });
  });
});

describe('GET /api/admin/flags/:flagId', () => {
  it('401, 403 for another mother, 404 for an unknown id', async () => {
    const url = `/api/admin/flags/${redFlagId}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url })).statusCode).toBe(403);
    expect(
      (await bea.call({ method: 'GET', url: '/api/admin/flags/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await bea.call({ method: 'GET', url: '/api/admin/flags/not-an-id' })).statusCode).toBe(404);
  });

  it('the owner reads it without an audit row; an admin read is audited', async () => {
    const url = `/api/admin/flags/${redFlagId}`;
    const audits = () =>
      t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'flag_viewed'), eq(auditLog.subjectId, amara.user.id)));
    expect((await amara.call({ method: 'GET', url })).json().flag.id).toBe(redFlagId);
    expect(await audits()).toHaveLength(0);
    expect((await admin.call({ method: 'GET', url })).json().flag.id).toBe(redFlagId);
    expect(await audits()).toMatchObject([{ actorId: admin.user.id, target: `health_flag:${redFlagId}` }]);
  });
});

describe('admin: source record and review', () => {
  it('mothers get 403 on the source and the review', async () => {
    expect(
      (await amara.call({ method: 'GET', url: `/api/admin/flags/${redFlagId}/source` })).statusCode,
    ).toBe(403);
    const res = await amara.call({
      method: 'PATCH',
      url: `/api/admin/flags/${redFlagId}`,
      payload: { reviewed: true },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.db.select().from(healthFlags).where(eq(healthFlags.id, redFlagId)))[0]?.reviewed,
    ).toBe(false);
  });

  it('opens the symptom log behind a flag, audited', async () => {
    const res = await admin.call({ method: 'GET', url: `/api/admin/flags/${redFlagId}/source` });
    expect(res.statusCode).toBe(200);
    expect(res.json().record).toMatchObject({
      kind: 'symptom_log',
      log: { symptom: 'heavy bleeding', flagType: 'red' },
    });
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'flag_source_viewed'));
    expect(rows).toMatchObject([{ actorId: admin.user.id, subjectId: amara.user.id }]);
  });

  it('opens a flagged conversation', async () => {
    const [c] = await t.app.db
      .insert(conversations)
      .values({ userId: bea.user.id, title: 'Night worries', flaggedForReview: true })
      .returning();
    if (!c) throw new Error('no conversation');
    await t.app.db.insert(messages).values([
      {
        conversationId: c.id,
        userId: bea.user.id,
        role: 'user',
        content: 'I feel faint and bleeding a lot',
        urgency: 'emergency',
      },
    ]);
    const [flag] = await t.app.db
      .insert(healthFlags)
      .values({
        userId: bea.user.id,
        flagType: 'red',
        reason: 'Chat',
        symptomDescription: 'faint',
        source: 'chat',
        sourceId: c.id,
      })
      .returning();
    const res = await admin.call({ method: 'GET', url: `/api/admin/flags/${flag?.id ?? ''}/source` });
    expect(res.json().record).toMatchObject({
      kind: 'conversation',
      conversation: {
        title: 'Night worries',
        messages: [{ role: 'user', content: 'I feel faint and bleeding a lot' }],
      },
    });
  });

  it('400 naming reviewed; 404 unknown; marks reviewed with who and when', async () => {
    const url = `/api/admin/flags/${redFlagId}`;
    const bad = await admin.call({ method: 'PATCH', url, payload: { reviewed: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('reviewed');
    const missing = await admin.call({
      method: 'PATCH',
      url: '/api/admin/flags/00000000-0000-4000-8000-000000000000',
      payload: { reviewed: true },
    });
    expect(missing.statusCode).toBe(404);
    const res = await admin.call({ method: 'PATCH', url, payload: { reviewed: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().flag).toMatchObject({
      reviewed: true,
      reviewedBy: admin.user.id,
      reviewedAt: expect.any(String),
    });
  });
});
