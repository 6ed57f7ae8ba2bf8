import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "family beliefs" (iteration 20): beliefs a mother, grandmother or aunt hands on that the
 * library did not answer yet, each written for the belief's class so other cultures' words for it find it (the
 * Spanish and Tagalog folds read faja, lamig, cuarentena, hilot, sobada, usog, mal de ojo as these): cold drinks
 * and the milk or the womb, cold water in pregnancy, no bath for weeks after the birth, a massage to put the
 * womb back, toughening the nipples before the birth, a restricted diet in the 40 days, and a visitor's greeting
 * or the evil eye beside evening crying. "Watery" milk is then-and-now.ts's feed-breast-milk-thin, and alcohol or
 * cold sponging on a feverish baby gaps.ts's baby-fever-care. Facts from the NHS, NICE, UNICEF and ICON; "when
 * to call" lines follow shared/medical/warning-signs.md.
 */

const nhsBreastfeedingDiet = { org: 'NHS', title: 'Breastfeeding and diet' };
const nhsBodyAfter = { org: 'NHS', title: 'Your body after the birth' };
const niceNg194 = { org: 'NICE', title: 'Postnatal care (NG194)' };
const nhsCrying = { org: 'NHS', title: 'Soothing a crying baby' };
const iconCope = { org: 'ICON', title: 'Babies cry, you can cope' };
const nhsEatPregnancy = { org: 'NHS', title: 'Have a healthy diet in pregnancy' };
const nhsGestationalDiabetes = { org: 'NHS', title: 'Gestational diabetes' };
const unicefPrep = { org: 'UNICEF UK', title: 'Baby Friendly: preparing for breastfeeding' };
const nhsFirstDays = { org: 'NHS', title: 'Breastfeeding: the first few days' };

export const familyBeliefsAnswers: AnswerEntryInput[] = [
  {
    id: 'feed-cold-drinks-milk',
    question: 'Do cold drinks chill my breast milk, give the baby wind or harm my womb after the birth?',
    asked: [
      'my grandmother says cold water will make my milk cold and give the baby colic',
      'can i drink iced drinks while breastfeeding',
      'is it true cold food after giving birth is bad for the womb',
      'no cold drinks for 40 days after delivery, is that right',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    lead: 'No: cold drinks and cold food do not chill, thin or spoil your milk, give your baby wind or colic, or harm your womb. Your milk is made by your body at body temperature, whatever you drink, and your womb shrinks back on its own over about 6 weeks.',
    points: [
      'Drink to your thirst, water or whatever you like, cold, warm or hot; keep a drink beside you when you feed.',
      'Eat a varied diet with enough to eat: no food needs to be avoided because it is cold.',
      'Wind and crying are common in all babies and are not caused by what temperature you eat or drink.',
      'If your breasts are hard and sore in the first days, feed often (about 8 to 12 times in 24 hours), express a little to soften them, and use cold compresses between feeds.',
      'Warm drinks are fine too if they comfort you: just keep hot drinks away from the baby.',
    ],
    whenToCall:
      'Call your midwife or GP the same day if a breast is red, hot and painful or you feel feverish and unwell, and your maternity unit now if your bleeding gets heavier or you have a fever.',
    signs: ['fever', 'postpartum-heavy-bleeding'],
    related: ['feed-diet-while-breastfeeding', 'pp-confinement-customs'],
    sources: [nhsBreastfeedingDiet, nhsBodyAfter, niceNg194],
  },
  {
    id: 'preg-cold-drinks',
    question: 'Do cold water or ice cream in pregnancy make the baby big or the birth harder?',
    asked: [
      'is it true drinking cold water when pregnant makes the baby too big',
      'can i have ice cold drinks while pregnant',
      'will cold drinks make my labour difficult',
      'my family says no cold water in pregnancy',
    ],
    topic: 'pregnancy-food-drink',
    stages: ['pregnant'],
    lead: 'No: the temperature of what you drink or eat has no effect on your baby’s size or on the birth. Cold water is a good drink in pregnancy. What can make a baby grow large is a lot of sugar and high blood sugar, as in gestational diabetes, not cold.',
    points: [
      'Drink plenty of water, cold or not, through the day: it helps with constipation and tiredness.',
      'Shop-bought ice cream is fine in pregnancy; like other sweets, keep it to a treat because of the sugar.',
      'Gestational diabetes is checked with a glucose test at 24 to 28 weeks if you have a risk factor; it is treated, and the baby’s growth is watched.',
      'A healthy, varied diet and staying active help your baby grow well and help you in labour.',
    ],
    whenToCall:
      'Call your midwife or GP the same day if you are being sick and cannot keep fluids down, or if you are very thirsty, weeing much more than usual and very tired.',
    signs: ['severe-vomiting'],
    related: ['preg-foods-people-worry-about', 'preg-glucose-test'],
    sources: [nhsEatPregnancy, nhsGestationalDiabetes],
  },
  {
    id: 'pp-bathing-after-birth',
    question:
      'Is it true I must not bathe or shower for weeks after the birth, or only in boiled-leaf water?',
    asked: [
      'my mother says no bath for 2 weeks after giving birth',
      'when can i shower after a vaginal birth with stitches',
      'is it bad to wash my hair after delivery',
      'do i have to bathe in boiled herbal water after the birth',
      'my family says a bath after giving birth brings on a relapse illness',
      'can i wash with stitches or should i wait until the 40 days are over',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 8 },
    lead: 'No: you can shower, and wash your hair, from the first days after the birth. It is a tradition with no evidence behind it: washing does not make you ill or cause a relapse. Keeping clean helps stitches and the birth area heal and lowers the chance of infection.',
    points: [
      'Use warm, not very hot, water, and have someone nearby the first time in case you feel faint.',
      'Rinse the stitches with plain water, pat them dry gently with a clean towel, and change your pad often.',
      'A bath is fine too once you feel able; bathwater does not get into your womb.',
      'Boiled leaves or herbs in the water are not needed; if your family wants them, let the water cool to warm and leave out anything that stings.',
      'After a caesarean you can shower from the day after; keep the wound clean and dry.',
    ],
    whenToCall:
      'Call your midwife or GP the same day if your stitches or wound become more painful, red, swollen or smelly, or ooze, or if you have a fever.',
    signs: ['wound-infection', 'fever', 'foul-discharge'],
    related: ['pp-stitches-care', 'pp-confinement-customs'],
    sources: [nhsBodyAfter, niceNg194],
  },
  {
    id: 'pp-womb-massage',
    question: 'Do I need a massage (hilot or sobada) to put my womb back in place after the birth?',
    asked: [
      'my grandma wants a traditional massage to push my womb back',
      'is a tummy massage after giving birth safe',
      'does my uterus need to be put back in place after delivery',
      'abdominal massage to return the womb after birth',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 12 },
    lead: 'No: your womb goes back on its own. It shrinks to its usual size over about 6 weeks, helped by breastfeeding, and it does not move out of place. A deep massage of the tummy is not needed and can hurt, especially after a caesarean.',
    points: [
      'A gentle massage of your back, shoulders or feet is fine if it relaxes you; avoid firm pressing on your tummy while it heals.',
      'After a caesarean, nothing should press on or rub the wound.',
      'Leaking a little wee when you cough or sneeze is common after the birth: pelvic floor exercises, every day, help it most.',
      'Afterpains as your womb shrinks are normal, often stronger when you breastfeed and with a second baby.',
      'Your midwife checks your womb in the first days and your GP at your check about 6 to 8 weeks after the birth.',
    ],
    whenToCall:
      'Call your maternity unit now if you are soaking a pad an hour or passing large clots, and your midwife or GP the same day if tummy pain gets worse or you have a fever or smelly discharge.',
    signs: ['postpartum-heavy-bleeding', 'postpartum-severe-abdominal-pain', 'foul-discharge'],
    related: ['pp-belly-binding', 'pp-leaking-urine'],
    sources: [nhsBodyAfter, niceNg194],
  },
  {
    id: 'preg-toughen-nipples',
    question: 'Should I toughen my nipples with a towel or alcohol before the baby comes?',
    asked: [
      'rubbing my nipples with a rough towel to prepare for breastfeeding',
      'do i need to prepare my nipples before the birth',
      'putting alcohol on nipples so they do not crack',
      'how to get my nipples ready for breastfeeding in pregnancy',
    ],
    topic: 'breastfeeding',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 20, to: 42 },
    lead: 'No: nipples do not need toughening, and rubbing them with a towel or alcohol dries and damages the skin. What prevents sore nipples is a good latch, which your midwife can help with from the first feed.',
    points: [
      'Wash your breasts with plain water; no soap, alcohol or creams are needed.',
      'Colostrum is there from birth, and the small amounts are all a healthy newborn needs: there is no need for formula while you wait for your milk to come in.',
      'Feed often, 8 to 12 times or more in 24 hours, with lots of skin-to-skin: it brings your milk in.',
      'Learning about latching before the birth, at an antenatal class or from a breastfeeding supporter, helps more than any preparation of the skin.',
    ],
    whenToCall:
      'After the birth, ask your midwife or a breastfeeding supporter for help the same day if feeding hurts all the way through or your nipples crack or bleed.',
    related: ['feed-sore-cracked-nipples', 'feed-colostrum-enough'],
    sources: [unicefPrep, nhsFirstDays],
  },
  {
    id: 'pp-confinement-diet',
    question: 'In the 40 days after the birth, should I eat only broth and avoid beans, spicy or cold food?',
    asked: [
      'during my confinement my mother only lets me eat chicken soup',
      'do i need a special diet in the 40 days after giving birth',
      'will beans or chilli in my diet give my breastfed baby colic',
      'foods to avoid in the first 40 days after birth while breastfeeding',
      'my mum says no fruit, yoghurt or cold food after delivery, only warming food, or the baby gets a cold from my breastmilk',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 8 },
    lead: 'You do not need a restricted diet. Broth and warm meals are comforting, but on their own they are not enough: after the birth and while breastfeeding you need plenty of varied food. No foods need to be avoided routinely, and most babies are not bothered by beans, spicy or cold food.',
    points: [
      'Eat a varied diet: fruit and vegetables, starchy foods, protein such as beans, meat, fish and eggs, and some dairy.',
      'Eat enough and drink to your thirst; cold food or drinks do not change your milk. Colds are caused by viruses: fruit, yoghurt or a cold drink does not give your baby a cold. Warm dishes your family makes are fine alongside them.',
      'Crying and wind are common in all babies; if a food seems to upset your baby every time, talk to your health visitor before cutting out whole food groups.',
      'Take a daily vitamin D supplement while breastfeeding, as the NHS advises for everyone.',
      'Limit caffeine and avoid alcohol or keep it occasional.',
    ],
    whenToCall:
      'Call your health visitor or GP the same day if your baby has fewer wet nappies, is not gaining weight, or has blood in their poo.',
    signs: ['newborn-no-wet-nappy'],
    related: ['feed-diet-while-breastfeeding', 'pp-confinement-customs'],
    sources: [nhsBreastfeedingDiet, niceNg194],
  },
  {
    id: 'baby-evil-eye-crying',
    question: 'Can a visitor’s greeting or the evil eye make my baby cry every evening?',
    asked: [
      'my grandmother says a visitor gave the baby the evil eye and that is why he cries at night',
      'baby cries every evening after visitors, is it a curse',
      'do we need a healer to stop the baby crying from a stranger touching him',
      'my mum says someone admired the baby and now she screams every evening',
    ],
    topic: 'newborn-crying',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 20 },
    lead: 'No: a visitor’s greeting, a look or praise cannot make a baby cry. Crying in the evening is very common in healthy babies: it usually increases from about 2 weeks, peaks around 6 to 8 weeks, and eases by about 3 to 4 months. If your baby feeds well and is gaining weight, it is a normal stage, hard as it is.',
    points: [
      'Evening crying often comes in long spells, at about the same time each day, even in a well-fed baby.',
      'Try holding your baby close, gentle rocking or walking, a warm bath, white noise, or feeding if they seem hungry.',
      'A gentle stroke of the tummy or back is fine; avoid firm pressing, and keep any charm or bracelet away from the neck and out of the cot.',
      'If you feel overwhelmed, put your baby down safely on their back in the cot and take a few minutes away. Never shake a baby.',
      'Take turns with someone else when you can: the crying is not your fault, and it ends.',
    ],
    whenToCall:
      'Call emergency services now if your baby, under 3 months, has a temperature of 38 C or more, or is floppy or hard to wake. Call your GP or health visitor the same day if the crying sounds different (high-pitched or weak), or your baby is feeding less or not gaining weight.',
    signs: ['newborn-fever', 'newborn-floppy-unresponsive', 'newborn-not-feeding'],
    related: ['baby-crying-how-much-normal', 'baby-thread-amulet'],
    sources: [nhsCrying, iconCope],
  },
];
