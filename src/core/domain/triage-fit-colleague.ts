/**
 * A fit told of someone at work (docs/clinical-safety.md, "How triage reads a message"): "my colleague had a fit at
 * work yesterday (she's epileptic, not pregnant)" is someone else's fit, though "she" follows, while nothing in the
 * message says the fit was hers or the baby's. So is a machine's "seizure" ("my laptop had a total seizure and
 * froze"): a figure for a device that froze. Read by the rule for fits (triage-rules-preeclampsia.ts) only.
 */
import { type Reading, span } from './triage-reading.ts';

/** Someone at work as the one who had it ("my colleague had a fit", not "my coworkers said my arms were jerking"). */
const AT_WORK =
  /\b(?:colleague|coworker|co worker|workmate|boss|manager|patient|client|customer|(?:someone|somebody|a (?:man|woman|lady|guy|girl|bloke)) at work) (?:had|has had|is having|was having|went into|started having)(?: an?)?(?: \w+)?$/;
/** Her own or the baby's fit told beside it ("and then I had one too"). */
const HERS =
  /\b(?:i (?:had|have had|am having|was having|then had) (?:a|one|another)|(?:my baby|the baby|he|she|my wife) (?:had|is having|has had) one too|me too)\b/;

/** A device as the one having it, with no person named between ("my phone is having a full on seizure"). */
const DEVICE =
  /(?:^|\b(?:my|the|our|this|his|her|your|their) )(?:phone|phones|mobile|laptop|computer|pc|tablet|ipad|iphone|wifi|router|printer|tv|telly|app|screen|kindle|console|xbox|car|dishwasher|washing machine)(?: (?:s|is|was|just|had|has|having|keeps|kept|a|an|full|on|total|complete|little|literally|like|went|into|again|proper|massive|mini|absolute))*$/;

export function colleagueFit(r: Reading): boolean {
  const first = r.mentions.find((m) => m.c === 'seizure');
  if (first === undefined || HERS.test(r.read.text)) return false;
  const before = span(r, Math.max(0, first.start - 8), first.start);
  const device = r.mentions.every(
    (m) => m.c !== 'seizure' || DEVICE.test(span(r, Math.max(0, m.start - 7), m.start)),
  );
  return AT_WORK.test(before) || device;
}
