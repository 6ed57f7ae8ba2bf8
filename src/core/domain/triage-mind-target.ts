/**
 * Who an act of the mind's classes is done by and done to (docs/clinical-safety.md, "The mind: recall first"):
 * "I shook him", "pressed the pillow on her face", "gripped his little arm", "le tape la cara", "tirandola
 * contra la pared" act on the baby; "burning my arm", "banged my head", "cortarme" on herself; "throw my phone",
 * "kill my husband lol", "hit her head on the door frame" on something or someone else, or by accident. Pure.
 */
import { type Reading, sentenceOf } from './triage-context.ts';
import { subjectAt } from './triage-subject.ts';
import { span } from './triage-mind-figures.ts';

export type Target = 'baby' | 'face' | 'self' | 'other' | 'thing' | 'place' | 'none';

/** After the birth, or a baby named or aged: "him" and "her" are likely the baby. */
export const babyContext = (r: Reading) =>
  r.stage === 'postpartum' || r.numbers.babyAgeDays !== null || r.mentions.some((m) => m.c === 'baby');

const FACE = /^(?:face|mouth|nose|neck|throat|cara|boca|nariz|cuello|carita)$/;
const BODY =
  /^(?:bump|head|arm|arms|leg|legs|cheek|cheeks|body|chest|hand|hands|wrist|wrists|thigh|thighs|skin|forehead|hair|back|stomach|belly|tummy|ear|ears|foot|feet|bum|brazo|brazos|pierna|piernas|cabeza|munecas|muslos|panza|barriga|piel)$/;
const SKIP =
  /^(?:the|a|an|little|tiny|poor|own|so|really|very|just|bit|too|hard|tight|tightly|pillow|blanket|hand|hands|on|over|into|onto|in|at|against|with|of|once|twice|again|gently|al|a|for|second|seconds|few|moment|up|down|quickly|la|el|con|contra|un|una|mi|su|almohada|cobija|manta)$/;
/** What carries the baby: letting it go, roll or fall is letting the baby go ("let go of the pram on the hill"). */
export const CARRIER =
  /^(?:pram|prams|buggy|pushchair|stroller|carrycot|bassinet|moses|carriola|cochecito|carrito|carreola|portabebes|capazo)$/;
/** Acts of letting something happen rather than doing it: the vessel the baby rides in counts as the baby. */
const LETTING =
  /^(?:let|lets|letting|release|released|releasing|soltar|soltarla|soltarlo|solte|dejar|dejarla|dejarlo)$/;
const CARRIER_PART = /^(?:handle|handles|handlebar|brake|brakes|asa|freno|manillar)$/;
const THING =
  /^(?:phone|monitor|bottle|bottles|wall|door|keys|plate|cup|mug|glass|laptop|remote|towel|nappy|nappies|dummy|toy|toys|it|that|this|something|everything|stuff|food|formula|clothes|washing|milk|pump|bag|book|ball|telefono|biberon|pared|puerta)$/;
const PLACE =
  /^(?:doorstep|church|woods|bin|station|strangers|stranger|cold|somewhere|iglesia|bosque|basura|desconocidos|puerta)$/;
const ADULT_HE =
  /^(?:law|yerno|cunado|suegro|husband|partner|boyfriend|dad|father|brother|fiance|ex|boss|neighbour|neighbor|dog|marido|esposo)$/;
const ADULT_SHE =
  /^(?:law|nuera|cunada|wife|mum|mother|sister|friend|boss|neighbour|neighbor|cat|dog|mil|midwife|nurse|suegra|mama|hermana|amiga)$/;

const BABY_WORD = /^(?:baby|babys|son|daughter|newborn|bub|bubs|infant|lo|bebe|twins?)$/;
const BABY_THING =
  /^(?:in|gadget|gadgets|stuff|things|clothes|gear|shop|shopping|shower|monitor|bottles?|food|brain|weight|blues|books?|apps?|group|class|classes|seat|toys?|items?|products?|names?|photos?|pictures?|fever|bump|sling|carrier|bath|wipes|formula|milk|room|nursery|cot|crib|pram|buggy)$/;
/** A carrier said empty, or the baby said to be somewhere else ("Empty. Baby was inside with his dad."). */
const EMPTY_SEAT =
  /\b(?:(?:it|seat|car seat) (?:was|is) empty|empty|nobody in it|no one in it|no baby in it|(?:baby|he|she) (?:was|is) (?:inside|upstairs|downstairs|asleep|in (?:the|his|her) (?:house|cot|crib|room)|with (?:his|her|my|their) (?:dad|mum|mom|father|mother|nan|gran|grandma|grandad)))\b/;

/** "her" before a body word, or "his", "the", "su": a possessive, not the object itself. */
function isPossessive(r: Reading, k: number): boolean {
  const w = r.tokens[k]?.w ?? '';
  if (w !== 'her') return true;
  for (let j = k + 1; j < k + 3; j++) {
    const x = r.tokens[j]?.w ?? '';
    if (FACE.test(x) || BODY.test(x)) return true;
    if (!/^(?:little|tiny|poor|sweet|small|whole|own)$/.test(x)) return false;
  }
  return false;
}

/** "him", "her", "la", "lo": the baby, unless an adult of that gender is named just before. */
function pronounTarget(r: Reading, k: number): Target {
  const w = r.tokens[k]?.w ?? '';
  if (!babyContext(r)) return 'other';
  if (w === 'them')
    return r.mentions.some((m) => m.c === 'baby' && /twin/.test(r.tokens[m.start]?.w ?? ''))
      ? 'baby'
      : 'other';
  const adult = /^(?:him|lo)$/.test(w) ? ADULT_HE : ADULT_SHE;
  // An adult of that gender in the same sentence ("my father-in-law keeps waking the baby, I'll strangle him");
  // before it, the nearest of an adult of that gender and the baby ("rage at my husband for breathing loudly.
  // He's lovely. I might kill him.": a husband or partner is not the baby), the baby nearer keeping it the baby.
  const sent = sentenceOf(r, k);
  for (let j = k - 1; j >= 0 && (r.tokens[j]?.sent ?? -1) >= sent; j--)
    if (adult.test(r.tokens[j]?.w ?? '')) return 'other';
  for (let j = k - 1; j >= 0; j--) {
    const named = r.at[j]?.has('baby') || r.at[j]?.has('daughter') || BABY_WORD.test(r.tokens[j]?.w ?? '');
    // ("one more baby gadget", "my son-in-law": a thing for the baby, an adult, not the baby.)
    if (named && !BABY_THING.test(r.tokens[j + 1]?.w ?? '')) return 'baby';
    if (adult.test(r.tokens[j]?.w ?? '')) return 'other';
  }
  return 'baby';
}

/** A baby's parent, named after "his" or "her". */
const PARENT = /^(?:mama|mam|mum|mummy|mom|mommy|mother|mamma|mami|dad|daddy|papa|father|parents)$/;

/** What the act at [start, end) is done to. */
export function actedOn(r: Reading, start: number, end: number, kind: string): Target {
  const words = r.tokens.slice(start, end).map((t) => t.w);
  const verb = words[0] ?? '';
  // Spanish: an object pronoun on the verb or before it ("tirandola", "sacudirlo", "le tape la cara").
  // (Spanish by the shape of the word: the clitic rides on an infinitive or a gerund, so "strangle" is not one.)
  {
    if (words.some((x) => FACE.test(x))) return 'face';
    if (/^(?:me|cortarme|quemarme|golpearme|pegarme|lastimarme)$/.test(verb) || /me$/.test(verb))
      return 'self';
    const face = r.tokens.slice(end, end + 4).some((t) => FACE.test(t.w)) ? 'face' : 'baby';
    if (/(?:ar|er|ir|ando|iendo)(?:la|lo|le|las|los)$/.test(verb)) return babyContext(r) ? face : 'other';
    if (/^(?:le|la|lo)$/.test(r.tokens[start - 1]?.w ?? '') || words.some((x) => /^(?:le|al)$/.test(x)))
      return babyContext(r) ? face : 'other';
  }
  if (words.includes('myself') || words.includes('herself')) return 'self';
  // "holding him under": the act names its object inside itself.
  for (let k = start + 1; k < end; k++) {
    if (r.at[k]?.has('baby') || r.at[k]?.has('daughter')) return 'baby';
    if (CARRIER.test(r.tokens[k]?.w ?? '') && LETTING.test(verb)) return 'baby';
    if (/^(?:him|her)$/.test(r.tokens[k]?.w ?? '')) return pronounTarget(r, k);
  }
  const sent = sentenceOf(r, start);
  // ("nails into my arms": the act's own words end in "my", so the body part after it is hers.)
  let mine = words[words.length - 1] === 'my';
  let poss = false;
  for (let k = end; k < Math.min(r.tokens.length, end + 8) && r.tokens[k]?.sent === sent; k++) {
    const w = r.tokens[k]?.w ?? '';
    const next = r.tokens[k + 1]?.w ?? '';
    if (w === 'myself' || w === 'herself') return 'self';
    if (w === 'my' || w === 'mis' || w === 'mi' || (mine && w === 'own')) {
      mine = true;
      continue;
    }
    if (mine && /^(?:bump|belly|tummy|stomach|panza|barriga)$/.test(w) && r.stage === 'pregnant')
      return 'baby';
    if (w === 'bump') return 'baby';
    if (mine && (BODY.test(w) || FACE.test(w))) return 'self';
    // ("she wan kill her mama with this night feeding": the baby's mother or father as the object, said of the baby
    // as its doer, is a joke about the nights; H119.)
    if (/^(?:his|her)$/.test(w) && PARENT.test(next)) return 'other';
    // "his little face", "her arm", "the baby's cheeks": the baby's body (a face: smothering).
    if (poss && FACE.test(w)) return 'face';
    if (poss && BODY.test(w)) return 'baby';
    if (/^(?:his|her|the|babys|su)$/.test(w) && isPossessive(r, k)) {
      poss = true;
      continue;
    }
    if (w === 'bump') return 'baby';
    // (A car seat said empty, or the baby said to be elsewhere, is a thing: "threw the car seat. Empty.")
    if (w === 'car' && next === 'seat') return EMPTY_SEAT.test(r.read.text) ? 'thing' : 'baby';
    if (CARRIER.test(w) && LETTING.test(verb)) return 'baby';
    // "letting go of the handle" with the buggy beside it: the buggy's handle.
    if (CARRIER_PART.test(w) && LETTING.test(verb) && elided(r, start) === 'baby') return 'baby';
    if (r.at[k]?.has('baby') || r.at[k]?.has('daughter')) return FACE.test(next) ? 'face' : 'baby';
    if (/^(?:him|her|them)$/.test(w)) return pronounTarget(r, k);
    // "if this baby keeps me up i'll do something to it": "it" is the baby named before it, nothing between.
    if (w === 'it' && itIsBaby(r, start)) return 'baby';
    if (r.at[k]?.has('other') || ADULT_HE.test(w)) return 'other';
    if (PLACE.test(w) && kind === 'abandon') return 'place';
    if (THING.test(w)) return 'thing';
    // A new clause ("and", "then", or a new subject with no stop between: "holding him under i dont want to").
    if (/^(?:and|or|then|because|cos|when|y|o|i|she|he|we|they|yo)$/.test(w)) return elided(r, start);
    if (!SKIP.test(w)) return 'none';
  }
  return elided(r, start);
}

/** "it" after an act is the baby when the baby is the last thing named before the act in its sentence. */
function itIsBaby(r: Reading, start: number): boolean {
  const sent = sentenceOf(r, start);
  for (let k = start - 1; k >= 0 && r.tokens[k]?.sent === sent; k--) {
    if (r.at[k]?.has('baby')) return true;
    if (THING.test(r.tokens[k]?.w ?? '') && r.tokens[k]?.w !== 'it') return false;
  }
  return false;
}

/**
 * "holding the baby thinking what if I just let go": an act with no object of its own acts on the baby named before.
 * A letting act reaches back one sentence to what carries the baby ("pram at the top of the hill. could just let go").
 */
function elided(r: Reading, start: number): Target {
  const sent = sentenceOf(r, start);
  const letting = LETTING.test(r.tokens[start]?.w ?? '');
  for (let k = start - 1; k >= 0 && (r.tokens[k]?.sent ?? -1) >= sent - (letting ? 1 : 0); k--) {
    if (letting && CARRIER.test(r.tokens[k]?.w ?? '')) return 'baby';
    if (r.tokens[k]?.sent !== sent) continue;
    if (
      r.at[k]?.has('baby') ||
      r.at[k]?.has('daughter') ||
      (/^(?:him|her)$/.test(r.tokens[k]?.w ?? '') && babyContext(r))
    )
      return 'baby';
  }
  return 'none';
}

// ("running will shake the baby loose": an activity she asks about, told as what it does.)
const OTHER_DOER =
  /^(?:it|that|this|something|what|which|fever|medicine|he|they|baby|toddler|dog|cat|running|jogging|swimming|exercise|exercising|sex|yoga|lifting|bouncing|dancing|cycling|riding|flying|coughing|sneezing|vomiting|caffeine|coffee)$/;
const AUX = /^(?:will|would|could|can|might|may|does|did|is|was|has|had|must|should)$/;

/** Whether she (or someone close, now) does the act at token i: not the baby, a child, a partner or a thing. */
/** Whether the baby word at k follows a verb done to it ("grabbed the baby", "picked my little one up"). */
function objectOfVerb(r: Reading, k: number, first: number): boolean {
  let b = k - 1;
  while (b >= first && /^(?:the|my|our|his|her|little|lil|poor|tiny)$/.test(r.tokens[b]?.w ?? '')) b--;
  return (
    b >= first && /^(?:\w+ed|took|got|held|caught|put|grab|grabs|shook|threw|hit)$/.test(r.tokens[b]?.w ?? '')
  );
}

export function agentIsHer(r: Reading, i: number): boolean {
  // "baby moves so much at night, kick kick kick": a baby's kicks said over and over, not an act of hers.
  if (r.at[i]?.has('move') && (r.at[i - 1]?.has('move') || r.at[i + 1]?.has('move'))) return false;
  const sent = sentenceOf(r, i);
  const first = r.tokens.findIndex((t) => t.sent === sent);
  // "does a fever hurt the baby?", "can paracetamol harm him?": a question about a thing doing it.
  if (
    r.read.questions.has(sent) &&
    /^(?:does|do|can|could|will|would|is|are|should|did|puede)$/.test(r.tokens[first]?.w ?? '') &&
    !r.tokens.slice(first + 1, i).some((t) => /^(?:i|she|me|yo)$/.test(t.w))
  )
    return false;
  // "it hurts", "he shook", "it would hurt him", "that could harm her": something or someone else does it.
  const w1 = i > first ? (r.tokens[i - 1]?.w ?? '') : '';
  const w2 = i - 1 > first ? (r.tokens[i - 2]?.w ?? '') : '';
  if (OTHER_DOER.test(w1) || (AUX.test(w1) && OTHER_DOER.test(w2))) return false;
  // The doer: the nearest subject pronoun, or a person named just before the act ("the baby kicks", "my toddler
  // tried to throw..."); an object of an earlier verb ("driving him to the woods and leaving...") is skipped.
  for (let k = i - 1; k >= first; k--) {
    const w = r.tokens[k]?.w ?? '';
    if (/^(?:i|we|she|yo|ella)$/.test(w)) return true;
    if (/^(?:he|they|you)$/.test(w)) return false;
    const at = r.at[k];
    if (!at || i - k > 5) continue;
    if (at.has('her') || at.has('daughter')) return true;
    // ("I grabbed the baby and shook him": the baby, object of her earlier verb, is not the doer of the next; the
    // doer is read further back. A missed emergency found while probing Q46's families.)
    if (at.has('baby') && r.tokens[k + 1]?.w === 'and' && objectOfVerb(r, k, first)) continue;
    if (at.has('baby') || at.has('child') || at.has('other')) return subjectAt(r, i) === 'her';
  }
  return true;
}

const SWAP =
  /^(?:swapped|switched|replaced|exchanged|swapping|switching|cambiaron|cambiado|cambiada|intercambiaron|reemplazaron)$/;
const SWAP_SKIP =
  /^(?:a|al|la|el|los|las|our|the|my|her|his|their|su|sus|mi|mis|nuestro|nuestra|de|with|for)$/;

/**
 * The baby swapped, switched or replaced: a swapping verb with the baby as its object, in any word for the baby
 * ("le cambiaron la beba por otra", "they switched the little one"), not "le cambiaron el pañal" (the nappy is).
 */
export function swappedBaby(r: Reading): { c: 'babyBeliefStrong'; start: number; end: number }[] {
  const out: { c: 'babyBeliefStrong'; start: number; end: number }[] = [];
  r.tokens.forEach((t, i) => {
    if (!SWAP.test(t.w)) return;
    let k = i + 1;
    while (k < i + 4 && SWAP_SKIP.test(r.tokens[k]?.w ?? '')) k++;
    if (r.at[k]?.has('baby') && r.tokens[k]?.clause === t.clause)
      out.push({ c: 'babyBeliefStrong', start: i, end: k + 1 });
  });
  return out;
}

/** An act done because of the crying, to stop it. */
export const PROVOKED =
  /\b(?:to make (?:him|her|it|the baby) (?:stop|shut up|be quiet)|so (?:he|she|it) would (?:stop|shut up|be quiet)|(?:would|will) not stop (?:crying|screaming|wailing)|when (?:he|she) (?:was|kept) (?:crying|screaming|wailing)|para que (?:se callara|dejara de llorar|se calle)|no (?:paraba|dejaba) de llorar)\b/;

/** A pillow or blanket pressed until the crying stops: smothering, whoever it is said of. */
export const SMOTHER =
  /\b(?:pillow|cushion|blanket|almohada|cojin|manta)\b.{0,30}\b(?:until|till|hasta que) (?:it|she|he|se) (?:is |s |goes |went )?(?:quiet|still|silent|stops|stopped|calle|callara)\b/;

/** The act pictured next on the baby: "shook the cot so hard... a thought of doing the same to her". */
const SAME_TO =
  /\b(?<!(?:never|not|nunca|no) (?:\w+ )?)(?:do|doing|did|done|hacer|hacerle|haciendole)\s+(?:the same(?: thing)?|that|it|this|lo mismo)\s+(?:to|a|al|con)\s+(?:him|her|the baby|my baby|el bebe|la bebe|ella|el|mi bebe)\b/;

/** Whether an act on a thing is followed, within two sentences, by the thought of doing it to the baby. */
export function sameToBaby(r: Reading, end: number): boolean {
  const sent = r.tokens[end - 1]?.sent ?? -1;
  const after = r.tokens
    .slice(end)
    .filter((t) => t.sent <= sent + 2)
    .map((t) => t.w)
    .join(' ');
  return babyContext(r) && SAME_TO.test(after);
}

/** Held out over a drop ("holding him over the edge of the balcony", "out of the window"). */
const OVER_A_DROP =
  /\b(?:over|off|out of|out over) (?:the |a |that )?(?:stairs? rails?|stair railing|landing|edge|balcony|railing|railings|rail|side|banister|bannister|bridge|window|ledge|water|river|canal|stairs|stairwell|barandal|balcon|puente|ventana)\b/;

/** A baby put somewhere a baby is left ("in the wheelie bin"), under water, or held out over a drop. */
export function placedBadly(r: Reading, i: number): boolean {
  const sent = r.tokens[i]?.sent;
  if (OVER_A_DROP.test(span(r, i, i + 9))) return true;
  return r.mentions.some(
    (m) =>
      (m.c === 'abandonPlace' || (m.c === 'deathAct' && r.tokens[m.start]?.w === 'under')) &&
      r.tokens[m.start]?.sent === sent,
  );
}
