import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "family customs asked about" (iteration 19): practices a mother, mother-in-law or aunt
 * hands on that the library did not answer yet, each written for the practice's class so other cultures' words
 * for it find it: fasting in Ramadan while pregnant, a thread, amulet or bracelet on a
 * baby, an eclipse and cutting with knives, saffron milk for a fair baby, dates or ghee to ease labour, and
 * guessing the baby's sex from the bump. The folds that read other wordings as these classes are
 * src/server/modules/content/answer-fold-elders.ts. Facts from the NHS, the CDC, the AAP, the FDA, NICE and
 * the NIH; "when to call" lines follow shared/medical/warning-signs.md.
 */

const nhsRamadan = { org: 'NHS', title: 'Ramadan: health advice for fasting' };
const nhsEatPregnancy = { org: 'NHS', title: 'Have a healthy diet in pregnancy' };
const nhsGestationalDiabetes = { org: 'NHS', title: 'Gestational diabetes' };
const aapJewelry = { org: 'AAP', title: 'Amber teething necklaces: a caution for parents' };
const fdaJewelry = { org: 'FDA', title: 'Do not use teething jewelry' };
const nhsSids = { org: 'NHS', title: 'Sudden infant death syndrome (SIDS)' };
const cdcCleft = { org: 'CDC', title: 'About cleft lip and cleft palate' };
const nhsCleft = { org: 'NHS', title: 'Cleft lip and palate: causes' };
const nhsHerbal = { org: 'NHS', title: 'Medicines in pregnancy: herbal remedies' };
const nihSaffron = { org: 'NIH NCCIH', title: 'Saffron' };
const nhsInduction = { org: 'NHS', title: 'Inducing labour' };
const niceInduction = { org: 'NICE', title: 'Inducing labour (NG207)' };
const nhsAnomalyScan = { org: 'NHS', title: '20-week screening scan' };
const nhsNipt = { org: 'NHS', title: 'Screening for Down’s, Edwards’ and Patau’s syndromes (NIPT)' };
const nhsFirstDays = { org: 'NHS', title: 'Breastfeeding: the first few days' };
const whoExclusive = { org: 'WHO', title: 'Exclusive breastfeeding for six months' };
const nhsBotulism = { org: 'NHS', title: 'Foods to avoid giving babies and young children (honey)' };
const nhsBodyAfter = { org: 'NHS', title: 'Your body after the birth' };
const nhsPelvicFloor = { org: 'NHS', title: 'Pelvic floor exercises' };
const niceNg194 = { org: 'NICE', title: 'Postnatal care (NG194)' };
const aapSafeSleep = { org: 'AAP', title: 'Sleep-related infant deaths: updated 2022 recommendations' };
const lullabySlings = { org: 'The Lullaby Trust', title: 'Slings, hammocks and sleep positioners' };

export const familyCustomsAnswers: AnswerEntryInput[] = [
  {
    id: 'feed-colostrum-not-dirty',
    question:
      'Is the first yellow milk (colostrum) dirty, and should my baby have water, ghutti, honey or a date before the milk comes in?',
    asked: [
      'my family says to throw away the first milk because it is dirty',
      'should i discard colostrum before the white milk comes',
      'tahneek with a date or honey on the newborn’s gums, is it safe',
      'what can the baby have until my real milk comes in',
      'rubbing a chewed date or honey in the baby’s mouth after the birth',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 2 },
    lead: 'Never throw it away: the thick yellow first milk, colostrum, is not dirty or heavy. It is full of antibodies that protect your baby from infection, and it is exactly what a newborn needs until your milk comes in, usually around day 2 to 5. Your baby needs only breast milk (or formula): no water, ghutti, honey or other feeds.',
    points: [
      'Colostrum comes in small amounts because a newborn’s tummy is tiny; feeding often, 8 to 12 times or more in 24 hours, is enough and brings your milk in.',
      'Water, ghutti, gripe water or teas fill the tummy, so your baby takes less milk, and they can carry germs.',
      'No honey before 12 months, not even a smear on the gums: it can cause infant botulism, a rare but serious illness.',
      'A date or anything else rubbed on the gums (tahneek) is not advised for the same reasons; if the custom matters to your family, talk it through with your midwife and keep anything from being swallowed.',
      'If feeding is hard in the first days, hand express your colostrum and give it by spoon or syringe; your midwife can show you.',
    ],
    whenToCall:
      'Call your midwife or doctor now if your baby is very sleepy and not waking for feeds or has had no wet nappy for 8 hours, and the same day if they look yellow in the first 24 hours.',
    signs: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-jaundice'],
    related: ['baby-honey-ghutti-newborn', 'feed-colostrum-enough'],
    sources: [nhsFirstDays, whoExclusive, nhsBotulism],
  },
  {
    id: 'pp-belly-binding',
    question: 'Should I bind my belly tightly after a vaginal birth to flatten it?',
    asked: [
      'tying a tight cloth around my stomach after delivery for 40 days',
      'does belly binding make the tummy go flat after birth',
      'will wrapping my belly put my organs back in place',
      'postpartum belly wrap after a normal delivery, is it good',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 12 },
    lead: 'You do not need to. A soft support wrap is fine if it feels comfortable and supportive, but it will not flatten your belly or put anything back in place by itself, and it should never be tight.',
    points: [
      'Your womb shrinks back on its own over about 6 weeks, and your tummy goes down gradually over months.',
      'A tight wrap can make it harder to breathe deeply and adds pressure on your tummy and pelvic floor while they heal: loosen or remove it if it hurts, digs in or leaves you short of breath.',
      'What helps most is gentle movement: short walks, pelvic floor exercises from the first days, and gentle tummy exercises once you feel ready.',
      'If there is a gap down the middle of your tummy that does not close, your GP or a physiotherapist can help.',
    ],
    whenToCall:
      'Call your maternity unit straight away if you are soaking a pad an hour or more or passing large clots, and your midwife or GP now if your tummy pain gets worse or you have a fever.',
    signs: ['postpartum-heavy-bleeding', 'postpartum-severe-abdominal-pain', 'fever'],
    related: ['pp-caesarean-shower-binder', 'pp-confinement-customs'],
    sources: [nhsBodyAfter, nhsPelvicFloor, niceNg194],
  },
  {
    id: 'preg-fasting-ramadan',
    question: 'Is it safe to fast in Ramadan while I am pregnant?',
    asked: [
      'can i go without food and water all day for a religious fast while pregnant',
      'karva chauth or nirjala fast when pregnant',
      'is a vrat or a day of fasting ok in pregnancy',
      'my family expects me to fast from sunrise until the moon comes out, i am pregnant',
      'can i keep roza while pregnant',
      'fasting during ramadan when pregnant is it ok',
      'should a pregnant woman fast for the whole month',
      'will fasting in ramadan harm the baby',
      'can i do the fast while expecting',
    ],
    topic: 'pregnancy-food-drink',
    stages: ['pregnant'],
    lead: 'You do not have to. In Islam, pregnant women are excused from fasting and can make the days up later (or give fidya), and an imam can talk it through with you. If you want to fast, speak to your midwife or GP first, as long days without food and drink can leave you dehydrated and tired.',
    points: [
      'Fasting is not advised if you have gestational diabetes, diabetes, anaemia or another condition, or were told your baby is small: ask before you start.',
      'If you fast, eat well at suhoor and iftar (slow-release foods, protein, fruit and vegetables) and drink plenty of water between the two.',
      'Rest in the day, keep cool and avoid hard work or long walks in the heat.',
      'Break your fast and drink if you feel dizzy, faint, very thirsty, sick or confused, have a headache, or your wee is dark.',
      'Many women fast some days and not others, or make the days up after the birth: that is allowed and nothing to feel guilty about.',
      'The same care applies to any day-long fast, of any faith: going all day without water is not advised in pregnancy. A gentler fast with water, milk or fruit is a safer way to take part; stop and call your midwife or doctor if you feel faint, your baby moves less, or you have tightenings.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 24, to: 42 },
        text: 'From about 24 weeks, notice your baby’s movements every day while fasting; if they slow down or change, break your fast and call your maternity unit straight away.',
      },
    ],
    whenToCall:
      'Break your fast and call your midwife or maternity unit now if your baby is moving less than usual, or you faint, cannot keep fluids down or feel very unwell.',
    signs: ['reduced-fetal-movement', 'dizziness-fainting', 'severe-vomiting'],
    related: ['feed-fasting-ramadan'],
    sources: [nhsRamadan, nhsEatPregnancy, nhsGestationalDiabetes],
  },
  {
    id: 'baby-thread-amulet',
    question: 'Is a black thread, amulet or bracelet on my baby safe, for example for the evil eye?',
    asked: [
      'can my baby wear a black thread round the neck',
      'is a taweez or amulet on a newborn safe while sleeping',
      'evil eye bracelet on the baby’s wrist, is it ok',
      'can baby sleep with a string or necklace on',
      'amber teething necklace for the baby',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    lead: 'Nothing should go round a baby’s neck, and nothing on the wrist or ankle while they sleep or are out of sight. A thread, cord, necklace, amulet or bracelet can strangle a baby, and beads, charms or a knot that comes loose can choke them.',
    points: [
      'This includes black threads, taweez or tabeez, evil eye bracelets and amber or teething necklaces: the risk is the same whatever it is for.',
      'Take it off for every sleep, day and night, and whenever no one is watching your baby.',
      'To keep the meaning, hang it on the pram or car seat out of the baby’s reach, keep it in the room near the cot (not in it), or wear it yourself.',
      'The cot should hold nothing but your baby on a firm, flat mattress: no cords, ribbons or toys.',
      'Tell grandparents and carers the reason kindly; many families simply move the thread once they hear it.',
    ],
    whenToCall:
      'Call emergency services now if your baby is struggling to breathe, goes blue or grey, or is floppy or hard to wake.',
    signs: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    related: ['baby-kohl-kajal', 'baby-room-sharing'],
    sources: [aapJewelry, fdaJewelry, nhsSids],
  },
  {
    id: 'preg-eclipse',
    question: 'Can an eclipse, or cutting with a knife during one, harm my baby?',
    asked: [
      'is a solar eclipse dangerous in pregnancy',
      'should i stay inside during the eclipse when pregnant',
      'can an eclipse cause a cleft lip or birthmark',
      'my mil says no knives or scissors during the grahan',
    ],
    topic: 'pregnancy-activity',
    stages: ['pregnant'],
    lead: 'No. There is no evidence that an eclipse, going outside during one, or using a knife or scissors causes a cleft lip, a birthmark or any other harm to a baby. You can carry on as usual.',
    points: [
      'A cleft lip forms very early, in about the first 4 to 7 weeks of pregnancy, long before most eclipses people worry about; it is not caused by anything seen or done later.',
      'The causes are mostly unknown, a mix of genes and chance; smoking in pregnancy and some medicines raise the chance, and folic acid before and in early pregnancy is advised.',
      'The one real risk of an eclipse is to your eyes: never look at the sun without proper eclipse glasses, pregnant or not.',
      'If staying in keeps the peace at home, it does no harm; it is just not needed for the baby.',
    ],
    whenToCall:
      'If you are worried about your baby’s development, ask your midwife; the 20-week scan looks at the baby’s face and lip.',
    signs: [],
    related: [],
    sources: [cdcCleft, nhsCleft],
  },
  {
    id: 'preg-saffron-milk-skin',
    question: 'Will saffron milk make my baby fair, and is saffron safe in pregnancy?',
    asked: [
      'does kesar milk make the baby gora',
      'what can i eat so my baby has fair skin',
      'is saffron in milk safe when pregnant',
      'coconut water or saffron for a light skinned baby',
    ],
    topic: 'pregnancy-food-drink',
    stages: ['pregnant'],
    lead: 'No food or drink changes your baby’s skin colour: it is set by the genes from both parents. A pinch of saffron in milk or food is fine, but avoid large amounts and saffron supplements or remedies in pregnancy.',
    points: [
      'Milk in pregnancy is good for calcium; choose pasteurised milk.',
      'Saffron in the small amounts used in cooking is considered safe; in much larger amounts, as in supplements, it may make the womb contract, so it is not advised.',
      'Every skin colour is healthy; many babies look lighter at birth and their colour settles over the first months.',
      'Check any herbal remedy or supplement with your pharmacist or midwife before taking it.',
    ],
    whenToCall:
      'Call your midwife or maternity unit now if you have bleeding, cramping pain or regular tightenings before 37 weeks.',
    signs: ['vaginal-bleeding', 'preterm-contractions'],
    related: ['preg-herbal-remedies'],
    sources: [nhsEatPregnancy, nhsHerbal, nihSaffron],
  },
  {
    id: 'preg-dates-labour',
    question: 'Do dates, ghee or other foods make labour easier or bring it on?',
    asked: [
      'my mum says eat dates every day at the end of pregnancy for an easy birth, is that true or just tradition',
      'do dates in the last weeks of pregnancy really make labour easier',
      'does eating dates at 36 weeks help labour',
      'eating lots of ghee in the last months for an easy delivery, true or not',
      'will ghee in milk make the baby come out easily',
      'foods to make labour shorter',
      'how many khajoor a day in the last month',
      'hot milk with ghee in the ninth month for an easy delivery',
      'is it true that a spoon of ghee or oil every night eases labour',
      'does castor oil or pineapple start labour',
    ],
    topic: 'labour-birth',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 30, to: 42 },
    lead: 'No food is proven to make labour easier. Some small studies suggest eating dates every day from about 36 weeks may help the cervix ripen and labour start on its own, but the evidence is limited. Dates are fine in moderation; ghee in milk has no evidence behind it.',
    points: [
      'Dates are sugary: if you have gestational diabetes or diabetes, ask your midwife or diabetes team before eating several a day.',
      'Ghee is high in fat and calories: a little is fine, but a large glass of ghee in milk every night adds weight and can make heartburn worse.',
      'Castor oil is not advised: it can cause diarrhoea and dehydration. Pineapple and spicy food do not start labour.',
      'Staying active, upright and rested helps more than any one food; your midwife can talk you through induction if your baby is late.',
      'No food changes how your baby looks either: saffron milk will not make your baby fair, because skin colour is decided by genes.',
      'Do not drink raw (unpasteurised) milk in pregnancy: it can carry listeria and other infections, so choose pasteurised milk. And you do not need to eat for two: the NHS says about 200 extra calories a day, and only in the last 3 months.',
    ],
    whenToCall:
      'Call your maternity unit now if your waters break, you bleed, or your baby is moving less than usual.',
    signs: ['waters-breaking', 'vaginal-bleeding', 'reduced-fetal-movement'],
    related: ['preg-fasting-ramadan'],
    sources: [
      nhsInduction,
      niceInduction,
      nhsGestationalDiabetes,
      { org: 'NHS', title: 'Foods to avoid in pregnancy' },
      nhsEatPregnancy,
    ],
  },
  {
    id: 'preg-bump-shape-sex',
    question: 'Can the shape of my bump or the heartbeat tell if it is a boy or a girl?',
    asked: [
      'carrying low and pointed means a boy, is that true',
      'does a fast heart rate mean a girl',
      'can you tell the gender from the bump',
      'old wives tales to guess the baby’s sex',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'No. The shape or height of your bump, the baby’s heart rate, cravings and sickness cannot tell the baby’s sex. A bump’s shape depends on your muscles, your height, the baby’s position and whether it is your first pregnancy.',
    points: [
      'A baby’s heart rate changes from minute to minute and week to week, in boys and girls alike.',
      'The sex can often be seen at the 20-week scan (between 18 and 21 weeks), but some hospitals do not say, and it is not always clear; ask at the start of the scan if you want to know.',
      'A blood test for other conditions (NIPT) can sometimes show it, though it is not offered for that reason.',
      'Guessing is harmless fun; the scan is what tells you.',
    ],
    whenToCall: 'Ask your midwife at your next appointment about when your scans are and what they show.',
    signs: [],
    related: [],
    sources: [nhsAnomalyScan, nhsNipt],
  },
  {
    id: 'baby-hammock-cradle',
    question: 'Can my baby sleep in a hanging cloth cradle or hammock?',
    asked: [
      'is a baby hammock safe for night sleep',
      'can the baby sleep in a swinging cloth cradle',
      'my family uses a hanging cradle made of cloth, is it ok',
      'baby sleeps longer swinging in a fabric cradle',
    ],
    topic: 'newborn-sleep',
    stages: ['postpartum'],
    lead: 'Not for sleep. A hanging cloth cradle, hammock (duyan) or swing is not safe for your baby to sleep in, day or night. Babies should sleep on their back on a firm, flat, separate surface: a cot, crib or Moses basket with nothing else in it.',
    points: [
      'In a curved fabric cradle, a baby’s chin can drop onto their chest, which can block their breathing; they can also roll into the cloth and be unable to move away from it.',
      'Swinging can help a baby settle while you watch; once they fall asleep, move them to their cot on their back.',
      'Keep the cot in your room for at least the first 6 months, with a firm flat mattress and no pillows, bumpers or toys.',
      'If the cradle matters to your family, use it for awake time with an adult beside it, not for sleep.',
    ],
    whenToCall:
      'Call emergency services now if your baby is struggling to breathe, goes blue or grey, or is floppy or hard to wake.',
    signs: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    related: ['baby-safe-sleep-basics', 'baby-room-sharing'],
    sources: [nhsSids, aapSafeSleep, lullabySlings],
  },
];
