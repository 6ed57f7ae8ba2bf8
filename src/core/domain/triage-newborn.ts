/**
 * Triage meaning rules for a newborn (shared/medical/warning-signs.md C): poor feeding said any way (not
 * feeding, too sleepy to feed, less than half of the usual amount) and pale, chalky poo (a jaundice sign).
 * Ordinary feeding talk must not raise them: a latch on one side, feeding less at night as sleep lengthens,
 * a request for tips, white curds in a breastfed baby's poo.
 */
import { regexMatches, type RuleMatch } from './triage-match.ts';

const FEEDING = 'newborn-not-feeding';
const JAUNDICE = 'newborn-jaundice';

const BABY = String.raw`(?:baby|he|she|hes|shes|lo|little one|newborn|son|daughter|twins)`;
const NOT = String.raw`(?:isnt|is not|wont|will not|wasnt|hasnt been|has not been|havent been|not|didnt|doesnt|hardly|barely|never|still not|not been)`;
/** Up to five words between the baby and the verb ("my daughter is 3 weeks and isn't..."), none of them her own. */
const GAP = String.raw`(?: (?!(?:i|im|ive|me|we|mum|husband|partner|toddler)\b)\w+){0,5}?`;
const FEED = String.raw`(?:feeding|feed|fed|eating|drinking|taking (?:any )?(?:milk|feeds|the bottle|the breast|a bottle|his bottle|her bottle)|had (?:a |any |his |her )?(?:feed|feeds|bottle|milk|drink)|interested in (?:feeding|feeds|(?:his|her|the|a|any) (?:bottles?|feeds?|milk|breast|boob)))`;

/**
 * A qualifier right after a feeding complaint that makes it ordinary: one side, one time of day, one person,
 * one kind of food, or the age when feeds naturally space out.
 */
export const PARTIAL_FEEDING =
  /^(?:\w+ ){0,2}?(?:on (?:the |my |one |her |his |that )?(?:left|right|one|other) ?(?:side|breast|boob)?|on one side|at night|overnight|in the night|during the night|at (?:some|certain|a few|the evening) feeds?|in the (?:day|evening|morning|afternoon)s?|during the day|from (?:daddy|dad|his dad|her dad|my partner|my husband|anyone|grandma|nana|other people|a bottle|the bottle|a cup|a spoon)|from (?:the|my) (?:left|right)|solids|puree|purees|formula|water|now (?:hes|shes|that)|since (?:he|she) started (?:solids|sleeping))\b/;
/** Asking for help with technique is a feeding question, not a report that the baby is not feeding. */
export const TIPS =
  /\b(?:tips|advice|any ideas|ideas|suggestions|how (?:do|can|should) i|what can i do|help with)\b/;

const POO = String.raw`(?:poo|poos|poop|poops|pooh|stool|stools|nappy|nappies|dirty nappy|bowel movements?|motions)`;
const PALE = String.raw`(?:pale|paler|white|whitish|chalky|grey|gray|greyish|grayish|clay|putty|colou?rless|light grey|almost white)`;
/** White bits, curds and seeds are normal in a breastfed baby's poo; pale yellow is ordinary too. */
const NORMAL_POO =
  /\b(?:bits|specks|flecks|curds|curdled|seeds|seedy|mucus|lumps|streaks|spots|yellow|mustard|green)\b/;

const LITTLE_TAKEN =
  /\b(?:only (?:had|taken|managed|fed|took|drank)|barely|hardly|not (?:much|enough)|wont|isnt|hasnt|havent|too sleepy|wont wake)\b/;
const FEED_CONTEXT =
  /\b(?:feed|feeds|feeding|bottle|bottles|milk|ml|oz|ounces|takes|taking|drinking|drinks|drank|eating|formula)\b/;

export function newbornRules(text: string): RuleMatch[] {
  const notPartial = (m: RegExpExecArray) => !PARTIAL_FEEDING.test(text.slice(m.index + m[0].length).trim());
  return [
    // "she's not feeding and very sleepy", "he hasn't been feeding": the baby is the subject.
    ...regexMatches(
      text,
      new RegExp(String.raw`\b${BABY}${GAP} ${NOT} ${FEED}\b(?! (?:him|her|them) \w+)`),
      FEEDING,
      'not feeding',
      { selfNegated: true, keep: notPartial },
    ),
    // A message after the birth that starts with it: "not feeding and very sleepy".
    ...regexMatches(
      text,
      /^(?:and |still )?(?:not|isnt|wont|barely|hardly) (?:feeding|eating)\b/,
      FEEDING,
      'not feeding',
      {
        selfNegated: true,
        keep: notPartial,
      },
    ),
    ...regexMatches(
      text,
      /\b(?:refusing|refuses|refused|rejecting|turning away from|pushing away) (?:every|all|all his|all her|his|her|the|any|each|all the) (?:feeds?|bottles?|milk|breast|boob|boobs)\b/,
      FEEDING,
      'refusing feeds',
      { keep: notPartial },
    ),
    // Too sleepy to feed: falling asleep at every feed with little taken.
    ...regexMatches(
      text,
      /\b(?:keeps?|kept|always) (?:falling|dropping|nodding) (?:off|asleep) (?:on|at|during|while|before)(?: the| a| every| each| his| her)? (?:breast|boob|bottle|feed|feeds|feeding)\b/,
      FEEDING,
      'too sleepy to feed',
      { keep: () => LITTLE_TAKEN.test(text) },
    ),
    ...regexMatches(
      text,
      /\b(?:too )?(?:sleepy|drowsy|tired|lethargic) to (?:feed|eat|drink|wake for (?:a |his |her )?feeds?|latch|suck)\b/,
      FEEDING,
      'too sleepy to feed',
    ),
    // Less than half of the usual amount (the catalogue's own measure).
    ...regexMatches(
      text,
      /\b(?:less than |only |about |barely |under )?(?:half|a third|a quarter)(?: of)? (?:what|his|her|the|their|its)?(?: \w+)? ?(?:usual|normal|normally|usually|used to)\b/,
      FEEDING,
      'feeding less than half of usual',
      { keep: () => FEED_CONTEXT.test(text) },
    ),
    // The cord stump red, smelly or oozing (Allina Health umbilical cord care).
    ...regexMatches(
      text,
      /\b(?:cord|stump|bellybutton|navel|umbilical)(?: \w+){0,5}? (?:red|redness|smells?|smelly|stinks?|stinky|oozing|oozes|pus|swollen|weeping)\b|\b(?:red|redness|smelly|stinky|oozing|pus|swollen|weeping)(?: \w+){0,4}? (?:cord|stump|bellybutton|navel|umbilical)\b/,
      'newborn-cord-infection',
      'red or smelly cord',
    ),
    // A rash that does not fade under a pressed glass (NHS: call emergency services).
    ...regexMatches(text, /\brash\b/, 'newborn-non-blanching-rash', 'rash that does not fade under a glass', {
      keep: () =>
        /\b(?:glass|tumbler|press|pressed|pressing|push|pushed)\b/.test(text) &&
        /\b(?:doesnt|dont|didnt|wont|not|never|isnt)(?: \w+)? (?:fade|fading|go away|go|disappear|blanch|change|go white|go pale)\b/.test(
          text,
        ),
    }),
    // No wee for hours (NHS: 8 hours is a warning; the catalogue's 12 hours a red flag).
    ...regexMatches(
      text,
      new RegExp(
        String.raw`\b${BABY}${GAP} (?:hasnt|has not|not|havent|hadnt|didnt|no|hasnt had|not had) (?:done |had |passed |made )?(?:a |any )?(?:pee|pees|wet|wet nappy|wet nappies)(?: \w+){0,2}? (?:in|for|since) (?:\d+|hours|ages|the last|all|this morning|last night|yesterday|over)\b`,
      ),
      'newborn-no-wet-nappy',
      'no wet nappy for hours',
      { selfNegated: true },
    ),
    // Pale, chalky poo (NHS newborn jaundice: call the same day).
    ...regexMatches(
      text,
      new RegExp(String.raw`\b${POO}(?: \w+){0,4}? ${PALE}\b|\b${PALE}(?: \w+){0,2}? ${POO}\b`),
      JAUNDICE,
      'pale or chalky poo',
      {
        keep: (m) =>
          !NORMAL_POO.test(m[0]) &&
          !NORMAL_POO.test(text.slice(m.index + m[0].length, m.index + m[0].length + 20)),
      },
    ),
  ];
}
