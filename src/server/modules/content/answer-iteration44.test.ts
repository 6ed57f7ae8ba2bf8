/**
 * Iteration 44's families in the engineer's own wordings (never AH89's or AH90's, nor the library's; Indonesian and
 * Malay mixed with English as mothers working abroad write, Tagalog, Spanish, Nepali and Shona words in Caribbean,
 * African and Asian English): swaddling "bedong", ASI, formula (sufor), honey and colostrum, rice porridge at three
 * months, jamu, a cough and a cold, sadness far from home, "jangan banyak gerak"; home brews (chhyang, tongba) and
 * dal bhat, a topi and a razai, walking to work after a greeting, "sakit ulo" with Alaxan, no "sipa" yet, cafecitos
 * and vino, booking the first check-up, and formula made weaker. Each test here fails on main (the file run in a
 * worktree of main).
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Indonesian and Malay (two marker words): swaddling tight with straight legs, milk, colostrum, early solids.
  'bedong tight: Indonesian | anak saya 5 minggu, mertua selalu bedong dia kencang sekali biar kakinya lurus, boleh? | B5 | baby-swaddling',
  'ASI not in yet, sufor and madu: Indonesian | bayi sy 3 hari, ASI blm keluar, nenek mau kasih sufor dan madu, boleh ga? | B0 | feed-milk-coming-in',
  'kolostrum dirty: Indonesian | mertua bilang kolostrum itu kotor harus dibuang, benar ga? | B0 | feed-colostrum-not-dirty',
  'bubur nasi at 3 months: Indonesian | nenek udah kasih bubur nasi ke anak 3 bulan, katanya ASI aja ga cukup | B13 | feed-when-to-start-solids',
  // Remedies and medicines: jamu, a cough and a cold.
  'jamu in pregnancy: Indonesian | hamil 30 minggu, ibu kasih jamu tiap hari, aman ga buat bumil? | P30 | preg-herbal-remedies',
  'batuk pilek: Indonesian | lagi batuk pilek, hamil 18 minggu, boleh minum obat apa? | P18 | preg-cold-flu-remedies',
  // Her mood far from home, and "don't move much" against her exercise.
  'sad far from family: Indonesian | hamil 20 minggu kerja di Taiwan, sering sedih dan cemas, jauh dari keluarga, normal ga? | P20 | preg-mood-anxiety',
  'jangan banyak gerak: Indonesian | hamil 22 minggu, mertua bilang jangan banyak gerak, aku suka senam, boleh ga? | P22 | preg-exercise',
  // Nepali: a home brew, a staple meal, a cap and a quilt.
  'tongba: Nepal | tongba with my husbands family at losar, is a little ok in pregnancy | P16 | preg-alcohol',
  'chhyang for strength: Sikkim | my mother in law gives me chhyang for strength, ok at 12 wks? | P12 | preg-alcohol',
  'dal bhat: Nepal | we eat dal bhat mostly, is it enough for the baby? 14 wks | P14 | preg-vegetarian-vegan',
  'topi and razai: Nepal | heavy razai and topi on baby at night in winter, ok? | B10 | baby-sleeping-bags-blankets',
  // A Shona greeting before walking to work.
  'walking to work after a greeting: Zimbabwe | mangwanani, i walk to work an hour each day, bad for baby? 9 wks | P9 | preg-exercise',
  // Tagalog: a headache (sakit ulo) with Alaxan; no kicks (sipa) yet.
  'sakit ulo and alaxan: Philippines | 23 wks, sakit ulo since yesterday, can i take my alaxan | P23 | preg-headaches',
  'mefenamic: Philippines | can i take mefenamic at 25 weeks for my back | P25 | preg-ibuprofen',
  'no sipa yet: Philippines | 22 weeks na ako wala pa rin sipa, normal ba | P20 | preg-first-movements',
  // Spanish mixed into English: cafecitos and vino.
  'cafecitos: Miami | 2 cafecitos every morning with my mom ok at 15 weeks? | P15 | preg-caffeine',
  'vino: Mexico | is a copita of vino at the wedding ok at 20 weeks | P20 | preg-alcohol',
  // Booking the first check-up.
  'first check-up: Barbados | 9 wks, when do i book my first check-up at the clinic | P9 | preg-booking-appointment',
  // A baby's cold with a little temperature: which fever medicine and how much (the lead's, after the merge).
  'calpol or nurofen for a cold: UK | my 5 month old has a runny nose and a bit of a temperature, is calpol or nurofen better and how much do i give | B21 | baby-paracetamol-and-ibuprofen',
].map(familyLine);

const facts = factLines([
  // Formula made weaker so the tin lasts: never water it down.
  'formula made weaker: Zambia | tin of formula is dear, can i make the bottles weaker | B6 | (?:never extra water|[Nn]ever dilute|[Dd]o not (?:dilute|water down))',
]);

describe('iteration 44: Indonesian and Malay, Nepali and Shona words, Tagalog, Spanish and first check-ups', () => {
  familyTests(cases, facts);
});
