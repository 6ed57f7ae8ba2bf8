import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../core/domain/photo.ts';
import { users } from '../../db/schema/auth.ts';
import { milestonePhotos } from '../../db/schema/milestones.ts';
import { multipart } from '../../testing/multipart.ts';
import { readPdf } from '../../testing/pdf-text.ts';
import { type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, type Session, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nia: Mother;
let ola: Mother;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  nia = await newMother(t.app, { name: 'Nia Mum', daysSinceBirth: 10 });
  ola = await newMother(t.app, { name: 'Ola Mum' });
  admin = (await newMother(t.app, { name: 'Reviewer' })).s;
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const upload = (s: Session, fields: Record<string, string | Uint8Array | undefined>) =>
  s.call({ method: 'POST', url: '/api/milestone-photos', ...multipart(fields) });
const stored = async () =>
  JSON.stringify(
    (await t.app.db.select({ id: milestonePhotos.id }).from(milestonePhotos)).map((r) => r.id).sort(),
  );

/** Every metadata block sharp can see, and the raw bytes' GPS marker. */
async function metadataOf(bytes: Buffer) {
  const m = await sharp(bytes).metadata();
  return { exif: m.exif, xmp: m.xmp, iptc: m.iptc, icc: m.icc, orientation: m.orientation, format: m.format };
}

describe('a milestone photo', () => {
  it.each([
    ['photo-gps.jpg', { width: 300, height: 400 }],
    ['photo-gps.heic', { width: 400, height: 300 }],
  ])('%s: kept without its location or any metadata, upright, served only to her', async (name, size) => {
    const original = fixture(name);
    // The fixture carries GPS (made with exiftool): the test would prove nothing otherwise.
    expect(original.includes(Buffer.from('GPS')) || original.includes(Buffer.from('Exif'))).toBe(true);
    const res = await upload(nia.s, { file: original, milestoneTemplateId: 'w1-looks-at-contrast' });
    expect(res.statusCode, res.body).toBe(201);
    const { photo } = res.json();
    expect(photo).toMatchObject({
      babyId: nia.babyId,
      milestoneTemplateId: 'w1-looks-at-contrast',
      ...size,
      url: `/api/milestone-photos/file/${photo.id}`,
      thumbnailUrl: `/api/milestone-photos/file/${photo.id}/thumbnail`,
    });
    for (const url of [photo.url, photo.thumbnailUrl]) {
      const got = await nia.s.call({ method: 'GET', url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(await metadataOf(got.rawPayload)).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        orientation: undefined,
        format: 'jpeg',
      });
      expect(got.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
      expect(got.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
      // Not another mother, not a reviewer, not without a session.
      expect((await ola.s.call({ method: 'GET', url })).statusCode).toBe(403);
      expect((await admin.call({ method: 'GET', url })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const thumb = await sharp(
      (await nia.s.call({ method: 'GET', url: photo.thumbnailUrl })).rawPayload,
    ).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(320);
  });

  it('is listed for her, deleted with its bytes, and never for another mother', async () => {
    const res = await upload(nia.s, {
      file: fixture('photo-gps.jpg'),
      milestoneTemplateId: 'w1-feeds-often',
      babyId: nia.babyId,
    });
    const id = res.json().photo.id;
    const mine = (await nia.s.call({ method: 'GET', url: `/api/milestone-photos/${nia.s.user.id}` })).json();
    expect(mine.map((p: { id: string }) => p.id)).toContain(id);
    expect(
      (await ola.s.call({ method: 'GET', url: `/api/milestone-photos/${nia.s.user.id}` })).statusCode,
    ).toBe(403);
    expect((await ola.s.call({ method: 'DELETE', url: `/api/milestone-photos/${id}` })).statusCode).toBe(403);
    expect((await nia.s.call({ method: 'DELETE', url: `/api/milestone-photos/${id}` })).statusCode).toBe(204);
    expect((await nia.s.call({ method: 'GET', url: `/api/milestone-photos/file/${id}` })).statusCode).toBe(
      404,
    );
    expect(await t.app.db.select().from(milestonePhotos).where(eq(milestonePhotos.id, id))).toEqual([]);
  });

  it.each([
    [
      'a PDF',
      { file: Buffer.from('%PDF-1.7 not a photo'), milestoneTemplateId: 'w1-feeds-often' },
      400,
      'file',
    ],
    [
      'a damaged JPEG',
      { file: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), milestoneTemplateId: 'w1-feeds-often' },
      400,
      'file',
    ],
    ['an empty file', { file: Buffer.alloc(0), milestoneTemplateId: 'w1-feeds-often' }, 400, 'file'],
    ['no file', { milestoneTemplateId: 'w1-feeds-often' }, 400, 'file'],
    [
      'an unknown milestone',
      { file: fixture('photo-gps.jpg'), milestoneTemplateId: 'nope' },
      400,
      'milestoneTemplateId',
    ],
    [
      'another mother’s baby',
      { file: fixture('photo-gps.jpg'), milestoneTemplateId: 'w1-feeds-often', babyId: 'x' },
      400,
      'babyId',
    ],
  ])('refuses %s, writing nothing', async (_what, fields, status, field) => {
    const before = await stored();
    const res = await upload(nia.s, fields as Record<string, string | Uint8Array>);
    expect(res.statusCode, res.body).toBe(status);
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect(await stored()).toBe(before);
  });

  it('refuses a file over 15 MB with 413, and JSON with 415, writing nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([fixture('photo-gps.jpg'), Buffer.alloc(PHOTO_MAX_BYTES, 1)]);
    const res = await upload(nia.s, { file: big, milestoneTemplateId: 'w1-feeds-often' });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
    const json = await nia.s.call({
      method: 'POST',
      url: '/api/milestone-photos',
      payload: { milestoneTemplateId: 'w1-feeds-often' },
    });
    expect(json.statusCode).toBe(415);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/milestone-photos',
          ...multipart({ milestoneTemplateId: 'w1-feeds-often' }),
        })
      ).statusCode,
    ).toBe(401);
    expect(await stored()).toBe(before);
  });
});

describe('a week’s milestone report', () => {
  it('lists statuses, notes and concerns, and its PDF carries them with the thumbnails', async () => {
    await nia.s.call({
      method: 'POST',
      url: '/api/milestone-progress',
      payload: { milestoneTemplateId: 'w1-feeds-often', status: 'observed', notes: 'Every two hours' },
    });
    await nia.s.call({
      method: 'POST',
      url: '/api/milestone-progress',
      payload: {
        milestoneTemplateId: 'w1-brief-eye-contact',
        status: 'unsure',
        parentConcerns: 'Hard to tell at night',
      },
    });
    await upload(nia.s, { file: fixture('photo-gps.jpg'), milestoneTemplateId: 'w1-feeds-often' });
    const made = await nia.s.call({
      method: 'POST',
      url: '/api/milestone-reports/generate',
      payload: { weekNumber: 1 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const report = made.json().report;
    expect(report).toMatchObject({ weekNumber: 1, completion: 25, correctedAge: false, babyAgeDays: 10 });
    expect(report.items).toHaveLength(4);
    expect(
      report.items.find(
        (i: { milestoneTemplateId: string }) => i.milestoneTemplateId === 'w1-moves-arms-and-legs',
      ),
    ).toMatchObject({ status: null, statusLabel: 'Not Tracked' });

    // Made again, it replaces the one before.
    const again = await nia.s.call({
      method: 'POST',
      url: '/api/milestone-reports/generate',
      payload: { weekNumber: 1 },
    });
    expect(again.json().report.id).toBe(report.id);
    const listed = (
      await nia.s.call({ method: 'GET', url: `/api/milestone-reports/${nia.s.user.id}` })
    ).json();
    expect(listed.filter((r: { weekNumber: number }) => r.weekNumber === 1)).toHaveLength(1);

    const pdf = await nia.s.call({ method: 'GET', url: report.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { pages, lines } = await readPdf(pdf.rawPayload);
    expect(pages).toBe(1);
    const text = lines.join('\n');
    expect(text).toContain('milestones of week 1');
    expect(text).toContain('Observed: 1 of 4 milestones of this week (25%)');
    expect(text).toContain('Notes: Every two hours');
    expect(text).toContain('Concerns: Hard to tell at night');
    expect(text).toContain('Status: Not Tracked');
    expect(pdf.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    expect((await ola.s.call({ method: 'GET', url: report.pdfUrl })).statusCode).toBe(403);
  });

  it('refuses a week that is not 0-12, and another mother’s id', async () => {
    const res = await nia.s.call({
      method: 'POST',
      url: '/api/milestone-reports/generate',
      payload: { weekNumber: 13 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('weekNumber');
    const future = await nia.s.call({
      method: 'POST',
      url: '/api/milestone-reports/generate',
      payload: { weekNumber: 5 },
    });
    expect(future.statusCode).toBe(400);
    expect(
      (
        await ola.s.call({
          method: 'POST',
          url: '/api/milestone-reports/generate',
          payload: { userId: nia.s.user.id, weekNumber: 0 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ola.s.call({ method: 'GET', url: `/api/milestone-reports/${nia.s.user.id}` })).statusCode,
    ).toBe(403);
  });
});
