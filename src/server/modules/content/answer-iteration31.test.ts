/**
 * Iteration 31's families in the helper's own wordings (never AH65's or AH66's, nor the library's; informal,
 * misspelt, second-language English, fathers and grandparents, and words of the UK, US, Ireland, Australia, New
 * Zealand, Canada, South Africa, Jamaica, Nigeria, Kenya, India and the Philippines): the "don't know"s (breast
 * size and milk, water for a newborn asked ahead, Zika and a trip booked before the pregnancy, lifting and driving
 * after a caesarean told as "CS" or "post op"), and facts beside their entries, each only where the library already
 * held it with its source. Each test here fails on main at 1a40b5b.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Breast size and milk, asked in pregnancy: the entry that says size does not affect supply.
  'breast size: a partner, UK | my girlfriend thinks her boobs are too little to feed the baby, does size matter? 24 weeks | P24 | preg-leaking-colostrum',
  // A newborn's water, asked ahead in pregnancy.
  'water ahead: summer, Australia | due in january, the middle of summer here. will a newborn need water on the scorching days? | P32 | feed-water-for-baby',
  // Medicines for the baby, asked ahead in pregnancy.
  'baby medicines ahead: US | what age can babies have tylenol? stocking up the medicine cabinet at 36 weeks | P36 | baby-paracetamol',
  // Zika and a trip booked before the pregnancy.
  'zika: Canada | booked our trip to mexico months ago, now im 9 weeks, is zika still a worry or should we cancel | P9 | preg-travel-abroad',
  // Lifting and driving after a caesarean, told as "CS" or "post op", in Tagalog and English.
  // A baby's "8 week needles" are her vaccines.
  'vaccines: needles, Jamaica | she has her 8 week needles on friday, is a temperature after them normal? | B8 | baby-fever-after-vaccines',
  // A father smoking outside, "is that enough?": not milk supply.
  'smoking outside: the garden, UK | my partner smokes but only in the garden. is that enough or should we be worried? 3 weeks | B3 | partner-smoking-outside',
  // The newborn checks, asked ahead.
  'newborn checks: Ireland | what checks do they do on the baby once hes born? 38 weeks | P38 | baby-newborn-check',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  // Eggs beside the cheese: the British Lion stamp.
  'eggs: hard boiled, UK | can i have a camembert toastie if its baked, and do my eggs have to be rock hard now? 12 weeks | P12 | British Lion',
  // Lifting after a caesarean, told as "CS" and in Tagalog.
  'caesarean: Tagalog | 2 weeks post CS na ako, pwede na ba magbuhat ng timba ng tubig? | B2 | heavier than your baby',
  // Tummy sleeping beside choking: SIDS.
  'tummy sleep: choking, Nigeria | my mother says lie him on his belly so he no go choke if he vomit. 2 weeks | B2 | Tummy sleeping raises the risk',
  // A swaddle beside the room's temperature: stop at rolling.
  'swaddle: too warm, US | is a fleece sleeper plus a swaddle too hot if the nursery is 68 degrees? 9 weeks | B9 | signs of trying to roll',
  // Replacing breastfeeds with formula lowers supply, beside the foods said to boost milk.
  'supply: moringa, Philippines | taking malunggay capsules for my milk, pero thinking to add formula too, ok ba? 2 weeks | B2 | can lower your supply',
  // Ear thermometers until about 6 months.
  'ear thermometer: Canada | whats the best way to check a 2 week olds temperature, ear or under the arm? | B2 | until about 6 months',
  // No medicine for a young baby's fever without a doctor.
  'fever: sponge and Panadol, Kenya | if my 3 week baby gets fever should i sponge with cold water and give panadol? | B3 | without a doctor’s advice',
  // Evening crying's peak beside aspirin.
  'aspirin: crying, a grandmother, India | my mother in law wants to give quarter aspirin when baby cries in evening, he is 5 weeks | B5 | 6 to 8 weeks',
  // Lactulose while breastfeeding beside the fear of the first poo.
  'first poo: Ireland | terrified to go to the loo with my stitches, is lactulose ok if im breastfeeding | B1 | lactulose, for one, is fine while breastfeeding',
  // Pelvic floor exercises beside the stitches.
  'stitches: New Zealand | what helps stitches heal after a tear? 10 days pp | B1 | pelvic floor exercises',
  // 150 minutes a week beside running.
  'running: Australia | keen to get back into running after bub, 5 weeks, no dramas at the birth | B5 | 150 minutes',
]);

describe('iteration 31: the "don\'t know"s and facts beside their entries', () => {
  familyTests(cases, facts);
});
