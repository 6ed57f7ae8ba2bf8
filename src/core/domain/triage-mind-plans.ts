/**
 * Everyday plans the mind's weaker cues also name (docs/clinical-safety.md, "The mind: recall first"; iteration 36,
 * Q26). Each cue keeps its reading everywhere else; only these scopes are ordinary life:
 * - "for when I'm 20 weeks" (a farewell's "for when I...") followed by a time or stage of her pregnancy or her life
 *   (weeks, due, in labour, back at work, on leave, home): a trip or a plan for later, not "for when I'm gone";
 * - a letter named by its purpose (fit to fly, the GP's, the midwife's, maternity, work, insurance, a referral);
 * - "for after" followed by an event of care ("bleed for after having a baby", "for after the birth"), or asked as
 *   how long a course of the body lasts ("how long do you bleed for after?"), or ending its clause after an event of
 *   care named earlier ("jabs tomorrow, get calpol in for after"; Q45);
 * - something of her body that "hasn't come back" (her period, milk, appetite, energy): not her going away;
 * - water as a care act on someone else ("sponge him with cold water", "wipe her down with tepid water");
 * - a plan of everyday life (iteration 49, Q37): "planning to fly home", "plan to breastfeed", "planned on a home
 *   birth", a verb of travel, feeding, shopping, birth or work after it, with nothing of the mind in its clause;
 * - "just in case" said of a thing bought, packed or kept for care ("buy a tin of formula just in case"): a
 *   precaution, not a goodbye, while its sentence names no means;
 * - water as drink or food ("keep water and food down", "sipping water"): not a place to go into.
 * A goodbye, a means or an ending told beside travel, water or contraception still raises ("booked a flight and
 * written letters for the kids", "I'll walk into the cold water and not come back").
 */
import type { Cue } from './triage-mind-cues.ts';
import type { Reading } from './triage-reading.ts';
import { sentenceOf, sentenceText, span } from './triage-reading.ts';

/** The mind's classes whose words in a plan's own clause make it the mind's plan (dying, a means, harm). */
const MIND_IN_CLAUSE =
  /^(?:endStrong|end|burdenStrong|burden|resign|meansStrong|means|deathAct|lethal|acquire|hoard|farewell|farewellStrong|selfHarm|selfInjure|harmViolent|harmHandling|abandon|abandonPlace|distrust|onPurpose|stopMeds)$/;

/** Whether a word of the mind follows a plan in its own clause ("planning to drive to the bridge tonight"). */
function mindWordAfter(r: Reading, end: number): boolean {
  const clause = r.tokens[end]?.clause;
  return r.mentions.some(
    (m) =>
      MIND_IN_CLAUSE.test(m.c) &&
      m.start >= end &&
      r.tokens[m.start]?.clause === clause &&
      // ("ready made formula just in case": the precaution read on its own, below.)
      span(r, m.start, m.end) !== 'just in case',
  );
}

const LATER =
  /^(?:i am|i will be|we are|she is|i m) (?:\d+|about \d+|nearly \d+|around \d+)(?: \w+)? (?:weeks?|wks?|months?|semanas)\b|^(?:i am|i m|i will be) (?:due|in labou?r|back (?:at|to|from|home)|on (?:leave|mat|maternity)|home|off work|pregnant|bigger|further along)\b|^(?:the baby|baby|she|he) (?:is|comes|arrives|is born)\b/;
const LETTER_OF =
  /\b(?:fit to fly|fitness to fly|fly|flying|travel|doctor s|doctors|gp s|gp|midwife s|midwife|consultant s|hospital|maternity|mat b1|matb1|work|employer|hr|insurance|insurer|referral|appointment|discharge|sick|school|nursery|bank|council|housing|visa|tax|benefits|cover|support)$/;
const CARE_AFTER =
  /^(?:having|giving|after|the birth|birth|delivery|labou?r|the baby|baby|a baby|a section|c section|the section|pregnancy|the op|surgery|the operation|recovery)\b/;
/** A course of the body after the birth: bleeding, soreness, leaking. */
const COURSE =
  /\b(?:bleed|bleeding|bled|spot|spotting|sore|hurt|hurting|ache|aching|leak|leaking|sweat|sweating|swollen|tender)$/;
const BODY_BACK =
  /\b(?:period|periods|af|cycle|cycles|menstruation|regla|milk|supply|appetite|libido|sex drive|drive|energy|bleeding|lochia|hair|taste|smell|sleep|bladder|strength|shape|figure|waist|feeling|sensation)(?: \w+)?$/;
const CARE_VERB =
  /\b(?:sponge|sponging|sponged|wipe|wiping|wiped|wash|washing|washed|bathe|bathing|bathed|cool|cooling|cooled|rinse|rinsing|dab|dabbing|flannel|splash|splashing)(?: \w+){0,2} (?:him|her|them|baby|the baby|his|her|down|off)\b/;

/** A plan of care (H142): a birth, care, feeding or support plan; a plan of what signs to watch; planning ahead. */
const CARE_PLAN =
  /\b(?:birth|birthing|care|feeding|feed|sleep|safety|support|wellbeing|wellness|mental health|perinatal|postnatal|postpartum|antenatal|action|back up|backup|meal|weaning|nursery|childcare|pain relief|discharge|treatment|delivery|c section|section|induction|labou?r|visiting|visitor|a good|a proper|a clear|a simple|a little|relapse prevention|self care)$/;
const PLAN_OF_CARE =
  /^(?:ahead|for (?:the )?(?:birth|labou?r|delivery|baby|next baby|feeds?|visitors|christmas|holidays?|birth partner)|of care|with (?:my|the|our|her) (?:midwife|gp|doctor|team|health visitor|hv|consultant|therapist|perinatal)|(?:of |for )?(?:what|which) (?:signs|symptoms|to watch|to look)|(?:for |of )?(?:signs|symptoms|warning signs)|to (?:watch|spot|look out|keep an eye|notice|catch) (?:for|out|the|on)|b\b)/;

/** Everyday acts after "planning to" or "plan on" (travel, feeding, shopping, the birth, work, the home). */
const EVERYDAY_ACT =
  /^(?:to|on|for) (?:(?:go|going) (?:home|back|abroad|away on|on (?:holiday|a trip|a babymoon|leave|maternity)|to (?:the|my|our|her|his|a|see|visit|work|stay))|fly(?:ing)?|travel(?:l?ing)?|visit(?:ing)?|drive (?:to|home|up|down)|driving (?:to|home|up|down)|move|moving|buy(?:ing)?|get(?:ting)? (?:a|an|the|some|my|our)|order(?:ing)?|book(?:ing)?|pack(?:ing)?|(?:breast ?)?feed(?:ing)?|breastfeed(?:ing)?|bottle ?feed(?:ing)?|combi|mix feed(?:ing)?|formula|pump(?:ing)?|express(?:ing)?|wean(?:ing)?|give birth|giving birth|deliver(?:ing)?|have (?:a|an|the|my|our|her|him|another|baby)|having (?:a|an|the|my|our|another|baby)|try(?:ing)? for|conceive|return(?:ing)? to|go back to work|going back to work|work(?:ing)? (?:until|till|from|part|full|up)|take (?:maternity|paternity|leave|the baby to|him to|her to|a holiday|a trip)|taking (?:maternity|paternity|leave|the baby to|him to|her to)|tell (?:my|our|her|his|the|work|everyone|people|family)|telling|announce|name|christen|baptise|baptize|decorate|paint|build|cook|batch cook|freeze|sleep train|co ?sleep|bed ?share|swaddle|use (?:a|an|cloth|reusable|the|formula)|attend|join|enrol|enroll|hire|stay (?:with|at|in)|camp|celebrate|throw|host|see (?:my|our|her|his|the)|meet (?:my|our|her|his|the|up))\b/;
/** A thing made ready: formula, meals, a bag, the nursery, for the birth or the baby. */
const READY_THING =
  /\bready (?:made|mixed|to (?:feed|drink|use|go to (?:the )?hospital|pop|meet (?:him|her|the baby|baby))|for (?:the )?(?:baby|birth|labou?r|hospital|delivery|arrival|feeds?|bed|school|nursery|work)|meals?|bottles?)\b|\b(?:bag|bags|nursery|cot|crib|car seat|bottles?|formula|meals?|freezer|house|room|everything for (?:the )?baby) (?:is |are |all |packed and |is all |are all )?ready\b/;
/** A precaution bought, packed or kept for care, not a goodbye. */
const PRECAUTION =
  /\b(?:buy|bought|buying|get|got|getting|pack|packed|packing|keep|kept|keeping|stock|stocked|stocking|order|ordered|have|having|bring|bringing|grab|take|taking|carry|carrying)\b(?: \w+){0,6} (?:formula|bottles?|teats?|nappies|nappy|diapers?|pads?|wipes|snacks?|spare|extra|clothes|vests?|sleepsuits?|babygrows?|outfits?|pump|breast pump|shields?|nipple cream|thermometer|steriliser|sterilizer|dummy|dummies|pacifiers?|muslins?|blankets?|bag|car seat|charger|towels?|maternity pads|breast pads|change of clothes|tin|tub|carton|cartons|ready made)\b/;
/** A verb of buying or packing just before it ("what should I pack just in case"). */
const BOUGHT_BEFORE = /\b(?:buy|get|pack|bring|keep|stock up|order|have ready|have on hand|have in)$/;
/** Words of dying or of a means that keep "just in case" a goodbye in its own sentence. */
const GRAVE_NEAR =
  /\b(?:tablets?|pills?|meds|letters?|notes?|goodbye|will|passwords?|rope|blades?|razors?|die|dead|gone|not here|end it)\b/;
/** Water as a drink or a food kept, sipped or boiled. */
const DRINK =
  /\b(?:drink|drinking|drank|drunk|sip|sipping|sips|glass|glasses|bottle|bottles|cup|litres?|liters?|ml|fluids?|food|eat|eating|ate|keep|keeping|kept|down|boiled|cooled|tap|filtered|ors|juice|tea|milk|formula|hydrated|hydrate|thirsty)\b/;

/** An event of care named before a clause-final "for after": the jabs, the birth, the op, the stitches. */
const CARE_EVENT =
  /\b(?:jabs?|vaccines?|vaccinations?|immuni[sz]ations?|shots|injections?|needles|birth|labou?r|delivery|c section|section|op|operation|surgery|stitches|procedure|circumcision|tongue tie|scan|smear)\b/;

/**
 * "for after" ending its clause, after an event of care named earlier in the message, with no means or word of dying
 * in its sentence and no other cue of the mind there ("8wk jabs tmrw. nurse said get calpol in for after, is that
 * right?"; Q45): after that event, not "for after I'm gone". "got the tablets in for after", "letters for after" and
 * "it's all ready for after" are read as before.
 */
function afterNamedEvent(r: Reading, c: Cue): boolean {
  const clause = r.tokens[c.at]?.clause;
  const next = r.tokens[c.end];
  if (next && next.clause === clause) return false;
  const otherMind = r.mentions.some(
    (m) =>
      m.start !== c.at &&
      (MIND_IN_CLAUSE.test(m.c) || /^(?:decide|calm|conceal)$/.test(m.c)) &&
      sentenceOf(r, m.start) === c.sent,
  );
  return CARE_EVENT.test(span(r, 0, c.at)) && !GRAVE_NEAR.test(sentenceText(r, c.sent)) && !otherMind;
}

/** Whether a cue of the mind names an everyday plan (see above), where it says nothing of the mind. */
export function everydayPlan(r: Reading, c: Cue): boolean {
  const words = span(r, c.at, c.end);
  const after = span(r, c.end, c.end + 6);
  if (c.kind === 'farewell' && /^for when i$/.test(words))
    return LATER.test(`i ${after}`.replace(/^i i /, 'i '));
  if (c.kind === 'farewell' && /^letters?$/.test(words)) return LETTER_OF.test(span(r, c.at - 4, c.at));
  // ("how long do you bleed for after??": how long a course of the body lasts, asked; Q27.)
  if (c.kind === 'farewellStrong' && /^for after$/.test(words))
    return (
      // (In its own clause: "letters for after, after his jabs" is a goodbye and a time.)
      (CARE_AFTER.test(after) && r.tokens[c.end]?.clause === r.tokens[c.at]?.clause) ||
      (COURSE.test(span(r, c.at - 3, c.at)) && /\bhow long\b/.test(span(r, c.at - 9, c.at))) ||
      afterNamedEvent(r, c)
    );
  if ((c.kind === 'end' || c.kind === 'endStrong') && /\bcome back$/.test(words))
    return BODY_BACK.test(span(r, c.at - 4, c.at));
  if (c.kind === 'means' && c.w < 1 && /^water$/.test(words))
    return (
      CARE_VERB.test(span(r, c.at - 7, c.at)) ||
      (DRINK.test(span(r, c.at - 3, c.at + 4)) &&
        !/\b(?:into|in to|under|walk|jump|drown)\b/.test(span(r, c.at - 3, c.at)))
    );
  if (c.kind === 'farewell' && /^just in case$/.test(words)) {
    const s = sentenceText(r, c.sent);
    return (PRECAUTION.test(s) || BOUGHT_BEFORE.test(span(r, c.at - 3, c.at))) && !GRAVE_NEAR.test(s);
  }
  // ("a tin of ready made formula", "bag ready for the birth": things made ready, not her ready to end it.)
  if (c.kind === 'decide' && /^ready$/.test(words))
    return READY_THING.test(`${span(r, c.at - 2, c.at)} ready ${after}`) && !mindWordAfter(r, c.end);
  if (c.kind === 'decide' && /^(?:a |the )?(?:plan|plans|planning|planned)$/.test(words))
    return (
      CARE_PLAN.test(span(r, c.at - 3, c.at)) ||
      PLAN_OF_CARE.test(after) ||
      (EVERYDAY_ACT.test(after) && !mindWordAfter(r, c.end))
    );
  return false;
}
