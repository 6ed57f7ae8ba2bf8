/**
 * The mind in Swahili (docs/clinical-safety.md, "The mind: recall first"): words and runs of words glossed by the
 * English the mind's classes are heard in (triage-lexicon-mind-en.ts), so the same rules hear not wanting to live,
 * a means, harm to the baby and psychosis ("nafikiria kujiua", "sitaki maisha", "kumeza tablets zote",
 * "kumdhuru mtoto", "nasikia sauti"). How the glosses are read: triage-lexicon-sw.ts.
 */
import { glossEach as w } from './triage-gloss-phrases.ts';

/** Verb roots of the mind, read inside a conjugated verb ("nafikiria" is "fikiria"). */
export const MIND_SW_ROOTS: [string, string][] = [
  ...w('jiua', 'suicide'),
  ...w('fikiria', 'thinking about'),
  ...w('panga', 'planning'),
  ...w('meza', 'swallow'),
  ...w('dhuru', 'hurt'),
  ...w('umiza', 'hurt'),
  ...w('tupa', 'throw'),
  ...w('fuata', 'following'),
  ...w('chunga', 'watching'),
  ...w('choka', 'exhausted'),
  ...w('ogopa', 'scared'),
  ...w('fa', 'die'),
];

export const MIND_SW_WORDS: Readonly<Record<string, string>> = Object.fromEntries([
  ...w('maisha', 'life'),
  ...w('kufa', 'die'),
  ...w('sauti', 'sound'),
  ...w('huzuni', 'sad'),
  ...w('wasiwasi', 'anxious'),
  ...w('tablets vidonge', 'tablets'),
  ...w('zote', 'all'),
  ...w('kisu', 'knife'),
  ...w('kamba', 'rope'),
  ...w('mkononi', 'in my hand'),
  ...w('mtu', 'anyone'),
  ...w('yeyote', ''),
]);

export const MIND_SW_PHRASES: Readonly<Record<string, string>> = {
  'nafikiria kujiua': 'i am thinking of killing myself',
  'nimefikiria kujiua': 'i have thought about killing myself',
  'anafikiria kujiua': 'she is thinking of killing herself',
  'nataka kujiua': 'i want to kill myself',
  nitajiua: 'i will kill myself',
  'vile nitajiua': 'how i will kill myself',
  'nataka kufa': 'i want to die',
  'nataka kupotea': 'i want to disappear',
  'nataka tu kupotea': 'i just want to disappear',
  'sitaki maisha': 'i do not want to live',
  'sitaki hii maisha': 'i do not want to live',
  'sitaki kuishi': 'i do not want to live',
  'sitaki kuendelea kuishi': 'i do not want to live',
  'kumeza tablets zote': 'take all the tablets',
  'kumeza vidonge vyote': 'take all the tablets',
  'kumeza zote': 'take them all',
  'kumdhuru mtoto': 'harm the baby',
  'kumuumiza mtoto': 'hurt the baby',
  'kumtupa mtoto': 'throw the baby',
  'nasikia sauti': 'i am hearing voices',
  'anasikia sauti': 'she is hearing voices',
  'sauti zinaniambia': 'voices telling me',
  wananifuata: 'people are following me',
  wanamfuata: 'people are following her',
  'mtoto si wangu': 'not my real baby',
  'nimechoka na kila kitu': 'i am done with everything',
  'nimechoka na maisha': 'tired of life',
  'sitaki mtu yeyote ajue': 'i do not want anyone to know',
  'sijui nitaambia nani': 'i do not know who to tell',
  'nikipanga vile': 'planning how',
  'nimekuwa nikipanga': 'i have been planning',
};
