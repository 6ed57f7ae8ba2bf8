/**
 * Whether a movement word at token i tells of fewer or weaker movements (triage-rules-movements.ts): less, fewer,
 * weaker or different in its own clause, denied ("not felt him"), a small count of kicks, or not sure she feels him
 * at all; not when they are told as normal, compared with something else ("not the same as kicks"), or "only" says
 * when ("count kicks only in the morning").
 */
import { negated, type Reading, sentenceOf } from './triage-context.ts';
import { span } from './triage-mind-figures.ts';
import { nearActive } from './triage-rule-kit.ts';

/** A small count of something else than kicks: her wees or her nights up ("up 5 times to wee"). */
const OTHER_COUNT =
  /\b(?:(?:up|woke|wake|waking|getting up|got up)(?: \w+)? [1-5] times|[1-5] times (?:to|for) (?:a )?(?:wee|pee|the loo|the toilet|the bathroom|toilet))\b/;

/**
 * The usual told just before the word at i, in its clause, with nothing of now between: "normally she's quieter",
 * "usually he's a bit calmer at night"; not "normally active but today very quiet".
 */
export function usualJustBefore(r: Reading, i: number): boolean {
  const from = Math.max(0, i - 6);
  const k = r.tokens.slice(from, i).findIndex((t) => /^(?:normally|usually|normalmente)$/.test(t.w));
  return (
    k >= 0 &&
    r.tokens
      .slice(from + k, i)
      .every(
        (t) => t.clause === r.tokens[i]?.clause && !/^(?:but|today|tonight|now|since|pero|hoy)$/.test(t.w),
      )
  );
}

export function reduced(r: Reading, i: number): boolean {
  // "se mueve bien", "moving fine": movements said to be normal. (So are they after a denial of something else in a
  // clause before: "no contractions, movements normal".)
  // ("she's been kicking normally this morning", "moving as usual": movements told as normal, whatever was counted
  // elsewhere, "woke up on my back twice".)
  // (Not across a comma: "she's barely moved, normally she's so active" is the usual pattern beside less now.)
  if (
    r.tokens[i + 1]?.clause === r.tokens[i]?.clause &&
    /^(?:normally|as (?:normal|usual|always)|like (?:normal|usual|always))\b/.test(span(r, i + 1, i + 3))
  )
    return false;
  let denial = i - 1;
  while (denial >= 0 && r.tokens[denial]?.sent === r.tokens[i]?.sent && !r.at[denial]?.has('neg')) denial--;
  const carried = denial >= 0 && r.tokens[denial]?.clause !== r.tokens[i]?.clause;
  if (!r.numbers.smallCounts.length)
    for (let k = i + 1; k < Math.min(r.tokens.length, i + 3); k++)
      if (
        r.tokens[k]?.clause === r.tokens[i]?.clause &&
        r.tokens[k - 1]?.w !== 'than' &&
        (r.at[k]?.has('fine') || r.at[k]?.has('lots')) &&
        !/^(?:menos|less)$/.test(r.tokens[k + 1]?.w ?? '') &&
        (!negated(r, k) || carried)
      )
        return false;
  // ("is it hiccups? not the same as kicks": the movement word is what the thing is compared with.)
  if (COMPARED_WITH.test(span(r, i - 4, i))) return false;
  if (negated(r, i)) return true;
  // Less, fewer, weaker, different, in its own clause; "still" only as "still" the adjective (the quiet rule
  // below). ("a quiet morning, then 10 kicks after lunch": the quiet was before, the kicks are now.)
  // ("the kicks feel sort of... fainter?": a hedged word trailing into a fragment of its own says how they feel.)
  const trailing = nearActive(r, i, ['less'], 6, false);
  const fragment =
    trailing > i &&
    sentenceOf(r, trailing) === sentenceOf(r, i) + 1 &&
    r.tokens.filter((t) => t.sent === sentenceOf(r, trailing)).length <= 2;
  const less = fragment ? trailing : nearActive(r, i, ['less'], 6);
  if (
    less >= 0 &&
    !(less > i && usualJustBefore(r, less)) &&
    !(WHEN_ONLY.test(span(r, less, less + 4)) && !NONE_TOLD.test(r.read.text)) &&
    !/^(?:still|quieto|quieta)$/.test(r.tokens[less]?.w ?? '') &&
    (less > i ||
      (r.tokens[less]?.clause === r.tokens[i]?.clause &&
        !r.tokens.slice(less + 1, i).some((t) => TURN.test(t.w))))
  )
    return true;
  // ("kicking my bladder all night, up 5 times to wee": the count is of her wees, not of kicks; H107.)
  if (r.numbers.smallCounts.length && !OTHER_COUNT.test(r.read.text)) return true;
  // "can not feel him", "could not feel her kick".
  const before = r.tokens
    .slice(Math.max(0, i - 4), i)
    .map((t) => t.w)
    .join(' ');
  // ("I honestly can't tell if twin B is moving": not sure she feels him at all.)
  return /\b(?:can|could) not\b/.test(before) || UNSURE.test(span(r, i - 7, i));
}

/** Not able to tell whether the baby is moving at all ("can't tell if twin B is moving", "not sure she's kicked"). */
const UNSURE =
  /\b(?:can not|could not|do not|not) (?:tell|sure|know)(?: (?:if|whether))? (?:(?:the |my )?(?:baby|twin|twins|he|she|her|him)(?: [ab12]| one| two)?) (?:is|has|s|has been|is still|was)(?: been)?$/;
/** A movement word that something else is compared with ("not the same as kicks", "different from kicking"). */
const COMPARED_WITH = /\b(?:same|different|unlike)(?: (?:as|like|from|to|than))?$/;
/** "Only" that says when, not how few ("count kicks only in the morning", "only at night"). */
const WHEN_ONLY =
  /^only (?:in|at|during|after|before|on|when|while|once) (?:the )?(?:morning|mornings|night|nights|evening|evenings|day|daytime|afternoon|bedtime|dinner|lunch|breakfast|she|he|i|you|we|they)\b/;

const NONE_TOLD = /\b(?:nothing|not (?:felt|moved|kicked)|no (?:kicks|movements?))\b/;

/** Words that turn from then to now ("quiet this morning then..."). */
const TURN = /^(?:then|now|but|since|after|pero|luego|despues|ya)$/;
