/**
 * Iteration 40's families in the engineer's own wordings (never AH81's or AH82's, nor the library's; informal,
 * misspelt and second-language English from the UK, the US, Ireland, Australia, Canada, Nigeria, Kenya, India,
 * the Philippines and Pakistan): when to go in against ringing first ("go in vs ring?"), a cold tablet by its
 * brand in the Philippines, India or Nigeria (Neozep, Decolgen, Bioflu, Sinarest, Coldcap) with "barado ilong" or
 * "colds", infant paracetamol asked ahead for a baby under 8 weeks by two brands or as a syrup, which medicine for
 * a fever at 5 months, the epidural myths, and the facts each entry lacked beside them (cold remedies that
 * already hold paracetamol, night work, antenatal classes together, no tilting the cot for reflux, infant
 * ibuprofen from 6 months in the US, malaria prevention beside a herbal remedy, iron beside folic acid, a drink
 * and 2 hours before a feed beside vitamin D, an epidural and a sleepy baby). Each test here fails on main at
 * 866243d.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // When to go in against ringing first, in labour at term.
  'go in vs ring: UK | 37 wks nd hubby on night shift, when do i go in vs ring?? | P37 | birth-when-to-go-in',
  'go in vs ring: Ireland | hubby works away, 38 weeks, do i go in vs ring first? | P38 | birth-when-to-go-in',
  'go in vs ring: Australia | how do you know its time to go in vs ring, 40 wks and nervous | P40 | birth-when-to-go-in',
  'go in vs ring: Canada | 39 wks with our first, how do i decide to go in vs ring? | P39 | birth-when-to-go-in',
  // A cold tablet by its brand in the Philippines, India or Nigeria, in pregnancy, with Taglish words.
  'cold tablets: Philippines | 22 weeks po, may sipon ako and barado ilong, pwede ba ang neozep? | P22 | preg-cold-flu-remedies',
  'cold tablets: Philippines | is decolgen forte safe for pregnant, i have colds and stuffy nose, 18 weeks | P18 | preg-cold-flu-remedies',
  'cold tablets: Philippines | can i take bioflu for my colds, 16 weeks pregnant | P16 | preg-cold-flu-remedies',
  'cold tablets: India | is sinarest ok in pregnancy, bad cold and blocked nose, 24 weeks | P24 | preg-cold-flu-remedies',
  'cold tablets: Nigeria | can i use coldcap for catarrh when pregnant 20 weeks | P20 | preg-cold-flu-remedies',
  // Infant paracetamol asked ahead for a baby under 8 weeks, two brands or a syrup; which one at 5 months.
  'calpol asked ahead: US | for later: my baby is 5 weeks, if she ever runs a temperature can i give her some tylenol or calpol syrup at home first | B5 | baby-medicine-under-2-months',
  'which one for a fever: US | my 5 month old has a temp of 100.5, can i give her motrin or only tylenol | B21 | baby-paracetamol-and-ibuprofen',
  // The epidural myths (backache for life, a sleepy baby).
  'epidural myths: India | doing my birth plan at 35 wks and want an epidural, but nani says it ruins your back for life and the baby comes out sleepy. true? | P35 | birth-epidural',
].map(familyLine);

const facts = factLines([
  // The facts beside the entries they reached.
  'cold remedies bf: UK | full of cold, 6 weeks pp and breastfeeding, is lemsip ok with my paracetamol? | B6 | already contain paracetamol',
  'cold remedies bf: Ireland | can i take beechams while breastfeeding a 2 month old, got the flu | B9 | already contain paracetamol',
  'nights: UK | do i have to tell my employer before 20 weeks, and can they keep me on nights? 14 weeks | P14 | suspend you on full pay',
  'classes: US | hubby asking, how can i support my wife during labor, shes 30 wks | P30 | antenatal classes and appointments together',
  'classes: Kenya | dad to be, how do i help her in labour, she is 33 weeks | P33 | antenatal classes and appointments together',
  'reflux tilt: Australia | my mum says put a towel under the mattress for her reflux, and is a weighted sleeping bag ok, 8 wks | B8 | Do not raise the head end of the cot',
  'ibuprofen US: US | my 5 month old has a temp of 100.5, can i give her motrin or only tylenol | B21 | labelled from 6 months',
  'malaria: Nigeria | mother in law wants me to drink a herbal mixture for malaria, 20 weeks, is it ok | P20 | preventive treatment',
  'malaria: Kenya | my aunt gave me a herbal drink for malaria, 18 weeks, should i take it or what protects me | P18 | insecticide-treated mosquito net',
  'iron: India | started folic acid late at 7 weeks, how long do i take it, and do i need iron too | P7 | low iron \\(anaemia\\)',
  'iron: Pakistan | is it too late for folic acid at 8 weeks? also my mum says take iron tablets | P8 | low iron \\(anaemia\\)',
  'drink and vitamin D: Australia | bub is 10 weeks, is vitamin d needed if im breastfeeding? and can i have a drink at a wedding next month | B10 | 2 hours',
  'drink and vitamin D: Canada | does my breastfed 3 month old need vitamin d drops? and can i have a glass of wine at my cousins wedding | B13 | 2 hours',
  'epidural myths: Pakistan | 33 wks, my aunties say epidural causes lifelong back ache and a drowsy baby, is that true? | P33 | unlikely to make your baby sleepy',
]);

describe('iteration 40: going in against ringing, cold tablets by brand, medicines for a young baby, epidural myths, and facts', () => {
  familyTests(cases, facts);
});
