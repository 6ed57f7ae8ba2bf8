/**
 * The answer library's folds timed one by one over every question of the answer sets (lower-cased and with
 * foldLanguages applied, as foldText does), in several rounds: prints the total, and the costliest folds with
 * whether each has a guard (G) or runs on every message (-). A guide to which folds a word test would save most.
 */
import { FOLDS } from '../src/server/modules/content/answer-folds.ts';
import { guardFolds } from '../src/server/modules/content/fold-guard.ts';
import { foldLanguages } from '../src/server/modules/content/answer-fold-languages.ts';
import { readAnswerSets } from '../src/server/zara/answer-eval.ts';

const ROUNDS = Number(process.env.PROFILE_FOLDS_ROUNDS ?? 6);

const texts = readAnswerSets().flatMap((set) =>
  set.questions.map((q) => foldLanguages(q.question.toLowerCase())),
);
const guarded = guardFolds(FOLDS).prepared.folds;
const times = guarded.map(() => 0);
for (let round = 0; round < ROUNDS; round++)
  for (const text of texts)
    guarded.reduce((t, [re, to, needs, literals], i) => {
      const t0 = performance.now();
      const out =
        (literals && !literals.some((l) => t.includes(l))) || (needs && !needs.test(t))
          ? t
          : t.replace(re, to);
      times[i] = (times[i] ?? 0) + performance.now() - t0;
      return out;
    }, text);
const total = times.reduce((a, b) => a + b, 0);
const unguarded = guarded.filter((g) => !g[2] && !g[3]).length;
console.log(
  `${guarded.length} folds (${unguarded} unguarded), ${texts.length} questions, ${ROUNDS} rounds: ` +
    `${total.toFixed(0)} ms, ${((total / ROUNDS / texts.length) * 1000).toFixed(0)} µs a question`,
);
times
  .map((t, i) => [t, i] as const)
  .sort((a, b) => b[0] - a[0])
  .slice(0, Number(process.env.PROFILE_FOLDS_TOP ?? 20))
  .forEach(([t, i]) =>
    console.log(
      `${t.toFixed(1).padStart(7)} ms ${guarded[i]?.[2] ? 'G' : guarded[i]?.[3] ? 'L' : '-'} ${guarded[i]?.[0].source.slice(0, 100)}`,
    ),
  );
