/**
 * The labelled triage corpus (docs/clinical-safety.md, "The corpus"): every JSON batch under fixtures/triage,
 * each `{ batch, writer, messages: [{ text, level, stage, week, sign? }] }`. Read by the tests, the trainer of
 * the learned safety net (scripts/triage-train.ts) and the evaluation command (scripts/triage-eval.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const levelSchema = z.enum(['emergency', 'urgent', 'routine']);

export const batchSchema = z.object({
  batch: z.string().min(1),
  writer: z.string(),
  messages: z
    .array(
      z.object({
        text: z.string().min(1),
        level: levelSchema,
        stage: z.enum(['pregnant', 'postpartum']).nullable(),
        week: z.number().int().min(0).max(60).nullable(),
        sign: z.string().optional(),
        signs: z.array(z.string()).optional(),
      }),
    )
    .min(1),
});

export type Batch = z.infer<typeof batchSchema>;
export type LabelledMessage = Batch['messages'][number] & { batch: string };

export const CORPUS_DIR = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'triage');

/** One batch file, validated: a malformed batch names the file and the field. */
export function readBatch(file: string): Batch {
  const parsed = batchSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** Every batch of the corpus, in file-name order. */
export function readCorpus(dir = CORPUS_DIR): Batch[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readBatch(join(dir, f)));
}

export const messagesOf = (batches: readonly Batch[]): LabelledMessage[] =>
  batches.flatMap((b) => b.messages.map((m) => ({ ...m, batch: b.batch })));
