import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "who asks": questions that turn on who is asking or what the family says (a partner who
 * smokes outside, elders who offer honey or ghutti, a baby home from the neonatal unit, a parent at night with the
 * GP closed), where the library answered the subject but not the situation (iteration 6). Facts from the NHS, the
 * Lullaby Trust, the WHO, the CDC and the AAP; every "when to call" line follows shared/medical/warning-signs.md.
 */

const nhsPassiveSmoking = { org: 'NHS', title: 'Stop smoking in pregnancy: passive smoking' };
const lullabySmoking = { org: 'The Lullaby Trust', title: 'Keep your baby smoke free' };
const cdcSecondhand = { org: 'CDC', title: 'Secondhand smoke' };
const lullabyPremature = { org: 'The Lullaby Trust', title: 'Premature and low birth weight babies' };
const nhsSids = { org: 'NHS', title: 'Sudden infant death syndrome (SIDS)' };
const aapSafeSleep = { org: 'AAP', title: 'Safe sleep: recommendations' };
const nhs111 = { org: 'NHS', title: 'When to use NHS 111' };
const nhsFever = { org: 'NHS', title: 'High temperature (fever) in children' };
const nhsFoodsToAvoidBaby = { org: 'NHS', title: 'Foods to avoid giving babies and young children' };
const whoExclusive = {
  org: 'WHO',
  title: 'Exclusive breastfeeding for optimal growth, development and health of infants',
};
const cdcBotulism = { org: 'CDC', title: 'Infant botulism' };

export const whoAsksAnswers: AnswerEntryInput[] = [
  {
    id: 'partner-smoking-outside',
    question: 'I am the partner and I smoke, but only outside. Is that still a problem for her and the baby?',
    asked: [
      'i smoke but only outside, is that ok around her and the baby',
      'my partner smokes on the balcony, never near me, is that still a problem for the baby',
      'dad smokes outside in the garden, is the baby still at risk',
      'does smoking outside still affect my pregnant wife',
      'husband only smokes outdoors newborn cot death risk',
    ],
    topic: 'partners-family',
    stages: ['pregnant', 'postpartum'],
    lead: 'Smoking outside is better than smoking indoors, but it does not remove the risk: smoke stays on your breath, hair, skin and clothes (third-hand smoke) and drifts back in. The best thing you can do for her and your baby is to stop, and free support makes stopping far more likely to work.',
    points: [
      'In pregnancy, breathing in second-hand smoke can lower your baby’s birth weight.',
      'After the birth, a baby whose parent smokes has a higher risk of sudden infant death syndrome (SIDS, cot death), and of chest infections, asthma and ear infections.',
      'Keep your home and car completely smoke-free, for everyone, all the time. Smoke well away from open doors and windows, and change your top and wash your hands before holding the baby.',
      'If you smoke, never share a bed or a sofa with your baby, even if you never smoke in bed: it raises the risk of SIDS a great deal.',
      'To quit, ask your GP, pharmacist or midwife for your local free stop-smoking service (in the US, call 1-800-QUIT-NOW). Nicotine replacement or a vape is much less harmful than smoking.',
      'Anyone who smokes should never sleep with the baby in the same bed or on a sofa, even if they only smoke outside: it raises the risk of SIDS.',
    ],
    whenToCall:
      'No need to call anyone about the smoke itself: your GP, pharmacist or her midwife can put you in touch with free stop-smoking support.',
    related: ['baby-smoke-free', 'preg-smoking'],
    sources: [nhsPassiveSmoking, lullabySmoking, cdcSecondhand],
  },
  {
    id: 'baby-premature-sleep-home',
    question: 'My baby slept on their tummy in the neonatal unit. How should they sleep at home?',
    asked: [
      'the neonatal unit had her sleeping on her tummy, should i keep doing that',
      'nicu put my preemie on his front to sleep, can he sleep on his tummy at home',
      'premature baby sleeping on front at home',
      'born early and slept prone in special care, what position now',
    ],
    topic: 'newborn-sleep',
    stages: ['postpartum'],
    lead: 'On their back, for every sleep, like any baby. In the neonatal unit babies are sometimes put on their tummy because nurses watch them and monitors check their breathing all the time; at home, on their back is the safest way to sleep.',
    points: [
      'Babies born early have a higher risk of sudden infant death syndrome (SIDS), so safe sleep matters even more for them.',
      'Before your baby comes home, the unit should move them onto their back for sleep so they get used to it. Ask the nurses to show you.',
      'Put them in their own clear, flat cot in your room, feet to the foot of the cot, with no pillows, bumpers, positioners or loose bedding.',
      'Tummy time is for when they are awake and you are watching them.',
      'Keep your home smoke-free, and do not share a bed with a baby born early.',
    ],
    whenToCall:
      'Call emergency services now if your baby has pauses in their breathing, is working hard to breathe, changes colour or is floppy. Under 3 months, a temperature of 38 C (100.4 F) or higher needs emergency help now.',
    signs: [
      'newborn-breathing-difficulty',
      'newborn-colour-change',
      'newborn-floppy-unresponsive',
      'newborn-fever',
    ],
    related: ['baby-premature-corrected-age', 'baby-safe-sleep-basics'],
    sources: [lullabyPremature, nhsSids, aapSafeSleep],
  },
  {
    id: 'baby-unwell-at-night-who-to-call',
    question: 'My baby is unwell at night and the GP is closed. Who do I call?',
    asked: [
      'if baby gets a temperature at night who is best to call, gp is shut',
      'who do i ring out of hours for my baby',
      'doctors closed and my baby is poorly, who do i call',
      'baby ill at night should i call 111 or 999',
      'we live in ireland, who do we ring at night if the baby has a temperature',
      'there is no 111 in ireland, who do i call out of hours about my baby',
    ],
    topic: 'baby-fever',
    stages: ['postpartum', 'pregnant'],
    lead: 'In the UK, call NHS 111 (or use 111 online) when your GP is closed: they can tell you what to do, book an out-of-hours doctor or send help. Call 999 or go to A&E for an emergency, including a temperature of 38 C (100.4 F) or higher in a baby under 3 months.',
    points: [
      'Under 3 months, a temperature of 38 C (100.4 F) or higher is an emergency even if your baby seems well: call 999 or go to A&E.',
      'At 3 to 6 months, a temperature of 39 C (102.2 F) or higher needs a doctor the same day: at night, call NHS 111.',
      'In the US, call your baby’s doctor’s after-hours line, or 911 in an emergency.',
      'In Ireland there is no 111: call your GP, whose number puts you through to the out-of-hours GP service at night, and call 112 or go to a children’s emergency department in an emergency.',
      'Have your baby’s age, their temperature and when you took it, their feeds and wet nappies, and their red book to hand when you call.',
      'You do not need to be sure it is serious to call: 111 is there for exactly this.',
    ],
    whenToCall:
      'Call emergency services now if your baby is floppy or hard to wake, struggling to breathe, has a rash that does not fade under a glass, or is under 3 months with a temperature of 38 C (100.4 F) or higher.',
    signs: [
      'newborn-fever',
      'newborn-floppy-unresponsive',
      'newborn-breathing-difficulty',
      'newborn-non-blanching-rash',
    ],
    related: ['baby-fever-what-counts', 'baby-fever-care'],
    sources: [nhs111, nhsFever, { org: 'HSE', title: 'GP out-of-hours services' }],
  },
  {
    id: 'baby-honey-ghutti-newborn',
    question: 'Can I give my newborn honey, janam ghutti or anything besides milk?',
    asked: [
      'our family puts honey on a newborn’s tongue at birth, is that ok',
      'is janam ghutti ok for the baby when it is born, i am still pregnant',
      'can i give janam ghutti or honey to my 1 week old baby, elders insist',
      'grandma wants to put honey on the baby’s tongue',
      'can a newborn have honey water or sugar water',
      'is ghutti safe for a newborn',
      'can the baby have agbo or another herbal mixture',
    ],
    topic: 'newborn-care',
    stages: ['postpartum', 'pregnant'],
    lead: 'No honey before 12 months: it can cause infant botulism, a rare but serious illness. For about the first 6 months your baby needs only breast milk or formula, with no ghutti, honey, water, teas or other drinks.',
    points: [
      'Even a tiny amount of honey, on a dummy or the tongue, can carry botulism spores that a baby’s gut cannot deal with until about their first birthday.',
      'Traditional first tastes and herbal mixtures such as ghutti, agbo, sugar water or gripe water are not needed: what is in a herbal mixture is often unknown, and anything besides milk fills a small stomach and can mean fewer feeds. Ask your midwife or health visitor before giving anything.',
      'Start breastfeeding within the first hour after birth if you can: colostrum, your first milk, is all your baby needs. Breast milk or formula gives your baby all the food and fluid they need, even in hot weather: when it is hot, offer the breast more often.',
      'You can welcome the baby in other ways, and your midwife or health visitor can explain today’s advice to the family.',
      'From around 6 months, solid foods start alongside milk; honey waits until after their first birthday.',
      'Evening crying (colic) is common in the early weeks: it usually peaks at around 6 weeks and eases by 3 to 4 months. Ask your baby’s doctor before giving any remedy.',
    ],
    whenToCall:
      'Call your GP or NHS 111 now if your baby has had honey and becomes constipated, weak at feeds or unusually sleepy. Call emergency services now if they are floppy or struggling to breathe.',
    signs: ['newborn-floppy-unresponsive', 'newborn-breathing-difficulty'],
    related: ['feed-water-for-baby', 'feed-foods-to-avoid-baby'],
    sources: [nhsFoodsToAvoidBaby, whoExclusive, cdcBotulism, { org: 'NHS', title: 'Colic' }],
  },
  {
    id: 'baby-visitors-vaccines',
    question: 'What vaccines do grandparents and other close family need before meeting the baby?',
    asked: [
      'do grandparents need the whooping cough jab before meeting baby',
      'what vaccines should family have before visiting a newborn',
      'should visitors have the flu shot before holding the baby',
      'does grandad need a tdap booster before the baby comes',
      'do the grandparents need any injections before they see our newborn',
    ],
    topic: 'partners-family',
    stages: ['postpartum', 'pregnant'],
    lead: 'Whooping cough and flu matter most. In the US, the CDC advises that everyone who will be around the baby, grandparents included, is up to date with the whooping cough (pertussis, Tdap) vaccine, ideally at least 2 weeks before meeting the baby, and has this year’s flu vaccine. In the UK, grandparents are not routinely offered a whooping cough booster: the vaccine you have in pregnancy is what protects your baby in the first weeks.',
    points: [
      'Flu: a yearly flu vaccine is recommended for the people around a young baby (CDC); in the UK it is free for people aged 65 and over, and pharmacies offer it to others.',
      'COVID-19: being up to date with COVID-19 vaccines is also advised for close contacts of a young baby (CDC).',
      'Your own whooping cough vaccine in pregnancy passes protection to your baby until their own vaccines start, at 8 weeks in the UK and 2 months in the US.',
      'Anyone with a cough, cold, fever or cold sore should wait until they are better before visiting, and never kiss the baby with a cold sore.',
      'Ask visitors to wash their hands before holding the baby, and to kiss the top of the head rather than the face.',
    ],
    whenToCall:
      'Call emergency services now if your baby, under 3 months, has a temperature of 38 C (100.4 F) or higher, or has coughing fits with pauses in breathing or turns blue.',
    signs: ['newborn-fever', 'newborn-breathing-difficulty', 'newborn-colour-change'],
    related: ['baby-visitors-kisses', 'preg-whooping-cough-vaccine', 'pp-grandparents-childcare'],
    sources: [
      { org: 'CDC', title: 'Whooping Cough Vaccination' },
      { org: 'CDC', title: 'Flu & Young Children' },
      { org: 'NHS', title: 'Whooping cough vaccination in pregnancy' },
    ],
  },
];
