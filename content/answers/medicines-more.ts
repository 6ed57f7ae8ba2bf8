import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "more medicines": medicines she is offered or reaches for where the library had only a
 * neighbour (iteration 9): allergy tablets while breastfeeding (the pregnancy entry did not say which are
 * preferred after the birth, nor what a sedating one does to a baby), and the malaria prevention given at
 * antenatal clinics where malaria is common (the library had only travelling to a malaria area). Facts from
 * the NHS, the NIH's LactMed, the Breastfeeding Network and the WHO; every "when to call" line follows
 * shared/medical/warning-signs.md.
 */

const nhsBfMedicines = { org: 'NHS', title: 'Medicines and breastfeeding' };
const lactmedAntihistamines = { org: 'NIH LactMed', title: 'Loratadine; Cetirizine; Diphenhydramine' };
const bfnAntihistamines = { org: 'The Breastfeeding Network', title: 'Antihistamines and breastfeeding' };
const whoAnc = {
  org: 'WHO',
  title: 'Recommendations on antenatal care for a positive pregnancy experience (2016)',
};
const whoMalaria = { org: 'WHO', title: 'Guidelines for malaria: preventive chemotherapy in pregnancy' };

export const medicinesMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'feed-antihistamines-breastfeeding',
    question: 'Can I take hay fever or allergy tablets while breastfeeding?',
    asked: [
      'antihistamine while breastfeeding',
      'is it ok to take benadryl or zyrtec if im nursing',
      'hayfever tablets breastfeeding',
      'can i take piriton when breastfeeding',
      'allergy meds safe for breastfeeding mom',
      'claritin or cetirizine when nursing a baby',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    lead: 'Yes, usually: a non-drowsy antihistamine such as loratadine (Claritin, Clarityn) or cetirizine (Zyrtec) is the usual choice, generally considered safe while breastfeeding. Sedating ones such as diphenhydramine (Benadryl) or chlorphenamine (Piriton) are best avoided for regular use: they can make a baby drowsy or irritable and may lower your milk supply.',
    points: [
      'Take the lowest dose that works, as the packet says, and ask a pharmacist to check the product: many allergy products add a decongestant, which can reduce milk.',
      'A nasal spray or eye drops put less medicine into your milk than tablets, and can be enough for a blocked or itchy nose and eyes.',
      'Non-medicine steps help too: a saline nose rinse, showering and changing clothes after being outside, and windows shut on high-pollen days.',
      'Watch your baby after a new medicine, especially in the first weeks or if they were born early: unusual sleepiness, poor feeding or irritability are reasons to stop and ask.',
      'You do not need to stop breastfeeding when you have a cold: keep feeding, as your milk passes on antibodies that help protect your baby.',
    ],
    whenToCall:
      "Ask a pharmacist before taking any allergy medicine. Call your baby's doctor now if your baby is unusually sleepy, floppy or hard to wake; call emergency services if you have swelling of your face, lips or throat with trouble breathing.",
    signs: ['newborn-floppy-unresponsive', 'chest-pain-breathing'],
    related: ['preg-antihistamines', 'feed-painkillers-breastfeeding'],
    sources: [nhsBfMedicines, lactmedAntihistamines, bfnAntihistamines],
  },
  {
    id: 'preg-malaria-prevention-at-home',
    question: 'Malaria is common where I am. What protects me and my baby in pregnancy?',
    asked: [
      'the clinic gave me sp tablets for malaria is it safe for the baby',
      'iptp malaria tablets in pregnancy',
      'fansidar in pregnancy',
      'sulfadoxine pyrimethamine pregnancy safe',
      'malaria prevention pregnant kenya',
      'how often do i take the malaria tablets from antenatal clinic',
      'do i need a mosquito net when pregnant',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'Where malaria is common, the WHO recommends preventive treatment with SP (sulfadoxine-pyrimethamine) from the second trimester: it is considered safe for your baby at that stage and protects you both from malaria, anaemia and a baby born too small. The doses are repeated at your antenatal visits, at least a month apart, so most women have 3 or more in pregnancy.',
    points: [
      'The first dose is given from about 13 weeks (the second trimester), never in the first trimester, and then at each scheduled visit, at least 4 weeks after the last one, until the birth.',
      'Take what the clinic gives you, and do not take chloroquine or any other antimalarial on your own, whatever others advise: in many places malaria no longer responds to chloroquine, and the clinic chooses what is safe for your stage.',
      'Sleep under an insecticide-treated mosquito net every night of your pregnancy, and after the birth with your baby too.',
      'Tell the clinic if you take cotrimoxazole (Septrin) for HIV or have a sulfa allergy: you will not be given SP, and they will protect you another way.',
      'Take the iron and the ordinary dose of folic acid the clinic gives you. The WHO advises against a high dose of folic acid (5 mg a day or more) alongside SP, as it can stop SP working: if you were prescribed 5 mg, ask the clinic what to take.',
      'Keep going to every antenatal visit: the WHO advises at least 8 contacts in pregnancy, and each is a chance for the next dose.',
    ],
    whenToCall:
      'Go to the clinic or your doctor now if you have a temperature of 38 C (100.4 F) or higher, or feel feverish, shivery or flu-like: malaria needs a test and treatment the same day, especially in pregnancy.',
    signs: ['fever'],
    related: ['preg-malaria-area', 'preg-antenatal-visits'],
    sources: [whoMalaria, whoAnc, { org: 'WHO', title: 'Malaria: fact sheet' }],
  },
];
