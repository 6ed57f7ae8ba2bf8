import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "practical": money, paperwork, childcare, safety at work and travel other than flying
 * (gap analysis against GOV.UK, NHS, US and Irish public pages, iteration 4). Rules differ by country and
 * change: each answer gives the UK's, then the US, Irish and Australian equivalents where they exist, and
 * points to the official page to check.
 */

const govMatex = {
  org: 'NHS',
  title: 'Free NHS prescriptions and dental care in pregnancy (maternity exemption certificate)',
};
const healthyStart = { org: 'NHS', title: 'Healthy Start' };
const govSureStart = { org: 'GOV.UK', title: 'Sure Start Maternity Grant' };
const usWic = { org: 'USDA', title: 'WIC: Women, Infants and Children' };
const govRegister = { org: 'GOV.UK', title: 'Register a birth' };
const hseRegister = { org: 'Citizens Information (Ireland)', title: 'Registering the birth of your baby' };
const childcareChoices = { org: 'GOV.UK', title: 'Childcare Choices' };
const hseRisk = { org: 'Health and Safety Executive', title: 'New and expectant mothers at work' };
const eeocPwfa = { org: 'US EEOC', title: 'What You Should Know About the Pregnant Workers Fairness Act' };
const nhsTravel = { org: 'NHS', title: 'Travelling in pregnancy' };

export const practicalAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-money-help',
    question: 'What financial help can I get when I am pregnant or have a baby?',
    asked: [
      'what benefits can i get when pregnant',
      'free prescriptions when pregnant',
      'healthy start vouchers',
      'maternity exemption certificate',
      'struggling with money and a new baby',
      'wic pregnant how to apply',
    ],
    topic: 'work-travel',
    stages: ['pregnant', 'postpartum'],
    lead: 'There is help, and it is worth checking what you can get. In the UK, prescriptions and NHS dental care are free while you are pregnant and for 12 months after the birth: ask your midwife or GP for a maternity exemption certificate.',
    points: [
      'Healthy Start (England, Wales and Northern Ireland): if you get certain benefits, from 10 weeks of pregnancy you can get a prepaid card for milk, fruit, vegetables and formula, plus free vitamins. Scotland has Best Start Foods and the Best Start Grant.',
      'A one-off Sure Start Maternity Grant of £500 may be paid for a first baby if you get certain benefits (England, Wales and Northern Ireland). Claim Child Benefit after the birth.',
      'If you cannot get Statutory Maternity Pay, you may get Maternity Allowance: check GOV.UK or ask Citizens Advice.',
      'In the US, WIC gives food, formula and breastfeeding support to families on lower incomes, and Medicaid covers pregnancy care for many.',
      'In Ireland, maternity and infant care is free through the Maternity and Infant Care Scheme; in Australia, Parental Leave Pay and Medicare help.',
      'Local baby banks, food banks and charities can help with essentials; your midwife or health visitor can refer you.',
    ],
    whenToCall:
      'If money worries are making you feel low or anxious most days for two weeks or more, tell your midwife, health visitor or GP: support is there for that too.',
    signs: ['persistent-low-mood'],
    related: ['preg-maternity-pay', 'pp-maternity-leave'],
    sources: [govMatex, healthyStart, govSureStart, usWic, { org: 'GOV.UK', title: 'Maternity Allowance' }],
  },
  {
    id: 'pp-register-birth',
    question: 'How and when do I register my baby’s birth?',
    asked: [
      'register the birth how and when',
      'how long do i have to register a baby',
      'birth certificate newborn how to get',
      'do both parents need to register the birth',
    ],
    topic: 'work-travel',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 12 },
    lead: 'In England, Wales and Northern Ireland you must register the birth within 42 days, and in Scotland within 21 days, at a register office (book an appointment with your local council). You then get a birth certificate.',
    points: [
      'If the parents are married or in a civil partnership, either can register. If not, both usually need to go together for both names to be on the certificate.',
      'In the US, the hospital usually helps you fill in the birth certificate form before you go home, and you can apply for your baby’s Social Security number at the same time.',
      'In Ireland, register within 3 months; in Australia, usually within 60 days with your state or territory registry.',
      'You need the birth certificate for a passport, and in the UK to claim Child Benefit.',
    ],
    whenToCall:
      'Ask your midwife or health visitor if you are not sure where to register, or if something makes it hard to get there.',
    related: ['pp-baby-passport', 'preg-money-help'],
    sources: [govRegister, hseRegister, { org: 'CDC', title: 'Where to Write for Vital Records' }],
  },
  {
    id: 'pp-childcare',
    question: 'How do I find childcare, and when should I start looking?',
    asked: [
      'how do i find childcare',
      'when should i put my name down for nursery',
      'nursery or childminder which is better',
      'help paying for childcare',
      'daycare waiting list when to apply',
    ],
    topic: 'work-travel',
    stages: ['pregnant', 'postpartum'],
    lead: 'Start looking early: popular nurseries often have waiting lists, so many parents put their baby’s name down during pregnancy or the first months. Visit a few places and choose the one that feels right for your family.',
    points: [
      'The main choices are a nursery (daycare), a registered childminder, a nanny, or family and friends; each suits different hours and budgets.',
      'On a visit, look at how staff talk to the babies, how many children each adult looks after, safe sleep arrangements, and the latest inspection report (Ofsted in England).',
      'Ask how they support breastfeeding or expressed milk, and how settling-in works.',
      'Help with costs changes and varies by country: in the UK, check Childcare Choices for funded hours and Tax-Free Childcare; in the US, childcare.gov; in Ireland, the National Childcare Scheme; in Australia, the Child Care Subsidy.',
      'Plan a few settling-in sessions before you go back to work.',
    ],
    whenToCall:
      'If worry about leaving your baby comes with low mood or anxiety most days for two weeks or more, talk to your health visitor or GP.',
    signs: ['persistent-low-mood'],
    related: ['pp-return-to-work', 'feed-returning-to-work-breastfeeding'],
    sources: [
      childcareChoices,
      { org: 'Ofsted', title: 'Find an inspection report' },
      { org: 'US Administration for Children and Families', title: 'childcare.gov' },
    ],
  },
  {
    id: 'preg-work-health-safety',
    question: 'Is my job safe while I am pregnant, and what can my employer change?',
    asked: [
      'my boss wants me on a work trip miles from any hospital in the third trimester, can i say no',
      'working at a nursery with little ones, could i catch an infection that harms the baby',
      'desk job sitting all day pregnant, is it bad for the baby',
      'sitting down for hours every day at my job, does that harm the baby',
      'i look after small kids at work, what infections should i worry about pregnant and do i tell work',
      'do i have a right to lighter duties or more breaks at work while pregnant',
      'pregnant workers fairness act, what can i ask my employer for',
      'my manager will not give me breaks and thinks i am faking, i am pregnant',
      'lifting heavy boxes in a warehouse while pregnant, what are my rights',
      'on my feet all day at work and my legs swell, can i ask for a chair',
      'im a care assistant with lots of lifting and turning, should i tell work now and what can they change',
      'nurse or carer lifting patients pregnant what can work change',
      'my job involves standing all day pregnant',
      'is it safe to work with chemicals pregnant',
      'risk assessment pregnant at work',
      'heavy lifting at work while pregnant',
      'can my employer make me do the same job pregnant',
      'what am i entitled to at work when pregnant',
      'lifting boxes and long shifts at work pregnant',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'Most jobs are safe in pregnancy, but some tasks need changing. In the UK, once you tell your employer in writing that you are pregnant, they must do a risk assessment of your work and remove or reduce the risks to you and your baby.',
    points: [
      'Risks include heavy lifting, standing or sitting for long periods without breaks, long hours or night shifts, some chemicals, radiation and infections, and violence.',
      'Your employer can change your tasks or hours, offer suitable other work, or, if nothing safe is available, suspend you on full pay.',
      'If you stand all day, ask for a seat and regular breaks, move around, and drink plenty; you are entitled to somewhere to rest.',
      'In the US, the Pregnant Workers Fairness Act means most employers must make reasonable changes, such as more breaks, a stool or lighter duties. Ask in writing, with a note from your doctor or midwife if you can; if you are refused, you can contact the EEOC.',
      'In the UK you must tell your employer by the 15th week before your due week (about 25 weeks pregnant), but telling them sooner starts the risk assessment sooner.',
      'Talk to your midwife or doctor about any worries; they can write to your employer if needed. You are also entitled to paid time off for antenatal appointments, including antenatal classes they recommend.',
    ],
    whenToCall:
      'Call your midwife or doctor now if you feel dizzy or faint at work, or have any bleeding or fluid leaking. From 24 weeks, call them now if your baby is moving less.',
    signs: ['dizziness-fainting', 'vaginal-bleeding', 'waters-breaking'],
    related: ['preg-work-rights', 'preg-night-shifts', 'preg-tell-employer'],
    sources: [hseRisk, eeocPwfa, { org: 'NHS', title: 'Your pregnancy and baby guide: rights at work' }],
  },
  {
    id: 'preg-travel-cruise-train',
    question: 'Can I travel by train, coach, ferry or cruise ship when I am pregnant?',
    asked: [
      'can i go on a cruise pregnant',
      'can i travel by train long distance pregnant',
      'ferry when pregnant',
      'long coach trip while pregnant',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'Trains and coaches are fine in pregnancy: move about when you can and drink plenty. Ferries and cruise ships set their own limits, and many cruise lines do not accept passengers from about 24 weeks, so check before you book.',
    points: [
      'On journeys of more than about 4 hours, walk around or flex your feet regularly and drink water to lower the chance of a blood clot; compression stockings help.',
      'Wear a lap and shoulder belt on a coach if there is one, with the lap strap under your bump.',
      'Sea sickness can be worse in pregnancy; ask a pharmacist which remedies are suitable.',
      'On a cruise, check what medical care is on board, and that your travel insurance covers pregnancy and an early birth.',
      'Carry your maternity notes.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 24, to: 42 },
        text: 'You are past 24 weeks: many cruise lines will not take you now, so check before you book.',
      },
    ],
    whenToCall:
      'Get medical help at once, wherever you are, for any bleeding, your waters breaking or, from 24 weeks, your baby moving less. Call a doctor now if one leg becomes painful, swollen, red or warm after a journey.',
    signs: ['vaginal-bleeding', 'waters-breaking', 'leg-clot-signs'],
    related: ['preg-travel-abroad', 'preg-flying', 'preg-long-drives'],
    sources: [nhsTravel, { org: 'RCOG', title: 'Air travel and pregnancy (patient information)' }],
  },
];
