/**
 * A voice memo kept with a mental health log (docs/product.md, "Recovery tracker"; docs/architecture.md, "Uploads"):
 * its bytes in the database beside the log, its type read from its own first bytes (WebM, Ogg or MP4 audio, as the
 * browser's MediaRecorder writes them), at most 5 MB; played back only to her (the owner rule, no reviewer access);
 * deleted with the log and with her account (cascade).
 */
import type { z } from 'zod';
import type { voiceMemoSchema } from '../../../core/contracts/recovery.ts';
import { sniffVoiceMemo, VOICE_MEMO_MAX_BYTES, VOICE_MEMO_TYPES } from '../../../core/domain/voice-memo.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../errors.ts';
import { voiceMemoUrl } from './dto.ts';
import * as repo from './repository.ts';

type VoiceMemo = z.infer<typeof voiceMemoSchema>;

export async function keepMemo(db: Db, logId: string, file: Blob | Uint8Array): Promise<VoiceMemo> {
  const log = await repo.findLog(db, logId);
  if (!log) throw notFound('We could not find that entry. It may have been deleted.');
  if (log.logType !== 'mental_health')
    throw fieldError('file', 'A voice memo goes with a mental health entry');
  const bytes = file instanceof Uint8Array ? Buffer.from(file) : Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) throw fieldError('file', 'The recording is empty: record again');
  if (bytes.length > VOICE_MEMO_MAX_BYTES)
    throw fieldError('file', 'The recording is too large: at most 5 MB (about five minutes)');
  const contentType = sniffVoiceMemo(bytes);
  if (!contentType)
    throw fieldError('file', `The recording must be audio in one of: ${VOICE_MEMO_TYPES.join(', ')}`);
  const row = await repo.saveMemo(db, {
    logId,
    userId: log.userId,
    contentType,
    size: bytes.length,
    data: bytes,
  });
  return {
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    url: voiceMemoUrl(logId),
  };
}

export async function memoOf(db: Db, logId: string): Promise<repo.VoiceMemoRow> {
  const memo = await repo.findMemo(db, logId);
  if (!memo) throw notFound('This entry has no voice memo.');
  return memo;
}

export const deleteMemo = (db: Db, logId: string) => repo.deleteMemo(db, logId);
