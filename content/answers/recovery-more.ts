import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "recovery, more": questions about her own body after the birth that the first groups
 * did not cover (gap analysis against the NHS's after-birth pages, NICE NG194 and RCOG leaflets, iteration 4):
 * tailbone and pubic pain, driving, wind and bowel control, blood pressure and blood sugar after pregnancy
 * conditions, breasts when not breastfeeding, how long recovery takes, urine infections, the gap before
 * another pregnancy, sleeplessness and a third or fourth degree tear. "When to call" lines follow
 * shared/medical/warning-signs.md.
 */

const nhsPostBody = { org: 'NHS', title: 'Your post-pregnancy body' };
const niceNg194 = { org: 'NICE', title: 'Postnatal care (NG194)' };
const nicePelvicFloor = {
  org: 'NICE',
  title: 'Pelvic floor dysfunction: prevention and non-surgical management (NG210)',
};
const rcogTears = { org: 'RCOG', title: 'Perineal tears during childbirth' };
const niceHypertension = { org: 'NICE', title: 'Hypertension in pregnancy (NG133)' };
const niceDiabetes = { org: 'NICE', title: 'Diabetes in pregnancy (NG3)' };
const nhsGdm = { org: 'NHS', title: 'Gestational diabetes' };
const nhsUti = { org: 'NHS', title: 'Urinary tract infections (UTIs)' };
const acogSpacing = { org: 'ACOG', title: 'Interpregnancy Care (Obstetric Care Consensus)' };
const whoSpacing = { org: 'WHO', title: 'Report of a WHO technical consultation on birth spacing' };
const nhsSleep = { org: 'NHS', title: 'Insomnia' };
const nhsPnd = { org: 'NHS', title: 'Postnatal depression' };

export const recoveryMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'pp-tailbone-pubic-pain',
    question: 'My tailbone or pubic bone hurts since the birth. What helps?',
    asked: [
      'my tailbone hurts when i sit after birth',
      'coccyx pain after giving birth',
      'sore pubic bone after birth',
      'it hurts to sit down since having the baby',
      'pelvic pain after delivery when walking',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    lead: 'Pain in the tailbone (coccyx) or at the front of the pelvis is common after birth, especially after a long pushing stage or an assisted birth. It usually eases over a few weeks, and simple things help.',
    points: [
      'Sit on a cushion with a gap or a wedge so your tailbone does not take your weight, and lean forward a little when sitting.',
      'Get up from a chair or bed slowly, keeping your knees together, and avoid standing on one leg to dress.',
      'Paracetamol and ibuprofen can be taken while breastfeeding; a warm pack or a wrapped ice pack can also ease it.',
      'If pelvic girdle pain carries on after the birth, ask your GP or health visitor for a referral to a women’s health physiotherapist.',
      'Mention any pain that is not improving at your 6 to 8 week check.',
    ],
    whenToCall:
      'Call your midwife or GP now if the pain is severe or getting worse, you cannot walk or bear weight, or you have a temperature of 38 C (100.4 F) or higher. Call them now if a tear or stitches are red, oozing or coming apart.',
    signs: ['fever', 'wound-infection'],
    related: ['pp-stitches-care', 'pp-back-pain'],
    sources: [
      nhsPostBody,
      { org: 'RCOG', title: 'Pelvic girdle pain and pregnancy' },
      { org: 'NHS', title: 'Coccyx pain' },
    ],
  },
  {
    id: 'pp-driving-after-birth',
    question: 'When can I drive after giving birth?',
    asked: [
      'when can i drive after a vaginal birth',
      'can i drive a week after giving birth',
      'driving after stitches',
      'how soon can i drive after having a baby',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 12 },
    lead: 'There is no fixed time after a vaginal birth. You can drive when you can sit comfortably, turn to look over your shoulder, and do an emergency stop without pain, and you are not drowsy from tiredness or medicines.',
    points: [
      'Many people feel ready within a week or two; with painful stitches it may take longer.',
      'After a caesarean it is usually longer, often around 6 weeks: check with your doctor and your car insurer, as some have conditions.',
      'Do not drive if you are very tired or drowsy, or after a medicine that makes you sleepy.',
      'Try a short trip first, with someone with you.',
    ],
    whenToCall:
      'Call your midwife or GP now if your stitches or wound are red, oozing or coming apart, or you have a temperature of 38 C (100.4 F) or higher.',
    signs: ['wound-infection', 'fever'],
    related: ['pp-caesarean-driving'],
    sources: [nhsPostBody, { org: 'RCOG', title: 'Recovering well: recovering from childbirth' }],
  },
  {
    id: 'pp-wind-bowel-control',
    question: 'I cannot control wind (or sometimes poo) since the birth. Will it get better?',
    asked: [
      'i cant hold in farts since birth',
      'wind coming out of my vagina',
      'leaking poo after having a baby',
      'bowel urgency after tear',
      'vaginal wind after birth',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    lead: 'Trouble holding in wind or poo, or needing to rush to the toilet, can happen after birth, especially after a tear. It is common, it is not something you have to put up with, and treatment helps most people.',
    points: [
      'Do pelvic floor exercises every day, including the back passage: squeeze as if holding in wind, hold, then let go.',
      'Avoid constipation with plenty of water and fibre, so you do not strain.',
      'Air trapped in the vagina (vaginal wind) is also common and usually improves as your pelvic floor gets stronger.',
      'Tell your GP, midwife or health visitor, or mention it at your 6 to 8 week check: you can be referred to a pelvic health physiotherapist or a specialist clinic.',
    ],
    whenToCall:
      'Tell your GP within a few days, rather than waiting. Call them now if you have a temperature of 38 C (100.4 F) or higher, or a bad-smelling discharge from your vagina.',
    signs: ['fever', 'foul-discharge'],
    related: ['pp-pelvic-floor-exercises', 'pp-third-degree-tear', 'pp-leaking-urine'],
    sources: [rcogTears, nicePelvicFloor, { org: 'NHS', title: 'Bowel incontinence' }],
  },
  {
    id: 'pp-third-degree-tear',
    question: 'I had a third or fourth degree tear. What happens now?',
    asked: [
      'i had a third degree tear what now',
      '3rd degree tear recovery',
      'fourth degree tear after birth',
      'oasi tear how long to heal',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    lead: 'A third or fourth degree tear reaches the muscle around your back passage. It is repaired straight after the birth, and most people recover well: 6 to 8 in 10 have no lasting problems a year later.',
    points: [
      'You are usually given antibiotics, pain relief and laxatives, so your first poos are soft and do not strain the repair.',
      'Keep the area clean, change pads often, and start gentle pelvic floor exercises as soon as you can.',
      'You should be offered a physiotherapy review, and a follow-up appointment around 6 to 12 weeks after the birth.',
      'Tell someone if you have trouble controlling wind or poo: it is common early on and treatment helps.',
      'Before another birth, talk to your team about your options; many people have a vaginal birth again.',
    ],
    whenToCall:
      'Call your midwife or GP now if the area becomes more painful, red, swollen or smelly, you see pus or the wound opening, or you have a temperature of 38 C (100.4 F) or higher.',
    signs: ['wound-infection', 'fever', 'foul-discharge'],
    related: ['pp-stitches-care', 'pp-wind-bowel-control', 'pp-first-poo'],
    sources: [rcogTears, niceNg194],
  },
  {
    id: 'pp-after-pre-eclampsia',
    question: 'I had high blood pressure or pre-eclampsia in pregnancy. What happens now?',
    asked: [
      'my blood pressure was high in pregnancy what now',
      'pre eclampsia after birth',
      'still on blood pressure tablets after birth',
      'will my blood pressure go back to normal after the baby',
      'can pre eclampsia happen after delivery',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    lead: 'Your blood pressure will be checked often after the birth, as it can rise again in the first days and pre-eclampsia can even start after birth. For most people it settles within weeks.',
    points: [
      'If you take blood pressure medicine, keep taking it until a doctor changes it: many are safe while breastfeeding.',
      'Your GP should review you around 6 to 8 weeks after the birth, and check that your blood pressure is back to normal.',
      'High blood pressure in pregnancy means a higher chance of high blood pressure and heart disease later, so have it checked every year and keep active.',
      'In a future pregnancy, tell your midwife early: you will probably be advised to take low-dose aspirin from 12 weeks.',
    ],
    whenToCall:
      'Call your midwife, doctor or maternity unit now for a severe headache, vision changes such as blurring or flashing lights, pain under your ribs, or new swelling of your face or hands. Call emergency services now for a fit, chest pain or trouble breathing.',
    signs: [
      'postpartum-headache',
      'vision-changes',
      'seizure',
      'chest-pain-breathing',
      'severe-high-blood-pressure',
    ],
    related: ['pp-headache-after-birth', 'pp-warning-signs'],
    sources: [
      niceHypertension,
      { org: 'NHS', title: 'Pre-eclampsia' },
      { org: 'ACOG', title: 'Preeclampsia and High Blood Pressure During Pregnancy' },
    ],
  },
  {
    id: 'pp-after-gestational-diabetes',
    question: 'I had gestational diabetes. Do I need a test after the birth?',
    asked: [
      'i had gestational diabetes do i need a test after',
      'does gestational diabetes go away after birth',
      'blood sugar test after baby',
      'gdm after delivery what happens',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    lead: 'Yes. Gestational diabetes usually goes away after the birth, but you should have a blood sugar test, usually a fasting glucose test between 6 and 13 weeks after the birth (or an HbA1c test after that), to check it has.',
    points: [
      'Your blood sugar is checked before you leave hospital, and any diabetes medicine is usually stopped after the birth.',
      'After gestational diabetes, the chance of type 2 diabetes later is higher, so have an HbA1c test every year.',
      'Breastfeeding, being active and keeping to a healthy weight lower that risk.',
      'In another pregnancy you will be offered early testing, or asked to check your own blood sugar.',
      'Your baby’s blood sugar was checked after the birth; that is routine, and their later health checks carry on as usual.',
    ],
    whenToCall:
      'Call your GP now if you are very thirsty, peeing a lot, very tired or losing weight without trying. Call emergency services now for chest pain or trouble breathing.',
    signs: ['chest-pain-breathing'],
    related: ['preg-gestational-diabetes', 'pp-six-week-check'],
    sources: [niceDiabetes, nhsGdm, { org: 'ACOG', title: 'Gestational Diabetes' }],
  },
  {
    id: 'pp-breasts-not-breastfeeding',
    question: 'I am not breastfeeding and my breasts are full and sore. What can I do?',
    asked: [
      'my boobs are huge and sore and im formula feeding',
      'how do i dry up my milk if im bottle feeding',
      'engorged but bottle feeding',
      'not breastfeeding what happens to my milk',
      'how long does it take for milk to dry up',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 12 },
    lead: 'Your milk comes in around 2 to 4 days after the birth whether or not you breastfeed. If you do not remove it, your body makes less and less, and the fullness usually settles within about 7 to 10 days.',
    points: [
      'Wear a supportive, comfortable bra, day and night if it helps.',
      'Cold packs or chilled cabbage leaves in your bra, and paracetamol or ibuprofen, ease the pain.',
      'If your breasts are painfully full, hand express just a little, only until comfortable: removing more tells your body to make more.',
      'Avoid warm showers on your breasts and anything that stimulates them while your milk dries up.',
      'If you stop breastfeeding after feeding for a while, cut down one feed every few days rather than all at once.',
    ],
    whenToCall:
      'Call your midwife or GP now if part of a breast becomes red, hot and painful, or you feel feverish or have a temperature of 38 C (100.4 F) or higher: it can be mastitis.',
    signs: ['fever'],
    related: ['feed-stopping-breastfeeding', 'feed-engorgement', 'feed-mastitis'],
    sources: [
      { org: 'NHS', title: 'Breast engorgement' },
      { org: 'La Leche League International', title: 'Weaning' },
      niceNg194,
    ],
  },
  {
    id: 'pp-recovery-timeline',
    question: 'How long does it take to recover after giving birth?',
    asked: [
      'when will my body feel normal again',
      'how long to recover from birth',
      'when will i feel like myself again',
      'postpartum recovery timeline',
      'is it normal to still hurt 4 weeks after birth',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    lead: 'The first 6 weeks are the main healing time, but full recovery usually takes months, not weeks, and longer after a caesarean or a difficult birth. Every recovery is different.',
    points: [
      'Bleeding usually stops by about 6 weeks, and your womb shrinks back over the same time.',
      'Stitches and small tears usually heal within a few weeks (about a month for an episiotomy); a caesarean wound takes about 6 weeks, and the deeper healing longer.',
      'Your pelvic floor and tummy muscles can take 3 to 6 months or more to get strong again with exercise.',
      'Hair loss around 3 to 4 months, tiredness and ups and downs in mood are all common in the first year.',
      'Your 6 to 8 week check is the time to raise anything that is not getting better.',
    ],
    whenToCall:
      'Call your midwife or GP now if bleeding gets heavier or smells bad, a wound is red or oozing, or you have a temperature of 38 C (100.4 F) or higher. If you feel low or anxious most days for two weeks or more, tell your GP or health visitor.',
    signs: ['postpartum-heavy-bleeding', 'foul-discharge', 'wound-infection', 'fever', 'persistent-low-mood'],
    related: ['pp-six-week-check', 'pp-lochia-how-long', 'pp-caesarean-recovery'],
    sources: [nhsPostBody, niceNg194, { org: 'ACOG', title: 'Optimizing Postpartum Care' }],
  },
  {
    id: 'pp-uti',
    question: 'It burns when I pee weeks after the birth. Could it be a urine infection?',
    asked: [
      'still pain when peeing at 6 weeks',
      'uti after birth',
      'burning when i wee postpartum',
      'cystitis while breastfeeding',
      'cloudy smelly wee after having a baby',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    lead: 'Burning or stinging when you pee, needing to go often or urgently, and cloudy or smelly pee are signs of a urine infection (UTI), which is common after birth. See your GP within a day: antibiotics that are safe with breastfeeding clear it.',
    points: [
      'Drink plenty of water and pee often; do not hold it in.',
      'Paracetamol eases the discomfort; it is fine while breastfeeding.',
      'In the first days after a vaginal birth, stinging when pee touches grazes or stitches is common: pouring warm water over as you pee helps.',
      'Wipe from front to back, and change pads often.',
    ],
    whenToCall:
      'See your GP within 24 hours for burning when you pee. Call them now if you have a temperature of 38 C (100.4 F) or higher, pain in your back or side, or shivering: it can mean a kidney infection. Call emergency services for confusion, extreme shivering or not peeing for a day.',
    signs: ['fever', 'sepsis-signs'],
    related: ['pp-peeing-after-birth', 'pp-fever-infection'],
    sources: [nhsUti, niceNg194],
  },
  {
    id: 'pp-pregnancy-spacing',
    question: 'How long should we wait before trying for another baby?',
    asked: [
      'how soon can we try for another baby',
      'how long to wait between pregnancies',
      'is it bad to get pregnant again straight away',
      'when is it safe to get pregnant after birth',
      'gap between babies recommended',
    ],
    topic: 'sex-contraception',
    stages: ['postpartum'],
    lead: 'Leaving at least 18 months between giving birth and getting pregnant again is advised, and the WHO suggests 24 months: it gives your body time to recover and lowers the risk of a premature birth or a low birth weight. Getting pregnant within 6 months is best avoided.',
    points: [
      'You can get pregnant from about 3 weeks after birth, before your first period, so use contraception until you are ready.',
      'After a caesarean, a longer gap also lowers the chance of problems with the scar: talk to your doctor before trying.',
      'Before trying again, start folic acid (400 micrograms a day) and ask your GP about any condition you had in pregnancy.',
      'Breastfeeding alone is reliable contraception only while your baby is under 6 months, fully breastfed day and night, and your periods have not returned.',
    ],
    whenToCall:
      'Call your doctor, midwife or early pregnancy unit now if you are pregnant again and have any bleeding or one-sided pain. If you feel low or anxious most days for two weeks or more, talk to your GP.',
    signs: ['persistent-low-mood'],
    related: ['pp-fertility-return', 'pp-contraception-options'],
    sources: [acogSpacing, whoSpacing, { org: 'NHS', title: 'Sex and contraception after birth' }],
  },
  {
    id: 'pp-cant-sleep',
    question: 'I cannot sleep, even when my baby is asleep. What can I do?',
    asked: [
      'i cant sleep even when the baby sleeps',
      'insomnia after having a baby',
      'lying awake listening to the baby breathe',
      'too wired to sleep postpartum',
    ],
    topic: 'mental-health',
    stages: ['postpartum'],
    lead: 'Many new parents find it hard to switch off, even when they have the chance to sleep. It often improves as you settle in, but if it goes on, or comes with worry or low mood, it is worth talking to your GP or health visitor.',
    points: [
      'Wind down before you lie down: dim the lights, put your phone away, and keep the baby monitor volume low enough to hear crying but not every snuffle.',
      'If someone else can do a feed (with expressed milk or formula), sleep in another room with earplugs for that stretch.',
      'Avoid caffeine after midday and alcohol, which breaks up sleep.',
      'Sleeping tablets are usually not advised while breastfeeding or caring for a baby at night; talk to your GP instead.',
      'Not being able to sleep can be a sign of postnatal anxiety or depression, which are common and treatable.',
    ],
    whenToCall:
      'If you feel low or anxious most days for two weeks or more, tell your GP or health visitor. Call emergency services now if you, or someone close, notice racing thoughts, confusion, seeing or hearing things, or thoughts of harming yourself or your baby. In the US, the National Maternal Mental Health Hotline is free, by call or text, 24/7, on 1-833-852-6262.',
    signs: ['persistent-low-mood', 'postpartum-psychosis', 'self-harm-thoughts'],
    related: ['pp-sleep-deprivation', 'pp-anxiety'],
    sources: [
      { org: 'HRSA', title: 'National Maternal Mental Health Hotline' },
      nhsSleep,
      nhsPnd,
      { org: 'NICE', title: 'Antenatal and postnatal mental health (CG192)' },
    ],
  },
];
