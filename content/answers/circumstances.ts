import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "circumstances": everyday questions that only arise from her situation (twins, gestational
 * diabetes, a baby born early, a partner watching her mood), where the library answered the situation but not
 * the question it raises (iteration 5). Numbers come from NICE, the NHS, the UK Health Security Agency, ACOG and
 * the CDC; every "when to call" line follows shared/medical/warning-signs.md.
 */

const niceTwins = { org: 'NICE', title: 'Twin and triplet pregnancy (NG137)' };
const nhsTwins = { org: 'NHS', title: 'Pregnant with twins' };
const twinsTrust = { org: 'Twins Trust', title: 'Pregnancy and birth' };
const nhsGd = { org: 'NHS', title: 'Gestational diabetes' };
const niceDiabetes = {
  org: 'NICE',
  title: 'Diabetes in pregnancy: management from preconception to the postnatal period (NG3)',
};
const acogGd = { org: 'ACOG', title: 'Gestational Diabetes' };
const greenBook = {
  org: 'UK Health Security Agency',
  title: 'Immunisation against infectious disease (the Green Book): immunisation of premature infants',
};
const nhsVaccineSchedule = { org: 'NHS', title: 'NHS vaccinations and when to have them' };
const cdcPreterm = {
  org: 'CDC',
  title: 'General Best Practice Guidelines for Immunization: preterm infants',
};
const nhsPnd = { org: 'NHS', title: 'Postnatal depression' };
const rcpsychPnd = { org: 'Royal College of Psychiatrists', title: 'Postnatal depression' };

export const circumstancesAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-twins-chorionicity',
    question: 'What is chorionicity, and why does it matter for twins?',
    asked: [
      'what is chorionicity',
      'do my twins share a placenta',
      'mono di twins what does it mean',
      'dichorionic or monochorionic twins difference',
      'why do they check if twins share a placenta',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'Chorionicity means whether your twins share one placenta (monochorionic) or each have their own (dichorionic). It is best seen on the scan at 11 to 14 weeks, and it decides how closely your pregnancy is watched.',
    points: [
      'Twins who share a placenta can develop twin-to-twin transfusion syndrome (TTTS), where blood flows unevenly between them, so they are scanned about every 2 weeks from 16 weeks.',
      'Twins with their own placentas have fewer problems of this kind and are scanned less often: growth scans are usually every 4 weeks from 20 weeks.',
      'Non-identical twins always have their own placentas. Identical twins may share one or have one each, depending on when the fertilised egg split.',
      'It also guides the timing of the birth: NICE advises offering a planned birth from 37 weeks for twins with their own placentas, and from 36 weeks for twins who share one.',
      'If the scan cannot tell, you should be offered another scan by a specialist. Your notes may say DCDA, MCDA or MCMA: ask your team what yours means.',
    ],
    whenToCall:
      'Call your midwife or maternity unit now for any bleeding, fluid leaking, a bad headache or vision changes, or, from 20 weeks, painful regular tightenings. Call emergency services now for heavy bleeding or severe constant belly pain.',
    signs: [
      'vaginal-bleeding',
      'waters-breaking',
      'severe-headache',
      'vision-changes',
      'preterm-contractions',
      'heavy-bleeding',
      'severe-abdominal-pain',
    ],
    related: ['preg-twins', 'preg-twins-birth-timing'],
    sources: [niceTwins, nhsTwins, twinsTrust],
  },
  {
    id: 'preg-twins-birth-timing',
    question: 'When will my twins be born, and why is a birth planned at 37 weeks?',
    asked: [
      'why do twins get induced at 37 weeks',
      'consultant wants to deliver my twins at 37 weeks is that early',
      'do twins have to be born early',
      'can i wait to go into labour with twins',
      'twins caesarean or vaginal birth',
    ],
    topic: 'labour-birth',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 20, to: 40 },
    lead: 'Many twins are born before 37 weeks. If all is going well, NICE advises offering a planned birth, by induction or caesarean, from 37 weeks for twins with their own placentas, from 36 weeks for twins who share a placenta, and at 32 to 34 weeks for twins who share one sac.',
    points: [
      'For twins, 37 weeks counts as full term: going on beyond it raises the chance of stillbirth and other problems, as the placentas may work less well.',
      'You can choose to wait. If you do, you will be offered more frequent appointments and scans to check on the babies.',
      'Whether it is an induction or a caesarean depends mostly on the first twin: if that baby is head down and there is no other reason for a caesarean, a vaginal birth is often possible.',
      'Twins are born in a hospital with a neonatal unit, and a larger team is in the room, in case either baby needs help.',
      'Ask for your birth plan to be talked through at around 32 weeks, including pain relief and what happens if labour starts sooner.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 36, to: 40 },
        text: 'You are at or near the weeks when a planned birth for twins is offered, so ask your team for the date they suggest and why.',
      },
    ],
    whenToCall:
      'Call your maternity unit straight away if you have painful regular tightenings, your waters break, you bleed, or your babies are moving less than usual. Call emergency services if you bleed heavily.',
    signs: [
      'preterm-contractions',
      'waters-breaking',
      'vaginal-bleeding',
      'reduced-fetal-movement',
      'heavy-bleeding',
    ],
    related: ['preg-twins', 'preg-twins-chorionicity', 'birth-induction'],
    sources: [niceTwins, nhsTwins, twinsTrust],
  },
  {
    id: 'preg-gd-exercise',
    question: 'Does being active, such as a walk after meals, help gestational diabetes?',
    asked: [
      'does walking after dinner lower blood sugar gestational diabetes',
      'exercise with gestational diabetes',
      'how long should i walk after meals for gd',
      'can exercise bring my sugar levels down pregnant',
    ],
    topic: 'pregnancy-activity',
    stages: ['pregnant'],
    lead: 'Yes. Being active helps your body use its insulin, so your blood sugar comes down. NICE advises regular exercise, such as walking for 30 minutes after a meal, to help control blood glucose in gestational diabetes.',
    points: [
      'A walk after your main meals is one of the simplest ways to lower the rise in blood sugar that follows eating.',
      'Over the week, aim for about 150 minutes of moderate activity, such as 30 minutes on 5 days: walking, swimming or whatever you enjoy and feels comfortable.',
      'Keep checking your blood sugar as your diabetes team advises. Your readings show what works for you, and tell the team if you need medicine.',
      'If you take insulin, activity can make your blood sugar drop too low: keep a snack or glucose tablets with you, and follow your team’s plan for a low.',
      'Activity works alongside the changes to what you eat, not instead of them.',
    ],
    whenToCall:
      'Tell your diabetes team or midwife if your readings stay above the targets they gave you. Call your maternity unit straight away if your babies or baby are moving less than usual, and stop and call your midwife now if you feel dizzy or faint, bleed, or leak fluid while exercising.',
    signs: ['reduced-fetal-movement', 'dizziness-fainting', 'vaginal-bleeding', 'waters-breaking'],
    related: ['preg-gestational-diabetes', 'preg-exercise'],
    sources: [niceDiabetes, nhsGd, acogGd],
  },
  {
    id: 'baby-vaccines-premature',
    question: 'Does a baby born early have their vaccines on time?',
    asked: [
      'premature baby vaccinations corrected age',
      'should my prem baby wait until his due date for jabs',
      'do babies in the neonatal unit get vaccines',
      'preemie shots on time or by adjusted age',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'Yes. Babies born early have their vaccines at the same age after birth as other babies: from 8 weeks in the UK, or 2 months in the US, counted from their birth date (their actual age), not their due date or corrected age.',
    points: [
      'Premature babies are more at risk of serious infections such as whooping cough and pneumococcal disease, so having vaccines on time matters even more for them.',
      'Vaccines work well in babies born early, and they are given even if your baby is still in the neonatal unit.',
      'Babies born very early (at 28 weeks or before) who are still in hospital usually have their breathing watched for 48 to 72 hours after their first vaccines, as a few have short pauses in breathing.',
      'Corrected age is used to follow your baby’s development, not to time their vaccines.',
      'Ask the unit which vaccines your baby has had, so they are written in their red book before you go home.',
    ],
    whenToCall:
      'Ask the neonatal team, or once home your GP or practice nurse, about any vaccine questions. Call emergency services now if your baby has pauses in their breathing, is struggling to breathe, or is floppy or hard to wake.',
    signs: ['newborn-breathing-difficulty', 'newborn-floppy-unresponsive'],
    related: ['baby-vaccinations', 'feed-premature-baby'],
    sources: [greenBook, nhsVaccineSchedule, cdcPreterm],
  },
  {
    id: 'pp-partner-spotting-pnd',
    question: 'How can I tell if my partner has postnatal depression, not just tiredness?',
    asked: [
      'how do i know if my wife has postnatal depression',
      'is my girlfriend just tired or depressed after the baby',
      'signs of postpartum depression in my partner',
      'is my partner depressed or just tired',
      'how do i tell if its more than just being tired',
    ],
    topic: 'mental-health',
    stages: ['postpartum'],
    lead: 'Tiredness lifts when she gets some sleep; postnatal depression does not. If she has felt low, hopeless or anxious, or lost interest in things, most days for more than 2 weeks, it may be postnatal depression, and it is worth gently encouraging her to talk to her midwife, health visitor or GP (you can go with her).',
    points: [
      'In the first 2 weeks, tears and ups and downs are often the baby blues, which pass by themselves. Postnatal depression lasts longer, and can start any time in the first 12 months; it is common and treatable, with talking therapy, medicine or both.',
      'Other signs: she seems withdrawn, tearful or irritable, cannot sleep even when the baby sleeps, stops eating, feels guilty or a bad mother, or struggles to bond with the baby.',
      'Choose a calm moment, say what you have noticed without blame, and offer to book or come to the appointment.',
      'Practical help matters: take over nappies, winding and settling, meals and housework, and protect a stretch of sleep for her; bring the baby to her for night feeds and settle them afterwards.',
      'Look after yourself too: partners can get postnatal depression, and your own GP can help.',
    ],
    whenToCall:
      'Encourage her to contact her midwife, health visitor or GP if she has felt low or anxious most days for two weeks or more. Call emergency services now if she talks of harming herself or the baby, or seems confused, sees or hears things others do not, or is suddenly very high.',
    signs: ['persistent-low-mood', 'self-harm-thoughts', 'postpartum-psychosis'],
    related: ['pp-postnatal-depression', 'pp-baby-blues', 'pp-partner-mental-health'],
    sources: [nhsPnd, rcpsychPnd],
  },
];
