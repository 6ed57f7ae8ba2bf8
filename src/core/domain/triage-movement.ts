/**
 * Triage meaning rules for a baby moving less in pregnancy (shared/medical/warning-signs.md A: urgent from
 * about 24 weeks, the same hour, even at night), said without the word "movement": "baby is quieter than
 * normal today", "my bump feels really quiet", "I haven't felt much from her since lunch". A habit ("quieter
 * in the mornings") is a question about patterns, not a change now; the week gate lives in triage.ts.
 */
import { regexMatches, type RuleMatch, sentenceAround } from './triage-match.ts';

const SIGN = 'reduced-fetal-movement';
const SUBJECT = String.raw`(?:baby|bump|he|she|hes|shes|lo|little one|twins|kicks|the kicks|in there|things in there|my tummy|tummy)`;
const BE = String.raw`(?:is|was|has been|been|feels|felt|seems|seemed|looks|has gone|gone|went|being|getting|feeling|seeming|is being|has felt|s|have been|are)`;
/** Quiet, still, less active: a change in how the baby moves. "still" only as a state ("feels still."). */
const QUIET = String.raw`(?:quiet|quieter|very quiet|stiller|sluggish|inactive|less active|not as active|not very active|not so active|not as busy|less busy|less wriggly|not as wriggly|not herself|not himself|still(?= [.!?,;:]| and\b| but\b| today\b| tonight\b| since\b| for\b| all\b| now\b| this\b|$))`;
/** Calm and lazy are said of healthy babies too: only with a comparison or a time now. */
const CALM = String.raw`(?:calm|calmer|lazy|lazier|subdued)`;

const NOW =
  /\b(?:than (?:usual|normal|normally|before|yesterday|ever|she normally is|he normally is|she usually is|he usually is)|compared to|today|tonight|this (?:morning|afternoon|evening)|since|all day|for (?:hours|a while|the last|\d+)|hours|unusually|eerily|too|really|very|so|worryingly|all of a sudden|suddenly|right now|at the moment|not like (?:him|her))\b/;
const COMPARED =
  /\b(?:than (?:usual|normal|normally|before|yesterday|ever)|compared to|today|tonight|this (?:morning|afternoon|evening)|since|all day|for (?:hours|a while|the last|\d+)|hours|not like (?:him|her))\b/;
/** A pattern over days, not a change now. */
const HABIT =
  /\b(?:in the (?:mornings|evenings|daytime|day)|during the day|at night|most (?:mornings|days|nights|evenings)|sometimes|some days|usually quiet|normally quiet|always quiet|when i (?:walk|move|am busy|m busy|am out)|after i eat|during (?:scans|the scan))\b/;

const FEEL_NEG = String.raw`(?:havent|have not|hasnt|not|dont|didnt|cant|couldnt|cannot|barely|hardly|not really)`;
const FEEL = String.raw`(?:felt|feel|feeling|noticed|had|been feeling)`;
const GENERIC = String.raw`(?:much|anything|a thing|any|many|a lot|owt|a peep)`;
const FROM_BABY = String.raw`(?:from|of|out of) (?:the |my )?(?:baby|him|her|bump|them|lo|little one|bub)`;

export function movementRules(text: string): RuleMatch[] {
  const sentenceOk = (m: RegExpExecArray, cue: RegExp) => {
    const s = sentenceAround(text, m.index);
    return cue.test(s) && !HABIT.test(s);
  };
  return [
    ...regexMatches(
      text,
      new RegExp(String.raw`\b(?:the |my )?${SUBJECT}(?: \w+){0,3}? ${BE}(?: \w+){0,2}? ${QUIET}\b`),
      SIGN,
      'baby quieter than usual',
      {
        keep: (m) => sentenceOk(m, NOW),
      },
    ),
    ...regexMatches(
      text,
      new RegExp(String.raw`\b(?:the |my )?${SUBJECT}(?: \w+){0,3}? ${BE}(?: \w+){0,2}? ${CALM}\b`),
      SIGN,
      'baby quieter than usual',
      {
        keep: (m) => sentenceOk(m, COMPARED),
      },
    ),
    // "her movements feel different": the pattern has changed (NHS: any change in the pattern).
    ...regexMatches(
      text,
      /\b(?:movements?|kicks|moving|kicking|wriggles|rolls)(?: \w+){0,2} (?:feel|feels|are|is|seem|seems|have|has|felt)(?: been| become| got| gone)? (?:different|weird|strange|odd|changed|not the same|unusual|funny|off)\b/,
      SIGN,
      'movement pattern changed',
      { keep: (m) => !HABIT.test(sentenceAround(text, m.index)) },
    ),
    // "haven't felt much from the baby since lunch": a generic object needs the baby named after it.
    ...regexMatches(
      text,
      new RegExp(
        String.raw`\b${FEEL_NEG} ${FEEL} (?:${GENERIC}(?: \w+){0,2}? ${FROM_BABY}|(?:the |my )?(?:baby|bub|lo|little one|him|her|them) (?:move|moving|kick|kicking|much|at all|today|since|all day)|(?:any |many )?(?:kicks|movements?))\b`,
      ),
      SIGN,
      'not feeling the baby move',
      { selfNegated: true },
    ),
  ];
}
