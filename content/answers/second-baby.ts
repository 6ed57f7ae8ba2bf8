import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "second baby and everyday counts": what a mother expecting her second child feels about
 * the first, an old belief about sickness and the baby's sex, how many nappies a newborn goes through and how
 * much expressed milk goes in a bottle, and whether a brother's or sister's febrile seizure (a fit with a fever)
 * means the baby will have one (iteration 17). Each
 * written in the library's own words for the question mothers ask; "when to call" lines follow
 * shared/medical/warning-signs.md (docs/answer-evaluation.md, iteration 10).
 */

const nhsMentalHealth = { org: 'NHS', title: 'Mental health in pregnancy' };
const nhsSiblings = { org: 'NHS', title: 'Sibling rivalry' };
const niceMentalHealth = { org: 'NICE', title: 'Antenatal and postnatal mental health (CG192)' };
const nhsSickness = { org: 'NHS', title: 'Vomiting and morning sickness' };
const acogSickness = { org: 'ACOG', title: 'Morning Sickness: Nausea and Vomiting of Pregnancy' };
const nhsSexScan = { org: 'NHS', title: '20-week screening scan' };
const nhsNappies = { org: 'NHS', title: 'Nappies' };
const nhsNappy = { org: 'NHS', title: "What's in your baby's nappy?" };
const lllWork = { org: 'La Leche League International', title: 'Breastfeeding and working' };
const cdcStorage = { org: 'CDC', title: 'Breast Milk Storage and Preparation' };
const nhsExpressing = { org: 'NHS', title: 'Expressing breast milk' };
const nhsFebrile = { org: 'NHS', title: 'Febrile seizures' };
const niceFever = { org: 'NICE', title: 'Fever in under 5s: assessment and initial management (NG143)' };
const aapFebrile = { org: 'AAP', title: 'Febrile Seizures in Children' };

export const secondBabyAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-second-baby-guilt',
    question: 'I feel guilty about my first child now a second baby is coming. Is that normal?',
    asked: [
      'i keep crying because my toddler wont be an only child anymore',
      'feel so guilty about my first born now im pregnant again',
      'worried i wont love the second baby as much as my first',
      'mixed feelings about having a second baby, guilt about my son',
      'grieving the time with my first before the new baby comes',
      'i feel guilty my eldest gets less of me since the baby came',
      'terrified how i will cope with two, crying a lot and feeling guilty about my toddler',
      'scared i cannot manage a toddler and a newborn, keep crying, is that normal in pregnancy',
      'frightened of coping with a toddler and a new baby, tearful most days',
    ],
    topic: 'mental-health',
    stages: ['pregnant', 'postpartum'],
    pregnancyWeeks: { from: 4, to: 42 },
    postpartumWeeks: { from: 0, to: 12 },
    lead: 'Yes, it is very common. Many parents feel guilt, sadness or mixed feelings about their first child no longer being the only one, in a second pregnancy and in the early weeks after. It shows how much you love them, and it usually eases as your children get to know each other.',
    points: [
      'Worrying that you cannot love a second baby as much is common too: love grows, it does not get shared out.',
      'Your older child gains a brother or sister as well as losing some of your time. Most children adjust, with ups and downs along the way.',
      'Plan a little one-to-one time with your older child now and after the birth, even a few minutes a day doing something they choose.',
      'Say how you feel to your partner, a friend or your midwife. You do not have to feel excited all the time. Anxiety and depression in pregnancy are common and treatable, and your midwife or GP can help.',
      'Pregnancy hormones and tiredness make tears come more easily. Rest when your toddler naps if you can, and accept offers of help.',
    ],
    whenToCall:
      'Talk to your midwife or GP if you feel low, tearful or anxious most days for two weeks or more, or can no longer enjoy things. If you have thoughts of harming yourself, call emergency services now.',
    signs: ['persistent-low-mood', 'self-harm-thoughts'],
    related: ['pp-siblings-preparing', 'preg-mood-anxiety'],
    sources: [nhsMentalHealth, nhsSiblings, niceMentalHealth],
  },
  {
    id: 'preg-sickness-baby-sex',
    question: 'Does worse morning sickness mean I am having a boy or a girl?',
    asked: [
      'sicker this pregnancy than my last, does that mean its a boy',
      'does bad morning sickness mean a girl',
      'can nausea predict the gender',
      'worse sickness this time, boy or girl old wives tale',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 4, to: 24 },
    lead: 'No: how sick you feel cannot tell you your baby’s sex. Every pregnancy is different, even for the same parents, so being sicker this time says nothing reliable about whether it is a boy or a girl.',
    points: [
      'Bump shape, cravings and the baby’s heart rate cannot tell the sex either. The anomaly scan at about 18 to 21 weeks often can, and so can some blood tests.',
      'To ease the sickness, eat small amounts of plain food often, such as dry toast or crackers, and have a snack before you get out of bed.',
      'Sip fluids little and often through the day. Ginger biscuits or ginger tea help some people, and rest helps, because tiredness makes sickness worse.',
      'For most people sickness eases by 16 to 20 weeks. Ordinary morning sickness is linked to pregnancy hormones, and it usually does not harm your baby.',
      'If home measures are not enough, your GP or midwife can offer anti-sickness medicine that is used safely in pregnancy.',
    ],
    whenToCall:
      'Call your midwife, doctor or maternity unit now if you are vomiting so much you cannot keep fluids down, or you feel dizzy or faint: it can be a more severe sickness (hyperemesis gravidarum) that needs treatment.',
    signs: ['severe-vomiting', 'dizziness-fainting'],
    related: ['preg-morning-sickness-remedies', 'preg-finding-out-sex'],
    sources: [nhsSickness, acogSickness, nhsSexScan],
  },
  {
    id: 'baby-nappies-how-many-a-day',
    question: 'How many nappies does a newborn go through in a day?',
    asked: [
      'how many nappies a day does a newborn use',
      'how many diapers will we need a week for a newborn',
      'how often do you change a newborns nappy',
      'how many nappies should i buy before the baby comes',
    ],
    topic: 'newborn-nappies',
    stages: ['postpartum', 'pregnant'],
    pregnancyWeeks: { from: 20, to: 42 },
    postpartumWeeks: { from: 0, to: 26 },
    lead: 'A newborn usually needs about 10 to 12 nappy changes a day (8 to 12 is typical), as they wee and poo often and are changed around most feeds. Older babies need fewer, around 6 to 8 a day.',
    points: [
      'That is roughly 70 to 80 nappies a week in the first weeks, so a few packs of the smallest size is a good start.',
      'Do not stock up too far on newborn sizes: babies grow quickly, and a bigger baby may go straight to the next size.',
      'From about day 5, expect at least 6 heavy wet nappies every 24 hours: plenty of wet nappies is a sign your baby is getting enough milk.',
      'A breastfed baby usually has at least 2 soft yellow poos a day in the first weeks.',
      'Change a wet or dirty nappy soon, and clean with water and cotton wool or fragrance-free wipes. Reusable nappies work just as well if you prefer them.',
    ],
    whenToCall:
      'If your baby has had no wet nappy for 8 hours, call your midwife, health visitor or your baby’s doctor now for advice. No wet nappy for 12 hours is a red flag: call now, and if you cannot reach anyone, call emergency services.',
    signs: ['newborn-no-wet-nappy'],
    related: ['baby-wet-nappies-how-many', 'baby-nappy-changing'],
    sources: [nhsNappies, nhsNappy],
  },
  {
    id: 'feed-expressed-milk-how-much',
    question: 'How much expressed breast milk does my baby need at each feed?',
    asked: [
      'how much pumped milk should the childminder give per bottle',
      'how many oz of breast milk in a bottle for a 3 month old',
      'how much breastmilk does my baby need while im away',
      'how much expressed milk per feed',
    ],
    topic: 'pumping',
    stages: ['postpartum'],
    postpartumWeeks: { from: 2, to: 52 },
    lead: 'Most breastfed babies take about 90 to 120 ml (3 to 4 oz) of expressed milk a feed from about 1 month. When you are apart, a rough guide is 30 to 45 ml (1 to 1.5 oz) for each hour, but your baby’s hunger matters more than the number.',
    points: [
      'A breastfed baby’s daily amount stays about the same from 1 to 6 months, so the amount in each bottle does not need to keep going up as they grow.',
      'Store and warm small amounts, 60 to 90 ml (2 to 3 oz), with an extra small one ready, so less of your milk is wasted.',
      'Ask whoever feeds your baby to use paced bottle feeding: baby upright, the bottle more horizontal, with pauses, so your baby does not take more than they need.',
      'Milk your baby has started should be used within about 2 hours of the end of the feed, then thrown away (CDC).',
      'Judge by your baby: at least 6 wet nappies a day, steady weight gain, and content after most feeds.',
    ],
    whenToCall:
      'Call your midwife, health visitor or doctor now if your baby, under 3 months, is refusing feeds or has had no wet nappy for 8 hours.',
    signs: ['newborn-not-feeding', 'newborn-no-wet-nappy'],
    related: ['feed-returning-to-work-breastfeeding', 'feed-storing-breast-milk'],
    sources: [lllWork, cdcStorage, nhsExpressing],
  },
  {
    id: 'baby-febrile-seizure-worry',
    question: 'Will my baby have a febrile seizure (a fit with a fever)?',
    asked: [
      'my older child had a febrile seizure, will the baby have one too',
      'how high does a fever have to be to cause a fit',
      'do febrile convulsions run in families',
      'can calpol or ibuprofen stop a febrile seizure',
      'scared my baby will have a fit with her temperature',
    ],
    topic: 'baby-fever',
    stages: ['postpartum'],
    lead: 'Most babies and children with a fever never have a seizure. Febrile seizures (fits with a fever) are more likely if a close family member, such as a brother or sister, has had them, but even then most do not.',
    points: [
      'They most often happen between about 6 months and 3 years. Frightening as they are, most are not harmful and children recover fully.',
      'There is no temperature at which a fit starts: how your baby is (feeding, alert, having wet nappies) matters more than the number.',
      'Paracetamol or ibuprofen do not prevent febrile seizures. Use them only if your baby is uncomfortable or distressed, at the dose on the packet.',
      'Dress your baby normally and offer plenty of feeds; do not wrap them up or sponge them with cold water.',
      'If a fit happens: put your baby on their side on a soft surface, do not put anything in their mouth, and note the time it started.',
    ],
    weekNotes: [
      {
        stage: 'postpartum',
        weeks: { from: 0, to: 12 },
        text: 'Your baby is under 3 months: a temperature of 38 C (100.4 F) or higher means calling emergency services now, even if they seem well.',
      },
      {
        stage: 'postpartum',
        weeks: { from: 13, to: 26 },
        text: 'At 3 to 6 months, a temperature of 39 C (102.2 F) or higher means calling your GP or NHS 111 (in the US, your baby’s doctor) the same day.',
      },
    ],
    whenToCall:
      'Call emergency services now if your baby has a fit, is floppy or hard to wake, is struggling to breathe, or has a rash that does not fade under a pressed glass. Call your GP or NHS 111 the same day if your baby has a fever and seems unwell, is feeding much less, has fewer wet nappies, or you are worried.',
    signs: [
      'newborn-seizure',
      'newborn-fever',
      'newborn-floppy-unresponsive',
      'newborn-breathing-difficulty',
      'newborn-non-blanching-rash',
    ],
    related: ['baby-fever-what-counts', 'baby-take-temperature'],
    sources: [nhsFebrile, niceFever, aapFebrile],
  },
];
