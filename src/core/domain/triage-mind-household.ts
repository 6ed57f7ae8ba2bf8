/**
 * Household things named in the mind's words (docs/clinical-safety.md, "The mind"; iteration 35, Q25): "makes all
 * of them in the morning with cooled boiled water from the kettle" is a day's formula bottles, not a quantity of a
 * means and water to drown in; "my cousin gave me her moses basket" is a gift to her, not her giving her things
 * away ("she gave me her rings and asked me to look after the little one after" still is, H34). Read by ordinary()
 * (triage-mind-ordinary.ts) before anything graver is weighed: a quantity counts household things only when no
 * medicine is named anywhere.
 */
import type { Reading } from './triage-context.ts';
import type { MindClass } from './triage-mind-cues.ts';
import { span } from './triage-reading.ts';

/** Things a quantity may count in a household: bottles, feeds, nappies, clothes. */
const HOUSEHOLD =
  /\b(?:bottles?|feeds?|formula|nappies|diapers|clothes|vests|bibs|muslins|jars|pouches|dummies|toys|presents)\b/;
/** A medicine or tablets anywhere: the quantity may be theirs. */
const MEDICINE =
  /\b(?:pills?|tablets?|meds|medication|medicine|paracetamol|ibuprofen|codeine|sleeping|pastillas)\b/;
/** Water for a bottle. */
const BOTTLE_WATER =
  /\b(?:boiled|cooled|kettle|formula|bottles?|steriliser|sterilizer|sterilise|sterilize)\b/;
/**
 * Baby things handed down to her ("gave me her moses basket"), or her list, a recipe, a number (Q40: "my friend from
 * church gave me her list it has thermometer vicks gripe water"), not her own things given away ("her rings", H34).
 */
const GIVEN_ME = /^(?:gave|given|gives|handed|passed|lent|leant) (?:me|us)\b/;
const BABY_THINGS =
  /^(?:(?:her|his|their|the|a|an|some|loads of|all (?:her|his|their)|old) )*(?:old )?(?:moses basket|basket|cot|crib|bassinet|pram|buggy|stroller|car seat|bouncer|carrier|sling|baby clothes|clothes|bottles|steriliser|sterilizer|breast pump|pump|play mat|changing|bath|high chair|toys|books|nursing|maternity|list|lists|checklist|shopping list|recipe|recipes|number|phone number|tips|advice|leaflet)\b/;

export function householdThing(r: Reading, kind: MindClass, at: number, end: number): boolean {
  const own = span(r, at, end);
  if (/^lethal/.test(kind) && /^(?:all of them|all of it|the lot)$/.test(own))
    return HOUSEHOLD.test(span(r, at - 14, at)) && !MEDICINE.test(r.read.text);
  if (kind === 'means' && /^water$/.test(own)) return BOTTLE_WATER.test(span(r, at - 5, at + 5));
  if (/^farewell/.test(kind)) return GIVEN_ME.test(own) && BABY_THINGS.test(span(r, at + 2, at + 8));
  return false;
}
