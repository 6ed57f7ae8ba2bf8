/**
 * The body's and the kitchen's everyday words that borrow the mind's (docs/clinical-safety.md, "The mind: recall
 * first", iteration 16; found by the blind batches H38 and H42 and the answer set AH21): a cramp she stood on the
 * cold floor "to make it stop", toast that burned, "a fair bit" of milk brought up, a medicine she takes again asked about with breastfeeding, a numb scar that
 * "feels like it's not mine", tiredness like being "hit by a bus". Each
 * is an exception only for its own words and only while nothing of dying, no means gathered and no goodbye is named
 * in the message: "the pain is so bad I want to make it all stop for good", "I burned my arm on purpose" and "I
 * want to hurt him, not the tablets" still raise. Pure; read by figure() (triage-mind-figures.ts) and readCues().
 */
import { householdThing } from './triage-mind-household.ts';
import { type Reading, sentenceOf, sentenceText, span as words } from './triage-reading.ts';
import type { MindClass } from './triage-mind-cues.ts';

/** Dying, a means made for dying, an act of dying, a goodbye or self-harm told (triage-mind-figures.ts adds "end"). */
export const GRAVE_KINDS = [
  'endStrong',
  'burden',
  'burdenStrong',
  'resign',
  'meansStrong',
  'deathAct',
  'farewellStrong',
  'selfHarm',
] as const;
/** Anything graver than the body's words: those, a farewell or a decision (not an ending, "make it stop" is one). */
const GRAVE = new Set<string>([...GRAVE_KINDS, 'farewell', 'decide']);
const graver = (r: Reading) => r.mentions.some((m) => GRAVE.has(m.c));

/** A pain or spasm of the body that something is done "to make it stop". */
const SPASM =
  /\b(?:cramps?|cramping|charley horse|spasms?|stitch|hiccups?|hiccoughs?|itch|itching|itchy|ache|aching|pain|pains|sore|throbbing|tingling|pins and needles|restless legs?|calambres?|dolor|picor)\b/;
/** What she does for it: stand, stretch, rub, flex her foot, walk it off. */
const REMEDY =
  /\b(?:stand|stood|standing|stretch\w*|rub\w*|massag\w*|flex\w*|point\w* (?:my|her) toes|walk\w*|press\w*|push\w*|pull\w*|bend\w*|put (?:my|her) (?:foot|feet|leg)|hot water bottle|heat pack|ice|cold floor|paracetamol|gaviscon|antihistamine|cream|levantarme|estirar\w*|masaje)\b/;
/** Ending words that are about the spasm, not her life. */
const STOP_IT = /^(?:make it stop|make it go away|to make it stop|get it to stop|it to stop|it stop)$/;

/** A floor, a step or the scales stood on: not a height or an edge. */
const GROUND =
  /^(?:the |a |my |our )?(?:cold |kitchen |bathroom |tiled |wooden |hard )?(?:floor|floors|tiles|carpet|scales|step|stool|chair|mat|lego|bed|ground|grass|suelo)\b/;

/** Food, a pan or the kitchen: what burns when she cooks. */
const FOOD =
  /^(?:toast|dinner|tea|lunch|breakfast|rice|pasta|pizza|food|pan|pans|pot|cake|bread|milk|bottle|chips|eggs?|bacon|sausages?|sauce|porridge|oats|onions?|garlic|biscuits?|cookies|popcorn|meal|roast|chicken|tostada|comida|arroz|cena)$/;
const BURN = /^(?:burn|burns|burned|burnt|burning|quemo|quemado|quemada|quemaron)$/;

const QUANTITY = /\b(?:a|a (?:fair|little|tiny|good|wee|small|decent|big|lil))$/;
const PLACE_BIT =
  /^(?:the|this|that|flat|flatter|bald|sore|red|soft|hard|dry|rough|little|tiny|small|wee|funny|weird|odd|squishy|raised|pink|white|top|back|front|one|other|each|every|worst|middle|bony|lumpy)$/;
const WATCHED_DOING =
  /^(?:her|him|them|the baby|baby|my baby|our baby|the twins)(?: \w+)? (?:sleep|sleeping|sleeps|breathe|breathing|breathes|chest|feed|feeding|play|playing|smile|smiling|all night)\b/;
const WATCHER =
  /\b(?:gp|doctor|dr|midwife|nurse|health visitor|hv|paediatrician|pediatrician|consultant|physio)$/;
const NAILS = /\b(?:nails?|fingernails?|unas)\b/;

/**
 * Whether a mind word at [at, end) is the body's or the kitchen's everyday word: "had to stand on the cold floor to
 * make it stop" of a cramp, "the toast burned", "burnt the dinner". Only while nothing graver is named.
 */
export function ordinary(r: Reading, kind: MindClass, at: number, end: number): boolean {
  const w = r.tokens[at]?.w ?? '';
  // "put a bit of baby rice in his bottle", "sometimes a fair bit": a quantity, not a bite.
  if (/^harm/.test(kind) && w === 'bit' && QUANTITY.test(words(r, at - 3, at))) return true;
  // "doctor said continue the medicine" (H91): a medicine a professional set her, not a means, nothing graver said.
  if (kind === 'means' && HER_MEDICINE.test(w) && PRESCRIBED.test(sentenceText(r, sentenceOf(r, at))))
    return !r.mentions.some((m) => m.start !== at && MIND_ELSE.test(m.c));
  // "a flat bit on the back of his head", "the sore bit": a place, not a bite.
  if (/^harm/.test(kind) && w === 'bit' && PLACE_BIT.test(r.tokens[at - 1]?.w ?? '')) return true;
  // "watching her sleep (as you do at 3am)", "watching him breathe": a parent watching the baby, not being watched.
  if (
    /^persecution/.test(kind) &&
    /^(?:watching|watch|watched)$/.test(w) &&
    (WATCHED_DOING.test(words(r, at + 1, at + 4)) ||
      // ("the GP watched her do it on Monday and said it's periodic breathing", H102: a professional's look.)
      (WATCHER.test(words(r, at - 3, at)) &&
        !r.mentions.some((m) => m.start !== at && /^(?:persecution|babyBelief)/.test(m.c))))
  )
    return true;
  // "should I put something in the plan about that?": her own putting, not someone putting something in her food.
  if (
    /^persecution/.test(kind) &&
    /^(?:put|putting|puts)$/.test(w) &&
    /^(?:i|we|ill|im|id|to)$/.test(r.tokens[at - 1]?.w ?? '')
  )
    return true;
  // "can I bite her nails instead of cutting them?": a way to trim a baby's nails.
  if (/^(?:bite|bit|biting|mordi|morderla|morderlo)$/.test(w) && NAILS.test(words(r, end, end + 4)))
    return true;
  // "I feel like a bus hit me", "like a lorry ran me over": worn out told as a simile, unless it is wished for.
  if (
    kind === 'deathAct' &&
    /\b(?:hit|ran|run|knocked|knock)\b/.test(words(r, at, end)) &&
    /\b(?:like|as if|as though)\b/.test(words(r, at - 4, at)) &&
    !WISHED.test(sentenceText(r, sentenceOf(r, at)))
  )
    return true;
  // (A day's formula bottles, water from the kettle, a gift to her: triage-mind-household.ts.)
  if (householdThing(r, kind, at, end)) return true;
  if (graver(r)) return false;
  // "my c-section scar is still numb... it just feels like it's not mine": a numb part of her body, not the baby.
  if (/^babyBelief/.test(kind) && bodyNotMine(r, at, end)) return true;
  const own = words(r, at, end);
  const s = sentenceText(r, sentenceOf(r, at));
  if (kind === 'end' && STOP_IT.test(own)) return SPASM.test(r.read.text) && REMEDY.test(s);
  if (kind === 'gaze' && /^(?:stand|stood|standing) on$/.test(own))
    return GROUND.test(words(r, end, end + 4));
  if (/^(?:selfInjure|selfHarm|harmViolent)$/.test(kind) && BURN.test(w)) {
    // "the toast burned", "burnt the dinner", "se me quemó la comida": the food, not a body.
    const subject = r.tokens[at - 1]?.w ?? '';
    const object = words(r, end, end + 3).replace(/^(?:the|my|our|a|his|her|la|el|mi) /, '');
    return FOOD.test(subject) || FOOD.test(object.split(' ')[0] ?? '');
  }
  return false;
}

/** A wish or a relief beside being hit: "I wish a car would hit me", "it would be easier if a bus hit me". */
const WISHED =
  /\b(?:wish|wishing|hope|hoping|want|wanted|wanting|easier|better off|would not mind|pray|praying|if only|then it would|then i would|so i would|so that|tempted|ojala)\b/;

/** A part of her body, numb or strange to her. */
const BODY =
  /\b(?:scar|scars|wound|skin|tummy|belly|stomach|abdomen|leg|legs|arm|arms|hand|hands|foot|feet|toes|fingers|thigh|thighs|bum|boobs?|breasts?|nipples?|body|face|lips?|back|pelvis|bits|vagina|perineum|stitches|cicatriz|piel|pierna|piernas|cuerpo|barriga|panza)\b/;
const BABY_WORD = /\b(?:baby|babies|son|daughter|newborn|bebe|nino|nina|twins?)\b/;

/** "it's not mine", "they feel like they are not mine" said of a part of her body named in the message, not a baby. */
function bodyNotMine(r: Reading, at: number, end: number): boolean {
  const own = words(r, at, end);
  if (!/\bmine\b/.test(own) && !/^(?:not mine|not hers|is not mine)$/.test(own)) return false;
  const before = words(r, at - 3, at);
  const s = sentenceText(r, sentenceOf(r, at));
  return (
    /\b(?:it|its|they|this|that|it is|they are|these|those)$/.test(before) &&
    BODY.test(r.read.text) &&
    !BABY_WORD.test(s) &&
    !/\b(?:he|she|him|her)\b/.test(words(r, at - 6, at))
  );
}

/** A professional setting it: "the doctor said to continue the medicine", "GP told me to keep taking the tablets". */
const PRESCRIBED =
  /\b(?:doctor|dr|gp|midwife|consultant|obgyn|ob|nurse|pharmacist|hospital)\b(?: \w+){0,2} (?:said|says|told me|told us|wants me|advised|asked me|prescribed|put me on|started me on)\b(?: \w+){0,2} (?:continue|keep taking|keep on|take|stay on|carry on|start|stop)\b/;

/** Any other word of the mind's, however weak: the medicine is then read with it. */
const MIND_ELSE =
  /^(?:end|burden|resign|means|deathAct|farewell|selfHarm|selfInjure|hoard|lethal|acquire|plan|decide|when|urge|wish|injuryIntent|harm)/;

/** A medicine of hers, and the milk or breastfeeding it might reach. */
const HER_MEDICINE =
  /\b(?:sertraline|zoloft|fluoxetine|prozac|citalopram|escitalopram|paroxetine|venlafaxine|mirtazapine|antidepressants?|ssris?|anti depressants?|meds|medication|medicine|tablets|pills|ibuprofen|paracetamol|codeine|antibiotics|iron|labetalol|nifedipine|metformin|insulin|sertralina|antidepresivos?|pastillas|medicamentos?)\b/;
const MILK =
  /\b(?:breastfeed\w*|breast feed\w*|bf|bfing|breastmilk|breast milk|the milk|my milk|in the milk|through the milk|into the milk|nursing|feeding her|feeding him|lactancia|dar el pecho|la leche)\b/;
const HEARD_OR_ASKED =
  /\b(?:says|said|reckons|told me|thinks|heard|read|is it (?:ok|okay|safe|alright|fine)|safe|compatible|worried|scared|afraid|nervous|will it|could it|can it|does it|dice|dijo|es seguro)\b/;
/** Imagery or an urge makes it a thought of harming, whatever medicine is named. */
const URGE =
  /\b(?:picture|picturing|imagine|imagining|images?|see myself|seeing myself|urges?|intrusive|keep thinking|want to (?:hurt|harm)|snap|lose it|lose control|shake|throw|drop (?:him|her))\b/;

/**
 * "I'm on sertraline again, is it OK with breastfeeding? my aunt says it goes in the milk and I'll hurt her": a
 * worry that her medicine will reach the baby through the milk is a question about the medicine, not a thought of
 * harming (after the birth, as causeFeared reads pregnancy's causes). Means gathered or an urge beside it still raise.
 */
export function milkFeared(r: Reading): boolean {
  const t = r.read.text;
  return (
    HER_MEDICINE.test(t) &&
    MILK.test(t) &&
    HEARD_OR_ASKED.test(t) &&
    !URGE.test(t) &&
    !graver(r) &&
    !/\b(?:all|whole|boxes|packets|stockpil\w*|saving|saved|hoard\w*|overdose|enough to|too many)\b/.test(t)
  );
}
