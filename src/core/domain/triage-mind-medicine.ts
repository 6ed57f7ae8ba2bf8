/**
 * A medicine feared to reach the baby (docs/clinical-safety.md, "The mind"): "my mum thinks I'll poison the baby
 * through my milk" if she takes the sertraline her doctor offers, "will the tablets poison him?". Her, or the
 * medicine, as what might harm the baby through the milk is a worry about a medicine, someone else's or her own,
 * not a belief of being poisoned (Q21). Someone else as the poisoner ("she is poisoning the baby's bottles") or no
 * medicine named still raises. In pregnancy the milk is not needed: the medicine reaches the baby through her.
 */
import { type Reading, span } from './triage-reading.ts';

const MEDICINE =
  /\b(?:medicine|medicines|medication|meds|tablets?|pills?|antidepressants?|sertraline|zoloft|fluoxetine|prozac|citalopram|escitalopram|lexapro|paroxetine|ibuprofen|paracetamol|antibiotics?|drugs?|medicamento|pastillas?|antidepresivos?|sertralina)\b/;
/**
 * The agent just before the word: her ("I'll", "I would"), or the medicine itself ("it", "the tablets will": a
 * relative's claim that the tablets will poison the milk, Q41).
 */
const AGENT =
  /\b(?:tablets?|pills?|medicine|medicines|medication|meds|antidepressants?|drugs?|i|ill|i will|i would|id|i might|i could|i am going to|it|it will|it would|will it|would it|could it|can it|does it|they|will they|would they|that|this|yo|lo|la|le)(?: \w+)?$/;
const MILK =
  /\b(?:milk|breastmilk|breast milk|breastfeed\w*|nursing|feeds?|pump\w*|leche|lactancia|pecho|teta)\b/;

/**
 * In pregnancy the medicine reaches the baby through her: "my aunty keeps saying I'm poisoning the baby" with the
 * sertraline she takes at 15 weeks (Q30) is the same worry.
 */
const PREGNANT = /\b(?:pregnant|pregnancy|weeks pregnant|embarazada|embarazo)\b/;

/** Whether the poisoning word at token `at` is a medicine feared to reach the baby through her milk. */
export const medicineFeared = (r: Reading, at: number) =>
  MEDICINE.test(r.read.text) &&
  (MILK.test(r.read.text) || r.stage === 'pregnant' || PREGNANT.test(r.read.text)) &&
  AGENT.test(span(r, at - 3, at));
