/**
 * Everyday chatter that borrows the mind's words, as long voice-to-text run-ons carry it (docs/clinical-safety.md,
 * "The mind: recall first"; iteration 52, Q40): with no full stops, a word that a sentence end would have kept apart
 * from a medicine or the baby is read beside it. An age nearly reached ("she is almost 3 months"), a season got ready
 * for ("ready for cold and flu season"), a person beside her in a queue ("the woman next to me"), a bottle shaken
 * ("hot water from the flask then shake"), water given to drink ("give her some warm water with glucose"). Each
 * reaches only its own words, and none while a death, a means made for dying, an act of dying or a goodbye for after
 * is named in the message: "I almost took all my tablets", "I have the pills next to me" and "I shook him so hard"
 * still raise. (A list given to her: triage-mind-household.ts.) Read by figure() (triage-mind-figures.ts). Pure.
 */
import { GRAVEST_MIND } from './triage-mind-grave.ts';
import type { MindClass } from './triage-mind-cues.ts';
import { type Reading, span } from './triage-reading.ts';

/** An age or a stage of pregnancy after "almost" or "nearly": "almost 3 months", "nearly 40 weeks", "almost due". */
const AGE_AFTER =
  /^(?:(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half)(?: and a half)? (?:days?|weeks?|wks?|months?|mos?|years?|yrs?)\b|(?:due|full term|term)\b)/;
/** What one gets ready for that is a season or an event of the baby's year. */
const SEASON_AFTER =
  /^for (?:the )?(?:cold|colds|flu|winter|summer|autumn|fall|spring|rainy|monsoon|school|nursery|daycare|visitors|guests|weaning|solids|teething|christmas|holidays|\w+ season)\b/;
/** A person just before "next to me" or "in front of me": beside her in a queue, a ward or a waiting room. */
const PERSON_BEFORE =
  /\b(?:woman|women|man|men|lady|ladies|girl|girls|boy|guy|mum|mom|mums|moms|mother|mothers|person|people|someone|somebody|patient|patients|couple|husband|partner|friend|sister|brother|nurse|midwife|dad|auntie|aunty)$/;
/** What is mixed or shaken in making a feed, just before the shaking. */
const MIXED =
  /\b(?:water|flask|thermos|formula|powder|bottles?|scoops?|milk|feeds?|mixture|jar|tin|kettle)\b/;
/** The baby as the object after an act. */
const BABY_AFTER = /^(?:him|her|them|the baby|baby|my|bub|lo|(?:\w+ )?(?:baby|son|daughter|newborn))\b/;
/** Water given to the baby to drink, and what is stirred into it. */
const GIVEN_DRINK =
  /\b(?:give|gives|gave|giving|offer|offers|offered|offering)(?: (?:him|her|them|the baby|baby|bub|lo))?(?: (?:some|a little|a bit of|little|more|a sip of|sips of|small))*(?: (?:warm|boiled|cooled|plain|cold|sugar|sugared|glucose|gripe))*$/;
const STIRRED_IN = /^with (?:glucose|sugar|honey|salt|lemon|ginger)\b/;

/** Dying, a life that weighs, an act of dying, a means made for dying, a goodbye for after, self-harm, a lethal amount. */
const GRAVE = new Set<string>([...GRAVEST_MIND, 'deathAct', 'meansStrong', 'distrust']);

/** Whether a mind word at [at, end) is everyday chatter of a run-on, not the mind. */
export function chatterFigure(r: Reading, kind: MindClass, at: number, end: number): boolean {
  const own = span(r, at, end);
  const after = span(r, end, end + 5);
  if (r.mentions.some((m) => GRAVE.has(m.c))) return false;
  if (kind === 'urge' && /^(?:almost|nearly)$/.test(own)) return AGE_AFTER.test(after);
  if (kind === 'decide' && own === 'ready') return SEASON_AFTER.test(after);
  if (kind === 'hoard' && /^(?:next to me|in front of me|beside me|behind me)$/.test(own))
    return PERSON_BEFORE.test(span(r, at - 3, at));
  if (kind === 'harmViolent' && /^(?:shake|shakes|shaking|shook|shaken)$/.test(own))
    return MIXED.test(span(r, at - 4, at)) && !BABY_AFTER.test(after);
  if (kind === 'means' && own === 'water')
    return GIVEN_DRINK.test(span(r, at - 6, at)) || STIRRED_IN.test(after);
  return false;
}
