import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BagGroup, BagItem } from '../../../core/contracts/birth-prep.ts';
import { hospitalBagItems } from '../../db/schema/care.ts';
import {
  createTestApp,
  dueInDaysAt,
  onboard,
  type Session,
  signUp,
  type TestApp,
} from '../../testing/test-app.ts';

let t: TestApp;
let ada: Session;
let bea: Session;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t.app, 'Ada');
  bea = await signUp(t.app, 'Bea');
  await onboard(ada, { dueInDays: dueInDaysAt(36) });
});
afterAll(() => t.close());

const bagUrl = (s: Session) => `/api/hospital-bag/${s.user.id}`;
const itemUrl = (s: Session, key: string) => `${bagUrl(s)}/items/${key}`;
const snapshot = async () =>
  (await t.app.db.select().from(hospitalBagItems)).map((r) => JSON.stringify(r)).sort();
const getBag = async (s: Session) => (await s.call({ method: 'GET', url: bagUrl(s) })).json<BagGroup[]>();
const allItems = (groups: BagGroup[]) => groups.flatMap((g) => g.items);
const pack = (s: Session, key: string, payload: object, as: Session = s) =>
  as.call({ method: 'PATCH', url: itemUrl(s, key), payload });
const add = (s: Session, payload: object, as: Session = s) =>
  as.call({ method: 'POST', url: `${bagUrl(s)}/items`, payload });

describe('GET /api/hospital-bag/:userId', () => {
  it('401 without a session, 403 for another mother', async () => {
    expect((await t.app.inject({ method: 'GET', url: bagUrl(ada) })).statusCode).toBe(401);
    expect((await bea.call({ method: 'GET', url: bagUrl(ada) })).statusCode).toBe(403);
  });

  it('is the whole checklist, unpacked, in the four groups, with its notes, before she starts', async () => {
    const groups = await getBag(bea);
    expect(groups.map((g) => g.group)).toEqual(['mother', 'baby', 'partner', 'documents']);
    const items = allItems(groups);
    expect(items).toHaveLength(45);
    expect(items.every((i) => !i.packed && !i.custom)).toBe(true);
    expect(items.find((i) => i.key === 'maternity-pads')).toMatchObject({
      label: 'Maternity pads',
      group: 'mother',
      note: expect.stringMatching(/bleeding after birth/) as unknown,
    });
    expect(items.find((i) => i.key === 'photo-id')?.note).toBeNull();
  });
});

describe('PATCH /api/hospital-bag/:userId/items/:itemKey', () => {
  it("401, 403 for another mother's bag, 400 naming packed, 404 for an unknown item: nothing written", async () => {
    const before = await snapshot();
    expect(
      (await t.app.inject({ method: 'PATCH', url: itemUrl(ada, 'warm-socks'), payload: { packed: true } }))
        .statusCode,
    ).toBe(401);
    expect((await pack(ada, 'warm-socks', { packed: true }, bea)).statusCode).toBe(403);
    for (const payload of [{}, { packed: 'yes' }, { packed: true, label: 'Socks' }]) {
      const res = await pack(ada, 'warm-socks', payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([
        'label' in payload ? 'label' : 'packed',
      ]);
    }
    const unknown = await pack(ada, 'a-pony', { packed: true });
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('packs and unpacks; the same request twice leaves the same state', async () => {
    const first = await pack(ada, 'warm-socks', { packed: true });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ item: BagItem }>().item).toEqual({
      key: 'warm-socks',
      label: 'Warm socks',
      note: 'Feet can get cold in labour.',
      group: 'mother',
      packed: true,
      custom: false,
    });
    expect((await pack(ada, 'warm-socks', { packed: true })).json<{ item: BagItem }>().item.packed).toBe(
      true,
    );
    expect((await pack(ada, 'car-seat', { packed: true })).statusCode).toBe(200);
    const items = allItems(await getBag(ada));
    expect(items.filter((i) => i.packed).map((i) => i.key)).toEqual(['warm-socks', 'car-seat']);
    // Her table now holds her whole bag, so anything that counts it counts all 45.
    const rows = await t.app.db
      .select()
      .from(hospitalBagItems)
      .where(eq(hospitalBagItems.userId, ada.user.id));
    expect(rows).toHaveLength(45);
    const recs = await ada.call({ method: 'GET', url: `/api/copilot/recommendations/${ada.user.id}` });
    expect(JSON.stringify(recs.json())).toContain('2 of 45 items packed.');

    expect((await pack(ada, 'car-seat', { packed: false })).json<{ item: BagItem }>().item.packed).toBe(
      false,
    );
    expect(allItems(await getBag(ada)).filter((i) => i.packed)).toHaveLength(1);
    // Bea's bag is her own.
    expect(allItems(await getBag(bea)).some((i) => i.packed)).toBe(false);
  });
});

describe('POST /api/hospital-bag/:userId/items', () => {
  it.each([
    ['label', { label: '   ' }, /name the item/],
    ['label', { label: undefined }, /name the item|required/],
    ['label', { label: 'x'.repeat(81) }, /80 characters/],
    ['group', { group: 'kitchen' }, /mother, baby, partner or documents/],
    ['packed', { packed: true }, /Unknown field/],
  ])('400 naming %s, nothing written', async (field, change, message) => {
    const before = await snapshot();
    const res = await add(ada, { label: 'Eye mask', group: 'mother', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields[field]).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('401 and 403, nothing written', async () => {
    const before = await snapshot();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${bagUrl(ada)}/items`,
          payload: { label: 'Eye mask', group: 'mother' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await add(ada, { label: 'Eye mask', group: 'mother' }, bea)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('adds her own items (trimmed, 80 characters at most) at the end of their group; 409 for one already there', async () => {
    const res = await add(ada, { label: '  Eye mask  ', group: 'mother' });
    expect(res.statusCode).toBe(201);
    const item = res.json<{ item: BagItem }>().item;
    expect(item).toMatchObject({
      label: 'Eye mask',
      group: 'mother',
      packed: false,
      custom: true,
      note: null,
    });
    const long = await add(ada, { label: 'y'.repeat(80), group: 'mother' });
    expect(long.statusCode).toBe(201);
    const mother = (await getBag(ada)).find((g) => g.group === 'mother')?.items ?? [];
    expect(mother.slice(-2).map((i) => i.label)).toEqual(['Eye mask', 'y'.repeat(80)]);

    const before = await snapshot();
    for (const label of ['eye MASK', 'Warm socks']) {
      const dup = await add(ada, { label, group: 'mother' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json<{ fields: Record<string, string> }>().fields.label).toMatch(/already on the list/);
    }
    expect(await snapshot()).toEqual(before);
    // Another group may hold the same words.
    expect((await add(ada, { label: 'Eye mask', group: 'partner' })).statusCode).toBe(201);

    // Her own items pack like any other.
    const packed = await pack(ada, item.key, { packed: true });
    expect(packed.json<{ item: BagItem }>().item).toMatchObject({
      key: item.key,
      packed: true,
      custom: true,
    });
  });

  it('a first change on a fresh bag adds her own item beside the whole checklist', async () => {
    expect((await add(bea, { label: 'Birth ball pump', group: 'partner' })).statusCode).toBe(201);
    const items = allItems(await getBag(bea));
    expect(items).toHaveLength(46);
    expect(items.at(-1 - 8)?.label).toBe('Birth ball pump');
  });
});

describe('DELETE /api/hospital-bag/:userId/items/:itemKey', () => {
  it('401, 403, 400 for a checklist item (saying so), 404 for an unknown or another mother’s item; nothing deleted', async () => {
    const bea1 = allItems(await getBag(bea)).find((i) => i.custom);
    expect(bea1).toBeDefined();
    const before = await snapshot();
    expect((await t.app.inject({ method: 'DELETE', url: itemUrl(ada, 'warm-socks') })).statusCode).toBe(401);
    expect((await bea.call({ method: 'DELETE', url: itemUrl(ada, 'warm-socks') })).statusCode).toBe(403);
    const fixed = await ada.call({ method: 'DELETE', url: itemUrl(ada, 'warm-socks') });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json<{ fields: Record<string, string> }>().fields.itemKey).toMatch(
      /checklist can't be deleted/,
    );
    expect((await ada.call({ method: 'DELETE', url: itemUrl(ada, 'own-nothing') })).statusCode).toBe(404);
    // Knowing the key of Bea's item does not let Ada delete it from her own bag's path.
    expect((await ada.call({ method: 'DELETE', url: itemUrl(ada, bea1?.key ?? '') })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes her own item', async () => {
    const own = allItems(await getBag(ada)).find((i) => i.custom && i.label === 'Eye mask');
    const res = await ada.call({ method: 'DELETE', url: itemUrl(ada, own?.key ?? '') });
    expect(res.statusCode).toBe(204);
    expect(allItems(await getBag(ada)).some((i) => i.key === own?.key)).toBe(false);
    const rows = await t.app.db
      .select()
      .from(hospitalBagItems)
      .where(and(eq(hospitalBagItems.userId, ada.user.id), eq(hospitalBagItems.itemKey, own?.key ?? '')));
    expect(rows).toEqual([]);
    expect((await ada.call({ method: 'DELETE', url: itemUrl(ada, own?.key ?? '') })).statusCode).toBe(404);
  });
});
