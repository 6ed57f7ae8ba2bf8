/**
 * Overwhelming tiredness (docs/clinical-safety.md, "Pregnancy"; the catalogue's "overwhelming tiredness", urgent, beside
 * ordinary tiredness, routine): tiredness she says is not normal, or that stops her doing ordinary things (she cannot
 * get out of bed, function, hold a conversation, lift her arms, stay awake at work). Not the ordinary kind: a habit
 * she leans on ("can't function without my morning latte"), tiredness laughed off or asked about as a stage that will
 * pass ("fell asleep at my desk lol ... when does the 2nd trimester energy kick in"), or an arm she cannot lift because
 * it is sore (a jab, a strain). Read by triage-rules-pregnancy.ts.
 */
import { sentenceOf, sentenceText } from './triage-context.ts';
import { span } from './triage-mind-figures.ts';
import { all, anywhere, finding, type Finding } from './triage-rule-kit.ts';
import type { Reading } from './triage-reading.ts';

/** A drink or a habit she cannot function without: what she leans on, not tiredness that stops her. */
const HABIT =
  /\bfunction without (?:at least |my |a |her |two |2 )?(?:\w+ ){0,2}(?:coffees?|caffeine|tea|cuppas?|lattes?|cappuccinos?|flat whites?|espressos?|coke|energy drinks?|brew|\d)\b/;
/** The stage named or asked about as one that passes ("first trimester", "when does the energy come back"). */
const STAGE =
  /\b(?:first trimester|1st trimester|second trimester|2nd trimester|primer trimestre|early pregnancy|growing a (?:human|baby|person)|is real|when (?:does|will|do) (?:\w+ ){0,4}energy)\b/;
/** Asked whether it is normal; and what a doze asked about must not have stopped (work, driving, getting up). */
const ASKED_NORMAL = /\b(?:is (?:that|this|it) (?:normal|ok|okay)|normal)\b/;
const STOPS_HER =
  /\b(?:wheel|driving|drove|can not get out of bed|(?:can|could) (?:barely|hardly|not) (?:function|get up|stand|walk|keep)|had to leave work|stopped going to work|not like normal tired|this is something else)\b/;
/** An arm or a shoulder she cannot lift because it hurts (a jab, a strain), not because she is worn out. */
const SORE = /\b(?:sore|hurts?|hurting|painful|pain|aches?|aching|stiff|jab|injection|vaccine|vaccination)\b/;
const LIFT = /\b(?:lift|raise)\b/;

export function exhaustionFindings(r: Reading): Finding[] {
  const out: Finding[] = [];
  // Tiredness she says is not normal, or that stops her doing anything.
  // ("I can't function without at least 2 coffees": a habit she leans on, not tiredness that stops her.)
  const habit = HABIT;
  // ("fell asleep mid sentence 😂 first trimester exhaustion is real": tiredness laughed off and put down to the
  // first trimester or to growing a baby is the ordinary kind, unless she says it is not normal.)
  // ("so tired i fell asleep at my desk lol is that normal": a doze laughed off and asked about, nothing it stops.)
  // ("so tired I fell asleep at my desk ... is that normal, when does the energy come back": asked as a stage that
  // passes, with nothing it stops, is the ordinary kind without a laugh too; iteration 40, H121.)
  const asked = ASKED_NORMAL.test(r.read.text) && !STOPS_HER.test(r.read.text);
  const laughedOff =
    !anywhere(r, 'notNormal') &&
    ((anywhere(r, 'joke') && (STAGE.test(r.read.text) || asked)) || (STAGE.test(r.read.text) && asked));
  // ("not like can't get out of bed tired": the exhausting kind denied, to say hers is ordinary.)
  const told = r.read.text.replace(
    /\bnot (?:like |the |that )?(?:can not|could not)(?: \w+){1,6}? (?:tired|tierd|tird|tiered|exhausted|kind)\b/g,
    '',
  );
  for (const i of all(r, 'exhaust')) {
    if (habit.test(span(r, i, i + 8)) || laughedOff) continue;
    // ("had my jab, arm is so sore I can't lift it above my shoulder": a sore arm, not a tired one.)
    const sent = sentenceText(r, sentenceOf(r, i));
    if (LIFT.test(span(r, i, i + 6)) && SORE.test(sent) && !anywhere(r, 'notNormal')) continue;
    if (
      anywhere(r, 'notNormal') ||
      // The phrase itself says what she cannot do ("can barely stand", "can't function").
      r.mentions.some(
        (m) =>
          m.c === 'exhaust' &&
          m.start === i &&
          /\b(?:not|barely|need|needing|have to)\b/.test(
            r.tokens
              .slice(m.start, m.end)
              .map((t) => t.w)
              .join(' '),
          ),
      ) ||
      /\b(?:can not get (?:myself )?off|can not get myself up|had to leave work|this is something else|(?:walking|going|getting) to the (?:kitchen|bathroom|toilet|loo) (?:wipes|wiped|exhausts|leaves) me|(?:can|could) (?:barely|hardly|not) (?:get out of bed|get up|function|hold a conversation|keep going)|hold a conversation|barely lift|too heavy to lift|(?:can|could) (?:barely|hardly) get (?:from|to|out of)|(?<!nearly |almost )fell asleep at (?:my|the) (?:desk|work|wheel|table)|can not stand(?! (?:the|it|him|her|them|this|that|people|my|his|when|being|how|anyone|anything)\b)|(?:can|could) not keep my eyes|can not open my eyes|to lift my arm|(?:stop|stopped) going to work|not like normal tired|(?:can|could) (?:barely|hardly|not) manage the stairs|had to sit down (?:halfway|half way|part way)|switching off|follow a conversation|mid sentence|ni sostener|a mitad de)\b/.test(
        told,
      )
    )
      out.push(finding('extreme-exhaustion', i, 'mother', 'symptom', 'overwhelming tiredness'));
  }
  return out;
}
