/**
 * Ask ZaraMD - Recovery's own words around Zara's reply (docs/product.md, "The recovery chat"): the spec's category,
 * the red flag's reason, what Zara says about an attached photo, and her logs as short lines for a language model.
 * Triage and the answer itself are Zara's (src/server/zara/reply.ts); nothing here decides urgency.
 */
import type { AnswerTopic } from '../contracts/answers.ts';
import type { BabyLog } from '../contracts/baby-tracking-logs.ts';
import type { RecoveryLog } from '../contracts/recovery.ts';
import type { PostpartumChatCategory } from '../contracts/zara-postpartum.ts';
import { RECOVERY_LOG_NAME, whatSheLogged } from './recovery-log-text.ts';
import { getSign, requireSign } from './warning-signs.ts';

const BABY_TOPICS: ReadonlySet<AnswerTopic> = new Set([
  'breastfeeding',
  'bottle-feeding',
  'pumping',
  'newborn-sleep',
  'newborn-nappies',
  'newborn-crying',
  'newborn-care',
  'newborn-health',
  'baby-fever',
  'baby-medicines',
]);
const MATERNAL_TOPICS: ReadonlySet<AnswerTopic> = new Set(['recovery-after-birth', 'sex-contraception']);

/**
 * The spec's category of a reply: by the most serious sign triage found (the baby's, her mind's, or her body's),
 * else by what the answer was about (an answer-library topic, or feelings), else general.
 */
export function chatCategory(reply: {
  signs: readonly string[];
  topic: AnswerTopic | null;
  emotional: boolean;
}): PostpartumChatCategory {
  const sign = reply.signs.map(getSign).find((s) => s !== undefined);
  if (sign) {
    if (sign.stages.includes('newborn')) return 'baby_care';
    if (sign.stages.includes('mental-health')) return 'mental_health';
    return 'maternal_health';
  }
  if (reply.emotional || reply.topic === 'mental-health') return 'mental_health';
  if (reply.topic && BABY_TOPICS.has(reply.topic)) return 'baby_care';
  if (reply.topic && MATERNAL_TOPICS.has(reply.topic)) return 'maternal_health';
  return 'general';
}

/** The red flag's reason: the warning signs found, in the catalogue's names ('' when none). */
export const redFlagReason = (signs: readonly string[]): string =>
  signs.length
    ? `Warning signs in the recovery chat: ${signs.map((id) => requireSign(id).name).join(', ')}`
    : '';

/** What a photo may show that needs a call (the catalogue's signs one can see), most serious first. */
export const PHOTO_SIGNS = [
  'newborn-non-blanching-rash',
  'newborn-colour-change',
  'newborn-jaundice',
  'newborn-cord-infection',
  'wound-infection',
] as const;

/**
 * Zara's answer to a photo: she cannot judge it, it is kept for her midwife, and the visible warning signs from
 * the catalogue with whom to call, in the words Zara's chat uses for a sign she names (reply.ts).
 */
export function photoReply(): string {
  const list = PHOTO_SIGNS.map(requireSign)
    .map(
      (s) =>
        `• ${s.name}: ${s.description} If you see this, ${s.level === 'emergency' ? 'call emergency services straight away' : 'call your midwife or doctor now, not tomorrow'}.`,
    )
    .join('\n');
  return [
    "Thank you for the photo. I can't judge a photo: a rash, a wound or your baby's colour needs someone who can see you or your baby in person. I've kept it with this conversation so you can show it to your midwife, health visitor or doctor.",
    `If it shows one of these, please don't wait:\n${list}`,
    "If you're unsure, call your midwife or health visitor and describe what you see. You can also tell me in words what you notice and since when.",
  ].join('\n\n');
}

/** After an urgent reply: the photo is kept, and nobody should wait for it to be looked at. */
export const PHOTO_KEPT_URGENT =
  "I can't judge a photo, but I've kept it with this conversation so your midwife or doctor can see it. Please don't wait for anyone to look at it: call now.";

/** One baby log as a short line for a language model: "2026-11-27T14:05Z feed: breast, left, 15 min". */
export function babyLogLine(log: BabyLog): string {
  const at = `${new Date(log.startedAt).toISOString().slice(0, 16)}Z`;
  if (log.logType === 'feeding') {
    const parts = [
      log.feedingType,
      log.feedingSide,
      log.feedingDuration === null ? null : `${String(log.feedingDuration)} min`,
      log.feedingAmount === null ? null : `${String(log.feedingAmount)} ml`,
    ];
    return `${at} feed: ${parts.filter(Boolean).join(', ')}`;
  }
  if (log.logType === 'diaper')
    return `${at} nappy: ${[log.diaperType, log.stoolColor && `${log.stoolColor} stool`].filter(Boolean).join(', ')}`;
  return `${at} sleep${log.sleepDuration === null ? '' : `: ${String(log.sleepDuration)} min`}`;
}

/** One recovery log as a short line: "2026-11-27 Bleeding: Heavy, bright red, with clots (flagged)". */
export const recoveryLogLine = (log: RecoveryLog): string =>
  `${log.logDate.slice(0, 10)} ${RECOVERY_LOG_NAME[log.logType]}: ${whatSheLogged(log)}${log.redFlag ? ' (flagged)' : ''}`;
