/**
 * Blood named as a remedy's purpose (docs/clinical-safety.md, "Bleeding"; iteration 50, Q38): a tea "to clean out my
 * blood", liver "for strong blood", "a blood tonic", iron that "builds blood". The blood there is what a food or a
 * medicine is for, not blood she sees: it is not bleeding. Blood told as seen or passed still raises at its level
 * ("bleeding since this morning, granny gave me tea to build my blood": the bleeding is its own word; "I'm taking a
 * blood tonic and there's blood in my knickers": the second blood is seen). Pure; read by triage-rules-bleeding.ts and
 * triage-rules-movements.ts.
 */
import type { Reading } from './triage-reading.ts';
import { leadIn, span } from './triage-reading.ts';

/** What a remedy does to the blood, just before it: "to clean out my", "for strong", "builds up the". */
const PURPOSE_BEFORE =
  /\b(?:(?:to|fi|fuh|for|that|it|which|will|can|helps?|helping)(?: (?:help|helps))? (?:clean|cleans|cleaning|cleanse|cleanses|cleansing|purify|purifies|purifying|wash|washes|detox|build|builds|building|boost|boosts|boosting|strengthen|strengthens|enrich|enriches|make|makes|making|increase|increases|thicken|thickens|renew|renews|replenish|replenishes|restore|restores|refresh|fortify)(?: (?:out|up))?|\bfor|\bgood for|\bbuild(?:s|ing)? (?:up )?|\bboost(?:s|ing)?)(?: (?:the|my|mi|me|your|yuh|her|di|de|good|strong|healthy|rich|more|new|fresh|clean|pure|red|bad|dirty|thick|extra))*$/;
/** The remedy named after the blood: "blood tonic", "blood builder", "blood booster", "blood purifier". */
const REMEDY_AFTER =
  /^(?:tonic|tonics|builder|builders|booster|boosters|purifier|purifiers|cleanser|cleansers|syrup|syrups|capsules?|tablets?|pills?|supplements?|medicine|bitters|food|foods|building|boosting|cleansing|purifying|strengthening)\b/;
/** Blood that is seen, passed or lost after it: "blood loss", "blood coming out", "blood in my pants". */
const SEEN_AFTER =
  /^(?:loss|lost|come|coming|came|comes|running|pouring|gushing|clots?|in (?:my|the|her) (?:pants|knickers|underwear|pad|toilet|loo)|on (?:my|the|her) (?:pad|pants|knickers|underwear|sheets|tissue|paper)|everywhere|all over)\b/;

/**
 * What is carried in the blood, named just before "in my blood": "enough in my blood", "antibodies in my blood",
 * "the iron in her blood" (iteration 51, Q39): protection or a level, not blood seen. (Not an infection or a clot.)
 */
const CARRIED_IN =
  /\b(?:enough|antibod\w*|immunity|immune|protection|protected|vaccines?|jabs?|iron|sugar|sugars|alcohol|caffeine|levels?|hormones?)(?: \w+)? in (?:my|her|the|your|mi|me|di|she|their|our)$/;

/** Whether the blood word at token i is what a remedy is for, not blood seen. */
export function remedyBlood(r: Reading, i: number): boolean {
  if (!/^(?:blood|blud)$/.test(r.tokens[i]?.w ?? '')) return false;
  const after = span(r, i + 1, i + 4);
  if (SEEN_AFTER.test(after)) return false;
  const before = leadIn(r, i, 6);
  return PURPOSE_BEFORE.test(before) || REMEDY_AFTER.test(after) || CARRIED_IN.test(before);
}
