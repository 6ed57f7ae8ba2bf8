/**
 * npm run answers:eval -- <set.json> [...]: asks Zara's built-in responder every question of each fresh
 * question set, with her stage and week, and prints per set: the answers that contain all their key facts,
 * the "I don't know" answers, the answers with none of the topic words (off topic), overall and for the topics
 * safe-sleep, baby-fever, medicines and feeding, then each failure with the answer given.
 * Set format: { set, writer, questions: [{ id, question, stage, week, topic, facts: [{ fact, accept: [regex] }],
 * topicWords: [regex] }] } (src/server/zara/answer-eval.ts).
 */
import { readFileSync } from 'node:fs';
import { loadContent } from '../src/server/modules/content/library.ts';
import { buildIndex } from '../src/server/modules/content/search.ts';
import {
  type EvalResult,
  evalSetSchema,
  KEY_TOPICS,
  runSet,
  summarise,
} from '../src/server/zara/answer-eval.ts';
import { createResponder } from '../src/server/zara/responder.ts';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('Usage: npm run answers:eval -- <set.json> [more sets...]');
  process.exit(2);
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');
const line = (label: string, rs: readonly EvalResult[]) => {
  const s = summarise(rs);
  return `${label.padEnd(14)}${String(s.total).padStart(5)}   all facts ${String(s.allFacts).padStart(3)} (${pct(s.allFacts, s.total).padStart(6)})   don't know ${String(s.dontKnow).padStart(3)} (${pct(s.dontKnow, s.total).padStart(6)})   off topic ${String(s.offTopic).padStart(3)}`;
};

const library = loadContent();
const responder = createResponder(library, buildIndex(library));
let failed = false;
for (const file of files) {
  let set;
  try {
    set = evalSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (err) {
    console.error(`${file}: not a question set: ${err instanceof Error ? err.message : String(err)}`);
    failed = true;
    continue;
  }
  const results = await runSet(library, set, responder);
  console.log(`\n== ${set.set} (writer: ${set.writer}, ${file})`);
  console.log(line('overall', results));
  for (const topic of KEY_TOPICS)
    console.log(
      line(
        topic,
        results.filter((r) => r.question.topic === topic),
      ),
    );
  const failures = results.filter((r) => r.missing.length || r.dontKnow || r.offTopic);
  if (failures.length) console.log(`\nFailures (${String(failures.length)}):`);
  for (const r of failures) {
    const q = r.question;
    const why = [
      r.dontKnow ? "don't know" : '',
      r.offTopic ? 'off topic' : '',
      r.missing.length ? `missing: ${r.missing.join('; ')}` : '',
    ]
      .filter(Boolean)
      .join(' | ');
    console.log(
      `\n- [${q.id}] (${q.topic}, ${q.stage ?? 'no stage'} ${q.week === null ? '' : `week ${String(q.week)}`}) ${q.question}\n  ${why}\n  answer (${r.kind}, ${r.urgency}): ${r.answer.replace(/\n+/g, ' / ')}`,
    );
  }
}
process.exit(failed ? 1 : 0);
