/**
 * Walks every registered /api route and proves the access rule it declares:
 * no session -> 401; someone else's id (path or body) -> 403; admin-only -> 403 for a mother.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '../../core/contracts/api.ts';
import { keyOf } from '../../core/contracts/endpoint.ts';
import { users } from '../db/schema/auth.ts';
import { notifications } from '../db/schema/calendar.ts';
import { healthFlags } from '../db/schema/health.ts';
import { multipart } from '../testing/multipart.ts';
import { postBirthFixtures } from '../testing/post-birth-fixtures.ts';
import accessPlugin from './access.ts';
import { createTestApp, type Session, signUp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let alice: Session;
let bob: Session;
let admin: Session;

/** For each owned resource kind: make one that belongs to `owner`, return its id. */
const ownerFixtures: Record<string, (owner: Session) => Promise<string>> = {
  journalEntry: async (owner) => {
    const res = await owner.call({
      method: 'POST',
      url: '/api/journal',
      payload: { category: 'mom', mood: 'calm', content: 'Fixture entry' },
    });
    return res.json<{ entry: { id: string } }>().entry.id;
  },
  calendarEvent: async (owner) => {
    const res = await owner.call({
      method: 'POST',
      url: '/api/calendar/events',
      payload: {
        title: 'Fixture visit',
        date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    return res.json<{ event: { id: string } }>().event.id;
  },
  healthFlag: async (owner) => {
    const [row] = await t.app.db
      .insert(healthFlags)
      .values({
        userId: owner.user.id,
        flagType: 'yellow',
        reason: 'Fixture',
        symptomDescription: 'Fixture',
        source: 'symptom_log',
      })
      .returning({ id: healthFlags.id });
    return row?.id ?? '';
  },
  visitQuestion: async (owner) => {
    const res = await owner.call({
      method: 'POST',
      url: '/api/visit-questions',
      payload: { text: `Fixture question ${randomUUID()}` },
    });
    return res.json<{ question: { id: string } }>().question.id;
  },
  baby: async (owner) => (await postBirthFixtures(t.app.db, owner.user.id)).babyId,
  babyLog: async (owner) => (await postBirthFixtures(t.app.db, owner.user.id)).babyLogId,
  babyTimer: async (owner) => (await postBirthFixtures(t.app.db, owner.user.id)).timerId,
  recoveryLog: async (owner) => (await postBirthFixtures(t.app.db, owner.user.id)).recoveryLogId,
  milestonePhoto: async (owner) => (await postBirthFixtures(t.app.db, owner.user.id)).photoId,
  milestoneReport: async (owner) => (await postBirthFixtures(t.app.db, owner.user.id)).milestoneReportId,
  postpartumReport: async (owner) => (await postBirthFixtures(t.app.db, owner.user.id)).postpartumReportId,
  chatPhoto: async (owner) => (await postBirthFixtures(t.app.db, owner.user.id)).chatPhotoId,
  notification: async (owner) => {
    const [row] = await t.app.db
      .insert(notifications)
      .values({ userId: owner.user.id, kind: 'fixture', title: 'Fixture', body: '', dueAt: new Date() })
      .returning({ id: notifications.id });
    return row?.id ?? '';
  },
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, 'Alice');
  bob = await signUp(t.app, 'Bob');
  admin = await signUp(t.app, 'Reviewer');
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function fill(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => values[name] ?? randomUUID());
}

describe('every API route declares and enforces its access', () => {
  it('has routes to walk', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(5);
  });

  it('refuses every non-public route without a session (401)', async () => {
    const checked: string[] = [];
    for (const { method, url, access } of t.app.routeAccess) {
      if (access.kind === 'public') continue;
      const res = await t.app.inject({
        method: method as 'GET',
        url: fill(url, {}),
        payload: MUTATING.has(method) ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      checked.push(`${method} ${url}`);
    }
    expect(checked.length).toBeGreaterThan(0);
  });

  it("refuses another user's id in the path (403), admins only reading where allowed", async () => {
    for (const { method, url, access } of t.app.routeAccess) {
      if (access.kind !== 'self') continue;
      const target = fill(url, { [access.param]: bob.user.id });
      const res = await alice.call({
        method: method as 'GET',
        url: target,
        payload: MUTATING.has(method) ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url} as another mother`).toBe(403);
      const asAdmin = await admin.call({
        method: method as 'GET',
        url: target,
        payload: MUTATING.has(method) ? {} : undefined,
      });
      // An admin reads a mother's data only where the route says so (and audits it), and never writes it.
      if (MUTATING.has(method) || !access.adminMayRead) {
        expect(asAdmin.statusCode, `${method} ${url} as admin`).toBe(403);
      } else {
        expect(asAdmin.statusCode, `${method} ${url} as admin`).not.toBe(403);
      }
    }
  });

  it("refuses another user's rows (403) and unknown rows (404)", async () => {
    for (const { method, url, access } of t.app.routeAccess) {
      if (access.kind !== 'owner') continue;
      const make = ownerFixtures[access.resource];
      expect(make, `fixture for ${access.resource}`).toBeDefined();
      if (!make) continue;
      const bobsId = await make(bob);
      const payload = MUTATING.has(method) ? {} : undefined;
      const res = await alice.call({
        method: method as 'GET',
        url: fill(url, { [access.param]: bobsId }),
        payload,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      if (access.adminMayRead) {
        const asAdmin = await admin.call({
          method: method as 'GET',
          url: fill(url, { [access.param]: bobsId }),
          payload,
        });
        expect(asAdmin.statusCode, `${method} ${url} as admin`).toBe(method === 'GET' ? 200 : 403);
      }
      const missing = await alice.call({
        method: method as 'GET',
        url: fill(url, { [access.param]: randomUUID() }),
        payload,
      });
      expect(missing.statusCode, `${method} ${url} unknown id`).toBe(404);
    }
  });

  it('refuses a body naming another user (403) on every mutating route', async () => {
    for (const { method, url, access } of t.app.routeAccess) {
      if (access.kind === 'public' || access.kind === 'admin' || !MUTATING.has(method)) continue;
      const path = fill(url, access.kind === 'self' ? { [access.param]: alice.user.id } : {});
      const form =
        declaredEndpoints.find((d) => keyOf(d.endpoint) === `${method} ${url}`)?.endpoint.bodyType ===
        'multipart';
      const res = await alice.call({
        method: method as 'POST',
        url: path,
        ...(form ? multipart({ userId: bob.user.id }) : { payload: { userId: bob.user.id } }),
      });
      if (access.kind === 'owner') expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
      else expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses admin routes to mothers (403)', async () => {
    for (const { method, url, access } of t.app.routeAccess) {
      if (access.kind !== 'admin') continue;
      const res = await alice.call({
        method: method as 'GET',
        url: fill(url, {}),
        payload: MUTATING.has(method) ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('asks for her password again on every endpoint declaring reauth, after the access rule', async () => {
    const sensitive = declaredEndpoints.map(({ endpoint }) => endpoint).filter((e) => e.reauth);
    expect(sensitive.length).toBeGreaterThan(0);
    t.app.reauthenticated.clear();
    for (const e of sensitive) {
      const payload = MUTATING.has(e.method) ? {} : undefined;
      const idOf = (s: Session) => (e.access.kind === 'self' ? { [e.access.param]: s.user.id } : {});
      const own = await alice.call({ method: e.method, url: fill(e.path, idOf(alice)), payload });
      expect(own.statusCode, keyOf(e)).toBe(403);
      expect(own.json<{ code: string }>().code, keyOf(e)).toBe('reauth_required');
      // Someone else's data is refused as such, before her password is asked for.
      const other = await alice.call({ method: e.method, url: fill(e.path, idOf(bob)), payload });
      expect(other.json<{ code: string }>().code, keyOf(e)).toBe('forbidden');
    }
  });

  it('a route without an access declaration stops start-up', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(accessPlugin);
    expect(() => bare.get('/api/undeclared', () => 'x')).toThrow(/does not declare config.access/);
    await bare.close();
    const declared = Fastify({ logger: false });
    await declared.register(accessPlugin);
    declared.get('/api/declared', { config: { access: { kind: 'public' } } }, () => 'x');
    await expect(declared.ready()).resolves.toBeDefined();
    await declared.close();
  });
});
