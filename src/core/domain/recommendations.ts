/**
 * 'What to Do Today' (docs/product.md, "Home and the dashboards") is a checklist made from the week's recommendations. Some of those
 * are not tasks but safety notes ("If your baby is moving less than usual... call your midwife straight away"):
 * ticking one off as done would make a warning sign look like a chore, so they are shown as a calm notice instead.
 *
 * A safety note tells her to contact care (call, contact, tell, talk to: a midwife, doctor, maternity unit, health
 * visitor, emergency services or a crisis line) when something happens or without delay, or to "call straight
 * away"; or it is the
 * put-the-baby-down-somewhere-safe advice for overwhelming moments (NHS ICON). Everything else is a task.
 */
const CONTACT =
  /\b(call|contact|tell|talk to|phone)\b[^.]*?\b(midwife|doctor|maternity unit|health visitor|emergency services|crisis line|care team)\b/i;
// "including if you are breastfeeding" qualifies a topic to talk about; it is not a warning sign.
const WHEN =
  /(?<!including )\b(if|straight away|right away|now|same day|within a day|day or night|immediately)\b/i;
const CALL_NOW = /\b(call|phone)\s+(straight away|right away|immediately|now)\b/i;
const SAFE_PLACE = /\bsomewhere safe\b/i;

export function isSafetyNote(text: string): boolean {
  return SAFE_PLACE.test(text) || CALL_NOW.test(text) || (CONTACT.test(text) && WHEN.test(text));
}

export interface SplitRecommendations {
  /** Things to do today, with their place in the week's list (the key her tick is saved under). */
  tasks: { text: string; index: number }[];
  /** When to get help: shown as a notice, never as a tick box. */
  notes: string[];
}

export function splitRecommendations(items: readonly string[]): SplitRecommendations {
  const out: SplitRecommendations = { tasks: [], notes: [] };
  items.forEach((text, index) => {
    if (isSafetyNote(text)) out.notes.push(text);
    else out.tasks.push({ text, index });
  });
  return out;
}
