import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';
import { weeks01to21 } from '../pregnancy-weeks/weeks-01-21.ts';
import { weeks22to42 } from '../pregnancy-weeks/weeks-22-42.ts';

/**
 * Answer library, group "precise questions" (iteration 20): questions a neighbouring entry used to answer
 * because the library had no entry of their own: inducing lactation for a mother who did not give birth, donor
 * milk, contraception after IVF or years of infertility, induction offered because of her age, stopping IVF
 * progesterone support, and levothyroxine in early pregnancy; insect repellent and mosquito bites (iteration 47, from
 * the travel, Zika and malaria entries' own facts). Facts from
 * the NHS, NICE, the FDA and the Academy of Breastfeeding Medicine; "when to call" lines follow
 * shared/medical/warning-signs.md.
 */

const abmInduced = {
  org: 'Academy of Breastfeeding Medicine',
  title: 'Clinical protocol: induced lactation',
};
const nhsEnoughMilk = { org: 'NHS', title: 'Breastfeeding: is my baby getting enough milk?' };
const niceDonorMilk = { org: 'NICE', title: 'Donor milk banks: service operation (CG93)' };
const fdaDonorMilk = { org: 'FDA', title: 'Use of donor human milk' };
const nhsContraceptionAfter = { org: 'NHS', title: 'Contraception after having a baby' };
const niceNg194 = { org: 'NICE', title: 'Postnatal care (NG194)' };
const niceFertility = { org: 'NICE', title: 'Fertility problems: assessment and treatment (CG156)' };
const nhsIvf = { org: 'NHS', title: 'IVF' };
const nhsLevothyroxine = { org: 'NHS', title: 'Levothyroxine' };
const nhsThyroidPregnancy = { org: 'NHS', title: 'Underactive thyroid (hypothyroidism): pregnancy' };
const nhsInduction = { org: 'NHS', title: 'Inducing labour' };
const niceInduction = { org: 'NICE', title: 'Inducing labour (NG207)' };
const babyCenterSizes = {
  org: 'BabyCenter',
  title: 'Fetal development week by week (Hadlock 50th percentile sizes)',
};
const acogFetusGrows = { org: 'ACOG', title: 'How Your Fetus Grows During Pregnancy' };
const niceAntenatalCare = { org: 'NICE', title: 'Antenatal care (NG201)' };

/**
 * Her baby's size at her week, in centimetres and grams (iteration 46): the week data's own size line
 * (shared/content/facts.md's table: crown to rump to 13 weeks, head to heel from 14, Hadlock 50th percentile
 * weights as BabyCenter uses), one note a week, so the answer says her week's numbers, never a template.
 */
const sizeNotes = [...weeks01to21, ...weeks22to42]
  .filter((w) => w.week >= 4 && /\d/.test(w.babySize))
  .map((w) => ({
    stage: 'pregnant' as const,
    weeks: { from: w.week, to: w.week },
    text: `At ${String(w.week)} weeks: ${w.babySize.charAt(0).toLowerCase()}${w.babySize.slice(1)}, roughly the size of ${w.babySizeComparison.charAt(0).toLowerCase()}${w.babySizeComparison.slice(1)} (an average from the size table; babies vary).`,
  }));

export const preciseQuestionsAnswers: AnswerEntryInput[] = [
  {
    id: 'feed-induced-lactation',
    question: 'Can I breastfeed a baby I did not give birth to (induced lactation)?',
    asked: [
      'how do you induce lactation as a non birthing mum',
      'my partner is pregnant and i want to breastfeed too',
      'can an adoptive mother make breast milk',
      'co-nursing with my wife after she gives birth, how do we share feeds',
      'we both breastfeed our baby, one of us with induced lactation, how do we divide the feeds',
    ],
    topic: 'breastfeeding',
    stages: ['pregnant', 'postpartum'],
    lead: 'Often, yes: many non-birthing and adoptive mothers make some or all of their baby’s milk. It works by stimulating the breasts regularly, by pumping and later the baby’s sucking, ideally starting weeks to months before the baby arrives.',
    points: [
      'Regular stimulation is the key: pumping often, about every 2 to 3 hours (around 8 times a day) once you start in earnest, tells your body to make milk.',
      'Some protocols add hormones or a medicine such as domperidone; these need a doctor’s supervision, since domperidone can affect the heart and is not approved for this in the US. Do not buy medicines online.',
      'How much milk you make varies: any amount is valuable, and topping up with the birthing mother’s milk, donor milk or formula is fine.',
      'When you share feeds, make sure the birthing mother still feeds or pumps often in the early weeks, so her own supply builds.',
      'Check your baby is getting enough: about 6 or more wet nappies a day from day 5, regular poos, and back to birth weight by about 2 weeks. A lactation consultant (IBCLC) experienced in induced lactation and co-nursing can help you plan.',
    ],
    whenToCall:
      'Call your midwife or health visitor the same day if your baby has fewer wet nappies, is very sleepy and not waking for feeds, or is not gaining weight.',
    signs: ['newborn-no-wet-nappy', 'newborn-not-feeding'],
    related: ['feed-is-baby-getting-enough'],
    sources: [abmInduced, nhsEnoughMilk],
  },
  {
    id: 'feed-donor-milk',
    question: 'What is donor breast milk, and is it safe to get milk from other mums online?',
    asked: [
      'what is hospital donor milk and which babies get it',
      'is informal milk sharing between mums safe',
      'can my premature baby have donor milk if my supply is low',
      'buying breast milk online from another mum',
    ],
    topic: 'breastfeeding',
    stages: ['pregnant', 'postpartum'],
    lead: 'Donor milk from a milk bank is screened and safe: milk banks test their donors and pasteurise the milk. In hospital it is mainly given to premature or sick babies in the neonatal unit while the mother’s own supply builds. Milk shared informally or bought online is not recommended.',
    points: [
      'Milk banks check donors’ health and medicines, test them for infections, and pasteurise and test the milk.',
      'Informal or online milk can carry infections, be contaminated or watered down, or contain medicines, alcohol or drugs.',
      'If your babies come early, expressing your own colostrum soon after the birth, and often, helps your supply; the neonatal team can support you.',
      'If you are worried about supply for twins, ask your midwife about expressing colostrum before the birth and about donor milk in your hospital.',
    ],
    whenToCall:
      'Call your midwife or health visitor the same day if your baby has fewer wet nappies, is very sleepy and not waking for feeds, or is not gaining weight.',
    signs: ['newborn-no-wet-nappy', 'newborn-not-feeding'],
    related: ['feed-breastfeeding-twins'],
    sources: [niceDonorMilk, fdaDonorMilk],
  },
  {
    id: 'pp-contraception-after-ivf',
    question: 'After IVF or years of infertility, do we still need contraception after the birth?',
    asked: [
      'we needed ivf so we cannot get pregnant naturally, do we need condoms',
      'can you get pregnant naturally after an ivf baby',
      'do i need contraception after fertility treatment',
      'after years of trying is contraception after the birth necessary',
    ],
    topic: 'sex-contraception',
    stages: ['postpartum'],
    lead: 'Yes, if you do not want another pregnancy yet: a natural pregnancy after IVF or years of infertility does happen, and you can get pregnant from about 3 weeks (21 days) after the birth, even before your first period comes back.',
    points: [
      'Your first period is not a warning: you release an egg before it, so you can get pregnant without having had a period.',
      'Breastfeeding only protects you if your baby is under 6 months, fully breastfed day and night, and your periods have not returned.',
      'Condoms, the progestogen-only pill, the implant, the injection and a coil (IUD or IUS) are all fine while breastfeeding; your GP, midwife or a sexual health clinic can help you choose.',
      'If you would like another baby, talk to your fertility clinic or GP about timing: waiting at least 12 months between a birth and the next pregnancy is healthier for you both.',
    ],
    whenToCall:
      'Talk to your GP or a sexual health clinic whenever you are ready; take a pregnancy test and call your GP if you could be pregnant.',
    related: ['pp-fertility-return', 'pp-lactational-amenorrhoea'],
    sources: [nhsContraceptionAfter, niceNg194],
  },
  {
    id: 'birth-induction-older-mother',
    question: 'Why am I offered induction at 39 weeks because of my age, and do I have to say yes?',
    asked: [
      'induction offered because i am over 40, is it necessary',
      'why do they induce older mothers at 39 weeks',
      'can i refuse induction for age',
      'my consultant wants to induce me early because of my age',
    ],
    topic: 'labour-birth',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 34, to: 42 },
    lead: 'Women aged 40 or over are often offered induction at around 39 to 40 weeks, because the chance of stillbirth near term rises with age. It is an offer, not an obligation: you can ask about the benefits and risks for you, and decline or wait, with extra monitoring if you wait.',
    points: [
      'The extra risk is small in numbers, but induction at 39 weeks lowers it and, in studies, did not raise the chance of a caesarean.',
      'Ask what induction would involve for you (a membrane sweep, a pessary or gel, breaking the waters, a drip) and how long it can take.',
      'If you choose to wait, you may be offered more checks of the baby’s heartbeat and movements.',
      'Whatever you decide, from 24 weeks call your maternity unit straight away if your baby’s movements slow down or change.',
    ],
    whenToCall:
      'Call your maternity unit now if your baby is moving less than usual, your waters break, or you have bleeding or constant tummy pain.',
    signs: ['reduced-fetal-movement', 'waters-breaking', 'vaginal-bleeding'],
    related: ['birth-induction', 'preg-older-ivf'],
    sources: [nhsInduction, niceInduction],
  },
  {
    id: 'preg-ivf-progesterone',
    question: 'Can I stop or taper my IVF progesterone myself, and when do clinics usually stop it?',
    asked: [
      'when do you stop progesterone pessaries after ivf',
      'can i come off cyclogest early, the side effects are awful',
      'someone online stopped progesterone at 8 weeks, can i do the same',
      'how long do i need progesterone support after a frozen embryo transfer',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 3, to: 13 },
    lead: 'Please do not stop or taper it on your own: follow your fertility clinic’s plan, and ask them before changing anything. Clinics usually continue progesterone support until somewhere around 8 to 12 weeks, when the placenta has taken over making the hormones the pregnancy needs.',
    points: [
      'When to stop depends on your treatment (a frozen transfer often relies fully on the medicines), so what worked for someone else may not suit you.',
      'If the pessaries are making you miserable (soreness, discharge, bloating), tell your clinic: other ways of taking progesterone, such as a gel or injections, may be possible.',
      'Keep taking any estradiol or other medicines as your clinic says too, and keep a note of the plan for each one.',
      'Once your care moves to your midwife or GP, make sure they have the clinic’s plan for stopping.',
    ],
    whenToCall:
      'Call your clinic or early pregnancy unit now if you have bleeding or tummy pain, and emergency services if you have severe pain on one side, shoulder-tip pain or feel faint.',
    signs: ['vaginal-bleeding', 'ectopic-signs'],
    related: ['preg-older-ivf'],
    sources: [niceFertility, nhsIvf],
  },
  {
    id: 'preg-levothyroxine',
    question: 'I take levothyroxine for an underactive thyroid. What should I do now I am pregnant?',
    asked: [
      'hashimotos and pregnant, do i keep taking thyroxine',
      'does my thyroid medication need changing in early pregnancy',
      'underactive thyroid just found out i am pregnant',
      'can i take levothyroxine with my pregnancy vitamins',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'Keep taking it: levothyroxine is safe in pregnancy, and your baby depends on your thyroid hormone in the early weeks. The dose usually needs increasing early in pregnancy, so tell your GP or clinic now, rather than waiting for a later appointment, so they can check your thyroid with a blood test (TSH).',
    points: [
      'Do not stop or lower it on your own; your GP may raise the dose straight away and then check your blood every few weeks.',
      'Take it on an empty stomach, usually in the morning, and keep pregnancy vitamins or anything with iron or calcium at least 4 hours apart from it, as they stop it being absorbed.',
      'Tell your midwife at your booking appointment, so your thyroid is checked through the pregnancy.',
      'After the birth the dose often goes back to what it was before; your GP will check.',
    ],
    whenToCall:
      'Call your GP the same day if you are very tired, cold, low or your heart is racing, and your maternity unit if you are being sick and cannot keep your tablets or fluids down.',
    signs: ['severe-vomiting', 'extreme-exhaustion'],
    related: ['preg-older-ivf'],
    sources: [nhsLevothyroxine, nhsThyroidPregnancy],
  },
  {
    id: 'preg-baby-size-by-week',
    question: 'How big is my baby this week, in centimetres and grams?',
    asked: [
      'how big is my baby now in cm',
      'how much does the baby weigh at this stage in grams',
      'baby length and weight this week',
      'the app compares my baby to a fruit, how big is that in real numbers',
      'how long is the baby at my stage in inches or cm',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 4, to: 42 },
    lead: "Your baby's size at your week comes from a standard size table: an average, so a healthy baby can be a little bigger or smaller. Length is measured crown to rump (head to bottom) up to 13 weeks and head to heel from 14 weeks, so it jumps at 14 weeks.",
    weekNotes: sizeNotes,
    points: [
      'The fruit or vegetable comparison is only a rough picture: the centimetres and grams are the better guide.',
      'By 40 weeks an average baby is about 3.6 kg and about 51 cm long.',
      "Your own baby's growth is checked at your appointments: from about 24 weeks your midwife measures your bump, and a growth scan is offered if it is smaller or bigger than expected.",
      "Your baby's movements matter as well. A change in movements is a reason to call, whatever the size.",
    ],
    whenToCall:
      'Call your maternity unit now, even at night, if your baby is moving less than usual or the pattern has changed. Call emergency services now if reduced movements come with pain or bleeding.',
    signs: ['reduced-fetal-movement', 'reduced-movement-with-pain-or-bleeding'],
    related: ['preg-bump-measuring', 'preg-birth-weight'],
    sources: [babyCenterSizes, acogFetusGrows, niceAntenatalCare],
  },
  {
    id: 'preg-insect-repellent',
    question: 'Is insect repellent safe in pregnancy, and how do I avoid mosquito bites?',
    asked: [
      'is mosquito repellent safe when pregnant',
      'can i use bug spray with deet pregnant',
      'mozzies are bad where we live, what can i put on my skin while pregnant',
      'how do i stop mosquito bites in pregnancy, we have dengue here',
      'insect repelent pregnancy safe',
      'is insect repellent safe in pregnancy',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'Yes: insect repellents with DEET or picaridin are safe to use in pregnancy, used as the label says. Avoiding mosquito bites matters: Zika virus can harm a baby’s development, and malaria is more severe in pregnancy.',
    points: [
      'Put repellent on exposed skin, and follow the label for how often to put it on again.',
      'Wear long sleeves and long trousers, especially from dusk to dawn.',
      'Sleep under a mosquito net treated with insecticide, or in a room with window screens or air conditioning.',
      'Tell your midwife or doctor if you live in or have travelled to an area with Zika or malaria.',
    ],
    whenToCall:
      'Call your midwife or doctor now if you have a temperature of 38 C (100.4 F) or higher, or feel feverish or flu-like, and say where you live or have been.',
    signs: ['fever'],
    related: ['preg-malaria-area', 'preg-travel-vaccines'],
    sources: [
      { org: 'CDC', title: 'Zika virus: pregnant travelers' },
      { org: 'CDC', title: 'Malaria: information for travelers' },
      { org: 'NHS', title: 'Malaria' },
    ],
  },
];
