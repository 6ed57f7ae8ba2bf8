import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_MEMO_MAX_BYTES } from '../../../core/domain/voice-memo.ts';
import { users } from '../../db/schema/auth.ts';
import { recoveryVoiceMemos } from '../../db/schema/recovery.ts';
import { logRecovery, type Mother, newMother } from '../../testing/post-birth.ts';
import { createTestApp, type Session, type TestApp } from '../../testing/test-app.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let nia: Mother;
let other: Mother;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  nia = await newMother(t.app, { name: 'Nia Mum' });
  other = await newMother(t.app, { name: 'Ola Mum' });
  admin = (await newMother(t.app, { name: 'Reviewer' })).s;
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => t.close());

/** WebM's EBML header, then some bytes: what MediaRecorder starts a recording with. */
const webm = (size = 2048) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(size - 4, 7)]);

/** A multipart/form-data body with one file field. */
function form(bytes: Buffer, { field = 'file', type = 'audio/webm' } = {}) {
  const boundary = '----zara-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="memo.webm"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const memos = async () =>
  (await t.app.db.select().from(recoveryVoiceMemos)).map((m) => `${m.logId}:${m.size}`).sort();
const mentalLog = async (m: Mother) =>
  (await logRecovery(m.s, { logType: 'mental_health', moodRating: 4, anxietyLevel: 5 })).json().log
    .id as string;
const url = (id: string) => `/api/maternal-recovery/entries/${id}/voice-memo`;

describe('a voice memo with a mental health entry', () => {
  it('is uploaded, listed with the entry, played back only to her, replaced and deleted', async () => {
    const id = await mentalLog(nia);
    const up = await nia.s.call({ method: 'POST', url: url(id), ...form(webm()) });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().voiceMemo).toMatchObject({ contentType: 'audio/webm', size: 2048, url: url(id) });
    const dayLogs = (
      await nia.s.call({ method: 'GET', url: `/api/maternal-recovery/${nia.s.user.id}` })
    ).json().logs;
    expect(dayLogs.find((l: { id: string }) => l.id === id)).toMatchObject({
      voiceMemoUrl: url(id),
      voiceMemo: { size: 2048 },
    });

    const played = await nia.s.call({ method: 'GET', url: url(id) });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/webm');
    expect(played.headers['cache-control']).toBe('private, no-store');
    expect(played.rawPayload.equals(webm())).toBe(true);
    // Only she can play it: not another mother, not a reviewer.
    expect((await other.s.call({ method: 'GET', url: url(id) })).statusCode).toBe(403);
    expect((await admin.call({ method: 'GET', url: url(id) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(id) })).statusCode).toBe(401);

    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(500, 1)]);
    const replaced = await nia.s.call({ method: 'POST', url: url(id), ...form(ogg, { type: 'audio/ogg' }) });
    expect(replaced.json().voiceMemo).toMatchObject({ contentType: 'audio/ogg', size: 504 });
    expect((await nia.s.call({ method: 'GET', url: url(id) })).headers['content-type']).toBe('audio/ogg');

    expect((await other.s.call({ method: 'DELETE', url: url(id) })).statusCode).toBe(403);
    expect((await nia.s.call({ method: 'DELETE', url: url(id) })).statusCode).toBe(204);
    expect((await nia.s.call({ method: 'GET', url: url(id) })).statusCode).toBe(404);
  });

  it('goes with its entry when the entry is deleted', async () => {
    const id = await mentalLog(nia);
    await nia.s.call({ method: 'POST', url: url(id), ...form(webm()) });
    expect((await memos()).some((m) => m.startsWith(id))).toBe(true);
    expect(
      (await nia.s.call({ method: 'DELETE', url: `/api/maternal-recovery/entries/${id}` })).statusCode,
    ).toBe(204);
    expect((await memos()).some((m) => m.startsWith(id))).toBe(false);
  });

  it('refuses what is not a recording, too large a file, another entry type, JSON, and another mother', async () => {
    const id = await mentalLog(nia);
    const pain = (await logRecovery(nia.s, { logType: 'pain', painLevel: 3 })).json().log.id as string;
    const before = await memos();
    const refused: [number, InjectOptions][] = [
      [400, { method: 'POST', url: url(id), ...form(Buffer.from('%PDF-1.7 not audio at all')) }],
      [400, { method: 'POST', url: url(id), ...form(Buffer.alloc(0)) }],
      [400, { method: 'POST', url: url(pain), ...form(webm()) }],
      [400, { method: 'POST', url: url(id), ...form(webm(), { field: 'recording' }) }],
      [413, { method: 'POST', url: url(id), ...form(webm(VOICE_MEMO_MAX_BYTES + 1)) }],
      [415, { method: 'POST', url: url(id), payload: { file: 'aGVsbG8=' } }],
    ];
    for (const [status, req] of refused) {
      const res = await nia.s.call(req);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await other.s.call({ method: 'POST', url: url(id), ...form(webm()) })).statusCode).toBe(403);
    expect(await memos()).toEqual(before);
  });

  it('a form is refused on every route that does not declare one (415)', async () => {
    const res = await nia.s.call({ method: 'POST', url: '/api/maternal-recovery', ...form(webm()) });
    expect(res.statusCode).toBe(415);
  });

  it('is in her data export (base64) and gone with her account', async () => {
    const m = await newMother(t.app, { name: 'Export Mum' });
    const id = await mentalLog(m);
    await m.s.call({ method: 'POST', url: url(id), ...form(webm(64)) });
    await m.s.call({
      method: 'POST',
      url: '/api/auth/reauth',
      payload: { password: 'correct horse battery' },
    });
    const exported = (await m.s.call({ method: 'GET', url: `/api/profile/${m.s.user.id}/export` })).json();
    expect(exported.tables.recovery_voice_memos[0]).toMatchObject({
      logId: id,
      data: webm(64).toString('base64'),
    });
    expect(exported.tables.babies).toHaveLength(1);
    expect(exported.tables.recovery_logs).toHaveLength(1);
    const gone = await m.s.call({
      method: 'DELETE',
      url: `/api/profile/${m.s.user.id}`,
      payload: { password: 'correct horse battery' },
    });
    expect(gone.statusCode).toBe(204);
    expect((await memos()).some((x) => x.startsWith(id))).toBe(false);
  });
});
