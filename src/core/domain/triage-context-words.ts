/**
 * The small words that bound a negation in a message (docs/clinical-safety.md, "Who, when, and whether"): where a
 * denial stops, which verbs and links it reaches across. Kept apart from triage-context.ts, which reads them.
 */
/** Negation does not carry past these words. */
export const NEG_STOP = new Set([
  'and',
  'then',
  'also',
  'plus',
  'so',
  'because',
  'since',
  'now',
  'but',
  'which',
  'that',
  'y',
  'que',
  'pero',
  'ahora',
  'just',
  'still',
  'only',
]);
export const SUBJECT = /^(?:i|she|he|we|they)$/;
export const COGNITIVE =
  /^(?:think|thought|sure|know|knew|feel|felt|believe|say|said|guess|suppose|reckon|if|whether|that)$/;
export const PINK = /^(?:pink|pinkish|rosado|rosadito|rosa|rosita)$/;
export const DEED =
  /^(?:tried|drank|had|took|went|called|rang|lay|lying|laid|gave|ate|got|did|checked|used|put|tomé|tome|probe|intente|llame|fui)$/;
export const HEDGE = new Set(['sure', 'know', 'certain', 'idea', 'tell', 'remember', 'se']);
export const LINK = new Set([
  'is',
  'are',
  'was',
  'were',
  'look',
  'looks',
  'looked',
  'seem',
  'seems',
  'stay',
  'stays',
  'totally',
  'both',
  'all',
  'esta',
  'estan',
  'se',
  've',
  'todo',
]);

/**
 * A thing said to be yellow, named right after the colour (read on the two words after it: "yellow sleep in her eye");
 * a thing or drops that come out ("just a little yellow thing comes", AH75's colostrum on day 1), not "this yellow
 * thing going on in his eyes".
 */
export const YELLOW_THING =
  /^(?:stuff|gunk|goo|goop|liquid|milk|colostrum|pus|crust|crusts|crusties|crusty|discharge|poo|poos|poop|mucus|snot|sleepies|bogeys|drops?|droplets?|beads?)(?: |$)|^sleep (?:in|from|on|at|out|crust|crusts)\b|^(?:thing|things|bit|bits|fluid|substance) (?:comes?|came|coming|leaks?|leaking|leaked|drips?|dripping|dribbles?|oozes?|oozing|out|from)\b/;

/**
 * Milk or the breast told just before the colour, in its clause ("my milk is yellow", "what comes out of my boobs is
 * yellowish"): the milk's colour, colostrum, not the baby's skin (read on up to six words before the colour).
 */
export const MILK_BEFORE =
  /\b(?:milk|colostrum|boobs?|breasts?|nipples?|pumped|expressed|expressing|pumping)(?: (?:is|s|are|was|were|looks?|looked|seems?|comes? out|came out|coming out|quite|very|so|really|a|a bit|bit|kind of|kinda|sort of|all|thick|creamy|sticky|and|more|still|just|only|a little|little|bit of a|deep|dark|bright|golden|pale))*$/;

/** A thing said to be white or pale, named right after the colour: the milk brought up, not the baby's colour. */
export const WHITE_THING =
  /^(?:milk|milky|sick|spit|spew|vomit|posset|curds|curd|bits|lumps|stuff|gunk|spots|specks|flecks|dots|patches|coating|film|discharge|mucus|froth|foam|bubbles)$/;

/**
 * What is hung up, not a body that hangs or a person hanged: "hang the toy", "hang the washing", "hang out"; a
 * word may stand between the hanging and the thing ("the hanging sarong cradle", a buaian; iteration 51, Q39).
 */
export const HUNG_THING =
  /^(?:(?:the|a|an|his|her|my|our|some|that|this|these|those|up|out|on|around|round|about|in) )?(?:(?:(?!myself\b|herself\b|himself\b|themselves\b|me\b|him\b|her\b|from\b|off\b|tonight\b|today\b|now\b)[a-z]+ )?(?:net|nets|netting|cradle|cradles|jhula|jhoola|buaian|buai|hammock|hammocks|swing|swings|lamp|lamps|mirror|mirrors|basket|baskets|toy|toys|mobile|mobiles)\b|(?:mosquito )?(?:net|nets|netting|cradle|cradles|jhula|jhoola|buaian|buai|hammock|hammocks|swing|swings|lamp|lamps|mirror|mirrors|basket|baskets|toy|toys|mobile|mobiles|washing|laundry|clothes|picture|pictures|photos?|curtains?|blinds?|decorations?|lights|baubles?|coat|coats|towels?|bags?|pictures|shelf|shelves|frame|frames|nappies|bunting|out|up|on|around|round|about|in there|(?:over|above) (?:the|his|her|my|our) (?:cot|crib|bed|pram|moses|changing|bassinet)))\b/;

/** A thing that hangs, named before it: "a cloth cradle hanging from the roof", "the mobile that hangs over the cot" (Q38). */
export const THING_HANGING =
  /\b(?:net|nets|netting|mobile|mobiles|cradle|cradles|jhula|jhoola|buaian|buai|hammock|swing|curtains?|blinds?|washing|laundry|clothes|nappies|pictures?|photos?|frames?|decorations?|lights|bunting|mirror|lamp|bags?|basket|toys?|coats?|towels?|shelf|shelves)(?: (?:that|which|is|are|was|were|s|just|still))*$/;
/** Where a thing hangs from: "from the roof", "off the beam" (after a thing's hanging). */
export const HUNG_FROM = /^(?:roof|ceiling|beam|beams|rafter|rafters|hook|hooks|branch|rail|doorframe|rod)$/;
/** A hot thing put on the body, not the body hot: "hot water compress", "a hot cloth", "hot oil" (Q38). */
export const HOT_THING =
  /^(?:water|compress|compresses|cloth|cloths|towel|towels|flannel|oil|oils|pack|packs|fomentation|stone|stones|salt|poultice|water bottle|bottle|bath|baths|shower|showers|tea|drink|drinks|press|massage)\b/;

/** The bed a sudden infant death is named by ("cot death", "crib death"): SIDS, not dying. */
export const COT = /^(?:cot|crib|cradle)$/;

/** The words of up to n tokens before token i in its clause, joined. */
export function clauseBefore(tokens: readonly { w: string; clause: number }[], i: number, n: number): string {
  const clause = tokens[i]?.clause;
  return tokens
    .slice(Math.max(0, i - n), Math.max(0, i))
    .filter((t) => t.clause === clause)
    .map((t) => t.w)
    .join(' ');
}
