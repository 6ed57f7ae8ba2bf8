/**
 * A sign asked about after a procedure still to come (docs/clinical-safety.md, "Who, when, and whether"; Q16): "the
 * midwife booked a membrane sweep at 40 weeks... is some spotting after normal?" asks what to expect, not what has
 * happened. A sign told after one done ("spotting after my sweep yesterday") is read as before; so is a sign asked
 * about after the birth while she is still pregnant. Pure; read by triage-context.ts.
 */
import { PRESENT_REPORT } from './triage-hearsay.ts';
import type { Reading } from './triage-reading.ts';

/** A procedure booked, offered or planned, not one she has had. */
const AHEAD =
  /\b(?:booked|booking|scheduled|offered|having|getting|going to have|due to have|will have|is doing|will do)(?: (?:me|in|for|a|an|the|my|her)){0,4} (?:membrane sweep|sweep|induction|smear|smear test|ecv|cervical check|internal|amnio|amniocentesis|cvs|cerclage|stitch)\b/;
/** The sign placed after it, as what may follow: "some spotting after", "bleeding afterwards". */
const AFTER = /\b(?:after|afterwards|after it|after that|after one|despues)\b/;

/** The birth as what is still to come, while she is pregnant: "bleeding too much after the birth?". */
const AFTER_BIRTH =
  /\bafter (?:the birth|birth|giving birth|i give birth|the baby (?:comes|is born|arrives)|baby comes|delivery|i deliver|the delivery)\b/;

/**
 * Whether sentence `sent`, a question, asks about a sign after a procedure still to come, or, in pregnancy, after
 * the birth ("how do i know if im bleeding too much after the birth? ... just prepping", H129).
 */
export const askedAhead = (r: Reading, sent: number, s: string) =>
  r.read.questions.has(sent) &&
  ((AFTER.test(s) && AHEAD.test(r.read.text) && !/\b(?:had|did|done)\b/.test(s)) ||
    (r.stage === 'pregnant' && AFTER_BIRTH.test(s) && !PRESENT_REPORT.test(s.replace(/\bif i am\b/g, 'if'))));
