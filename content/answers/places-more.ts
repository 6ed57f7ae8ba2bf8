import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "where she lives, and what is sent from home" (iteration 16): the care of Aotearoa New
 * Zealand by its own names (a Lead Maternity Carer; a wahakura or Pēpi-Pod for a baby in the parents' bed), and a
 * baby medicine sold in the country she came from but not licensed where she lives (dipirona, metamizole).
 */

const tewhatuMaternity = {
  org: 'Te Whatu Ora – Health New Zealand',
  title: 'Maternity care: choosing a Lead Maternity Carer',
};
const mohEligibility = {
  org: 'New Zealand Ministry of Health',
  title: 'Eligibility for publicly funded health and disability services',
};
const tewhatuSafeSleep = { org: 'Te Whatu Ora – Health New Zealand', title: 'Safe sleep for babies' };
const nhsParacetamolChildren = { org: 'NHS', title: 'Paracetamol for children' };
const nhsIbuprofenChildren = { org: 'NHS', title: 'Ibuprofen for children' };

export const placesMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-nz-lead-maternity-carer',
    question: 'How do I get a midwife (Lead Maternity Carer) in New Zealand, and do I have to pay?',
    asked: [
      'how do i find a midwife in nz',
      'is it too late to find an lmc at 14 weeks',
      'do you pay for a midwife in new zealand',
      'registering with a lead maternity carer',
      'just moved to aotearoa pregnant, how do i get maternity care',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'It is not too late: find and register with a Lead Maternity Carer (LMC) as soon as you can, whatever your week. Most people choose a midwife. Care from an LMC midwife is free if you are eligible for publicly funded health care in New Zealand, for example as a citizen or resident.',
    points: [
      'Ideally you register in the first trimester, so your first blood tests and scans can be arranged in time; if you are further along, register now and your LMC will catch up with you.',
      'You can find a midwife through the Find Your Midwife website, your GP, or your local hospital’s maternity service. Your GP can also see you and order your first tests while you look.',
      'Your LMC cares for you through pregnancy, the birth and the first weeks after, then hands over to a Well Child Tamariki Ora nurse.',
      'An LMC can also be a GP with obstetric training or a private obstetrician; private obstetricians charge fees.',
      'If you cannot find a midwife, contact your local hospital’s maternity unit: they will make sure you have care.',
    ],
    whenToCall:
      'You do not need to wait until you have a midwife if something is wrong: call your GP or Healthline (0800 611 116) for any bleeding, and 111 for heavy bleeding or severe belly pain.',
    signs: ['vaginal-bleeding', 'heavy-bleeding', 'severe-abdominal-pain'],
    related: ['preg-booking-appointment', 'preg-antenatal-visits'],
    sources: [tewhatuMaternity, mohEligibility],
  },
  {
    id: 'baby-wahakura-pepi-pod',
    question: 'What is a wahakura or Pēpi-Pod, and is it safe in our bed?',
    asked: [
      'what is a wahakura',
      'pepi pod safe sleep how does it work',
      'is a pepi-pod safe for a newborn',
      'flax bassinet in the parents bed nz',
    ],
    topic: 'newborn-sleep',
    stages: ['postpartum'],
    lead: 'Yes: a wahakura (a woven flax bassinet) or a Pēpi-Pod gives your baby their own safe sleep space in your bed, close enough to feed and comfort, which is safer than sleeping directly in the adult bed.',
    points: [
      'Put your baby in it on their back every time, with their face clear and head uncovered, and nothing else inside: no pillows, toys or loose bedding.',
      'Place it on a firm, flat part of the bed, away from pillows and the duvet, so nothing can fall on your baby.',
      'A smokefree pregnancy, home and car matters most of all: smoking in pregnancy or around your baby greatly raises the risk of sudden infant death.',
      'Keep the bed free of alcohol, drugs or medicines that make you drowsy, even with your baby in their own space.',
      'Breastfeeding also lowers the risk. Ask your midwife, Well Child Tamariki Ora nurse or local safe sleep programme, which often provide them, about when your baby will outgrow theirs.',
    ],
    whenToCall:
      'Call emergency services (111 in New Zealand) now if your baby is floppy, unresponsive or hard to wake, has blue lips, or has pauses in their breathing.',
    signs: ['newborn-floppy-unresponsive', 'newborn-colour-change', 'newborn-breathing-difficulty'],
    related: ['baby-bed-sharing', 'baby-safe-sleep-basics'],
    sources: [tewhatuSafeSleep, { org: 'The Lullaby Trust', title: 'Co-sleeping with your baby' }],
  },
  {
    id: 'baby-medicines-from-abroad',
    question: 'Can I give my baby a medicine sent from another country, like dipirona (metamizole)?',
    asked: [
      'my family sent fever drops from back home, can i use them for the baby',
      'is metamizole safe for babies',
      'baby medicine bought abroad is it ok to use here',
      'novalgin drops for a baby with a temperature',
    ],
    topic: 'baby-medicines',
    stages: ['postpartum'],
    lead: 'Use only baby medicines sold where you live, with instructions you can read. Do not give dipirona (metamizole, dipyrone): it is not approved in the US or licensed in the UK, because it can rarely cause a serious fall in white blood cells (agranulocytosis).',
    points: [
      'For a fever or pain, use infant paracetamol (acetaminophen, Tylenol), or infant ibuprofen (from 3 months in the UK, 6 months in the US), at the dose on the packet for your baby’s age or weight.',
      'Medicines from another country can have a different strength, other ingredients or instructions in another language, so mistakes with the dose are easy.',
      'Your pharmacist or your baby’s doctor can tell you which medicine and dose to use, and check anything you have been sent.',
      'Medicine is for your baby’s comfort: how your baby is acting, feeding and weeing matters more than the number on the thermometer.',
    ],
    whenToCall:
      'If your baby is under 3 months and has a temperature of 38 C (100.4 F) or higher, or a temperature under 36 C, call emergency services or get urgent help straight away, even if they seem well. If your baby is 3 to 6 months old and has a temperature of 39 C (102.2 F) or higher, call your GP or baby’s doctor the same day. Call emergency services now if your baby is floppy or hard to wake, struggling to breathe, or has a rash that does not fade under a pressed glass.',
    signs: [
      'newborn-fever',
      'newborn-floppy-unresponsive',
      'newborn-breathing-difficulty',
      'newborn-non-blanching-rash',
    ],
    related: ['baby-fever-older-baby', 'baby-paracetamol'],
    sources: [
      nhsParacetamolChildren,
      nhsIbuprofenChildren,
      { org: 'European Medicines Agency', title: 'Metamizole-containing medicines: risk of agranulocytosis' },
    ],
  },
];
