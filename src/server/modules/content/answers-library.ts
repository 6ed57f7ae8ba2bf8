/**
 * The answer library (content/answers/), validated at start-up like the rest of content/: each entry against
 * its schema, ids unique across the library, every warning sign in the catalogue and fitting the entry's
 * stages and weeks, every related id an article or another answer, and no two entries asked the same way.
 */
import {
  type AnswerEntry,
  answerEntrySchema,
  type AnswerEntryInput,
} from '../../../core/contracts/answers.ts';
import { getSign, type SignStage } from '../../../core/domain/warning-signs.ts';
import { checkSigns, checkUnique, ContentError, validateAll } from './validate.ts';

/** One file of content/answers/ and its entries. */
export interface AnswerFile {
  file: string;
  entries: readonly AnswerEntryInput[];
}

/** A question written two ways that differ only in case, spacing or punctuation is the same question. */
export const sameQuestion = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function signStages(entry: AnswerEntry): SignStage[] {
  const out: SignStage[] = ['mental-health'];
  if (entry.stages.includes('pregnant')) out.push('pregnancy');
  if (entry.stages.includes('postpartum')) out.push('postpartum', 'newborn');
  return out;
}

function checkEntry(where: string, e: AnswerEntry, known: ReadonlySet<string>): void {
  const fail = (why: string) => {
    throw new ContentError(`content/answers/${where}: item "${e.id}" ${why}`);
  };
  if (e.pregnancyWeeks && !e.stages.includes('pregnant')) fail('has pregnancyWeeks but is not for pregnancy');
  if (e.postpartumWeeks && !e.stages.includes('postpartum'))
    fail('has postpartumWeeks but is not for after the birth');
  if (e.pregnancyWeeks && (e.pregnancyWeeks.from < 1 || e.pregnancyWeeks.to > 42))
    fail('pregnancyWeeks must lie within weeks 1-42');
  for (const n of e.weekNotes ?? []) {
    if (!e.stages.includes(n.stage)) fail(`has a week note for ${n.stage}, a stage it is not written for`);
    if (n.stage === 'pregnant' && (n.weeks.from < 1 || n.weeks.to > 42))
      fail('has a pregnancy week note outside weeks 1-42');
  }
  checkSigns(`answers/${where}`, `item "${e.id}"`, e.signs ?? [], { stages: signStages(e) });
  // A pregnancy sign must be possible in the entry's weeks (no preterm contractions in an entry for weeks 1-12).
  const weeks = e.pregnancyWeeks;
  for (const id of e.signs ?? []) {
    const sign = getSign(id);
    if (!weeks || !sign || !sign.stages.every((s) => s === 'pregnancy')) continue;
    if ((sign.fromWeek ?? 1) > weeks.to || (sign.untilWeek ?? 42) < weeks.from)
      fail(
        `names warning sign "${id}", which the catalogue gives for weeks ${String(sign.fromWeek ?? 1)}-${String(sign.untilWeek ?? 42)}, outside its weeks ${String(weeks.from)}-${String(weeks.to)}`,
      );
  }
  for (const id of e.related ?? []) {
    if (id === e.id) fail('lists itself as related');
    if (!known.has(id)) fail(`lists related "${id}", which is neither an article nor an answer`);
  }
}

export function loadAnswers(files: readonly AnswerFile[], articleIds: ReadonlySet<string>): AnswerEntry[] {
  const parsed = files.map((f) => ({
    file: f.file,
    entries: validateAll(`answers/${f.file}`, answerEntrySchema, f.entries),
  }));
  const all = parsed.flatMap((f) => f.entries);
  checkUnique(
    'answers',
    all.map((e) => e.id),
  );
  for (const e of all)
    if (articleIds.has(e.id)) throw new ContentError(`content/answers: id "${e.id}" is also an article's id`);
  const known = new Set([...articleIds, ...all.map((e) => e.id)]);
  // Two entries asked the same way at the same stage would leave retrieval a coin toss (pelvic floor
  // exercises in pregnancy and after the birth may share a question: her stage tells them apart).
  const askedBy = new Map<string, AnswerEntry[]>();
  for (const { file, entries } of parsed)
    for (const e of entries) {
      checkEntry(file, e, known);
      for (const q of [e.question, ...e.asked]) {
        const key = sameQuestion(q);
        const others = askedBy.get(key) ?? [];
        const other = others.find((o) => o.id !== e.id && o.stages.some((s) => e.stages.includes(s)));
        if (other)
          throw new ContentError(
            `content/answers/${file}: item "${e.id}" is asked "${q}", as is item "${other.id}" at the same stage`,
          );
        askedBy.set(key, [...others, e]);
      }
    }
  return all;
}
