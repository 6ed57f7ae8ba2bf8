/**
 * Iteration 43's families in the engineer's own wordings (never AH87's or AH88's, nor the library's; terse forum
 * abbreviations and long voice-to-text run-ons from the UK, Scotland, Australia, Canada, the US, Nigeria, Ghana,
 * Kenya, Bangladesh, Singapore and Malaysia): expressed milk ("ebm") microwaved or kept in the fridge door,
 * sterilising told with "3mo" and "ff", a paracetamol brand syrup (Napa), a cold syrup for a baby, a grandparent
 * babysitting in a cold house, Tdap and RSV named together, weekly visits late in pregnancy, kopi and milk
 * soups for the confinement, and her question opening after "so" or "but" in a run-on with no "?"; and facts
 * AH86's right entries lacked (honey, a microwave, twins, lochia, help with crying). Each test
 * here fails on main (the file run in a worktree of main).
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Expressed breast milk as "ebm": microwaved by a grandparent babysitting, or kept in the fridge door.
  'ebm in the microwave: Scotland | nan here babysitting my grandson 5wks, ok to microwave the ebm from the freezer bag | B5 | feed-warming-breast-milk',
  'ebm in the fridge door: Canada | ebm been in the fridge door since sunday, still good for lo 9wks? | B9 | feed-storing-breast-milk',
  // A paracetamol brand syrup (Napa, Bangladesh) by "how much": the infant paracetamol entry (no dose of Zara's own).
  'paracetamol by its brand: Bangladesh | how much napa syrup can i give my 4mo, she is hot | B17 | baby-paracetamol',
  // A cold syrup for a baby is a cough and cold medicine.
  'a cold syrup: Australia | lo 3mo ff has a runny nose, ok to buy a cold syrup for him | B13 | baby-cough-cold-medicines',
  // A grandparent babysitting in a cold house at night: hats and blankets for sleep.
  'cold house, hat and blankets: UK | nana here babysitting lo 7wks, the house is freezing at 4am, can i put a hat and 2 blankets on him | B7 | baby-sleeping-bags-blankets',
  // Heading home to a malaria area in pregnancy.
  'malaria going home: Nigeria | heading home to kano for a month at 20wks, malaria worries me | P20 | preg-malaria-area',
  // Tdap (whooping cough) and RSV named together: the vaccines of pregnancy.
  'tdap and rsv: Canada | my midwife in calgary says get the tdap and rsv jabs, my mom says wait, what are they even for | P31 | preg-vaccines-overview',
  // Told to come every week late in pregnancy: how often antenatal visits are.
  'weekly visits: Kenya | the clinic told me to come every week from now, 37wks, is that normal | P37 | preg-antenatal-visits',
  // Kopi (Singapore and Malaysian coffee) is coffee.
  'kopi: Singapore | kopi c every morning ok? 16wks | P16 | preg-caffeine',
  'kopi: Malaysia | kopi o kosong twice a day still ok when pregnant | P20 | preg-caffeine',
  // Soups for milk made ready for the confinement, asked in pregnancy: foods said to boost milk.
  'soups for milk before the confinement: Singapore | mum making papaya fish soup for my milk for my confinement, does it help? 37 wks | P37 | feed-milk-boosting-foods',
  // A bottle made earlier, asked about hours later: how long made-up formula keeps, not her broken night.
  'a bottle made earlier: US | made her bottle up at 11pm, she fell asleep before drinking it, still ok at 2am? lo 4wks ff | B4 | feed-leftover-formula',
  // Her question opening after "so" or "but" in a voice-to-text run-on with no "?".
  'run-on question: Ghana | we had a long night again she was up every two hours and my husband had to go to work early and my mum came round and tidied and made food for us and it was a lot but so how often should i bath her now | B3 | baby-bath-how-often',
].map(familyLine);

// AH86's right entries without their fact: each now holds it, placed beside it from the entry of the library that
// already held it with its source.
const facts = factLines([
  // Honey under 12 months beside gripe water and colic remedies.
  'honey beside gripe water: UK | lo 3wks cries every evening for hours, my gran wants to rub honey on his gums and buy gripe water, ok? | B3 | No honey before 12 months',
  // Warming a bottle in the microwave, beside making up formula.
  'microwaving formula: US | my mum adds an extra scoop at night and heats it in the microwave, whats the right way to make up formula | B1 | microwave: it heats unevenly',
  // Twins: a lactation consultant for breastfeeding, and an early birth beside Braxton Hicks.
  'twins and a lactation consultant: Australia | expecting twins, 32wks, want to breastfeed both, is it possible | P32 | lactation consultant',
  'twins and early labour: Jamaica | 31 wks with twins and my bump goes hard loads, is it braxton hicks | P31 | many twins are born before 37 weeks',
  // Lochia up to about 6 weeks beside a confinement's no washing.
  'lochia beside the confinement: Malaysia | my mum says no showering for the whole confinement month, im 3 wks after birth and still bleeding a bit brown, is that normal | B3 | lochia. lasts up to about 6 weeks',
  // Asking for help when the evening crying gets too much.
  'help with the evening crying: India | lo 5wks screams every night 6 till 10, why is she so fussy in the evening | B5 | Ask your partner, family or friends for help',
]);

describe('iteration 43: forum abbreviations, brand syrups, weekly visits, milk soups and run-on questions', () => {
  familyTests(cases, facts);
});
