/**
 * Iteration 48's families in the engineer's own wordings (never AH97's or AH98's, nor the library's; South African,
 * Jamaican, Irish, Welsh, Nigerian, Filipino, Indian, Australian and North American English): British and Irish
 * slang for worn out (cream crackered, zonked, "so wrecked"), a traditional birth attendant against the health
 * centre, her own sleep on her back advised by a relative, juice, sweet tea or fizzy drinks for a young baby's
 * bowels; and facts beside their entries (formula never watered down and help when it runs short, no aspirin beside
 * a fever after jabs, a treated net beside bed-sharing, paracetamol does not treat the cause, paracetamol safe while
 * nursing, the first hour beside colostrum, raw milk and eating for two beside ghee, morning sickness does not harm
 * the baby, cyclizine beside HG, booking early, the US hotline beside sleepless worry, the cheese entry beside runny
 * eggs, cold drinks beside her sleep position). Each test here fails on main (the file run in a worktree of main).
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Worn out, in British and Irish slang.
  'cream crackered: Wales | cream crackered every evening at 8 weeks, will it get better | P8 | preg-tiredness-early',
  'zonked: Australia | totally zonked by lunch at 7 wks, is that normal | P7 | preg-tiredness-early',
  'so wrecked: Ireland | im so wrecked at 10 weeks, does it pass | P10 | preg-tiredness-early',
  // A traditional birth attendant against the health centre.
  'tba: Nigeria | auntie says na the traditional birth attendant go deliver am, hospital far, 36 weeks | P36 | birth-where-to-give-birth',
  'health facility: US | can the traditional birth attendant deliver my baby at home or should we go to the health facility, 37 weeks | P37 | birth-where-to-give-birth',
  'village midwife: India | we have a traditional midwife in the village, do we really have to go to the facility for the birth, 33 weeks | P33 | birth-where-to-give-birth',
  // Her own sleep on her back, advised by a relative.
  'on my back: Jamaica | granny say i must lie on my back so di baby have room, 31 weeks | P31 | preg-sleep-position',
  // Juice or sweet tea for a young baby's bowels.
  'juice: South Africa | my ouma wants to give the baby rooibos and juice for her tummy, shes 3 months | B13 | feed-water-for-baby',
].map(familyLine);

const facts = factLines([
  // Facts beside their entries.
  'water down: US | can i keep the bottle he didnt finish and add a bit more water so the tin lasts, 5 wks | B5 | Never water down formula',
  'formula short: Canada | formula is running low til payday, can i save the half bottle she left | B8 | WIC office',
  'aspirin jabs: Jamaica | after him 8 week shots can mi give him likkle aspirin if him get hot | B9 | Reye',
  'net: Nigeria | baby sleeps with me in my bed under the net because of mosquitoes, is that fine, 3 weeks | B3 | over the bed you share',
  'panadol malaria: Nigeria | i give panadol when she is hot, do i still need the malaria test, 5 months | B22 | does not treat the cause',
  'tylenol nursing: US | is tylenol ok to take while nursing my 2 week old | B2 | safe to take while breastfeeding',
  'first hour: India | when should i first breastfeed, is the first yellow milk enough for the baby | B0 | within the first hour after birth',
  'raw milk: India | ammi says drink buffalo milk straight and lots of ghee for an easy delivery, 32 weeks | P32 | raw \\(unpasteurised\\) milk',
  'eat for two: India | nani says ghee in milk every night in the ninth month and eat for two, 36 weeks | P36 | do not need to eat for two',
  'sickness harm: Ireland | my mam reckons being this sick means its a boy, does the sickness harm the baby, 12 weeks | P12 | usually does not harm your baby',
  'cyclizine: Wales | is it hg or just morning sickness, gp gave me cyclizine, 9 weeks | P9 | cyclizine or promethazine, are used safely',
  'booking: South Africa | my gogo says wait for the bump before the clinic, how many check-ups do i need, 7 weeks | P7 | as soon as you know you are pregnant',
  'hotline: US | cant sleep at 27 weeks, too anxious about everything, what helps | P27 | 1-833-852-6262',
  'brie eggs: Australia | soft boiled eggs ok at 15 weeks? | P15 | Avoid mould-ripened cheeses',
  'cold drink: Philippines | my lola says i must lie on my back so baby has room, and a cold drink if he is quiet, 33 weeks | P33 | do not use cold or sugary drinks',
]);

describe('iteration 48: worn out, a birth attendant, her back, drinks for a baby, facts beside entries', () => {
  familyTests(cases, facts);
});
