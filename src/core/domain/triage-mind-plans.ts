/**
 * Everyday plans the mind's weaker cues also name (docs/clinical-safety.md, "The mind: recall first"; iteration 36,
 * Q26). Each cue keeps its reading everywhere else; only these scopes are ordinary life:
 * - "for when I'm 20 weeks" (a farewell's "for when I...") followed by a time or stage of her pregnancy or her life
 *   (weeks, due, in labour, back at work, on leave, home): a trip or a plan for later, not "for when I'm gone";
 * - a letter named by its purpose (fit to fly, the GP's, the midwife's, maternity, work, insurance, a referral);
 * - "for after" followed by an event of care ("bleed for after having a baby", "for after the birth"), or asked as
 *   how long a course of the body lasts ("how long do you bleed for after?");
 * - something of her body that "hasn't come back" (her period, milk, appetite, energy): not her going away;
 * - water as a care act on someone else ("sponge him with cold water", "wipe her down with tepid water").
 * A goodbye, a means or an ending told beside travel, water or contraception still raises ("booked a flight and
 * written letters for the kids", "I'll walk into the cold water and not come back").
 */
import type { Cue } from './triage-mind-cues.ts';
import type { Reading } from './triage-reading.ts';
import { span } from './triage-reading.ts';

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
      CARE_AFTER.test(after) ||
      (COURSE.test(span(r, c.at - 3, c.at)) && /\bhow long\b/.test(span(r, c.at - 9, c.at)))
    );
  if ((c.kind === 'end' || c.kind === 'endStrong') && /\bcome back$/.test(words))
    return BODY_BACK.test(span(r, c.at - 4, c.at));
  if (c.kind === 'means' && c.w < 1 && /^water$/.test(words)) return CARE_VERB.test(span(r, c.at - 7, c.at));
  if (c.kind === 'decide' && /^(?:a |the )?(?:plan|planning|planned)$/.test(words))
    return CARE_PLAN.test(span(r, c.at - 3, c.at)) || PLAN_OF_CARE.test(after);
  return false;
}
