import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "a baby's health, more" (answers iteration 25): a baby's fever where malaria is common,
 * and the malaria medicine a relative or neighbour suggests giving "to be safe".
 */

const whoMalariaTest = { org: 'WHO', title: 'WHO guidelines for malaria: diagnosis (test before treatment)' };
const cdcMalaria = { org: 'CDC', title: 'Malaria: treatment of malaria' };
const nhsMalaria = { org: 'NHS', title: 'Malaria' };

export const babyHealthMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'baby-fever-malaria-medicine',
    question: 'Someone says to give my baby malaria medicine for a fever. Should I?',
    asked: [
      'where malaria is common, how soon should a baby with a fever be seen at the clinic',
      'malaria is around where we live, if my baby gets a temperature how quickly do we need the clinic',
      'neighbour says give coartem syrup to my baby for the fever, should i',
      'can i give my baby antimalarial medicine without a test',
      'baby feels hot, my mother says treat him for malaria just in case',
      'should i give malaria drugs to my 5 month old with a temperature',
      'is it ok to buy malaria medicine at the chemist for my baby to be safe',
    ],
    topic: 'baby-fever',
    stages: ['postpartum'],
    lead: 'Not without a test. If you live in or have been to a malaria area and your baby has a fever, take them to a clinic or health centre the same day for a malaria test (a rapid test or a blood test): WHO advises testing before any antimalarial medicine.',
    points: [
      'A fever has many causes, and most are not malaria. Giving malaria medicine "to be safe" can miss the real cause and delay the right treatment.',
      'Do not self-medicate with antimalarials such as Coartem (artemether-lumefantrine) from a shop or a neighbour: a baby’s dose depends on their weight and must come from a health worker after a positive test.',
      'If the test shows malaria, start the treatment the health worker gives straight away and finish the whole course, even if your baby seems better.',
      'Meanwhile, offer extra feeds, dress your baby lightly, and check their temperature with a digital thermometer under the arm: 38 C or higher is a fever. Infant paracetamol (Calpol, Panadol) from 2 months can ease discomfort, but it does not treat the cause of a fever, so the test is still needed.',
      'Where malaria is common, an insecticide-treated mosquito net over your baby’s sleep space protects them every night.',
    ],
    whenToCall:
      'Take your baby to a clinic or health centre today if they have a temperature of 38 C (100.4 F) or higher and you live in or have been to a malaria area. Call emergency services now if your baby is under 3 months with a temperature of 38 C or higher, or at any age is floppy, hard to wake, has a fit or is struggling to breathe.',
    signs: [
      'newborn-fever',
      'newborn-floppy-unresponsive',
      'newborn-seizure',
      'newborn-breathing-difficulty',
    ],
    related: ['baby-fever-what-counts', 'baby-fever-older-baby'],
    sources: [whoMalariaTest, cdcMalaria, nhsMalaria, { org: 'NHS', title: 'Paracetamol for children' }],
  },
];
