/**
 * Nigerian and Ghanaian Pidgin through the concept layer (docs/clinical-safety.md, "How triage reads a message"),
 * as triage-spelling.json does for Patois: a few grammar words read as the English they stand for, only where
 * English would not use them so, so the lexicons hear the same concepts ("if I waka enter that lagoon everything
 * go quiet. nobody go even miss me"). The words alone ("waka" walk, "danfo" a bus) are in triage-spelling.json.
 * - "enter" after a verb of moving is "into" ("waka enter the lagoon", "jump enter river");
 * - "say" after a verb of thinking, saying or fearing is "that" ("I think say", "e dey fear say");
 * - "go" between a subject and a verb is "will", "no go" is "will not" ("nobody go miss me", "I no go fit");
 * - "wan" before a verb is "want to" ("I wan die", "I just wan disappear").
 */
import type { Token } from './triage-text.ts';

const MOVING =
  /^(?:walk|walked|walking|walks|jump|jumped|jumping|run|ran|running|step|stepped|wade|waded|go|going|drive|drove|fall|fell|enter)$/;
const THINKING =
  /^(?:think|thinking|thought|feel|feeling|felt|know|knew|fear|feared|believe|hope|pray|praying|dream)$/;
const TELLING = /^(?:tell|told|telling|show|showed)$/;
const SUBJECT =
  /^(?:i|e|we|you|una|dem|they|she|he|it|nobody|noone|somebody|everybody|everything|anybody|person|one|body|pikin|baby)$/;
/** Verbs that follow "go" only as a future in Pidgin (English says "go and see", never "go miss"). */
const FUTURE = /^(?:even|really|miss|notice|care|remember|fit|understand|survive|wake|finish|regret|forget)$/;
const WANTED =
  /^(?:die|kill|end|disappear|vanish|walk|jump|comot|leave|sleep|rest|stop|run|go|finish|hurt|harm|throw)$/;

export function pidgin(tokens: readonly Token[]): Token[] {
  const out: Token[] = [];
  tokens.forEach((t, i) => {
    const w1 = (k: number) => (tokens[k]?.sent === t.sent ? (tokens[k]?.w ?? '') : '');
    const [prev, prev2, next] = [w1(i - 1), w1(i - 2), w1(i + 1)];
    let w = t.w;
    if (w === 'enter' && MOVING.test(prev) && prev !== 'enter') w = 'into';
    else if (
      w === 'say' &&
      (THINKING.test(prev) || (/^(?:me|him|her|them|us)$/.test(prev) && TELLING.test(prev2)))
    )
      w = 'that';
    else if (w === 'no' && next === 'go' && SUBJECT.test(prev)) w = 'will';
    // ("the pikin no gree suck": refuses to.)
    else if (w === 'no' && next === 'gree' && SUBJECT.test(prev)) w = 'refuses';
    else if (w === 'gree' && prev === 'no' && SUBJECT.test(prev2)) w = 'to';
    else if (w === 'go' && prev === 'no' && SUBJECT.test(prev2)) w = 'not';
    else if (w === 'go' && SUBJECT.test(prev) && FUTURE.test(next)) w = 'will';
    else if (w === 'wan' && WANTED.test(next)) {
      out.push({ ...t, w: 'want' }, { ...t, w: 'to' });
      return;
    }
    out.push(w === t.w ? t : { ...t, w });
  });
  return out;
}
