/**
 * One Zara reply (docs/clinical-safety.md, "What Zara says"): triage first, always, with the learned safety net;
 * then the urgent preface (what to do now, the number to call, what to say on the phone, the notice) when
 * triage says so; then the answer, from the language model when one is configured and works, otherwise from
 * the built-in responder. A model's own reading of urgency may raise the level, never lower it. A sign named
 * without enough to decide gets the catalogue's deciding question, and an answer next to a warning-sign concept
 * never calls it common or normal without saying when to call.
 */
import type { AnswerTopic } from '../../core/contracts/answers.ts';
import {
  type ChatCategory,
  type HistoryMessage,
  type Sentiment,
  URGENT_NOTICE,
  type ZaraReply,
} from '../../core/contracts/zara.ts';
import { higherLevel, triage, type TriageResult } from '../../core/domain/triage.ts';
import { urgentAdvice } from '../../core/domain/triage-advice.ts';
import { type CallerSituation, requireSign } from '../../core/domain/warning-signs.ts';
import { askModel, type LlmConfig, ProviderError, readModelUrgency } from './provider.ts';
import { guardReassurance, decidingQuestions } from './reply-safety.ts';
import { answerUnderUrgent } from './reply-urgent.ts';
import { safetyNet } from './safety-net.ts';
import { givesDose, type Responder, type ResponderInput, type ReplyKind } from './responder.ts';
import { splitSentences } from './responder-text.ts';

export interface ReplyInput {
  message: string;
  history: readonly HistoryMessage[];
  stage: 'pregnant' | 'postpartum' | null;
  week: number | null;
  birthDate: string | null;
  daysSinceBirth: number | null;
  country: string | null;
  recentLogs: string[];
  /** After the birth: the baby's age in completed weeks, when known (the recovery chat passes it). */
  babyWeeks?: number | null;
}

export interface ReplyDeps {
  responder: Responder;
  llm: LlmConfig | null;
  fetchImpl?: typeof fetch;
  onProviderError?: (err: unknown) => void;
}

export interface ComposedReply {
  reply: ZaraReply;
  triage: TriageResult;
  kind: ReplyKind | 'urgent';
  /** The answer library's topic of the answer, when it came from there. */
  topic?: AnswerTopic;
}

const CONCERNED =
  /\b(?:worried|worry|scared|afraid|anxious|frightened|panic|sad|low|lonely|overwhelmed|cry|crying|pain|hurts|bleeding|sick|unwell|help|terrified|nervous|stressed|upset|depressed)\b/i;
const POSITIVE =
  /\b(?:happy|excited|great|amazing|wonderful|love|grateful|thankful|thank you|thanks|relieved|calm|peaceful|kicked|kicking|yay|best)\b/i;
/** An answer that tells her to act, or names a worry, is a concerned one, whoever wrote it. */
const CONCERNED_ANSWER =
  /\b(?:call (?:your|emergency|them|the)|emergency services|right away|straight away|urgent\w*|now, not tomorrow|don't wait|do not wait|seek (?:medical )?help|get help|warning signs?)\b/i;
const POSITIVE_ANSWER =
  /\b(?:congratulations|wonderful|lovely news|how exciting|so happy for you|well done)\b/i;

/** From her message and the answer she gets (a model's answer as well as the built-in one). */
export function sentimentFor(
  message: string,
  urgency: TriageResult['level'],
  kind: ReplyKind | 'urgent',
  answer = '',
): Sentiment {
  if (urgency !== 'routine' || kind === 'emotional') return 'concerned';
  // "If it gets worse, call your midwife" is ordinary advice; "please call your midwife today" is concern.
  const urges = splitSentences(answer).some((x) => CONCERNED_ANSWER.test(x) && !/\bif\b/i.test(x));
  if (CONCERNED.test(message) || urges) return 'concerned';
  if (POSITIVE.test(message) || POSITIVE_ANSWER.test(answer) || kind === 'greeting' || kind === 'thanks')
    return 'positive';
  return 'neutral';
}

export function categoryFor(urgency: TriageResult['level'], kind: ReplyKind | 'urgent'): ChatCategory {
  if (urgency !== 'routine') return 'emergency';
  return kind === 'emotional' ? 'emotional_support' : 'guidance';
}

function situation(input: ReplyInput): CallerSituation {
  if (input.stage === 'postpartum')
    return {
      stage: 'postpartum',
      ...(input.birthDate ? { birthDate: input.birthDate } : {}),
      ...(input.daysSinceBirth !== null ? { daysSinceBirth: input.daysSinceBirth } : {}),
    };
  return { stage: 'pregnant', ...(input.week !== null ? { week: input.week } : {}) };
}

/** What to do now, whom to call, what to say (the shared advice), closed by the spec's notice. */
export function urgentPreface(
  t: TriageResult,
  input: ReplyInput,
): { text: string; numbers: string[]; label: string; callFirst: 'emergency-services' | 'provider' } {
  const advice = urgentAdvice(t, situation(input), input.country);
  return {
    text: [...advice.paragraphs, URGENT_NOTICE].join('\n\n'),
    numbers: advice.numbers,
    label: advice.label,
    callFirst: advice.callFirst,
  };
}

/** What the built-in responder reads of her message, her stage and the triage's reading of it. */
function responderInput(input: ReplyInput, t: TriageResult): ResponderInput {
  return {
    message: input.message,
    stage: input.stage,
    week: input.week,
    triage: t,
    country: input.country,
    ...(input.babyWeeks != null ? { babyWeeks: input.babyWeeks } : {}),
  };
}

function urgentReply(t: TriageResult, input: ReplyInput, responder?: Responder): ComposedReply {
  const pre = urgentPreface(t, input);
  // Urgent (not emergency) for a real reason, with an everyday question the library answers: the notice
  // first, then that answer, with nothing in it that calls things normal (reply-urgent.ts).
  const built = responder && t.level === 'urgent' ? responder.respond(responderInput(input, t)) : null;
  const answer = built ? answerUnderUrgent(t, built) : null;
  // Raised above the rules (the learned net, a model) while the rules still found a sign without enough to decide
  // ("I have a headache" at 30 weeks): the notice, then the catalogue's deciding question, so she knows what to
  // tell them and what would make it an emergency.
  const asks = t.raisedBy === 'rules' ? '' : decidingQuestions(t, true);
  const reply: ZaraReply = {
    content: [pre.text, asks, answer].filter(Boolean).join('\n\n'),
    sentiment: 'concerned',
    category: 'emergency',
    urgency: t.level,
    links: answer && built ? built.links : [],
    signs: t.signs,
    emergency: { notice: URGENT_NOTICE, numbers: pre.numbers, label: pre.label, callFirst: pre.callFirst },
    provider: 'built-in',
  };
  return { reply, triage: t, kind: 'urgent' };
}

export async function composeReply(input: ReplyInput, deps: ReplyDeps): Promise<ComposedReply> {
  const t = triage(input.message, { stage: input.stage, week: input.week }, { net: safetyNet });
  const history = input.history.slice(-6);

  if (t.level !== 'routine') return urgentReply(t, input, deps.responder);

  const built = deps.responder.respond(responderInput(input, t));
  let content = built.content;
  let provider: ZaraReply['provider'] = 'built-in';
  if (deps.llm && built.kind !== 'dose') {
    try {
      const raw = await askModel(
        deps.llm,
        { stage: input.stage, week: input.week, passages: built.passages, recentLogs: input.recentLogs },
        history,
        input.message,
        deps.fetchImpl,
      );
      // The model's own reading of urgency may raise the level, never lower it (then the urgent reply stands).
      const read = readModelUrgency(raw);
      if (read.level !== 'routine')
        return urgentReply(
          {
            ...t,
            level: higherLevel(t.level, read.level),
            raisedBy: 'model',
            reason: `${read.level.toUpperCase()}: raised by the language model's reading of urgency (${t.reason})`,
          },
          input,
        );
      const answer = read.answer;
      // The persona forbids doses, but a model may still give one: then the built-in answer stands.
      if (givesDose(answer)) deps.onProviderError?.(new ProviderError('model answer named a medicine dose'));
      else {
        content = answer;
        provider = 'model';
      }
      // A model answer that itself reads as urgent keeps triage's level (routine) but is not trusted to lower
      // anything; a model that names a warning sign as fine is overridden by triage on the next message.
    } catch (err) {
      deps.onProviderError?.(err);
    }
  }
  // Signs she named without having them now ("what are the signs of...", "my sister had pre-eclampsia"):
  // when to call about each, in the catalogue's words, said as what to do if she ever has it, never as
  // "call now" after a routine explanation (one voice, issue 13). With nothing else to say, they are the
  // answer. An answer from the library already says when to call for its own question's signs.
  const named = built.covers.length
    ? []
    : t.mentioned.map((id) => requireSign(id)).filter((s) => s.level !== 'routine');
  // With nothing else to say, the catalogue's lines are her answer (a reply, not a "don't know").
  let kind = built.kind;
  if (named.length) {
    const list = named
      .map(
        (s) =>
          `• ${s.name}: ${s.description} If you have this, ${s.level === 'emergency' ? 'call emergency services straight away' : 'call your midwife or doctor now, not tomorrow'}.`,
      )
      .join('\n');
    const only = provider === 'built-in' && (built.kind === 'unknown' || built.kind === 'follow-up');
    if (only) kind = 'general';
    content = only
      ? `Here is when to get help:\n${list}\n\nFor anything else about it, your midwife or doctor is the best person to ask.`
      : `${content}\n\nYou mentioned some warning signs. In case you ever have one:\n${list}`;
  }
  // A sign named without enough to decide: the catalogue's deciding question and what to do if yes.
  const asks = decidingQuestions(t);
  if (asks) content = `${content}\n\n${asks}`;
  content = guardReassurance(content, t);
  const reply: ZaraReply = {
    content,
    sentiment: sentimentFor(input.message, t.level, kind, content),
    category: categoryFor(t.level, kind),
    urgency: t.level,
    links: built.links,
    signs: t.signs,
    emergency: null,
    provider,
    ...(built.suggestions.length ? { suggestions: built.suggestions } : {}),
  };
  return { reply, triage: t, kind, ...(built.topic ? { topic: built.topic } : {}) };
}
