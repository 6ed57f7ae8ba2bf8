/**
 * Zara's built-in responder: the default, with no external service (03-decisions.md section 5). It answers
 * from the app's own content library (articles, FAQs, the week's data), for her own week, in Zara's warm voice,
 * with a link to what it drew from. It greets, comforts, asks a follow-up when the question is vague, never
 * gives medicine doses or diagnoses, and says so when it does not know. Triage has already run; this only
 * writes routine answers (the urgent preface is added by `reply.ts`).
 */
import type { AnswerTopic } from '../../core/contracts/answers.ts';
import type { Article, Faq } from '../../core/contracts/content.ts';
import type { ChatLink } from '../../core/contracts/zara.ts';
import { terms } from '../../core/domain/text-search.ts';
import type { TriageResult } from '../../core/domain/triage.ts';
import { normalise } from '../../core/domain/triage.ts';
import { crisisLinesFor } from '../../core/domain/emergency-numbers.ts';
import { getSign, type WarningSign } from '../../core/domain/warning-signs.ts';
import type { ContentLibrary } from '../modules/content/library.ts';
import type { SearchIndex } from '../modules/content/search.ts';
import { statedWeek } from '../modules/content/stated-week.ts';
import { buildAnswerIndexSoon } from '../modules/content/answer-index.ts';
import { type AnswerFinder, createAnswerFinder } from './responder-answers.ts';
import { createContentFinder } from './responder-content.ts';
import { firstSentences } from './responder-text.ts';
import { notSure, safetyNet } from './responder-unsure.ts';
import { MOOD, supportLines, whenToGetHelp } from './responder-get-help.ts';
import { createWeekData, isPlainWeekQuestion } from './responder-week.ts';
import {
  DARK,
  DIAGNOSE,
  DOSE,
  DOSE_AMOUNT,
  EMOTIONAL,
  FEELING_SELF,
  GREETING,
  GREETING_START,
  MEDICINE,
  THANKS,
  VAGUE,
} from './responder-intents.ts';

export { givesDose } from './responder-intents.ts';

export type ReplyKind =
  | 'greeting'
  | 'thanks'
  | 'emotional'
  | 'dose'
  | 'symptom'
  | 'general'
  | 'follow-up'
  | 'unknown';

export interface ResponderInput {
  message: string;
  stage: 'pregnant' | 'postpartum' | null;
  week: number | null;
  triage: TriageResult;
  country: string | null;
  /** After the birth: the baby's age in completed weeks, when known (the postpartum chat passes it). */
  babyWeeks?: number | null;
}

export interface ResponderOutput {
  kind: ReplyKind;
  content: string;
  links: ChatLink[];
  /** Passages given to a language model as context (title + text). */
  passages: { title: string; text: string; href: string }[];
  /** Questions she can ask next with one tap: the closest ones when unsure, related ones after an answer. */
  suggestions: string[];
  /** Warning signs the answer already says when to call about (reply.ts then adds no list of its own). */
  covers: string[];
  /** The answer library's topic of the answer given, when it came from there (the recovery chat's category). */
  topic?: AnswerTopic;
}

export interface Responder {
  respond(input: ResponderInput): ResponderOutput;
}

/** The built-in responder, which can fold its answer library ahead of the first question. */
export interface BuiltInResponder extends Responder {
  /**
   * Builds the answer library's index in slices that let requests through (the server calls it once it
   * listens). A question asked before it is done builds the index at once, so nothing waits on it to be right.
   */
  warm(): Promise<void>;
}

/** The emotional-health part of the library. */
const FEELINGS = {
  key: 'feelings',
  test: (type: 'article' | 'faq', doc: Article | Faq) =>
    type === 'article'
      ? (doc as Article).category === 'emotional'
      : (doc as Faq).category === 'emotional-health',
};

const DOSE_LINE =
  "I can't tell you how much of a medicine to take: the right dose depends on you, your pregnancy or breastfeeding, and anything else you take. Please ask your pharmacist, midwife or doctor, and always check the leaflet. Take the lowest dose that works, for the shortest time, and never more than the leaflet's maximum.";
/** A dose asked for a baby: the amount goes by the baby's age and weight, from the packet, a pharmacist or the baby's doctor. */
const BABY_DOSE_LINE =
  "I can't tell you how much to give your baby: for a baby, the dose is based on their weight and age. Please ask your pharmacist or your baby's doctor (GP or pediatrician), follow the packet exactly, and use the oral syringe that comes with the medicine, never a kitchen spoon.";
const FOR_BABY =
  /\b(?:baby|babys|newborn|infant|little one|son|daughter|(?:day|week|wk|month|mo)s? old|toddler)\b/;
const doseLine = (rawLower: string) => (FOR_BABY.test(rawLower) ? BABY_DOSE_LINE : DOSE_LINE);
const DIAGNOSE_LINE =
  "I can't diagnose what's happening (only someone who can examine you can do that), but here is what may help.";

export function createResponder(library: ContentLibrary, index: SearchIndex): BuiltInResponder {
  const answerFromContent = createContentFinder(library, index);
  let finder: AnswerFinder | undefined;
  const answers = () => (finder ??= createAnswerFinder(library));
  async function warm() {
    if (finder) return;
    const built = await buildAnswerIndexSoon(library.answers);
    finder ??= createAnswerFinder(library, built);
  }
  const weeks = createWeekData(library);

  function respond(asked: ResponderInput): ResponderOutput {
    const input = forStatedWeek(asked);
    const raw = input.message.trim();
    const text = normalise(raw);
    // normalise() folds "I have" into "ive", so the diagnosis guard reads the raw words.
    const rawLower = raw.toLowerCase().replace(/[\u2018\u2019']/g, '');
    const wl = weeks.line(input.stage, input.week);
    const q = { stage: input.stage, week: input.week };
    // Only routine signs reach here (triage answered anything else); a sign's name is a noun phrase.
    const routineSigns = input.triage.signs
      .map((id) => getSign(id))
      .filter((s): s is WarningSign => s !== undefined && s.level === 'routine');
    const reply = (
      kind: ReplyKind,
      content: string,
      found?: {
        links: ChatLink[];
        passages: ResponderOutput['passages'];
        suggestions?: string[];
        covers?: string[];
        topic?: AnswerTopic;
      } | null,
    ): ResponderOutput => ({
      kind,
      content: DARK.test(text) ? `${content}\n\n${safetyNet(input.country)}` : content,
      links: found?.links ?? [],
      passages: found?.passages ?? [],
      suggestions: found?.suggestions ?? [],
      covers: found?.covers ?? [],
      ...(found?.topic ? { topic: found.topic } : {}),
    });

    if (GREETING.test(raw) || (GREETING_START.test(raw) && text.split(' ').length <= 4)) {
      const intro = input.stage ? `${wl} ` : '';
      return reply(
        'greeting',
        `Hello, lovely to hear from you. I'm Zara. ${intro}How are you feeling today? You can ask me about symptoms, your baby's development, or anything that's on your mind, day or night.`.replace(
          /\s+/g,
          ' ',
        ),
      );
    }
    if (THANKS.test(raw) && text.split(' ').length <= 8)
      return reply(
        'thanks',
        "You're very welcome. I'm here whenever you need me, day or night. Take good care of yourself.",
      );
    if (VAGUE.test(text))
      return reply(
        'follow-up',
        "I'm here and I'd love to help. Can you tell me a little more? For example, what you're feeling, where, and since when, or what you'd like to know. If something feels very wrong, please call your midwife or doctor now.",
      );

    // The answer library first: whole answers written for the question, her stage and her week; her week's
    // data answers a question about what is happening now.
    const hers = { stage: input.stage, week: input.week, babyWeeks: input.babyWeeks ?? null };
    const week = weeks.answer(text, input.stage, input.week);
    const fromLibrary = week && isPlainWeekQuestion(text) ? null : answers().answer(raw, hers);
    if (week && !fromLibrary) return reply('general', week.content, week);
    if (fromLibrary) {
      const { entry } = fromLibrary;
      const covers = [...new Set([...(entry.signs ?? []), ...(fromLibrary.also?.signs ?? [])])];
      // A sign she has now that needs a call within a day, and that the entry does not speak of, still gets
      // its own advice; an everyday symptom's self-care line would only repeat the answer.
      const uncovered = routineSigns.filter((s) => s.callWithinDay && !covers.includes(s.id));
      // A dose question gets the pharmacist line, unless the entry itself gives the NHS's amount for parents.
      const dose = DOSE.test(text) && MEDICINE.test(text) && !DOSE_AMOUNT.test(fromLibrary.content);
      // "Which signs mean we call?" asked beside the entry's question: the catalogue's signs for the part of
      // the body or the stage she names, those the entry does not already say when to call about.
      const help = whenToGetHelp(text, input.stage, input.week, hers.babyWeeks, input.country, covers);
      if (help) covers.push(...help.covers);
      const content = [
        dose ? doseLine(rawLower) : DIAGNOSE.test(rawLower) ? DIAGNOSE_LINE : '',
        fromLibrary.content,
        ...uncovered.filter((s) => !help?.covers.includes(s.id)).map((s) => s.whatToDo),
        help?.content ?? '',
        entry.topic === 'mental-health' || MOOD.test(text) ? (supportLines(text, input.country) ?? '') : '',
      ]
        .filter(Boolean)
        .join('\n\n');
      const kind: ReplyKind = dose
        ? 'dose'
        : entry.topic === 'mental-health' && EMOTIONAL.test(text)
          ? 'emotional'
          : routineSigns.length
            ? 'symptom'
            : 'general';
      return reply(kind, content, { ...fromLibrary, covers, topic: entry.topic });
    }
    if (DOSE.test(text) && MEDICINE.test(text))
      return reply(
        'dose',
        `${doseLine(rawLower)} If pain, a headache or a temperature doesn't ease, call your midwife or doctor.`,
      );

    // "When do we call?" with no entry for it: the catalogue's signs for what she names, by stage and who asks.
    const help = whenToGetHelp(text, input.stage, input.week, hers.babyWeeks, input.country);
    if (help) return reply('general', help.content, { links: [], passages: [], covers: help.covers });

    const sign = routineSigns[0];
    const signQuery = sign ? `${raw} ${sign.name}` : raw;
    const emotional =
      FEELING_SELF.test(text) &&
      routineSigns.every(
        (s) => s.stages.includes('mental-health') || s.id === 'mood-swings' || s.id === 'tiredness',
      );
    // Feelings are answered from the emotional-health library, by the feeling and her stage, not by
    // whatever else the message shares words with ("after giving birth" is not fear of birth).
    const feelings = emotional
      ? `${(text.match(new RegExp(EMOTIONAL.source, 'g')) ?? []).join(' ')} ${raw.replace(/\b(?:after )?giving birth\b/gi, '')} ${input.stage === 'postpartum' ? 'after birth' : ''}`
      : '';
    const found = answerFromContent(
      emotional ? feelings : signQuery,
      q,
      sign ? terms(sign.name).slice(0, 1) : [],
      emotional ? FEELINGS : undefined,
    );
    const diagnose = DIAGNOSE.test(rawLower);

    if (emotional) {
      const lines = crisisLinesFor(input.country).filter((l) => l.name !== 'Emergency services');
      const lowMood = input.triage.signs.includes('persistent-low-mood');
      const parts = [
        `That sounds really hard, and it makes complete sense to feel this way. You're not alone: lots of mums ${input.stage === 'postpartum' ? 'in the weeks after birth' : 'in pregnancy'} feel like this, and it doesn't mean you're doing anything wrong.`,
        found
          ? `Something that may help: ${firstSentences(found.body, 3)}`
          : 'Small things can help: rest when you can, talk to someone you trust, and be as gentle with yourself as you would be with a friend.',
        lowMood
          ? `If you've felt low or anxious most days for more than two weeks, please tell your midwife, health visitor or doctor within a day or so: support really works.${lines.length ? ` You can also talk to ${lines.map((l) => `${l.name} (${l.number})`).join(' or ')}.` : ''}`
          : 'If these feelings stay for more than two weeks or stop you enjoying things, please tell your midwife or doctor. Would you like to tell me more about what is on your mind?',
      ];
      return reply('emotional', parts.join('\n\n'), found);
    }

    // An article or FAQ answers only when it is about what she asked: its title speaks of her words and it
    // covers nearly all of them. A reply about a different topic is worse than an honest "I'm not sure", and
    // after the birth a pregnancy-only document is never her answer.
    const fits =
      found &&
      found.fit.titleCoverage >= 0.5 &&
      found.fit.coverage >= 0.7 &&
      !(input.stage === 'postpartum' && found.pregnancyOnly);
    if (found && fits) {
      const opening = diagnose
        ? "I can't diagnose what's happening (only someone who can examine you can do that), but here is what our library says."
        : sign
          ? symptomLine(sign.id, sign.name, input)
          : /\b(?:size|big|development|grow|growing)\b/.test(text) && wl
            ? wl
            : '';
      const content = [
        opening,
        found.body,
        sign ? sign.whatToDo : '',
        found.links[0] ? `You can read more in "${found.links[0].title}".` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
      return reply(sign ? 'symptom' : 'general', content, found);
    }
    if (sign)
      return reply(
        'symptom',
        [
          diagnose ? "I can't diagnose what's happening: only someone who can examine you can do that." : '',
          symptomLine(sign.id, sign.name, input),
          sign.whatToDo,
        ]
          .filter(Boolean)
          .join('\n\n'),
      );
    if (diagnose)
      return reply(
        'unknown',
        "I can't diagnose what's happening: only someone who can examine you can do that. Please describe what you're feeling and since when, and talk to your midwife or doctor, who can check you properly.",
      );
    return notSure(text, answers().closest(raw, hers), hers.stage, input.country);
  }

  /**
   * Her stage and week as the message states them, when it does (a relative asking on her behalf, a week said
   * at the start): the answer is for that stage and week, not for the profile of whoever types.
   */
  function forStatedWeek(input: ResponderInput): ResponderInput {
    const said = statedWeek(input.message, input.stage);
    if (!said || (said.stage === input.stage && said.week === input.week)) return input;
    return {
      ...input,
      stage: said.stage,
      week: said.week,
      babyWeeks: said.stage === 'postpartum' ? said.week : null,
    };
  }

  function symptomLine(signId: string, name: string, input: ResponderInput): string {
    if (getSign(signId)?.callWithinDay) return `${name} needs a call within a day.`;
    const is = /[^s]s$/.test(name) ? 'are' : 'is';
    if (input.stage === 'pregnant') return `${name} ${is} common in pregnancy.`;
    if (input.stage === 'postpartum') return `${name} ${is} common in the weeks after birth.`;
    return `${name} ${is} very common.`;
  }

  return { respond, warm };
}
