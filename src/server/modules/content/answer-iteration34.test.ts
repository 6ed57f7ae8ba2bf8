/**
 * Iteration 34's families in the helper's own wordings (never AH71's or AH72's, nor the library's; informal,
 * misspelt, second-language English, fathers and grandparents, and words of the UK, US, Ireland, Australia, New
 * Zealand, Canada, South Africa, Jamaica, Nigeria, Kenya, India and the Philippines): the "don't know"s (what a
 * partner can cook for morning sickness, a partner getting ready for the first weeks, a relative's food rules after
 * the birth), entries asked another way (a tight wrap and rolling, time off for her scans, a bottle gulped down, a
 * bottle too early while breastfeeding), and facts beside their entries (how an older baby with a fever looks and
 * acts, hair loss not caused by breastfeeding, anxiety any time in the first year, running safe for the baby, sex
 * safe unless advised otherwise, a slow-flow teat, colds from viruses
 * not cold food, a partner's first weeks, B12 for a vegan mother, a bedtime routine, no microwave for bottles,
 * painkillers while breastfeeding), each one the library already held with its source. Each test here fails
 * on main at 48404de.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // What a partner can cook or do for morning sickness ("spewing", "chundering" are vomiting).
  'sick every morning: Australia | missus is 9 weeks and spewing most mornings, what can i cook that she might keep down | P9 | preg-morning-sickness-remedies',
  'sick every morning: UK | my wife keeps chundering at 7 weeks, any food i can make her? | P7 | preg-morning-sickness-remedies',
  // A partner getting ready for the first weeks, a relative coming over to stay.
  'first weeks: Kenya | my wife is 35 weeks and her parents are coming over to help, i will have two weeks off. how do i prepare so i am useful | P35 | preg-partner-how-to-help',
  'first weeks: Canada | her mom is flying in for the birth but i want to pull my weight, what should i learn now for the first weeks home? 36 wks | P36 | preg-partner-how-to-help',
  // A relative's food rules after the birth: no curd, fruit or cold food, or the baby catches cold through the milk.
  'food rules: India | saas says no curd and no fruits after delivery, baby will catch cold from my feed. is it true? 3 weeks | B3 | pp-confinement-diet',
  // A tight wrap and a baby starting to roll: the swaddling entry, not wrapping a baby with a temperature.
  'wrap and roll: New Zealand | is it dangerous to keep wrapping our bub? nan wants him wrapped tight, 10 wks and starting to roll | B10 | baby-swaddling',
  // Time off for her scans as a partner (not the scan itself).
  'scans leave: UK | am i allowed time off work for her antenatal appointments as the dad, were not married, 16 wks | P16 | pp-partner-leave',
  // A bottle gulped down and brought back up: paced feeding.
  'gulped bottle: US | our 4 week old guzzles her bottle of expressed milk way too fast then brings it all back up | B4 | feed-paced-bottle-feeding',
  'gulped bottle: Jamaica | she chugs the bottle of breastmilk super fast and then vomits it back, 6 weeks | B6 | feed-paced-bottle-feeding',
  // A bottle too early while breastfeeding, asked by the partner.
  'bottle too early: Jamaica | mi wife a breastfeed di baby, 2 weeks now, everybody seh mi fi give a bottle. too soon? how else mi can help | B2 | feed-partner-support-breastfeeding',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  // An older baby's fever: how the baby looks and acts matters as much as the number.
  'fever number: Ireland | what temp is too high for a 5 month old? he is 38.5 but laughing away | B22 | looks and acts',
  // Hair loss after the birth: not caused by breastfeeding, no need to stop.
  'hair: Nigeria | my hair is falling out plenty 3 months after i born, should i stop breastfeeding? | B13 | no need to stop breastfeeding',
  // Anxiety after the birth can start any time in the first year.
  'anxiety later: Australia | can postnatal anxiety start when bub is 7 months? always on edge since going back to work | B30 | any time in the first year',
  // Running in pregnancy: safe for the baby.
  'running: South Africa | is jogging bad for the baby at 22 weeks? my gran says it will shake it loose | P22 | safe for your baby',
  // Sex in a normal pregnancy: safe unless advised against.
  'sex: India | husband is scared to do sex, 18 weeks, doctor said pregnancy is normal. is it harmful? | P18 | unless your midwife or doctor has advised against it',
  // A bottle drunk too fast: a slow-flow teat and winding.
  'gulped bottle: US | our 4 week old guzzles her bottle of expressed milk way too fast then brings it all back up | B4 | slow-flow teat helps',
  // Cold food and a cold: colds are caused by viruses.
  'food rules: India | saas says no curd and no fruits after delivery, baby will catch cold from my feed. is it true? 3 weeks | B3 | Colds are caused by viruses',
  // A partner's first weeks: cook and freeze meals, handle visitors.
  'first weeks: Kenya | my wife is 35 weeks and her parents are coming over to help, i will have two weeks off. how do i prepare so i am useful | P35 | cook and freeze some meals',
  // Vitamin D drops for a breastfed baby, and a vegan mother: B12 too.
  'vegan mum: New Zealand | fully breastfed 10 week old and im vegan, is the vit d drops all we need? | B10 | vitamin B12',
  // How much a baby sleeps at about 3 months, and a routine: a simple bedtime routine from around 3 months.
  'routine: India | my 12 week old sleeps whenever, how many hours should she sleep in a day, is a fixed schedule needed | B12 | bedtime routine',
  // Getting ready to formula feed: no microwave, and formula left after a feed thrown away.
  'formula kit: a father, South Africa | we will be formula feeding from the start, what must i buy and can i use the microwave to warm bottles? 35 weeks | P35 | Never warm a bottle in a microwave',
  // Breastfeeding with a cold, and medicines for her: paracetamol or ibuprofen generally fine while breastfeeding.
  'ill and feeding: Canada | got a horrible cold, can i still feed my 6 week old and what can i take for my throat | B6 | ibuprofen are generally fine while breastfeeding',
]);

describe('iteration 34: the "don\'t know"s, entries asked another way and facts beside their entries', () => {
  familyTests(cases, facts);
});
