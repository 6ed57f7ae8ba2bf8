/**
 * npm run answers:heldout [-- --list]: how well the answer library finds a way of asking it has never seen, a
 * development figure (not a blind result). The ways of asking are split into five folds; each fold is left out
 * of the library in turn and asked, at the entry's first stage and the middle of its weeks. Prints how many
 * find their own entry, another entry of the same topic, another topic, or nothing; --list prints each miss
 * with the library words the question lacked, which is where new folds and close words come from.
 */
import type { AnswerEntry } from '../src/core/contracts/answers.ts';
import { ANSWER_SCORE, buildAnswerIndex, matchAnswers } from '../src/server/modules/content/answer-search.ts';
import { answerTerms } from '../src/server/modules/content/answer-words.ts';
import { loadContent } from '../src/server/modules/content/library.ts';

const FOLDS = 5;
const list = process.argv.includes('--list');
const entries = loadContent().answers;
const tally = { asked: 0, own: 0, sameTopic: 0, otherTopic: 0, none: 0 };
const misses: string[] = [];

function askedAt(e: AnswerEntry) {
  const stage = e.stages[0] ?? 'pregnant';
  const range = stage === 'pregnant' ? e.pregnancyWeeks : e.postpartumWeeks;
  return { stage, week: range ? Math.round((range.from + range.to) / 2) : stage === 'pregnant' ? 20 : 4 };
}

for (let fold = 0; fold < FOLDS; fold++) {
  const held: { entry: AnswerEntry; question: string }[] = [];
  const kept = entries.map((entry) => ({
    ...entry,
    asked: entry.asked.filter((question, i) => {
      const out = (i + entry.id.length) % FOLDS === fold;
      if (out) held.push({ entry, question });
      return !out;
    }),
  }));
  const index = buildAnswerIndex(kept);
  for (const { entry, question } of held) {
    tally.asked += 1;
    const [best] = matchAnswers(index, question, askedAt(entry), 1);
    if (best?.entry.id === entry.id && best.score >= ANSWER_SCORE) {
      tally.own += 1;
      continue;
    }
    const outcome =
      !best || best.score < ANSWER_SCORE
        ? 'none'
        : best.entry.topic === entry.topic
          ? 'sameTopic'
          : 'otherTopic';
    tally[outcome] += 1;
    const unknown = answerTerms(question).filter((t) => !index.postings.has(t));
    misses.push(
      `${outcome.padEnd(10)} ${entry.id}: "${question}" -> ${best && best.score >= ANSWER_SCORE ? best.entry.id : 'nothing'}${unknown.length ? `   (library lacks: ${unknown.join(', ')})` : ''}`,
    );
  }
}

const pct = (n: number) => `${String(n)} (${((100 * n) / tally.asked).toFixed(1)}%)`;
console.log(`ways of asking held out: ${String(tally.asked)} across ${String(entries.length)} entries`);
console.log(`  own entry:                 ${pct(tally.own)}`);
console.log(`  another entry, same topic: ${pct(tally.sameTopic)}`);
console.log(`  another topic:             ${pct(tally.otherTopic)}`);
console.log(`  nothing good enough:       ${pct(tally.none)}`);
if (list) console.log(`\n${misses.sort().join('\n')}`);
