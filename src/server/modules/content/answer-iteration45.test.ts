/**
 * Iteration 45's families in the engineer's own wordings (never AH91's or AH92's, nor the library's; Irish, Welsh,
 * Australian and South African English, and chatty American and Canadian English with brand names): an allergy
 * brand with a decongestant ("-D") and local names for hay fever (cedar fever, Reactine), the opioids sent home after
 * a caesarean (Percocet, hydrocodone, "oxy") while breastfeeding, a toasted sub, the anatomy scans, fitness classes
 * by brand (F45, Peloton), board sports and snorkelling, Unisom and Diclegis for sickness, tummy time however it is
 * written, a fever that "spikes" and the children's ER, visits "booked every two weeks"; and a second question far from the whole message (the whooping cough jab after how often she sees the
 * midwife, tummy time after smiling). Each test here fails on main (the file run in a worktree of main).
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Medicines: an antihistamine with a decongestant, and hay fever by its local names.
  'allegra-d: Canada | lived on allegra-d before i got pregnant, now 26 wks, is it ok or only plain allegra | P26 | preg-antihistamines',
  'cedar fever and reactine: Texas | cedar fever has me sneezing nonstop at 24 wks, can i keep taking my reactine | P24 | preg-antihistamines',
  // Medicines: opioids for pain after a caesarean, while breastfeeding.
  'percocet: Canada | they sent me home with percocet after the c section, is it ok to keep nursing on it? | B1 | feed-painkillers-breastfeeding',
  'hydrocodone: US | doc gave me hydrocodone for after the csection, will it make the baby drowsy through my milk | B1 | feed-painkillers-breastfeeding',
  'oxy: US | is oxy ok while breastfeeding, only taking it at night for my section pain | B2 | pp-painkillers-after-birth',
  // Food: a deli sub toasted.
  'toasted turkey sub: US | craving a toasted turkey sub from jimmy johns so bad, does toasting it make it ok at 19 wks | P19 | preg-deli-meat',
  // Tests: the anatomy scans.
  'anatomy scans: US | are anatomy scans able to pick up everything? mines on friday | P20 | preg-anomaly-scan',
  // Activity: fitness classes by brand, board sports and snorkelling.
  'f45: Australia | still doing f45 3x a week at 18 wks, ok to keep it up? | P18 | preg-exercise',
  'peloton: Canada | 21 weeks and i love my peloton classes, do i have to slow down | P21 | preg-exercise',
  'boogie boarding: Australia | still boogie boarding down at the beach at 24 wks, is that a no now? | P24 | preg-sports-to-avoid',
  'paddleboarding: Wales | is paddleboarding ok at 27 weeks, im steady on it | P27 | preg-sports-to-avoid',
  'snorkelling: South Africa | were off snorkelling in cape town at 29 weeks, is that alright | P29 | preg-swimming',
  // Tummy time is one thing, not the tummy.
  'roars at tummy time: Ireland | she roars crying at tummy time, shes 6 wks, do we have to keep at it | B6 | baby-tummy-time',
  'tummytime in one word: US | he wails every time we try tummytime, is it worth it at 4 wks | B4 | baby-tummy-time',
  // Sickness: doxylamine by its brands.
  'unisom: Ireland | can i take unisom for the morning sickness, 11 weeks and wrecked | P11 | preg-morning-sickness-remedies',
  'diclegis: US | my ob said diclegis but its pricey, is it safe for the baby | P13 | preg-morning-sickness-remedies',
  // A fever that "spikes", and the children's ER (after triage iteration 54 stopped raising such a plan ahead).
  'spikes a fever, childrens er: US | if our 7 wk old ever spikes a fever overnight, do we wait till morning or head to the childrens er? | B7 | baby-fever-what-counts',
  'spikes a temp, peds er: Canada | planning ahead, if the baby spikes a temp at 9 wks do we go to the peds er or call the nurse line | B9 | baby-fever-what-counts',
  // How often her visits are, told as what the clinic booked or what a sister had.
  'booked every two weeks: Ireland | clinic has me booked in every two weeks now at 30 wks, is that how it normally goes | P30 | preg-antenatal-visits',
  'went weekly: Wales | my sister went weekly from 32 weeks but i only have appointments every 2 weeks, is mine right | P33 | preg-antenatal-visits',
].map(familyLine);

const facts = factLines([
  // A second question whose entry is far from the whole message: the whooping cough jab, tummy time.
  'whooping cough after visits: Wales | how often are my antenatal checks now at 31 wks? and i missed the whooping cough jab, is it too late | P31 | ideally by 32 weeks',
  'tummy time after smiling: South Africa | when will he smile at us properly, hes 6 wks and just gawks lol. and he screams the house down at tummy time, do we have to keep going | B6 | awake and watched',
]);

describe('iteration 45: decongestants and opioids, a toasted sub, fitness brands and board sports, tummy time, a second question', () => {
  familyTests(cases, facts);
});
