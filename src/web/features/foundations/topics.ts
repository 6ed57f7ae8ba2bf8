/**
 * What Foundations shows for each stage: the topics and where each one's words come from in the content library
 * (article summaries, guide sections, FAQ answers of her week). Only ids here; the words are the content's own.
 */
import type { EducationCategory, FaqCategory } from '../../../core/contracts/content.ts';
import type { Stage } from '../../../core/domain/stage.ts';

export type FoundationsStage = Stage;
export type TopicIcon =
  | 'nutrition'
  | 'avoid'
  | 'movement'
  | 'sleep'
  | 'mind'
  | 'call'
  | 'recovery'
  | 'feeding';

export interface Topic {
  id: string;
  title: string;
  icon: TopicIcon;
  /** One line of our own, to say why the topic matters. */
  intro: string;
  articles: string[];
  guide?: { id: string; headings: string[] };
  /**
   * Which questions (from her week's, or after birth the after-birth ones) the topic shows, at most two:
   * named ones, or those of a category, optionally only those of one Learn chip.
   */
  faqs?: { ids?: string[]; category?: FaqCategory; chip?: EducationCategory };
  links?: { to: string; label: string }[];
  /** The topic that carries the emergency numbers and the stage's emergency signs. */
  emergency?: true;
  /** Show only the articles whose week range includes her week (when some do). */
  byWeek?: true;
}

const pregnant: Topic[] = [
  {
    id: 'nutrition',
    title: 'Nutrition and supplements',
    icon: 'nutrition',
    intro: 'Folic acid, vitamin D and everyday eating: small steady habits matter more than perfect meals.',
    articles: ['folic-acid-and-vitamins', 'eating-well-for-two'],
    faqs: { category: 'nutrition' },
  },
  {
    id: 'avoid',
    title: 'What to avoid',
    icon: 'avoid',
    intro:
      'A short list of foods and habits worth leaving out for now, and kind help if cutting down is hard.',
    articles: ['foods-to-avoid-in-pregnancy', 'alcohol-smoking-and-caffeine'],
  },
  {
    id: 'movement',
    title: 'Movement',
    icon: 'movement',
    intro: 'Gentle, regular activity helps your body, your sleep and your mood.',
    articles: ['staying-active-in-pregnancy'],
    links: [{ to: '/exercise', label: 'Find an exercise for this week' }],
  },
  {
    id: 'sleep',
    title: 'Sleep and rest',
    icon: 'sleep',
    intro: 'Rest when you can; later in pregnancy, how you lie down to sleep matters too.',
    articles: ['sleep-in-pregnancy', 'sleeping-position-in-later-pregnancy'],
    links: [{ to: '/whisper', label: 'Wind down with Whisper Mode' }],
  },
  {
    id: 'mind',
    title: 'Your mental health',
    icon: 'mind',
    intro:
      'Ups and downs are common. Feeling low or anxious most days is worth talking about, and help works.',
    articles: ['mood-changes-in-pregnancy', 'anxiety-in-early-pregnancy'],
    faqs: { category: 'emotional-health' },
  },
  {
    id: 'call',
    title: 'When to call',
    icon: 'call',
    intro: 'You never need a reason to call your midwife or maternity unit. These signs always need a call.',
    articles: [
      'pre-eclampsia-signs',
      'baby-movements-and-kick-counting',
      'early-pregnancy-bleeding-and-pain',
    ],
    guide: { id: 'birth-preparation', headings: ['When to call the maternity unit'] },
    links: [{ to: '/symptoms', label: 'Log a symptom and check it' }],
    emergency: true,
    byWeek: true,
  },
];

const postpartum: Topic[] = [
  {
    id: 'recovery',
    title: 'Your recovery',
    icon: 'recovery',
    intro: 'Your body has done something huge. Healing takes weeks, and rest is part of it.',
    articles: ['recovering-from-birth-your-body', 'the-first-days-after-birth'],
    guide: { id: 'fourth-trimester', headings: ['Recovery week by week'] },
    // Her own body's questions only: the baby's (temperature, jaundice) belong to the baby topics.
    faqs: { category: 'after-birth', chip: 'body' },
  },
  {
    id: 'feeding',
    title: 'Feeding and eating well',
    icon: 'feeding',
    intro: 'Feeding your baby, however you do it, and feeding yourself too.',
    articles: ['newborn-feeding-cues-and-nappies'],
    guide: { id: 'fourth-trimester', headings: ['Feeding your baby'] },
    faqs: { ids: ['how-often-newborn-feeds', 'is-baby-getting-enough-milk'] },
  },
  {
    id: 'sleep',
    title: 'Sleep and safe sleep',
    icon: 'sleep',
    intro: 'Broken nights are hard. Safe sleep for your baby is one thing worth getting right every time.',
    articles: ['safe-sleep-for-babies'],
    guide: { id: 'fourth-trimester', headings: ['Sleep and safe sleep'] },
    faqs: { ids: ['safe-sleep-for-baby'] },
    links: [{ to: '/whisper', label: 'Wind down with Whisper Mode' }],
  },
  {
    id: 'movement',
    title: 'Gentle movement',
    icon: 'movement',
    intro: 'Start slowly: short walks and pelvic floor exercises first, more when your body is ready.',
    articles: ['the-fourth-trimester'],
    links: [{ to: '/exercise', label: 'Find a gentle exercise' }],
  },
  {
    id: 'mind',
    title: 'Your mental health',
    icon: 'mind',
    intro:
      'Baby blues are common in the first days. Low mood that lasts, or frightening thoughts, need help.',
    articles: ['baby-blues-and-postnatal-depression'],
    guide: { id: 'fourth-trimester', headings: ['Your mood', 'Asking for help'] },
    faqs: { ids: ['what-are-the-baby-blues', 'postnatal-depression-vs-baby-blues'] },
  },
  {
    id: 'call',
    title: 'When to call',
    icon: 'call',
    intro: 'Trust your instincts about you and your baby. These signs always need a call.',
    articles: ['newborn-warning-signs'],
    guide: { id: 'fourth-trimester', headings: ['Warning signs for you', 'Warning signs for your baby'] },
    links: [{ to: '/symptoms', label: 'Log a symptom and check it' }],
    emergency: true,
  },
];

export const topicsFor = (stage: FoundationsStage): Topic[] => (stage === 'pregnant' ? pregnant : postpartum);

/** The topic's questions among those available, in the order the topic names them, at most two. */
export function topicFaqs<F extends { id: string; category: FaqCategory; chip: EducationCategory }>(
  topic: Topic,
  available: readonly F[],
): F[] {
  const want = topic.faqs;
  if (!want) return [];
  const picked = want.ids
    ? want.ids.flatMap((id) => available.filter((f) => f.id === id))
    : available.filter(
        (f) => (!want.category || f.category === want.category) && (!want.chip || f.chip === want.chip),
      );
  return picked.slice(0, 2);
}
