/**
 * A fit that is not one (docs/clinical-safety.md, "How triage reads a message"; iteration 33, H95): a fit or a
 * seizure is a sign only when a person has it, she or the baby. "The printer at work literally had a fit" is a
 * machine's, whatever words stand between it and the fit; "he nearly had a seizure when he saw the bill" and "I
 * almost had a fit" are a reaction told by hyperbole (nearly, almost: it did not happen). Read by the rule for fits
 * (triage-rules-preeclampsia.ts) with colleagueFit (triage-fit-colleague.ts); "she had a fit on the sofa" and "my
 * baby had a seizure" still raise. A fit of a feeling or a reflex ("a fit of the giggles", "a hissy fit", a coughing
 * fit) is not a seizure (iteration 40, H123).
 */
import { colleagueFit } from './triage-fit-colleague.ts';
import { type Reading, sentenceOf, span } from './triage-reading.ts';

/** A reaction told by hyperbole: nearly or almost had one (it did not happen). */
const NEARLY =
  /\b(?:nearly|almost|practically|virtually|about to|going to|gonna|could have|could of|could ve|would have|would ve) (?:had|have|having|throw|threw|thrown)(?: an?)?(?: \w+)?$/;
/** The one who had it, named in its clause: "the/my/our... X" before "had a" (a fit as a thing one has). */
const HAD =
  /\b(?:the|my|our|his|her|their|this|that|a|an) (\w+)(?: \w+){0,4}? (?:had|has|having|is having|was having|threw|throws|throwing|went into|goes into) an?(?: \w+)?$/;
/** Who can have the sign: she (or her, told by another) and the baby. */
const PERSON =
  /^(?:baby|babe|bub|bubba|lo|newborn|child|infant|kid|son|daughter|boy|girl|twin|twins|wife|partner|girlfriend|fiancee|missus|wifey|mum|mom|mother|sister|friend|patient|one|little)$/;

/** A fit of a feeling or a reflex: "a fit of the giggles", "a fit of coughing", "a hissy fit", "a sneezing fit". */
const OF_FEELING =
  /^(?:of (?:the )?(?:giggles|giggling|laughter|laughing|rage|temper|pique|coughing|sneezing|hiccups|jealousy|crying|tears|sulks|nerves)|giggles)\b/;
const KIND_BEFORE = /\b(?:hissy|giggle|giggling|giggly|laughing|coughing|sneezing|crying|temper|sulky)$/;

/** Whether the fit at token i is a thing's or a hyperbole, not hers or the baby's. */
export function fitFigure(r: Reading, i: number): boolean {
  const sent = sentenceOf(r, i);
  let from = i;
  while (from > 0 && i - from < 10 && r.tokens[from - 1]?.sent === sent) from--;
  const before = span(r, from, i);
  if (NEARLY.test(before) || OF_FEELING.test(span(r, i + 1, i + 5)) || KIND_BEFORE.test(before)) return true;
  const m = HAD.exec(before);
  return m !== null && !PERSON.test(m[1] ?? '') && !/\b(?:i|she|he)\b/.test(before.slice(m.index));
}

/** A fit that is not hers or the baby's: someone's at work, a device's (colleagueFit), a thing's or a hyperbole. */
export const notHersFit = (r: Reading, i: number) => colleagueFit(r) || fitFigure(r, i);

/** Hinglish "wife ko fit aaya", "mujhe fit aa gaya": a fit came to someone (iteration 43, H131). */
const CAME = /^(?:aaya|aayi|aa|pada|padi)$/;
const TO_SOMEONE = /\b(?:ko|mujhe|usko|use|isko)\b/;
const CLOTHES = /\b(?:dress|jeans|kapde|kapda|clothes|shoes|bra|ring|blouse|kurta|pant|pants|saree|suit)\b/;

export const fitCame = (r: Reading, i: number): boolean =>
  CAME.test(r.tokens[i + 1]?.w ?? '') &&
  TO_SOMEONE.test(span(r, i - 4, i)) &&
  !CLOTHES.test(span(r, i - 6, i + 4));
