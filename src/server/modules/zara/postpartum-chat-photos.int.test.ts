/** A photo attached in Ask ZaraMD - Recovery (docs/product.md, "The recovery chat"). */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URGENT_NOTICE } from '../../../core/contracts/zara.ts';
import { PHOTO_MAX_BYTES } from '../../../core/domain/photo.ts';
import { PHOTO_KEPT_URGENT } from '../../../core/domain/postpartum-chat.ts';
import { auditLog } from '../../db/schema/auth.ts';
import { multipart } from '../../testing/multipart.ts';
import type { Mother } from '../../testing/post-birth.ts';
import {
  askRecoveryChat,
  chatPayload,
  chatRows,
  postpartumChatWorld,
} from '../../testing/postpartum-chat.ts';
import type { Session, TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nia: Mother;
let ola: Mother;
let admin: Session;
beforeAll(async () => ({ t, nia, ola, admin } = await postpartumChatWorld()));
afterAll(() => t.close());

const ask = askRecoveryChat;
const snapshot = () => chatRows(t);
const spec = chatPayload;
const URL_PHOTO = '/api/ai/postpartum-chat/photos';
const attach = (s: Session, fields: Record<string, string | Uint8Array | undefined>) =>
  s.call({ method: 'POST', url: URL_PHOTO, ...multipart(fields) });
const fixture = readFileSync(new URL('../milestones/fixtures/photo-gps.jpg', import.meta.url));

describe('POST /api/ai/postpartum-chat/photos', () => {
  it('keeps the photo without its metadata, with Zara saying she cannot judge it; only she and a reviewer see it', async () => {
    expect(fixture.includes(Buffer.from('GPS')) || fixture.includes(Buffer.from('Exif'))).toBe(true);
    const res = await attach(nia.s, { file: fixture });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ redFlag: false, category: 'general', urgency: 'routine' });
    expect(body.response).toContain("I can't judge a photo");
    const { photo } = body;
    expect(photo).toMatchObject({
      width: 300,
      height: 400,
      url: `/api/ai/postpartum-chat/photos/${photo.id}`,
      thumbnailUrl: `/api/ai/postpartum-chat/photos/${photo.id}/thumbnail`,
    });
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const got = await nia.s.call({ method: 'GET', url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.headers['cache-control']).toBe('private, no-store');
      const m = await sharp(got.rawPayload).metadata();
      expect({ exif: m.exif, xmp: m.xmp, icc: m.icc, format: m.format }).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        format: 'jpeg',
      });
      expect(got.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
      expect((await ola.s.call({ method: 'GET', url })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    // Her midwife (a reviewer) may see it; the read is written to her audit trail.
    expect((await admin.call({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    const reads = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'chat_photo_viewed'));
    expect(reads).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        subjectId: nia.s.user.id,
        target: `chat_photo:${photo.id}`,
      }),
    ]);
    expect((await nia.s.call({ method: 'GET', url: `${URL_PHOTO}/${crypto.randomUUID()}` })).statusCode).toBe(
      404,
    );
  });

  it('with an urgent message: the urgent reply, the photo kept, and the flag’s record shows it', async () => {
    const first = (await ask(nia.s, spec('hello'))).json();
    const res = await attach(nia.s, {
      file: fixture,
      message: 'My stitches are red, swollen and oozing',
      conversationId: first.conversationId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      redFlag: true,
      category: 'maternal_health',
      conversationId: first.conversationId,
    });
    expect(body.response).toContain(URGENT_NOTICE);
    expect(body.response.endsWith(PHOTO_KEPT_URGENT)).toBe(true);
    const flag = (await nia.s.call({ method: 'GET', url: '/api/admin/flags' }))
      .json()
      .find((f: { sourceId: string }) => f.sourceId === first.conversationId);
    const record = (await admin.call({ method: 'GET', url: `/api/admin/flags/${flag.id}/source` })).json()
      .record;
    const withPhoto = record.conversation.messages.find((m: { photos: unknown[] }) => m.photos.length);
    expect(withPhoto).toMatchObject({ role: 'user', content: 'My stitches are red, swollen and oozing' });
    expect(withPhoto.photos[0].id).toBe(body.photo.id);
  });

  it.each([
    ['a PDF', { file: Buffer.from('%PDF-1.7 not a photo') }, 'file'],
    ['a damaged JPEG', { file: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) }, 'file'],
    ['an empty file', { file: Buffer.alloc(0) }, 'file'],
    ['no file', { message: 'hello' }, 'file'],
    ['a bad conversation id', { file: fixture, conversationId: 'nope' }, 'conversationId'],
  ])('refuses %s with 400, writing nothing', async (_what, fields, field) => {
    const before = await snapshot();
    const res = await attach(nia.s, fields as Record<string, Uint8Array>);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses over 15 MB (413), JSON (415), no session (401), another mother's conversation (404), writing nothing", async () => {
    const before = await snapshot();
    const big = Buffer.concat([fixture, Buffer.alloc(PHOTO_MAX_BYTES, 1)]);
    expect((await attach(nia.s, { file: big })).statusCode).toBe(413);
    expect((await nia.s.call({ method: 'POST', url: URL_PHOTO, payload: { message: 'x' } })).statusCode).toBe(
      415,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: URL_PHOTO, ...multipart({ file: fixture }) })).statusCode,
    ).toBe(401);
    const hers = (await ask(ola.s, spec('hello'))).json().conversationId;
    const mid = await snapshot();
    expect((await attach(nia.s, { file: fixture, conversationId: hers })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(mid);
    expect(mid).toEqual({
      ...before,
      conversations: before.conversations + 1,
      messages: before.messages + 2,
    });
  });
});
