/**
 * Triage meaning rules for thoughts of harming the baby (shared/medical/warning-signs.md D: an emergency,
 * always, as the self-harm sign): an urge, an image, or a fear of doing it on purpose; never an accident or a
 * question about one ("will sex hurt the baby?", "scared I'll drop him on the stairs").
 */
import { type Family, familyMatches, type RuleMatch, sentenceAround } from './triage-match.ts';

const re = (s: string) => new RegExp(s);

const BABY_OBJ = String.raw`(?:(?:the|my|our|this) )?(?:baby|newborn|son|daughter|little one|lo|boy|girl|twins)`;
const PRONOUN_OBJ = String.raw`(?:him|her|them)`;
const HARM = String.raw`(?:hurt|hurting|harm|harming|hit|hitting|shake|shaking|smother|smothering|suffocate|suffocating|strangle|strangling|drown|drowning|kill|killing|slap|slapping|punch|punching|throttle|throttling|stab|stabbing|choke|choking)`;
/** Only with an urge or on purpose: "scared I'll drop him" is the ordinary fear of an accident. */
const HARM_SOFT = String.raw`(?:throw|throwing|drop|dropping|squeeze|squeezing|bite|biting|pinch|pinching)`;
const URGE = String.raw`(?:feel like|felt like|feeling like|urge to|urges to|want to|wanna|wanted to|wanting to|tempted to|flashes of|flash of|flashbacks of|intrusive thoughts of|thoughts? of|thinking of|thought of|imagine|imagining|imagined|picturing|pictured|picture myself|see myself|seeing myself|visions of|images of|dreams? of|keep seeing myself)`;
const FEAR_I = String.raw`(?:scared|afraid|worried|terrified|frightened|petrified|fear|worry|panic|panicking)(?: that)? (?:i (?:will|might|could|would|may|am going to|m going to)|ill|id|im going to|im gonna)`;
const I_WILL = String.raw`(?:i (?:could|might|would|will|may|am going to|want to|need to)|ill|id|im (?:going to|gonna|about to))`;
/** An accident, or a question about one, is not an urge. */
const ACCIDENT =
  /\b(?:by accident|accidentally|by mistake|without meaning|not on purpose|if i (?!(?:snap|lose it|lose control|dont get help|dont get away))|if we |when i (?:lift|carry|bath|bathe|sleep|cough|sneeze|exercise|run|fall|trip|drive|hold|change|cut|lie|lay)|from (?:sex|coughing|sneezing|lifting|exercise|running|the car|falling)|during (?:sex|labou?r|birth|delivery|the birth)|in my sleep|while (?:sleeping|asleep|driving|carrying|holding)|co sleep|cosleep|cosleeping|co sleeping|bed sharing|bedsharing|roll (?:onto|on to|on) (?:him|her|the baby)|by (?:having|doing|eating|drinking|lifting|sleeping|coughing|sneezing|exercising|running|taking|lying|bending))\b/;

const HARM_BABY: Family[] = [
  {
    re: re(
      String.raw`\b${URGE} (?:myself |me )?(?:just )?(?:${HARM}|${HARM_SOFT}) (?:${BABY_OBJ}|${PRONOUN_OBJ})\b`,
    ),
    phrase: 'thoughts of harming the baby',
  },
  {
    re: re(String.raw`\b${FEAR_I} (?:just |really )?${HARM} (?:${BABY_OBJ}|${PRONOUN_OBJ})\b`),
    phrase: 'afraid of harming the baby',
  },
  {
    re: re(String.raw`\b${I_WILL} (?:just |really )?${HARM} ${BABY_OBJ}\b`),
    phrase: 'afraid of harming the baby',
  },
  {
    re: re(
      String.raw`\b(?:${HARM}|${HARM_SOFT}|shook|hurt) (?:${BABY_OBJ}|${PRONOUN_OBJ})(?: \w+){0,3} (?:on purpose|deliberately|out of (?:anger|frustration|rage))\b`,
    ),
    phrase: 'harming the baby on purpose',
  },
  {
    // Leaving the baby somewhere unsafe and walking away.
    re: re(
      String.raw`\b${URGE} (?:leave|leaving|abandon|abandoning|put|putting) (?:${BABY_OBJ}|${PRONOUN_OBJ})(?: \w+){0,3}? (?:out in the cold|in the cold|outside|on (?:a|the|someones) doorstep|and (?:walk|run|drive) away|and never come back)\b(?! for (?:a|an|the|one|two|few|couple|\d))`,
    ),
    phrase: 'thoughts of harming the baby',
  },
  {
    // Holding the baby at a height and picturing letting go.
    re: /\b(?:let go|letting go|drop|dropping|throw|throwing)\b/,
    phrase: 'thoughts of harming the baby',
    guard: (s) =>
      /\b(?:holding|hold|carrying|carry|with) (?:him|her|the baby|baby|my baby)\b/.test(s) &&
      /\b(?:stairs|balcony|window|bridge|edge|railing|banister|bannister|ledge)\b/.test(s) &&
      /\b(?:think|thinking|thought|imagine|imagining|urge|want|wanting|picture|picturing|keep|tempted)\b/.test(
        s,
      ),
  },
  {
    re: /\b(?:pillow|blanket|cushion|my hand|hands) over (?:his|her|their|the baby|baby|my baby) (?:face|head|mouth|nose)\b/,
    phrase: 'thoughts of smothering the baby',
    guard: (s) => new RegExp(String.raw`\b(?:${URGE}|${FEAR_I}|urge|urges|tempted)\b`).test(s),
  },
];

export function harmToBabyRules(text: string): RuleMatch[] {
  return familyMatches(text, HARM_BABY, 'self-harm-thoughts').filter(
    (r) => !ACCIDENT.test(sentenceAround(text, text.split(' ').slice(0, r.start).join(' ').length)),
  );
}
