/**
 * Iteration 47's families in the engineer's own wordings (never AH95's or AH96's, nor the library's; South African,
 * Jamaican, Irish, Welsh, New Zealand, Nigerian, Filipino, Indian, Australian and North American English): South
 * African words (howzit, lekker, eish, a braai, wors) and "must mine be well done", clothes and grandchildren in New
 * Zealand words (moko, beanie, singlet, merino, blankies), netball, insect repellent by brand or as bug spray (a new
 * entry), tummy sleeping while she watches, when her energy comes back; and facts beside their entries (washing
 * salad beside rare meat, pregnancy yoga beside hot yoga, a partner at the scan, fever medicine under 2 months, wet
 * nappies beside water, supply and demand beside how long to breastfeed, comfort sucking beside formula amounts, a
 * comfortable latch beside sore nipples, induction's steps beside the sweep, walking beside driving after a
 * caesarean, the 6-8 week check beside bleeding, no alcohol rub beside paracetamol). Each test here fails on main
 * (the file run in a worktree of main).
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // South African English: a greeting, "lekker", a braai, meat by its cut, "must mine".
  'lekker braai: South Africa | howzit, is a lekker braai with pink lamb chops ok at 18 weeks | P18 | preg-rare-meat',
  'must mine: South Africa | hubby eats his wors rare, is that ok or must mine be well done | P20 | preg-rare-meat',
  // New Zealand: a grandchild dressed for bed.
  'moko beanie: New Zealand | is a beanie ok on my moko for bed, hes 3 months | B13 | baby-dressing-for-temperature',
  'moko singlet: New Zealand | moko is 2 months, singlet and merino and blankies at night too much? | B9 | baby-dressing-for-temperature',
  // A team sport by its name.
  'netball: Australia | still playing netball at 24 wks, should i stop | P24 | preg-sports-to-avoid',
  // Insect repellent by brand or as bug spray: the new entry.
  'off spray: Jamaica | mi can put Off spray pon mi skin, 14 weeks | P14 | preg-insect-repellent',
  'odomos: India | odomos cream ok in pregnancy? | P18 | preg-insect-repellent',
  'bug spray: Canada | can i use bug spray on my arms at 22 weeks | P22 | preg-insect-repellent',
  'mozzie spray: Australia | mozzie spray safe when preggers? | P26 | preg-insect-repellent',
  // Tummy sleeping while someone watches.
  'watching: Ireland | he only sleeps on his belly, is it fine if im sitting up watching him, 4 weeks | B4 | baby-safe-sleep-basics',
  // When her energy comes back.
  'energy back: Ireland | wrecked all the time at 11 weeks, when do i get my energy back | P11 | preg-tiredness-early',
].map(familyLine);

const facts = factLines([
  // Facts beside their entries.
  'salad: South Africa | eish, do i have to wash the salad too, and is rare steak ok | P16 | soil on them can also carry toxoplasmosis',
  'hot yoga: Ireland | love me hot yoga, is the sauna after grand at 10 weeks | P10 | pregnancy yoga in a normal-temperature room',
  'partner scan: Wales | can my husband come in to the 20 week scan with me | P19 | Your partner or someone else can usually come',
  'tylenol fever: Canada | what temp counts as a fever in a newborn? hubby says just give tylenol | P36 | fever medicine \\(paracetamol',
  'water heat: Nigeria | the heat is too much, my mother says give the baby water, i am breastfeeding, 3 weeks | B3 | at least 6 wet ones a day',
  'formula at night: Philippines | my lola says give formula at night so i can sleep, how long should i breastfeed ba | P30 | supply and demand',
  'comfort: US | she finishes 3 oz and still roots, how much formula for a 2 week old | B2 | suck for comfort',
  'latch: Australia | cracked nipples from breastfeeding, 1 wk in, will it get better | B1 | as the latch gets better',
  'latch bleeding: Ireland | my nipples are cracked and bleeding, does breastfeeding get easier | B1 | as the latch gets better',
  'sweep: New Zealand | midwife offering a sweep at 40 wks, what happens if it doesnt work | P40 | pessary, gel or tablets',
  'c sec walking: India | c sec 3 weeks back, when can i drive | B3 | gentle walking',
  'six week check: UK | still bleeding a bit at 2 weeks, and when is my postnatal check | B2 | 6 to 8 weeks after the birth',
  'lochia and check: US | how long does the bleeding last after birth, and when is the 6 week check | B1 | 6 to 8 weeks after the birth',
  'bay rum: Jamaica | can i give calpol and rub him with bay rum for a fever, he is 9 weeks | B9 | bay rum',
]);

describe('iteration 47: South African and New Zealand words, insect repellent, facts beside entries', () => {
  familyTests(cases, facts);
});
