/**
 * Iteration 46's families in the engineer's own wordings (never AH93's or AH94's, nor the library's; Scottish,
 * Malaysian, Ghanaian, Nigerian, Kenyan, Filipino, Indian, Australian and North American English): local words in
 * otherwise standard English (jags, maw, weans, a wee dram, baltic; air masak, demam, jemur, boleh ke; NEPA and
 * dumsor; CWC), thyroid tablets by brand, champers, her baby's size in centimetres and grams at her week, "3 weeks
 * back" after a caesarean with the family's rules and "is it correct", worrying about the birth; and facts beside
 * their entries (getting enough beside a painful latch, no drink for nerves beside the fear of birth, less milk
 * beside water, movements once established, caffeine not cut out completely). Each test here fails on main (the
 * file run in a worktree of main).
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Scots: the jags, a wee dram, baltic.
  'rsv jag: Scotland | midwife says i can get the rsv jag now, whit does it dae for the baby | P29 | preg-rsv-vaccine',
  'wee dram for nerves: Scotland | my da says a wee dram will settle my nerves before the birth, is that ok at 37 weeks | P37 | preg-alcohol',
  'baltic: Scotland | its baltic in the flat, whit should the wean wear tae bed at 3 weeks | B3 | baby-sleeping-bags-blankets',
  // Medicines: thyroid tablets by brand.
  'thyronorm: India | gynaec continued my thyronorm 50 mcg but my mother says no tablets in pregnancy, can i stop it | P14 | preg-levothyroxine',
  'eltroxin: Ireland | do i keep taking my eltroxin now im pregnant or come off it | P7 | preg-levothyroxine',
  // Alcohol by its nicknames.
  'champers at a christening: UK | bit of champers at the christening ok at 14 wks? | P14 | preg-alcohol',
  // Her baby's size at her week.
  'baby length and weight: US | how long is my baby now and how much does she weigh, 25 weeks | P25 | preg-baby-size-by-week',
  'size in grams: India | what is baby weight in grams and length at 30 weeks | P30 | preg-baby-size-by-week',
  // Malay words in English.
  'air masak: Malaysia | my mother ask to give air masak to my baby 1 month because hot, boleh ke? | B4 | feed-water-for-baby',
  'jemur: Malaysia | my mil says must jemur baby in the morning for the yellow, boleh ke? | B1 | baby-jaundice',
  'demam after jab: Malaysia | anak demam after her 8 week jab, normal ke? | B8 | baby-fever-after-vaccines',
  // A caesarean "3 weeks back", the family's rules, "is it correct".
  'weeks back: India | had c section 3 weeks back, family says no head bath and no stairs for 40 days, is it correct | B3 | pp-confinement-customs',
].map(familyLine);

const facts = factLines([
  // Facts beside their entries.
  'maw and aunties: Scotland | my maw and aunties all bottle fed and they say breastfeeding is torture and you never know how much the wean gets. is it meant to be that sore? | P36 | wet and dirty nappies',
  'avocado in grams: Australia | app reckons bubs is an avocado this week, what is that in grams, 16 weeks | P16 | At 16 weeks: about',
  'a glass of red for nerves: Canada | stressing about the birth every night, would a glass of wine to calm my nerves be so bad, 36 wks | P36 | no known safe amount of alcohol',
  'boiled water in the heat: Kenya | shosh says give the baby some boiled water in this heat, she is 6 weeks | B6 | take less milk',
  'movements after the first flutters: Australia | 19 weeks and only just felt the first flutters, when do i need to worry about movements | P19 | slow down or change',
  'quit coffee totally: Canada | do i need to quit coffee totally now im pregnant | P9 | caffeine completely',
]);

describe('iteration 46: local words, thyroid brands, her baby size, a caesarean weeks back, facts beside entries', () => {
  familyTests(cases, facts);
});
