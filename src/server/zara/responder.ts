/**
 * Zara's built-in responder: the default, with no external service (03-decisions.md section 5). It answers
 * from the app's own content library (articles, FAQs, the week's data), for her own week, in Zara's warm voice,
 * with a link to what it drew from. It greets, comforts, asks a follow-up when the question is vague, never
 * gives medicine doses or diagnoses, and says so when it does not know. Triage has already run; this only
 * writes routine answers (the urgent preface is added by `reply.ts`).
 */
import type { ChatLink } from '../../core/contracts/zara.ts';
import type { Article, Faq, PostpartumWeek, PregnancyWeek } from '../../core/contracts/content.ts';
import { terms } from '../../core/domain/text-search.ts';
import type { TriageResult } from '../../core/domain/triage.ts';
import { normalise } from '../../core/domain/triage.ts';
import { crisisLinesFor, getSign } from '../../core/domain/warning-signs.ts';
import type { ContentLibrary } from '../modules/content/library.ts';
import { search, type SearchIndex } from '../modules/content/search.ts';

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
}

export interface ResponderOutput {
  kind: ReplyKind;
  content: string;
  links: ChatLink[];
  /** Passages given to a language model as context (title + text). */
  passages: { title: string; text: string; href: string }[];
}

export interface Responder {
  respond(input: ResponderInput): ResponderOutput;
}

const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|heya|yo|hola|good (?:morning|afternoon|evening|night|day)|morning|evening|hi there|hello there|hey there)(?: zara| there| you)?[\s!.,]*(?:zara)?[\s!.,]*$/i;
const GREETING_START = /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))\b/i;
const THANKS =
  /^(?:thanks|thank you|thank u|thx|ty|cheers|thanks zara|thank you zara|that helps|that helped|that really helped|lovely,? thanks)\b/i;
const EMOTIONAL =
  /\b(?:anxious|anxiety|worried|worry|worrying|scared|afraid|frightened|terrified|nervous|sad|low|down|lonely|alone|overwhelmed|stressed|stress|cry|crying|cried|tearful|teary|upset|depressed|panic|panicky|dread|dreading|guilty|hopeless|not coping|cant cope|struggling|exhausted emotionally|fed up|miserable|irritable|angry|frustrated)\b/;
const DOSE =
  /\b(?:how (?:much|many)|dose|dosage|doses|mg|milligrams?|ml of|tablets? (?:can|should)|maximum|max amount|how often can i take|double up)\b/;
const MEDICINE =
  /\b(?:paracetamol|ibuprofen|aspirin|codeine|tablet|tablets|pill|pills|medicine|medication|meds|antibiotics?|gaviscon|rennie|antacid|antihistamine|piriton|sertraline|iron|supplement|vitamin|folic|laxative|lactulose|cough syrup|nurofen|calpol|dose)\b/;
const DIAGNOSE =
  /\b(?:do i have|have i got|diagnose|whats wrong with me|what is wrong with me|is this (?:a|an) (?:infection|miscarriage|ectopic|uti|disease))\b/;
const VAGUE =
  /^(?:help|help me|i have a question|question|can i ask (?:you )?(?:something|a question)|i need help|i need advice|not feeling (?:great|good|right|well|myself)|something feels (?:off|wrong|weird)|i feel (?:weird|strange|off|funny|odd|unwell|rubbish|bad)|im not ok|im not okay|feeling off|not sure|hmm+|\?+|pain|it hurts|i dont feel well|i feel sick|worried|im worried|is this normal|is that normal|what should i do)[\s?.!]*$/;

const articleHref = (id: string) => `/learn/articles/${id}`;
const faqHref = (id: string) => `/learn?tab=faqs&faq=${id}`;

/** Plain text of an article's markdown. */
const plain = (md: string) =>
  md
    .replace(/^#+\s*/gm, '')
    .replace(/\*\*/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/^\s*-\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The first two sentences of text, for a short answer. */
function sentences(text: string, n: number): string {
  const parts = text.match(/[^.!?]+[.!?]+(?:\s|$)/g) ?? [text];
  return parts.slice(0, n).join('').trim();
}

/**
 * The two paragraphs of an article that best match the question (most query terms; a heading that matches
 * counts for the paragraphs under it), in reading order, as plain text.
 */
function bestParagraph(article: Article, qTerms: readonly string[]): string | null {
  const blocks = article.body.split(/\n\s*\n/).map((p) => p.trim());
  const scored: { i: number; text: string; score: number }[] = [];
  let heading = new Set<string>();
  blocks.forEach((p, i) => {
    if (!p) return;
    if (/^#/.test(p)) {
      heading = new Set(terms(p));
      return;
    }
    const pt = new Set(terms(p));
    const score =
      qTerms.filter((t) => pt.has(t)).length +
      0.75 * qTerms.filter((t) => heading.has(t)).length +
      (i === 0 ? -0.5 : 0);
    if (score > 0) scored.push({ i, text: plain(p), score });
  });
  const top = scored
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .sort((a, b) => a.i - b.i);
  if (top.length === 0) return null;
  return top.map((t) => sentences(t.text, 3)).join(' ');
}

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

export function createResponder(library: ContentLibrary, index: SearchIndex): Responder {
  const weekData = (w: number): PregnancyWeek | undefined => library.weeks.find((x) => x.week === w);
  const ppWeekData = (w: number): PostpartumWeek | undefined =>
    library.postpartumWeeks.find((x) => x.week === Math.min(13, Math.max(0, w)));
  const faqById = new Map<string, Faq>(library.faqs.map((f) => [f.id, f]));
  // Terms of each document's title and summary (FAQs: question and answer), computed once.
  const docTermsById = new Map<string, Set<string>>([
    ...library.articles.map((a) => [`article:${a.id}`, new Set(terms(`${a.title} ${a.summary}`))] as const),
    ...library.faqs.map((f) => [`faq:${f.id}`, new Set(terms(`${f.question} ${f.answer}`))] as const),
  ]);

  function weekLine(stage: ResponderInput['stage'], week: number | null): string {
    if (stage === 'pregnant' && week !== null) {
      const d = weekData(week);
      return d
        ? `At ${week} weeks, your baby is about the size of ${d.babySizeComparison} (${lower(d.babySize)}).`
        : `You're ${week} weeks along.`;
    }
    if (stage === 'postpartum' && week !== null) {
      const d = ppWeekData(week);
      return d
        ? `You're ${week === 0 ? 'in your first week' : `${week} week${week === 1 ? '' : 's'}`} after the birth: ${lower(d.title)}.`
        : '';
    }
    return '';
  }

  /** Ranked content for the question, kept only when it really matches (most of the question's words). */
  function find(query: string, input: ResponderInput, focus: readonly string[] = []) {
    const qTerms = [...new Set(terms(query))];
    if (qTerms.length === 0)
      return {
        qTerms,
        hits: [] as Array<{
          type: 'article' | 'faq';
          id: string;
          score: number;
          coverage: number;
          titleCoverage: number;
        }>,
      };
    const results = search(index, query, { limit: 8 });
    const hits = results
      .map((r) => {
        const seen = new Set(
          terms(
            [...r.title, ...r.snippet]
              .filter((h) => h.match)
              .map((h) => h.text)
              .join(' '),
          ),
        );
        const doc = r.type === 'article' ? library.articleById.get(r.id) : faqById.get(r.id);
        const docTerms = docTermsById.get(`${r.type}:${r.id}`) ?? seen;
        const coverage = qTerms.filter((t) => seen.has(t) || docTerms.has(t)).length / qTerms.length;
        let score = r.score * (0.4 + coverage);
        // Her week: content written for it ranks higher; after the birth, postpartum content does.
        if (doc && input.stage === 'pregnant' && input.week !== null) {
          if (input.week >= doc.weekStart && input.week <= doc.weekEnd) score *= 1.25;
        } else if (doc && input.stage === 'postpartum' && r.type === 'article' && (doc as Article).postpartum)
          score *= 1.3;
        else if (
          doc &&
          input.stage === 'postpartum' &&
          r.type === 'faq' &&
          (doc as Faq).category === 'after-birth'
        )
          score *= 1.3;
        const titleTerms = new Set(terms(r.title.map((h) => h.text).join(' ')));
        const titleCoverage = qTerms.filter((t) => titleTerms.has(t)).length / qTerms.length;
        // A question about a named symptom: the article about that symptom comes first.
        const focused = focus.length > 0 && focus.every((t) => titleTerms.has(t));
        if (focused) score *= 2;
        return { type: r.type, id: r.id, score, coverage: focused ? 1 : coverage, titleCoverage };
      })
      .filter((h) => h.coverage >= 0.5 || (h.coverage >= 0.34 && h.score >= 12))
      .sort((a, b) => b.score - a.score);
    return { qTerms, hits };
  }

  // Common questions repeat (the quick questions, Learn's Ask Zara): answers are cached per question and week.
  const cache = new Map<string, ReturnType<typeof answerUncached>>();
  function answerFromContent(query: string, input: ResponderInput, focus: readonly string[] = []) {
    const key = `${input.stage ?? ''}|${String(input.week)}|${focus.join(',')}|${query.trim().toLowerCase()}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = answerUncached(query, input, focus);
    if (cache.size >= 500) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, value);
    return value;
  }

  function answerUncached(query: string, input: ResponderInput, focus: readonly string[] = []) {
    const { qTerms, hits } = find(query, input, focus);
    // FAQs are written as answers: prefer one that matches nearly as well as the best article.
    const bestFaq = hits.find((h) => h.type === 'faq');
    const top =
      bestFaq && hits[0] && bestFaq.score >= 0.6 * hits[0].score && bestFaq.titleCoverage >= 0.5
        ? bestFaq
        : hits[0];
    if (!top) return null;
    const links: ChatLink[] = [];
    const passages: ResponderOutput['passages'] = [];
    let body = '';
    if (top.type === 'faq') {
      const faq = faqById.get(top.id);
      if (!faq) return null;
      body = faq.answer;
      passages.push({ title: faq.question, text: faq.answer, href: faqHref(faq.id) });
      // The article behind the FAQ, when there is one, is the better link to read on.
      const art = hits.find((h) => h.type === 'article');
      const article = art ? library.articleById.get(art.id) : undefined;
      if (article) links.push({ title: article.title, href: articleHref(article.id) });
      links.push({ title: faq.question, href: faqHref(faq.id) });
    } else {
      const article = library.articleById.get(top.id);
      if (!article) return null;
      const para = bestParagraph(article, qTerms);
      body = para ?? article.summary;
      passages.push({
        title: article.title,
        text: `${article.summary} ${para ?? ''}`.trim(),
        href: articleHref(article.id),
      });
      links.push({ title: article.title, href: articleHref(article.id) });
      const faqHit = hits.find((h) => h.type === 'faq');
      const faq = faqHit ? faqById.get(faqHit.id) : undefined;
      if (faq) passages.push({ title: faq.question, text: faq.answer, href: faqHref(faq.id) });
    }
    return { body, links, passages };
  }

  function respond(input: ResponderInput): ResponderOutput {
    const raw = input.message.trim();
    const text = normalise(raw);
    const wl = weekLine(input.stage, input.week);
    const routineSigns = input.triage.signs.map((id) => getSign(id)).filter((s) => s !== undefined);

    if (GREETING.test(raw) || (GREETING_START.test(raw) && text.split(' ').length <= 4)) {
      const intro = input.stage ? `${wl} ` : '';
      return {
        kind: 'greeting',
        content:
          `Hello, lovely to hear from you. I'm Zara. ${intro}How are you feeling today? You can ask me about symptoms, your baby's development, or anything that's on your mind, day or night.`.replace(
            /\s+/g,
            ' ',
          ),
        links: [],
        passages: [],
      };
    }
    if (THANKS.test(raw) && text.split(' ').length <= 8) {
      return {
        kind: 'thanks',
        content:
          "You're very welcome. I'm here whenever you need me, day or night. Take good care of yourself.",
        links: [],
        passages: [],
      };
    }
    if (DOSE.test(text) && MEDICINE.test(text)) {
      return {
        kind: 'dose',
        content:
          "I can't tell you how much of a medicine to take: the right dose depends on you, your pregnancy or breastfeeding, and anything else you take. Please ask your pharmacist, midwife or doctor, and always check the leaflet. If pain, a headache or a temperature doesn't ease, call your midwife or doctor.",
        links: [],
        passages: [],
      };
    }
    if (VAGUE.test(text)) {
      return {
        kind: 'follow-up',
        content:
          "I'm here and I'd love to help. Can you tell me a little more? For example, what you're feeling, where, and since when, or what you'd like to know. If something feels very wrong, please call your midwife or doctor now.",
        links: [],
        passages: [],
      };
    }

    const signQuery =
      routineSigns[0] && routineSigns[0].level === 'routine' ? `${raw} ${routineSigns[0].name}` : raw;
    const emotional =
      EMOTIONAL.test(text) &&
      routineSigns.every(
        (s) => s.stages.includes('mental-health') || s.id === 'mood-swings' || s.id === 'tiredness',
      );
    const focusSign = routineSigns[0] && routineSigns[0].level === 'routine' ? routineSigns[0] : undefined;
    const found = answerFromContent(signQuery, input, focusSign ? terms(focusSign.name).slice(0, 1) : []);
    const diagnose = DIAGNOSE.test(text);

    if (emotional) {
      const lines = crisisLinesFor(input.country).filter((l) => l.name !== 'Emergency services');
      const lowMood = input.triage.signs.includes('persistent-low-mood');
      const parts = [
        `That sounds really hard, and it makes complete sense to feel this way. You're not alone: lots of mums ${input.stage === 'postpartum' ? 'in the weeks after birth' : 'in pregnancy'} feel like this, and it doesn't mean you're doing anything wrong.`,
        found
          ? `Something that may help: ${sentences(found.body, 3)}`
          : 'Small things can help: rest when you can, talk to someone you trust, and be as gentle with yourself as you would be with a friend.',
        lowMood
          ? `If you've felt low or anxious most days for more than two weeks, please tell your midwife, health visitor or doctor within a day or so: support really works.${lines.length ? ` You can also talk to ${lines.map((l) => `${l.name} (${l.number})`).join(' or ')}.` : ''}`
          : 'If these feelings stay for more than two weeks or stop you enjoying things, please tell your midwife or doctor. Would you like to tell me more about what is on your mind?',
      ];
      return {
        kind: 'emotional',
        content: parts.join('\n\n'),
        links: found?.links ?? [],
        passages: found?.passages ?? [],
      };
    }

    const sign = routineSigns[0];
    if (found) {
      const signLine = sign ? symptomLine(sign.id, sign.name, input) : '';
      const opening = diagnose
        ? "I can't diagnose what's happening (only someone who can examine you can do that), but here is what our library says."
        : sign
          ? signLine
          : /\b(?:baby|size|big|development|grow|growing)\b/.test(text) && wl
            ? wl
            : '';
      const advice = sign ? sign.whatToDo : '';
      const content = [
        opening,
        found.body,
        advice,
        found.links[0] ? `You can read more in "${found.links[0].title}".` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
      return { kind: sign ? 'symptom' : 'general', content, links: found.links, passages: found.passages };
    }
    if (sign) {
      return {
        kind: 'symptom',
        content: [
          diagnose ? "I can't diagnose what's happening: only someone who can examine you can do that." : '',
          symptomLine(sign.id, sign.name, input),
          sign.whatToDo,
        ]
          .filter(Boolean)
          .join('\n\n'),
        links: [],
        passages: [],
      };
    }
    if (text.split(' ').filter((w) => w.length > 2).length <= 2) {
      return {
        kind: 'follow-up',
        content:
          "I want to make sure I understand. Could you tell me a bit more about what you'd like to know, or what you're feeling?",
        links: [],
        passages: [],
      };
    }
    return {
      kind: 'unknown',
      content:
        "I'm not sure about that one, and I'd rather not guess about something this important. Your midwife, health visitor or doctor is the best person to ask. I can help with pregnancy and after-birth questions, symptoms, your baby's development, feeding, sleep and how you're feeling.",
      links: [],
      passages: [],
    };
  }

  function symptomLine(signId: string, name: string, input: ResponderInput): string {
    const n = lower(name);
    if (getSign(signId)?.callWithinDay) return `${name} needs a call within a day.`;
    const is = /[^s]s$/.test(name) ? 'are' : 'is';
    if (input.stage === 'pregnant' && input.week !== null) {
      const d = weekData(input.week);
      const common = d?.commonSymptoms.some((s) => normalise(s).includes(normalise(n).split(' ')[0] ?? n));
      return common
        ? `${name} ${is} one of the common symptoms around week ${input.week}, so you're not alone with it.`
        : `${name} ${is} common in pregnancy, including around ${input.week} weeks.`;
    }
    if (input.stage === 'postpartum') return `${name} ${is} common in the weeks after birth.`;
    return `${name} ${is} very common.`;
  }

  return { respond };
}
