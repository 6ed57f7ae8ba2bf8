/**
 * Iteration 35's families in the helper's own wordings (never AH73's or AH74's, nor the library's; informal,
 * misspelt, second-language English, fathers and grandparents, and words of the UK, US, Ireland, Australia, New
 * Zealand, Canada, South Africa, Jamaica, Nigeria, Kenya, India and the Philippines): the "don't know"s (possetting
 * with a relative saying the baby is overfed, stitches stinging when she wees, colostrum crusts in pregnancy, how
 * often newborns feed asked in pregnancy), the entries the finder missed (night bottles made ahead, expressing
 * colostrum with gestational diabetes, what first movements feel like, rights at work, where to give birth), and
 * facts beside their entries, each one the library already held with its source. Each test here fails on main at
 * 7564961.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Possetting: a mouthful of milk back after feeds, with a relative saying the baby is overfed.
  'possetting: Nigeria | my baby dey bring out small milk after she suck, grandma say i am giving her too much. 2 weeks | B2 | feed-spit-up',
  'possetting: a grandmother, Ireland | my granddaughter spits a bit of milk up after every feed, is my daughter overfeeding her? 3 weeks | B3 | feed-spit-up',
  'possetting: Philippines | baby always lungad little milk after dede, my tita says overfeed, 10 days | B1 | feed-spit-up',
  // Stitches stinging when she wees.
  'stinging stitches: India | after delivery my stitches are paining when passing urine, any remedy? day 5 | B0 | pp-peeing-after-birth',
  // Colostrum crusts on the nipples in pregnancy.
  'colostrum crusts: Canada | theres crusty yellowish bits on my nipples, im 20 wks, what is that | P20 | preg-leaking-colostrum',
  // How often newborns feed, asked in pregnancy against a strict schedule.
  'feed frequency: Nigeria | my mother in law say newborn must feed by the clock every four hours, how often do they feed sef? 29 weeks | P29 | feed-how-often-breastfeed',
  'feed frequency: a father, UK | how many times a day will a newborn need feeding, trying to plan ahead, shes 33 weeks | P33 | feed-how-often-breastfeed',
  // Making up night bottles in advance.
  'night bottles: New Zealand | doing breast and bottle, can i mix up the nights bottles before i go to bed so im not messing about at 4am? bub 8 days | B1 | feed-night-bottles',
  'night bottles: US | combo feeding, ok to get the formula ready in the evening for the overnight feeds? shes 1 week | B1 | feed-night-bottles',
  // Expressing colostrum before the birth with gestational diabetes.
  'antenatal expressing: UK | got gestational diabetes, midwife mentioned hand expressing before baby comes, when do i start? 30 weeks | P30 | feed-colostrum-harvesting',
  // What first movements feel like.
  'first movements: Australia | 18 weeks and getting a fizzy poppy feeling down low, bub or wind? | P18 | preg-first-movements',
  'first movements: Philippines | 17 weeks i feel something like fish swimming in my tummy, is it the baby already | P17 | preg-first-movements',
  // Rights at work in pregnancy.
  'work rights: Ireland | stand at the till all day, 20 weeks and shattered. do i have any rights? my supervisor grumbles when i go to my scans | P20 | preg-work-rights',
  // Where to give birth.
  'birth place: Canada | do i have to pick hospital or home birth now? 21 weeks, my sister had hers at home | P21 | birth-where-to-give-birth',
  'birth place: a grandmother, South Africa | must my daughter choose now where she will deliver? she is 22 weeks, her friend had a home birth | P22 | birth-where-to-give-birth',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  // "Do I have any rights?" with a tiredness word is not a diagnosis: the rights entry, without "I can't diagnose".
  'work rights: Kenya | i stand at the counter the whole day and im so tired, 21 weeks. have i got any rights at work? | P21 | ^(?!I can)[\\s\\S]*paid time off for antenatal appointments',
  // Visitors who stay: accept practical help and rest.
  'visitors: India | in-laws staying a month after the birth and visitors every day, is it ok to limit them so i can rest? 1 week | B1 | Accept practical help with meals',
  // A father at night while she breastfeeds: dads get postnatal depression too.
  'dad at night: Kenya | i am the father, wife is breastfeeding and i dont know how to help at night, baby 1 week | B1 | dads and partners can get postnatal depression too',
  // Sertraline by name while breastfeeding.
  'sertraline: US | is zoloft ok while nursing? been on it since before pregnancy, baby 2 weeks | B2 | Sertraline, for one, is fine to take while breastfeeding',
  // Sushi and tuna: the weekly limit beside "tuna is fine in moderation".
  'tuna: Australia | is sushi ok at 16 weeks and how much tuna can i have | P16 | 4 medium cans or 2 fresh tuna steaks',
  // A home doppler: not recommended.
  'doppler: South Africa | my sister lent me her heartbeat doppler, is it safe to use at home? 22 weeks | P22 | Home dopplers are not recommended',
  // Cheese and pâté at a party.
  'cheese and pate: Canada | party platter has gouda, brie and liver pate, which can i have at 24 wks | P24 | Pâté of any kind is best avoided',
]);

describe('iteration 35: the "don\'t know"s, the off-topic entries and facts beside their entries', () => {
  familyTests(cases, facts);
});
