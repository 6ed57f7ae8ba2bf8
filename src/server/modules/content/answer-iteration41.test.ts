/**
 * Iteration 41's families in the engineer's own wordings (never AH83's or AH84's, nor the library's; informal,
 * misspelt and second-language English from the UK, the US, Ireland, Australia, Canada, Nigeria, Kenya, India,
 * the Philippines and Jamaica): the question she asks beside her story, when it has no "?" ("... is that bad"),
 * is a one-word "Normal?" about the sentence before, shares a sentence with another behind only a comma, or sits
 * beside a relative's claim ("my lola says folic acid not needed", "mi granny seh put a pillow", "my mom wants to
 * buy a weighted sleep sack"); a question found well on its own where the whole message finds nothing (the
 * dentist after a chemist's antibiotics); two brands of infant medicine for a baby under 8 weeks; and the facts
 * each entry lacked (the US maternal mental health hotline, alternating fever medicines only if one has not
 * helped, a baby's fever where malaria is common). Each test here fails on main at 89de8b3 (the last three, the
 * lead's, at e62cf25).
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Two brands of infant medicine asked for a baby under 8 weeks (iteration 40's leftover).
  'two brands under 8 weeks: UK | is calpol or nurofen ok for my 5 week old | B5 | baby-medicine-under-2-months',
  'two brands under 8 weeks: Ireland | can i give nurofen or calpol syrup to my 7 week old | B7 | baby-medicine-under-2-months',
  'two brands under 8 weeks: Australia | panadol or nurofen syrup for my 6 week old if she gets hot? | B6 | baby-medicine-under-2-months',
  // Her question found well on its own where the whole message, about a chemist's antibiotics, finds nothing.
  'dentist alone: Jamaica | Mi tooth a hurt mi bad, di pharmacy gi mi antibiotic. 18 weeks pregnant. Mi mada seh just tek dem. Can I go to di dentist while pregnant? | P18 | preg-dental-care',
  'dentist alone: India | Severe tooth pain, the medical shop gave me antibiotics without prescription. 20 weeks pregnant. Is dental treatment allowed in pregnancy? | P20 | preg-dental-care',
  // Asked once the triage no longer raised them (iteration 50): a relative's practice on a caesarean belly, and raw
  // milk and liver, reach their entries (the lead's wordings, failing at e62cf25).
  'hot towel on a caesarean belly: Nigeria | my mother wants to press a hot cloth on my stomach after my c section to shrink it, is that ok | B0 | pp-caesarean-shower-binder',
  'hot towel on a caesarean belly: UK | had a section last week, mother in law doing hot water massage on my tummy. safe? | B1 | pp-caesarean-shower-binder',
  'raw milk: Kenya | can i drink fresh cow milk without boiling it at 26 weeks | P26 | preg-foods-to-avoid',
].map(familyLine);

const facts = factLines([
  // A question after her story with no "?", or behind a comma.
  'booking beside folic acid: UK | positive test this morning, around 5 weeks. i have not been on folic acid at all is that bad, when should i first see a midwife? | P5 | before 10 weeks',
  'weighted bags: US | shes 5 months and flipping onto her belly every night, do i keep turning her over?? and my sister says a weighted sleep sack will keep her put would that help | B21 | weighted sleeping bags, swaddles and blankets are not recommended',
  'enough milk: Kenya | my baby is 4 days and only breastfeeding, how can i tell she is getting enough?? my mother in law wants me to give her formula at night | B0 | 8 to 12 times',
  // A relative's claim beside her one question.
  'folic acid over food: Philippines | 6 weeks preg. My lola says folic acid tablets not needed, just eat malunggay and green veg. Also i took paracetamol for my headache, safe ba? | P6 | 400 micrograms',
  'pillow and a flat head: Jamaica | Baby 4 months. Mi granny seh put a soft pillow under him so him head nuh go flat. Also when should I stop swaddling? | B17 | no pillow',
  'weighted bags: Canada | hes 4 months and rolling to his tummy in his crib, do i keep rolling him back?? and my mom wants to buy a weighted sleep sack to stop it | B18 | weighted sleeping bags, swaddles and blankets are not recommended',
  'sex no set time: UK | 6 weeks pp and hubby keeps asking when we can start having sex again, my period hasnt come back. and is the mini pill ok with breastfeeding | B6 | no set time',
  // The facts beside the entries they reached.
  'hotline: US | 26 weeks and anxious every single day, worrying nonstop that something will go wrong with the baby, is that normal | P26 | 1-833-852-6262',
  'hotline: Canada | is it normal to feel this anxious in pregnancy, 19 weeks and i worry all day every day | P19 | 1-833-852-6262',
  'alternating: US | the nurse line told me to alternate tylenol and motrin every 3 hours for my 7 month olds fever, is that right? | B30 | alternate only if one has not helped',
  'alternating: Australia | chemist reckons i should alternate panadol and nurofen round the clock for my 8 month old, is that ok? | B34 | alternate only if one has not helped',
  'malaria fever: Kenya | we stay in Kisumu where malaria is common. Baby is 5 months. If she gets a fever my mother says give herbs and wait. How soon must we go to the clinic? | B21 | malaria test',
]);

describe('iteration 41: the question beside her story, a claim to check, a question found alone, medicines for a young baby, and facts', () => {
  familyTests(cases, facts);
});
