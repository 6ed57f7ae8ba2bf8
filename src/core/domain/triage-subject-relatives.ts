/**
 * Relatives in a message who are not her (docs/clinical-safety.md, "Who, when, and whether"): a niece or nephew of a
 * baby's age is the baby a relative writes about; a father or grandmother who says the message is about their own
 * health speaks of themselves, not of her. Read by triage-subject.ts and the mood rules.
 */
import type { Reading } from './triage-reading.ts';

/** "Not about my daughter really, about me", "not my wife, me": a relative asking about their own health. */
const OWN_NOT_HERS =
  /\bnot (?:about |for |asking for )?(?:my|our) (?:wife|daughter|partner|girlfriend|missus|fiancee|daughter in law|hija|esposa|mujer)\b(?: \w+){0,3} (?:about |for |its |it is )?(?:me|myself)\b|\b(?:asking for|about) (?:me|myself),? not (?:my|her|about)\b|\bno es (?:por|sobre) mi (?:hija|esposa|mujer)\b(?: \w+){0,3} (?:es )?(?:por|sobre) mi\b/;

/** Whether the one who writes says the message is about their own health, not hers. */
export const ownNotHers = (r: Reading): boolean => OWN_NOT_HERS.test(r.read.text);

/** The one who writes says he is the baby's father: "I'm the dad", "dad here", "soy el papá" (Q30). */
const FATHER_WRITES =
  /\b(?:i am|i m|im) (?:the|a|a new|the new|baby s|the baby s|his|the babys|babys) (?:dad|father|daddy)\b|\b(?:new )?(?:dad|father|daddy) here\b|\bsoy el (?:papa|padre)\b/;

/**
 * A father asking about his own: "can dads get postnatal depression? been flat since bub came" (Q42). The question
 * names fathers, and the message names no male partner of hers ("my husband", "my partner"), who would make the
 * writer her, asking about him; her mood told by a partner with a span stays hers (the lead's decision).
 */
const FATHERS_ASKED =
  /\b(?:can|do|does|could|is it normal for|is it common for) (?:dads|fathers|men|a dad|a father|the dad|new dads|new fathers|blokes|guys|papas|los papas|los padres) (?:get|have|suffer|experience|go through|feel|tener|sufrir)\b/;
const HER_MAN =
  /\b(?:my|mi) (?:husband|hubby|dh|partner|boyfriend|bf|fiance|man|esposo|marido|novio|pareja)\b|\bhusband s\b/;
const fatherAsks = (r: Reading) => FATHERS_ASKED.test(r.read.text) && !HER_MAN.test(r.read.text);
/**
 * A sentence that opens on its verb, the "I" left unsaid: "been flat and snappy", "feeling low", "felt numb". (Only
 * this form for now: Q13's "Sou pai ... I feel empty ... can dads get depression after a baby?" is labelled urgent,
 * against the lead's decision on a partner's own mood; an "I" said after fathers asked about waits for the lead.)
 */
const UNSAID_I =
  /^(?:(?:and|but|so|honestly|tbh|just|also) )?(?:been|feeling|feel|felt|getting|get|having)\b/;

/**
 * Whether a mood word is the father's own, in the first person of a father who names himself ("I'm the dad... I've
 * felt flat and irritable"): a partner's own mood is not her warning sign (the lead's decision; her mood told by a
 * partner still counts). `before` is the sentence up to the mood word.
 */
export const fathersOwn = (r: Reading, before: string): boolean =>
  ((FATHER_WRITES.test(r.read.text) && /\b(?:i|me|my|myself|im|yo)\b/.test(before)) ||
    (fatherAsks(r) && UNSAID_I.test(before))) &&
  !/\b(?:she|ella)\b(?! (?:was|is|were) born)|\b(?:wife|partner|girlfriend|missus|esposa|mujer) (?:is|s|has|feels|seems|looks|been|keeps|cries|can not|will not)\b/.test(
    before,
  );

/**
 * A niece or nephew whose age in days or weeks is said, after the birth ("my nephew's 3 weeks old", "mi sobrino tiene
 * 6 semanas", "she's 8 days old"), unless the message speaks of her giving birth ("my niece is 3 weeks postpartum").
 */
export function youngRelative(r: Reading, k: number): boolean {
  if (r.stage !== 'postpartum' || !RELATIVE.test(r.tokens[k]?.w ?? '')) return false;
  if (MOTHER_NOW.test(r.read.text)) return false;
  const days = r.numbers.babyAgeDays;
  const aged = new RegExp(
    `\\b${r.tokens[k]?.w ?? ''}(?: is| tiene| de| who is| que tiene)? (?:just |only |solo )?(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?: and a half| y medio| y media)? (?:days?|weeks?|wks?|dias|semanas)\\b|\\bnewborn ${r.tokens[k]?.w ?? ''}\\b|\\b${r.tokens[k]?.w ?? ''} recien nacid`,
  );
  return (days !== null && days < 91) || aged.test(r.read.text);
}
/** She gave birth herself: the relative is the mother. */
const MOTHER_NOW =
  /\b(?:postpartum|pp|post partum|gave birth|had (?:her|his|the|a) baby|c section|her baby|dio a luz|pario|de parida|posparto|postparto|cesarea|su bebe)\b/;
const RELATIVE = /^(?:nephew|niece|sobrino|sobrina|sobrinito|sobrinita)$/;

/** A device named just after a person, as its owner ("my mums bp machine", "my sister's cuff"). */
export const OWNED_DEVICE =
  /^(?:s )?(?:blood pressure (?:machine|monitor|cuff)|bp (?:machine|monitor|cuff)|bp|blood pressure|machine|monitor|cuff|thermometer|tensiometro|termometro)\b/;

/** Her own baby, set against someone else's. */
export const MINE =
  /\b(?:mine|my own|ours|el mio|la mia|mi bebe|my (?:baby|son|daughter|little one|lo|boy|girl))\b/;

/** Who passes words on ("mum said to tell you", "my wife asked me to let you know"): the messenger, not who they are about. */
const RELAYING =
  /^(?:said|says|asked me|asks me|wants me|wanted me|told me|has asked me|has told me)(?: me)? to (?:tell|let) (?:you|u)\b|^(?:said|says|asked me|wants me|told me) to (?:ask|say|mention|pass on)\b/;

/** Whether the person at token k only passes on what is said of someone else. */
export const relaying = (r: Reading, k: number): boolean =>
  RELAYING.test(
    r.tokens
      .slice(k + 1, k + 7)
      .map((t) => t.w)
      .join(' '),
  );

/** "my friend told me her baby had blue lips": "me" is who was told of someone else's baby, not whose it is. */
export const toldOf = (r: Reading, j: number): boolean =>
  r.tokens[j]?.w === 'me' &&
  /^(?:told|tells|telling)$/.test(r.tokens[j - 1]?.w ?? '') &&
  /^(?:her|his|their)$/.test(r.tokens[j + 1]?.w ?? '');

/**
 * The one who writes introduces themselves as her relative ("This is her mother writing", "her husband here", "I'm
 * her mum"): "my daughter" or "my wife" after it is her, told now (H127).
 */
const WRITER_INTRO =
  /\b(?:this is|it is|its|i am|im|i m) (?:her|the mother s|the mums) (?:mother|mum|mom|mam|husband|partner|sister|father|dad)(?: writing| here| typing)?\b|\bher (?:mother|mum|mom|mam|husband|partner|sister) (?:writing|here|typing)\b/;
export const writerIntroduced = (r: Reading): boolean => WRITER_INTRO.test(r.read.text);

/** A mother in general ("a new mum", "a breastfeeding mother"), not her. */
export const GENERIC =
  /\ban? (?:new|breastfeeding|nursing|pregnant|postpartum|first time|tired|busy) (?:mum|mom|mother|woman|parent)$/;
