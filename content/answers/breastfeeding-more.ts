import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "breastfeeding, more": treatments of her own while breastfeeding that are asked about
 * by what is done (at the dentist, with a numbing injection) rather than by a medicine's name. Follows the
 * NHS's breastfeeding and medicines pages, LactMed and the Breastfeeding Network.
 */

const nhsBfMedicines = { org: 'NHS', title: 'Breastfeeding and medicines' };
const nhsDental = { org: 'NHS', title: 'Dental treatment: fillings, extractions and local anaesthetic' };
const lactMed = { org: 'NIH National Library of Medicine', title: 'LactMed: Drugs and Lactation Database' };
const bfnDrugs = { org: 'The Breastfeeding Network', title: 'Drugs in Breastmilk information service' };

export const breastfeedingMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'feed-dental-treatment-breastfeeding',
    question: 'Can I have dental treatment and a local anaesthetic while breastfeeding?',
    asked: [
      'local anaesthetic at the dentist while breastfeeding',
      'do i need to pump and dump after a filling',
      'can i have a tooth out while nursing',
      'numbing injection dentist breastfeeding safe',
      'dental work while breastfeeding',
      'lidocaine breastfeeding',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    lead: 'Yes. Check-ups, fillings, extractions and the local anaesthetic (numbing injection) used for them are fine while breastfeeding: very little reaches your milk, so there is no need to pump and dump, stop or pause feeding afterwards.',
    points: [
      'Tell the dentist you are breastfeeding, so they can choose medicines that suit it.',
      'You can feed your baby as usual straight after the appointment.',
      'For pain afterwards, paracetamol or ibuprofen are generally fine while breastfeeding; follow the packet. Avoid codeine and aspirin.',
      'If you are offered antibiotics, most that dentists use are fine too; your dentist or pharmacist can check.',
      'A longer procedure under sedation or a general anaesthetic is different: ask beforehand when you can feed again.',
    ],
    whenToCall:
      'Ask your dentist or pharmacist before any new medicine. Call the dentist or your GP if your face or gum swells, the pain gets worse after a few days, or you have a temperature of 38 C (100.4 F) or higher.',
    signs: ['fever'],
    related: ['feed-medicines-while-breastfeeding', 'feed-painkillers-breastfeeding'],
    sources: [nhsBfMedicines, nhsDental, lactMed, bfnDrugs],
  },
];
