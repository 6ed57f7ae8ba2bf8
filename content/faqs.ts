import type { z } from 'zod';
import type { faqSchema } from '../src/core/contracts/content.ts';

/**
 * Frequently asked questions for Learn's FAQs tab and Zara's built-in responder.
 *
 * weekStart/weekEnd are the pregnancy weeks (1-42) a question fits: 1-42 for general questions,
 * 34-42 for questions about the time after birth (so they show as the birth gets close).
 * postpartum marks the questions that also fit after birth (every after-birth one, and the mood questions
 * that are not only about pregnancy); chip names the Learn chip where the category's own does not fit
 * (content/faq-categories.ts).
 * Every "when to call" line follows shared/medical/warning-signs.md: no other thresholds, no doses.
 */

type Faq = z.input<typeof faqSchema>;

// Sources used more than once.
const cdcHearHer = { org: 'CDC', title: 'Hear Her: Urgent Maternal Warning Signs' };
const awhonnPostBirth = { org: 'AWHONN', title: 'POST-BIRTH Warning Signs' };
const nhsFoodsToAvoid = { org: 'NHS', title: 'Foods to avoid in pregnancy' };
const nhsHealthyDiet = { org: 'NHS', title: 'Have a healthy diet in pregnancy' };
const nhsVitamins = { org: 'NHS', title: 'Vitamins, supplements and nutrition in pregnancy' };
const acogNutrition = { org: 'ACOG', title: 'Nutrition During Pregnancy' };
const nhsPreEclampsia = { org: 'NHS', title: 'Pre-eclampsia' };
const nhsMovements = { org: 'NHS', title: "Your baby's movements" };
const acogFetusGrows = { org: 'ACOG', title: 'How Your Fetus Grows During Pregnancy' };
const nhsLabourSigns = { org: 'NHS', title: 'Signs that labour has begun' };
const nhsPainRelief = { org: 'NHS', title: 'Pain relief in labour' };
const niceIntrapartum = { org: 'NICE', title: 'Intrapartum care (NG235)' };
const niceAntenatal = { org: 'NICE', title: 'Antenatal care (NG201)' };
const nicePostnatal = { org: 'NICE', title: 'Postnatal care (NG194)' };
const niceMentalHealth = { org: 'NICE', title: 'Antenatal and postnatal mental health (CG192)' };
const nhsMentalHealthPregnancy = { org: 'NHS', title: 'Mental health in pregnancy' };
const nhsPostnatalDepression = { org: 'NHS', title: 'Postnatal depression' };
const nhsFeelingDepressed = { org: 'NHS', title: 'Feeling depressed after childbirth' };
const nhsPostPregnancyBody = { org: 'NHS', title: 'Your post-pregnancy body' };
const acogExercise = { org: 'ACOG', title: 'Exercise During Pregnancy' };
const nhsExercise = { org: 'NHS', title: 'Exercise in pregnancy' };
const nhsTravel = { org: 'NHS', title: 'Travelling in pregnancy' };
const acogTravel = { org: 'ACOG', title: 'Travel During Pregnancy' };
const whoPostnatal = {
  org: 'WHO',
  title: 'WHO recommendations on maternal and newborn care for a positive postnatal experience',
};
const whoIntrapartum = {
  org: 'WHO',
  title: 'WHO recommendations: intrapartum care for a positive childbirth experience',
};
const aapSafeSleep = { org: 'AAP', title: 'How to Keep Your Sleeping Baby Safe: AAP Policy Explained' };
const cdcSafeSleep = { org: 'CDC', title: 'Helping Babies Sleep Safely' };
const nhsFever = { org: 'NHS', title: 'High temperature (fever) in children' };
const aapFever = { org: 'AAP', title: 'Fever and Your Baby' };
const nhsTears = { org: 'NHS', title: 'Episiotomy and perineal tears' };

export const faqs: Faq[] = [
  // -----------------------------------------------------------------------------------------------
  // Symptoms
  // -----------------------------------------------------------------------------------------------
  {
    id: 'is-spotting-normal',
    question: 'Is spotting normal?',
    answer:
      'Light spotting can happen in pregnancy, especially in the early weeks, and it often settles without any problem. Even so, any bleeding from your vagina deserves a call. Ring your midwife, doctor or maternity unit now, not tomorrow, and say: "I am pregnant and I am having some bleeding." They may want to check you. Call emergency services straight away if the bleeding is heavy or you pass clots, if you have severe belly pain, or, in early pregnancy, one-sided pain or pain in the tip of your shoulder with dizziness or fainting.',
    category: 'symptoms',
    weekStart: 1,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Vaginal bleeding' },
      { org: 'ACOG', title: 'Bleeding During Pregnancy' },
      cdcHearHer,
    ],
  },
  {
    id: 'coping-with-morning-sickness',
    question: 'How can I cope with morning sickness?',
    answer:
      'Feeling sick, with or without vomiting, is very common in early pregnancy, and despite the name it can happen at any time of day. For most people it eases during the second trimester. Small, frequent meals of plain food, sipping fluids through the day, resting when you can and avoiding smells that set you off can all help. Your midwife, doctor or pharmacist can talk you through treatments that are safe in pregnancy. Call them now if you are vomiting so much that you cannot keep fluids down, or you feel dizzy or faint. Severe sickness needs treatment, and you do not have to push through it.',
    category: 'symptoms',
    weekStart: 4,
    weekEnd: 20,
    sources: [
      { org: 'NHS', title: 'Vomiting and morning sickness' },
      { org: 'ACOG', title: 'Morning Sickness: Nausea and Vomiting of Pregnancy' },
      cdcHearHer,
    ],
  },
  {
    id: 'what-helps-heartburn',
    question: 'What helps with heartburn?',
    answer:
      'Heartburn is common, especially later in pregnancy, as hormones relax the valve at the top of your stomach and your growing baby presses upward. Eating smaller meals more often, sitting upright after eating, not eating close to bedtime and raising the head end of your bed can all help. Notice what sets it off for you: rich, spicy or fatty food and drinks with caffeine are common culprits. A pharmacist or your midwife can suggest remedies that are safe in pregnancy. If you have pain just below your ribs, call your midwife or maternity unit now. It can be a sign of pre-eclampsia, and it is worth checking even if it turns out to be heartburn.',
    category: 'symptoms',
    weekStart: 14,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Indigestion and heartburn in pregnancy' }, nhsPreEclampsia],
  },
  {
    id: 'is-back-pain-normal',
    question: 'Is back pain normal in pregnancy?',
    answer:
      'Yes, a mild ache in your back is very common. Your ligaments soften and your posture changes as your bump grows. It helps to bend your knees and keep your back straight when you lift, wear flat shoes, sit with your back supported, and sleep on your side with a pillow between your knees. Staying gently active helps too: swimming and pregnancy yoga suit many people. Ask your midwife about a physiotherapist if the pain is making daily life hard. Back pain that comes and goes in a regular rhythm can be contractions: before 37 weeks, call your maternity unit now.',
    category: 'symptoms',
    weekStart: 14,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Back pain in pregnancy' },
      { org: 'ACOG', title: 'Back Pain During Pregnancy' },
    ],
  },
  {
    id: 'headaches-in-pregnancy',
    question: 'Are headaches normal in pregnancy?',
    answer:
      'Mild headaches are common, particularly in early pregnancy. Rest, regular meals, plenty of fluids and fresh air often help, and your pharmacist or midwife can tell you which painkillers are suitable. Some headaches need a call, though. If you have a severe headache, one that keeps getting worse, or a headache with blurred vision, flashing lights or spots, pain just below your ribs, or sudden swelling of your face, hands or feet, call your midwife, doctor or maternity unit now. These can be signs of pre-eclampsia, which needs checking today, not tomorrow.',
    category: 'symptoms',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Headaches in pregnancy' }, nhsPreEclampsia, cdcHearHer],
  },
  {
    id: 'swollen-feet-and-ankles',
    question: 'Is it normal for my feet and ankles to swell?',
    answer:
      'Some swelling of your ankles and feet is common later in pregnancy, especially at the end of the day or in hot weather. Putting your feet up, moving around regularly, wearing comfortable shoes and drinking enough water can all help. Swelling that comes on suddenly, particularly in your face, hands or feet, is different: call your midwife or maternity unit now, as it can be a sign of pre-eclampsia. Call them now too if one leg is painful, swollen, red or warm, because that can be a sign of a blood clot.',
    category: 'symptoms',
    weekStart: 20,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Swollen ankles, feet and fingers in pregnancy' },
      nhsPreEclampsia,
      cdcHearHer,
    ],
  },
  {
    id: 'why-am-i-itchy',
    question: 'Why am I so itchy?',
    answer:
      'Mild itching is common as the skin over your bump stretches. A gentle, unperfumed moisturiser, cool showers and loose cotton clothes often help. There is one kind of itch to take seriously. If your palms or the soles of your feet itch, especially later in pregnancy, call your midwife or maternity unit now, even if there is no rash. It can be a sign of a liver condition called intrahepatic cholestasis of pregnancy, which needs a blood test and extra care. It is always fine to call and ask.',
    category: 'symptoms',
    weekStart: 20,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Itching and intrahepatic cholestasis of pregnancy' }],
  },
  {
    id: 'why-am-i-so-tired',
    question: 'Why am I so tired?',
    answer:
      'Tiredness is very common in the first trimester, when your body is working hard, and again in the last weeks, when sleep gets harder. Rest when you can, go to bed a little earlier, accept offers of help, eat regular meals and keep gently active: a short walk can lift your energy. Your midwife may check your iron levels, because anaemia can add to tiredness. If the exhaustion feels overwhelming, not like ordinary tiredness, or you feel dizzy or faint, call your midwife or doctor now rather than waiting for your next visit.',
    category: 'symptoms',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Tiredness and sleep problems in pregnancy' }, cdcHearHer],
  },
  {
    id: 'constipation-and-piles',
    question: 'What helps with constipation and piles?',
    answer:
      'Pregnancy hormones slow your gut, so constipation is common, and straining can lead to piles (swollen veins around your bottom). Plenty of fibre, such as wholegrain bread and cereals, fruit, vegetables and pulses, water through the day and staying active all help. If you take iron tablets, ask your midwife or doctor whether they could be adding to it. A pharmacist can suggest treatments that suit pregnancy. Mention it at your next visit if it does not settle. If you see blood and are not sure whether it is from your bottom or your vagina, call your midwife or maternity unit now.',
    category: 'symptoms',
    weekStart: 1,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Constipation in pregnancy' },
      { org: 'NHS', title: 'Piles (haemorrhoids) in pregnancy' },
    ],
  },
  {
    id: 'leg-cramps-at-night',
    question: 'Why do I get leg cramps at night?',
    answer:
      'Sudden, painful cramps in your calves or feet are common in the second and third trimesters, often at night. Regular gentle exercise, stretching your calves before bed and pulling your toes up towards you when a cramp comes can help, and a gentle massage may ease it. A cramp comes and goes. If one leg stays painful, or is swollen, red or warm, call your midwife, doctor or maternity unit now: it can be a sign of a blood clot, which needs checking quickly. Call emergency services if you also have chest pain or trouble breathing.',
    category: 'symptoms',
    weekStart: 14,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Leg cramps in pregnancy' }, cdcHearHer],
  },
  {
    id: 'burning-when-peeing',
    question: 'Why does it burn when I pee?',
    answer:
      'Burning or stinging when you pee, needing to go urgently, or cloudy or strong-smelling urine can be signs of a urinary tract infection. These are more common in pregnancy and need treatment, so contact your midwife or doctor within 24 hours; they may test a urine sample. Keep drinking water in the meantime. Call your midwife or maternity unit now if you also have a fever of 38 C (100.4 F) or higher, or painful, regular tightenings before 37 weeks.',
    category: 'symptoms',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Urinary tract infections (UTIs)' }, niceAntenatal, cdcHearHer],
  },
  {
    id: 'sharp-pains-side-of-bump',
    question: 'Why do I get sharp pains at the side of my bump?',
    answer:
      'Brief, sharp or pulling pains low down on one or both sides of your bump are common in the second trimester. They are often caused by the ligaments that support your womb stretching as it grows, and tend to come with sudden movements, coughing or rolling over in bed. Moving slowly, resting and a warm (not hot) bath can help. Pain that is severe and constant, that does not come and go, is different: call emergency services now, especially if you are bleeding too. If you have painful, regular tightenings, call your maternity unit now.',
    category: 'symptoms',
    weekStart: 14,
    weekEnd: 27,
    sources: [{ org: 'NHS', title: 'Stomach pain in pregnancy' }, cdcHearHer],
  },
  {
    id: 'pelvic-girdle-pain',
    question: 'What is pelvic girdle pain?',
    answer:
      'Pelvic girdle pain (PGP) is pain at the front or back of your pelvis, sometimes spreading into your hips or thighs. It often shows up when you walk, climb stairs, turn over in bed or stand on one leg. It is common, it does not harm your baby, and it can be treated. Try to keep your knees together when you get in and out of the car or bed, take stairs one at a time, and rest when you can. Ask your midwife for a referral to a physiotherapist: getting help early makes a real difference.',
    category: 'symptoms',
    weekStart: 14,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Pelvic pain in pregnancy' }],
  },
  {
    id: 'more-vaginal-discharge',
    question: 'Is more vaginal discharge normal?',
    answer:
      'Yes, it is normal to have more discharge in pregnancy. Healthy discharge is usually thin, clear or white, and smells mild. Cotton underwear helps, and it is best to skip scented soaps, wipes and douches. Tell your midwife or doctor if it changes colour, smells strong, or you feel itchy or sore, as it could be an infection that is easy to treat. Call your maternity unit now if the discharge is watery and keeps leaking, because that may be your waters, or if there is any blood.',
    category: 'symptoms',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Vaginal discharge in pregnancy' }, cdcHearHer],
  },

  // -----------------------------------------------------------------------------------------------
  // Nutrition
  // -----------------------------------------------------------------------------------------------
  {
    id: 'can-i-eat-sushi',
    question: 'Can I eat sushi?',
    answer:
      'Cooked and vegetarian sushi, such as cooked prawn, cooked eel, egg, avocado or cucumber rolls, is fine. Advice on raw fish differs between countries. The NHS says raw fish is usually fine in pregnancy, as long as wild fish has been frozen first to kill any parasites. US guidance is more cautious and advises avoiding raw or undercooked fish and seafood altogether. Wherever you live, avoid raw shellfish and high-mercury fish such as shark, swordfish and marlin, and choose places with good food hygiene. If you are unsure what applies to you, ask your midwife or doctor.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsFoodsToAvoid, acogNutrition],
  },
  {
    id: 'is-coffee-safe',
    question: 'Is it safe to have coffee?',
    answer:
      'Yes, in moderation. The NHS and ACOG both advise limiting caffeine in pregnancy, because high amounts have been linked to a higher chance of miscarriage and low birth weight. Your midwife can tell you the recommended daily limit and what it means for the drinks you like. Caffeine is also in tea, green tea, cola, energy drinks and chocolate, and cup sizes vary a lot, so it adds up faster than you might think. Decaf coffee and tea are easy swaps, and water, milk or diluted fruit juice are good choices too.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsFoodsToAvoid, { org: 'ACOG', title: 'Moderate Caffeine Consumption During Pregnancy' }],
  },
  {
    id: 'how-much-weight-to-gain',
    question: 'How much weight should I gain?',
    answer:
      'There is no single right number for everyone. Healthy weight gain depends on your weight and height before pregnancy, whether you are carrying more than one baby, and your own health, so your midwife or doctor is the best person to guide you. Most of the gain comes in the second and third trimesters, and much of it is your baby, the placenta, extra blood and fluid. Focus on eating well and staying active rather than on the scales. Pregnancy is not a time for dieting, but you do not need to eat for two either. If your weight worries you, talk to your midwife.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [
      { org: 'ACOG', title: 'Weight Gain During Pregnancy' },
      { org: 'NICE', title: 'Weight management before, during and after pregnancy (PH27)' },
      nhsHealthyDiet,
    ],
  },
  {
    id: 'foods-to-avoid',
    question: 'Which foods should I avoid?',
    answer:
      'A few foods carry a small risk of infections such as listeria, salmonella or toxoplasmosis, or contain too much vitamin A or mercury. It is best to avoid unpasteurised milk, pâté, liver and liver products, raw or undercooked meat, raw shellfish, and shark, swordfish and marlin. Soft mould-ripened cheeses such as brie, and soft blue cheeses, are fine cooked until steaming hot, but not cold. Skip supplements containing vitamin A (retinol) unless your doctor advises them. Wash fruit, vegetables and salad well. Advice on eggs and raw fish differs between countries, so ask your midwife what applies where you live.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsFoodsToAvoid, acogNutrition],
  },
  {
    id: 'which-vitamins-to-take',
    question: 'Which vitamins should I take?',
    answer:
      'Two supplements are widely recommended. Folic acid helps protect your baby’s developing brain and spine, and matters most before you conceive and in the first trimester. Vitamin D supports your baby’s bones and your own. The NHS recommends both; in the US, a daily prenatal vitamin with folic acid is usually advised. Some people need a higher dose of folic acid, for example if they have diabetes or take certain medicines, so ask your midwife, doctor or pharmacist which product is right for you. Avoid supplements with vitamin A (retinol) and fish liver oils unless you are advised to take them.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsVitamins, acogNutrition],
  },
  {
    id: 'is-any-alcohol-safe',
    question: 'Is any alcohol safe in pregnancy?',
    answer:
      'No amount of alcohol is known to be safe in pregnancy, so the safest choice is not to drink at all. Alcohol passes to your baby through the placenta and can affect their development at any stage. If you drank before you knew you were pregnant, try not to panic: the chance of harm is likely to be low, and what matters is stopping now. If you find it hard to stop, your midwife or doctor can help, without judgement.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Drinking alcohol while pregnant' },
      { org: 'CDC', title: 'Alcohol Use During Pregnancy' },
    ],
  },
  {
    id: 'do-i-need-to-eat-for-two',
    question: 'Do I need to eat for two?',
    answer:
      'No. You do not need much extra food in pregnancy, especially in the early months, and a little more later on, such as a healthy snack, is usually enough. What matters most is variety: plenty of fruit and vegetables, starchy foods like wholegrain bread, rice and pasta, protein such as beans, pulses, fish, eggs and meat, and some dairy or fortified alternatives. Listen to your hunger, keep healthy snacks handy and drink water through the day. Your midwife can help if you have questions about what you eat.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsHealthyDiet, acogNutrition],
  },
  {
    id: 'vegetarian-or-vegan',
    question: 'Can I stay vegetarian or vegan?',
    answer:
      'Yes. A varied vegetarian or vegan diet can give you and your baby what you need. Pay a little extra attention to iron (pulses, dark green vegetables, fortified cereals), protein, calcium and omega-3 fats. Vegan diets usually need a vitamin B12 supplement, and iodine may need some thought too. Tell your midwife or doctor how you eat; they may suggest extra supplements or check your iron levels, and can point you to a dietitian if that would help.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Vegetarian or vegan and pregnant' }, nhsVitamins],
  },
  {
    id: 'should-i-eat-fish',
    question: 'Should I eat fish?',
    answer:
      'Yes, fish is good for you and your baby. Oily fish such as salmon, sardines and mackerel contain omega-3 fats that support your baby’s developing brain and eyes. Because oily fish can also contain pollutants, guidance sets a weekly limit, and your midwife can tell you what it is. Avoid shark, swordfish and marlin, which are high in mercury, and keep tuna to modest amounts. Cook fish until it is opaque all the way through, and check the advice on raw fish where you live.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsFoodsToAvoid, acogNutrition],
  },
  {
    id: 'food-cravings',
    question: 'Is it normal to have food cravings?',
    answer:
      'Yes. Many people crave certain foods, or go off foods and drinks they used to love, such as coffee, tea or fried food. It is fine to enjoy what you crave as part of a varied diet, though if it is mostly sweet or fatty food, try to keep portions sensible. Tell your midwife or doctor if you crave things that are not food, such as ice, soil, chalk or clay. This is called pica and can be linked to low iron, which is easy to check and treat.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsHealthyDiet, acogNutrition],
  },
  {
    id: 'can-i-eat-eggs',
    question: 'Can I eat eggs?',
    answer:
      'Yes, eggs are a great source of protein. How well to cook them depends on where you live. In the UK, the NHS says hens’ eggs with the British Lion stamp are safe to eat runny, or even raw, because of the way they are produced. Other eggs, including eggs from ducks, geese or quails, should be cooked until the white and yolk are solid. US guidance advises cooking all eggs until the yolk and white are firm, and avoiding foods made with raw egg, such as homemade mayonnaise.',
    category: 'nutrition',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsFoodsToAvoid, acogNutrition],
  },

  // -----------------------------------------------------------------------------------------------
  // Baby development
  // -----------------------------------------------------------------------------------------------
  {
    id: 'when-will-i-feel-baby-move',
    question: 'When will I feel the baby move?',
    answer:
      'Most people first feel their baby move during the second trimester. The first movements can feel like flutters, bubbles or a gentle tapping, and they are easy to miss. If this is your first pregnancy, you may notice them a little later than someone who has been pregnant before. Over the following weeks the movements get stronger and easier to recognise. If you have not felt your baby move by 24 weeks, tell your midwife, who will check on your baby. From then on, get to know your baby’s pattern of movements.',
    category: 'baby-development',
    weekStart: 14,
    weekEnd: 27,
    sources: [nhsMovements, acogFetusGrows],
  },
  {
    id: 'how-often-should-baby-move',
    question: 'How often should my baby move?',
    answer:
      'There is no set number of kicks to count. What matters is your own baby’s pattern, so get to know it. Babies keep moving right up to and during labour, so movements should not slow down as you near your due date. From about 24 weeks, if your baby is moving less than usual, has stopped moving, or the pattern has changed, call your midwife or maternity unit straight away, even at night. Do not wait until the next day, and do not use a home heartbeat monitor to check. If fewer movements come with pain or bleeding, call emergency services.',
    category: 'baby-development',
    weekStart: 24,
    weekEnd: 42,
    sources: [nhsMovements, cdcHearHer],
  },
  {
    id: 'when-can-i-hear-heartbeat',
    question: 'When can I hear my baby’s heartbeat?',
    answer:
      'The flicker of your baby’s heartbeat can often be seen on an early ultrasound scan, though not always on the very earliest scans, which is common. Later in pregnancy your midwife or doctor may listen with a small handheld device at your appointments. Please do not rely on a home heartbeat monitor (doppler): it is easy to mistake your own pulse for your baby’s heartbeat, which can give false reassurance. If you are ever worried about your baby, call your midwife or maternity unit.',
    category: 'baby-development',
    weekStart: 6,
    weekEnd: 20,
    sources: [acogFetusGrows, nhsMovements],
  },
  {
    id: 'how-big-is-my-baby',
    question: 'How big is my baby?',
    answer:
      'Sizes are approximate, and every baby grows at their own pace. Using common reference tables, your baby is about the size of a poppy seed at 4 weeks, a lime at 12 weeks (about 5.4 cm from crown to rump), a banana at 20 weeks (about 25.7 cm from head to heel) and a small pumpkin at 40 weeks, at about 3.6 kg and 51 cm. Length is measured crown to rump until week 13 and head to heel from week 14, which is why the numbers jump. Your midwife checks your baby’s growth at your appointments.',
    category: 'baby-development',
    weekStart: 4,
    weekEnd: 40,
    sources: [acogFetusGrows],
  },
  {
    id: 'baby-first-trimester',
    question: 'What is happening to my baby in the first trimester?',
    answer:
      'A lot! Conception usually happens around week 2, and by week 4 your baby is about the size of a poppy seed. Over the following weeks the brain, spine, heart and other organs begin to form, and tiny buds grow into arms and legs. By week 8 your baby is about the size of a raspberry, and by week 13, the end of the first trimester, about the size of a lemon, around 7.4 cm from crown to rump. Looking after yourself, taking folic acid and going to your appointments all support this busy time.',
    category: 'baby-development',
    weekStart: 1,
    weekEnd: 13,
    sources: [acogFetusGrows, nhsVitamins],
  },
  {
    id: 'baby-second-trimester',
    question: 'What is happening to my baby in the second trimester?',
    answer:
      'This is a time of steady growth. At 14 weeks your baby is about the size of a nectarine, and by 27 weeks about the size of a cabbage, weighing a little over 1 kg. Movements get stronger, and you will probably feel them for the first time. Your baby’s senses develop and they begin to respond to sound, so talking or singing to your bump is a lovely way to connect. Many people find this trimester the most comfortable, with more energy as early sickness eases.',
    category: 'baby-development',
    weekStart: 14,
    weekEnd: 27,
    sources: [acogFetusGrows],
  },
  {
    id: 'baby-third-trimester',
    question: 'What is my baby doing in the third trimester?',
    answer:
      'Your baby is mainly growing and getting ready for life outside. At 28 weeks they are about the size of an eggplant (aubergine), around 1.2 kg, and by 40 weeks about the size of a small pumpkin, around 3.6 kg and 51 cm. Their lungs and brain keep maturing, they lay down fat that helps them keep warm after birth, and they practise breathing movements, sucking and swallowing. Space gets tighter, but your baby should keep moving right up to labour. Call your maternity unit straight away if movements slow down, stop or change.',
    category: 'baby-development',
    weekStart: 28,
    weekEnd: 42,
    sources: [acogFetusGrows, nhsMovements],
  },
  {
    id: 'can-my-baby-hear-me',
    question: 'Can my baby hear me?',
    answer:
      'As pregnancy goes on, your baby’s ears develop, and in the second half of pregnancy your baby begins to respond to sound. Your heartbeat, your voice and the rumbles of your tummy are part of their world, and they may hear muffled voices and music from outside. Talking, reading or singing to your bump is a lovely way to connect, and partners and older children can join in too. After birth, many babies seem comforted by the voices they heard before they were born.',
    category: 'baby-development',
    weekStart: 18,
    weekEnd: 42,
    sources: [acogFetusGrows],
  },
  {
    id: 'baby-not-head-down',
    question: 'What if my baby is not head down?',
    answer:
      'Many babies turn head down on their own in the last weeks of pregnancy. Your midwife or doctor will feel your bump to check your baby’s position at your later appointments, and may offer a scan if they are unsure. If your baby is bottom or feet first (breech) near the end of pregnancy, they will talk through your options with you. These may include trying to turn your baby by gently pressing on your tummy (external cephalic version), a planned caesarean, or, in some cases, a vaginal breech birth. Take your time, ask questions and decide what feels right for you.',
    category: 'baby-development',
    weekStart: 28,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'What happens if your baby is breech?' },
      { org: 'ACOG', title: 'If Your Baby Is Breech' },
    ],
  },
  {
    id: 'when-is-baby-full-term',
    question: 'When is my baby considered full term?',
    answer:
      'Babies born from 37 weeks are considered term. Early term is 37 weeks to 38 weeks and 6 days, full term is 39 weeks to 40 weeks and 6 days, late term is 41 weeks to 41 weeks and 6 days, and post-term is from 42 weeks. A baby born before 37 weeks is called preterm. Only a small number of babies arrive on their due date itself. If you have painful, regular contractions before 37 weeks, or your waters break, call your maternity unit now.',
    category: 'baby-development',
    weekStart: 20,
    weekEnd: 42,
    sources: [
      { org: 'ACOG', title: 'Definition of Term Pregnancy' },
      { org: 'ACOG', title: 'Preterm Labor and Birth' },
    ],
  },
  {
    id: 'how-is-due-date-worked-out',
    question: 'How is my due date worked out?',
    answer:
      'Your due date is usually worked out by adding 280 days, or 40 weeks, to the first day of your last period. That is why pregnancy weeks are counted from before you conceive: conception usually happens around week 2. Your dating scan may adjust the date, because measuring your baby early in pregnancy is a good way to estimate how far along you are. A due date is an estimate, and most babies arrive in the weeks around it rather than on the day itself.',
    category: 'baby-development',
    weekStart: 1,
    weekEnd: 20,
    sources: [{ org: 'ACOG', title: 'Methods for Estimating the Due Date' }, niceAntenatal],
  },
  {
    id: 'what-scans-will-i-have',
    question: 'What scans will I have?',
    answer:
      'Scans and tests differ between countries and depend on your health, but most people are offered at least two ultrasound scans. An early dating scan checks how far along you are and how many babies there are, and may be combined with screening tests if you choose them. A mid-pregnancy scan, often called the anomaly or 20-week scan, looks closely at how your baby is developing. Screening is your choice, and your midwife will explain what each test can and cannot tell you. Bring your questions along, and a partner or friend if you would like company.',
    category: 'baby-development',
    weekStart: 6,
    weekEnd: 24,
    sources: [
      { org: 'NHS', title: '12-week scan' },
      { org: 'NHS', title: '20-week scan' },
      { org: 'ACOG', title: 'Ultrasound Exams' },
    ],
  },

  // -----------------------------------------------------------------------------------------------
  // Labour and birth
  // -----------------------------------------------------------------------------------------------
  {
    id: 'how-do-i-know-waters-broken',
    question: 'How do I know if my waters have broken?',
    answer:
      'Your waters can break with a sudden gush or a slow trickle that you cannot stop, unlike urine. The fluid is usually clear or pale and may be slightly pink. Put on a pad (not a tampon) so you can see the colour and amount, and note the time. Then call your midwife or maternity unit now, at whatever stage of pregnancy you are, even if you have no contractions. Tell them if the fluid is green, brown, smelly or bloody, as this needs checking quickly. If you are not sure whether it is your waters, call anyway: they would rather check.',
    category: 'labour-and-birth',
    weekStart: 20,
    weekEnd: 42,
    sources: [nhsLabourSigns, cdcHearHer],
  },
  {
    id: 'braxton-hicks-or-labour',
    question: 'What is the difference between Braxton Hicks and labour?',
    answer:
      'Braxton Hicks are practice tightenings. Your bump feels hard for a short while, then relaxes. They are usually irregular, often painless or just uncomfortable, and tend to ease when you rest, change position or have a warm bath. Labour contractions are different: they come in a regular pattern, get longer, stronger and closer together over time, and do not go away when you rest. Before 37 weeks, if tightenings become painful or regular, call your maternity unit now. From 37 weeks, call them when you think labour has started, and they will guide you.',
    category: 'labour-and-birth',
    weekStart: 20,
    weekEnd: 42,
    sources: [nhsLabourSigns, { org: 'ACOG', title: 'How to Tell When Labor Begins' }],
  },
  {
    id: 'signs-labour-is-starting',
    question: 'What are the signs that labour is starting?',
    answer:
      'Labour can start in different ways, and the early stage can last a while. Signs include contractions that become regular and stronger, a "show" (the plug of sticky, pinkish mucus from your cervix coming away), backache or a period-like ache, an urge to go to the toilet as your baby’s head presses down, and your waters breaking. In early labour, staying at home, moving around, eating lightly, drinking and resting between contractions often helps. Call your maternity unit for advice when you think labour has started, and straight away if your waters break, you are bleeding, or your baby is moving less.',
    category: 'labour-and-birth',
    weekStart: 34,
    weekEnd: 42,
    sources: [nhsLabourSigns, { org: 'ACOG', title: 'How to Tell When Labor Begins' }],
  },
  {
    id: 'when-to-call-maternity-unit',
    question: 'When should I call the maternity unit or go in?',
    answer:
      'Your midwife will tell you how to contact your maternity unit, so save the number in your phone now. In labour, call them when your contractions are regular and getting stronger, or whenever you think labour has started. They will help you decide whether to stay at home a little longer or come in. Call straight away, at any time of day or night, if your waters break, you have any bleeding, your baby is moving less than usual, or you have constant, severe pain. Call emergency services for heavy bleeding, severe pain with bleeding, chest pain or trouble breathing, or a seizure.',
    category: 'labour-and-birth',
    weekStart: 34,
    weekEnd: 42,
    sources: [nhsLabourSigns, niceIntrapartum, cdcHearHer],
  },
  {
    id: 'pain-relief-in-labour',
    question: 'What pain relief can I have in labour?',
    answer:
      'You have several options, and you can change your mind on the day. Self-help methods include breathing techniques, moving and changing position, massage, water (a warm bath or birth pool) and a TENS machine. Gas and air, a mix of oxygen and nitrous oxide, can take the edge off contractions. Opioid injections are another option. An epidural numbs the lower body and gives the most complete pain relief. Each has benefits and possible side effects, and some depend on where you give birth. Ask your midwife about each one, and record your wishes in your birth plan.',
    category: 'labour-and-birth',
    weekStart: 28,
    weekEnd: 42,
    sources: [nhsPainRelief, { org: 'ACOG', title: 'Medicine for Pain Relief During Labor and Delivery' }],
  },
  {
    id: 'do-i-need-a-birth-plan',
    question: 'Do I need a birth plan?',
    answer:
      'You do not have to have one, but many people find it helpful. A birth plan is a note of your preferences for labour and birth: where you would like to give birth, who will be with you, the pain relief you would like to try, and your wishes for the first hours after birth, such as skin-to-skin or feeding. Writing it helps you learn about your options and gives your team a quick picture of what matters to you. Talk it through with your midwife and keep it flexible: births do not always go to plan, and your team will explain any changes.',
    category: 'labour-and-birth',
    weekStart: 24,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'How to make a birth plan' }, niceIntrapartum],
  },
  {
    id: 'when-to-pack-hospital-bag',
    question: 'When should I pack my hospital bag?',
    answer:
      'It is a good idea to have your bag ready a few weeks before your due date, because babies do not always wait. Pack comfortable clothes, maternity pads, toiletries, snacks and drinks, and something to help you relax, plus clothes, nappies and a blanket for your baby. Keep your maternity notes, a list of any medicines and your birth plan together, and have a car seat fitted if you will travel home by car. Zara’s hospital bag checklist can help. If you are planning a home birth, gather these things at home instead.',
    category: 'labour-and-birth',
    weekStart: 28,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Pack your bag for labour' },
      { org: 'AAP', title: 'Car Seats: Information for Families' },
    ],
  },
  {
    id: 'what-happens-induction',
    question: 'What happens if my labour is induced?',
    answer:
      'Induction means starting labour artificially. It may be offered if you go past your due date, or if there is a health reason for your baby to be born sooner. Before induction you may be offered a membrane sweep. Induction itself can involve a pessary, gel or small balloon to soften and open your cervix, breaking your waters, and a hormone drip to start contractions. It can take some time, and contractions may feel stronger than in a labour that starts on its own, so ask about pain relief. You can always ask why it is recommended, what the alternatives are, and what happens if you wait.',
    category: 'labour-and-birth',
    weekStart: 34,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Inducing labour' },
      { org: 'NICE', title: 'Inducing labour (NG207)' },
      { org: 'ACOG', title: 'Labor Induction' },
    ],
  },
  {
    id: 'going-past-due-date',
    question: 'What happens if I go past my due date?',
    answer:
      'Going past your due date is common, especially in a first pregnancy. From 41 weeks you are described as late term, and from 42 weeks as post-term. Your midwife or doctor will talk with you about your options as you approach and pass your due date. These may include a membrane sweep, induction of labour, or extra checks on you and your baby if you prefer to wait. Keep noticing your baby’s movements every day: if they slow down, stop or change, call your maternity unit straight away, even at night.',
    category: 'labour-and-birth',
    weekStart: 39,
    weekEnd: 42,
    sources: [
      { org: 'ACOG', title: 'When Pregnancy Goes Past Your Due Date' },
      { org: 'NHS', title: 'Inducing labour' },
      nhsMovements,
    ],
  },
  {
    id: 'what-happens-caesarean',
    question: 'What happens during a caesarean?',
    answer:
      'A caesarean is an operation to deliver your baby through a cut in your tummy and womb. It may be planned ahead, or happen during labour if it becomes the safest option. Most are done with a spinal or epidural anaesthetic, so you are awake but do not feel pain, and your birth partner can usually be with you. Many units offer skin-to-skin contact in theatre, or a lowered screen so you can see your baby being born: ask about these for your birth plan. Recovery takes longer than after a vaginal birth, so plan for extra help at home.',
    category: 'labour-and-birth',
    weekStart: 28,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Caesarean section' },
      { org: 'NICE', title: 'Caesarean birth (NG192)' },
      { org: 'ACOG', title: 'Cesarean Birth' },
    ],
  },
  {
    id: 'what-does-birth-partner-do',
    question: 'What does a birth partner do?',
    answer:
      'A birth partner can be your partner, a relative, a friend or a doula: anyone you trust and feel relaxed with. Their job is to support you: keeping you company, helping you change position, offering massage, drinks and snacks, timing contractions, and speaking up for your wishes when you are busy with labour. It helps if they know your birth plan, the way to the maternity unit and how to contact it, and your wishes for pain relief. Ask your maternity unit how many birth partners can be with you.',
    category: 'labour-and-birth',
    weekStart: 28,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Tips for birth partners' }, whoIntrapartum],
  },
  {
    id: 'where-can-i-give-birth',
    question: 'Where can I give birth?',
    answer:
      'Depending on where you live and your health, you may be able to choose between a hospital labour ward, a midwife-led unit or birth centre, and giving birth at home. Labour wards have doctors, epidurals and specialist care close by. Midwife-led units and home births offer a more homely setting and can suit people with a straightforward pregnancy. Your midwife can explain what is available near you, what each option offers, and what would happen if you needed to move to a labour ward. You can change your mind at any point.',
    category: 'labour-and-birth',
    weekStart: 14,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Where to give birth: the options' }, niceIntrapartum],
  },
  {
    id: 'will-i-tear',
    question: 'Will I tear during birth?',
    answer:
      'Many people have some tearing during a vaginal birth, especially the first time. Most tears are small and heal well, on their own or with a few stitches. As your baby’s head is born, your midwife will guide your breathing so your baby can come out slowly, which can help. Massaging the skin between your vagina and bottom (the perineum) in the last weeks of pregnancy may lower the chance of needing stitches; ask your midwife how. If you need stitches, you will have pain relief first. Afterwards, call your midwife or doctor now if the area becomes red, oozing or starts to open.',
    category: 'labour-and-birth',
    weekStart: 30,
    weekEnd: 42,
    sources: [nhsTears, awhonnPostBirth],
  },
  {
    id: 'what-if-labour-starts-early',
    question: 'What if labour starts early?',
    answer:
      'A baby born before 37 weeks is preterm. Signs of early labour include regular tightenings or contractions, a dull backache, period-like cramps, pressure low in your pelvis, a change in your vaginal discharge, or your waters breaking. If you have painful, regular contractions before 37 weeks, or your waters break, call your maternity unit now and tell them how many weeks pregnant you are. It may turn out to be a false alarm, and that is fine: they would much rather check. Call emergency services if you have heavy bleeding or severe pain.',
    category: 'labour-and-birth',
    weekStart: 20,
    weekEnd: 36,
    sources: [
      { org: 'ACOG', title: 'Preterm Labor and Birth' },
      { org: 'NHS', title: 'Premature labour and birth' },
    ],
  },

  // -----------------------------------------------------------------------------------------------
  // Emotional health
  // -----------------------------------------------------------------------------------------------
  {
    id: 'is-it-normal-to-feel-anxious',
    question: 'Is it normal to feel anxious?',
    answer:
      'Yes, many people feel anxious at times in pregnancy: about the baby’s health, the birth, money, work or becoming a parent. Talking about your worries with your partner, a friend or your midwife often helps, and so can gentle exercise, rest, and breathing or relaxation exercises. It is worth getting help if the anxiety is there most of the time, stops you sleeping or enjoying things, or comes with panic attacks. If you have felt anxious or low most days for two weeks or more, contact your midwife or doctor: there is good support and treatment, and asking for it is a strength.',
    category: 'emotional-health',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsMentalHealthPregnancy, niceMentalHealth],
  },
  {
    id: 'why-are-my-moods-up-and-down',
    question: 'Why are my moods up and down?',
    answer:
      'Mood swings are common in pregnancy. Hormone changes, tiredness, sickness and big life changes can all play a part, so you may feel excited one moment and tearful the next. Be kind to yourself: rest, eat regularly, get outside when you can, and tell the people close to you how you are feeling. If your mood stays low or anxious most days for two weeks or more, contact your midwife or doctor. If you ever have thoughts of harming yourself, call emergency services now.',
    category: 'emotional-health',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsMentalHealthPregnancy, cdcHearHer],
  },
  {
    id: 'scared-of-giving-birth',
    question: 'I’m scared of giving birth. What can I do?',
    answer:
      'Feeling nervous about birth is very common, and for some people the fear is strong enough to affect daily life. Knowing what actually happens can help, so antenatal classes, a tour of your maternity unit and talking through pain relief can turn unknowns into a plan. Tell your midwife how you feel. If your fear is intense, perhaps because of a past birth or other experience, ask to talk with a specialist midwife, doctor or counsellor, and to explore all your birth options, including a planned caesarean. Your feelings are valid, and support is there.',
    category: 'emotional-health',
    weekStart: 20,
    weekEnd: 42,
    sources: [{ org: 'NICE', title: 'Caesarean birth (NG192)' }, nhsMentalHealthPregnancy],
  },
  {
    id: 'feeling-low-all-the-time',
    question: 'What if I feel low all the time?',
    answer:
      'Low mood in pregnancy is more common than many people realise. It is not your fault, and it does not mean you will be a bad parent. If you have felt low or hopeless, or lost interest in things, most days for two weeks or more, contact your midwife or doctor. They can offer support, talking therapy and, if needed, treatment that suits pregnancy. If you have thoughts of harming yourself, call emergency services now. In the US you can also call or text 988; in the UK, call Samaritans on 116 123, or NHS 111 and choose option 2.',
    category: 'emotional-health',
    weekStart: 1,
    weekEnd: 42,
    sources: [
      nhsMentalHealthPregnancy,
      niceMentalHealth,
      { org: 'ACOG', title: 'Depression During Pregnancy' },
    ],
  },
  {
    id: 'what-are-the-baby-blues',
    question: 'What are the baby blues?',
    answer:
      'In the first days after birth, many people feel tearful, anxious, irritable or up and down. This is called the baby blues. It is linked to hormone changes, tiredness and the huge adjustment of having a baby. Rest, good food, and practical and emotional support from the people around you all help, and the blues usually pass within about two weeks. If low mood or anxiety carries on most days for two weeks or more, or you feel very low at any point, contact your midwife, health visitor or doctor: it could be postnatal depression, which is common and treatable.',
    category: 'emotional-health',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [nhsFeelingDepressed, nhsPostnatalDepression],
  },
  {
    id: 'postnatal-depression-vs-baby-blues',
    question: 'How is postnatal depression different from the baby blues?',
    answer:
      'The baby blues are short-lived. Postnatal depression lasts longer and can start any time in the first year. Signs include feeling low or hopeless most days, losing interest in things, struggling to bond with your baby, feeling unable to cope, and anxious or frightening thoughts. It can happen to anyone, including partners, and it is not your fault. If you have felt this way most days for two weeks or more, contact your midwife, health visitor or doctor; talking therapies and other treatments work well. If you have thoughts of harming yourself or your baby, call emergency services now.',
    category: 'emotional-health',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [nhsPostnatalDepression, { org: 'ACOG', title: 'Postpartum Depression' }, niceMentalHealth],
  },
  {
    id: 'what-is-postpartum-psychosis',
    question: 'What is postpartum psychosis?',
    answer:
      'Postpartum psychosis is a rare but serious mental illness that can begin suddenly after birth, most often in the first two weeks. Signs include seeing or hearing things that are not there, strange or fixed beliefs that are not true, feeling very high or "manic", severe confusion, or behaving very differently from usual. The person who is unwell may not realise it, so partners and family need to know the signs too. It is a medical emergency: call emergency services now. With quick treatment, most people recover fully.',
    category: 'emotional-health',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [{ org: 'NHS', title: 'Postpartum psychosis' }, niceMentalHealth],
  },
  {
    id: 'not-feeling-a-bond',
    question: 'What if I don’t feel a bond with my baby?',
    answer:
      'Many loving parents do not feel an instant rush of love, in pregnancy or after birth, and that is normal. Bonding often grows gradually through everyday moments: talking or singing to your bump, and later skin-to-skin contact, feeding, cuddles and looking at each other. Give yourself time and go easy on yourself. If you feel detached from your baby most of the time, especially along with low mood or anxiety for two weeks or more, tell your midwife, health visitor or doctor. It can be a sign that you need some support, and help is there.',
    category: 'emotional-health',
    weekStart: 20,
    weekEnd: 42,
    postpartum: true,
    sources: [nhsPostnatalDepression, whoPostnatal],
  },
  {
    id: 'pregnancy-after-loss',
    question: 'I’ve had a loss before. How do I cope this time?',
    answer:
      'After a miscarriage, stillbirth or other loss, it is very natural to feel anxious in a new pregnancy, and to find scans, milestones or certain weeks hard. Tell your midwife about your previous loss so they can offer extra support. You do not have to feel only happy: joy, grief and worry can sit side by side. Talking with others who have been through loss, or with a counsellor, can help. If anxiety or low mood is there most days for two weeks or more, ask your midwife or doctor for more support.',
    category: 'emotional-health',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsMentalHealthPregnancy, niceMentalHealth],
  },
  {
    id: 'where-to-get-mental-health-help',
    question: 'Where can I get help for my mental health?',
    answer:
      'Start with your midwife, health visitor or doctor. Asking about your mental health is part of their job, and they can refer you for talking therapy or specialist perinatal mental health support. In the US, the National Maternal Mental Health Hotline is free and open day and night by call or text on 1-833-852-6262 (1-833-TLC-MAMA). In the UK, NHS 111 option 2 connects you to mental health support, and Samaritans answer on 116 123. If you ever have thoughts of harming yourself or your baby, call emergency services now, or in the US call or text 988.',
    category: 'emotional-health',
    weekStart: 1,
    weekEnd: 42,
    postpartum: true,
    sources: [nhsMentalHealthPregnancy, niceMentalHealth, cdcHearHer],
  },
  {
    id: 'changing-body-feelings',
    question: 'I’m finding my changing body hard. Is that normal?',
    answer:
      'Yes. Your body changes fast in pregnancy and after birth, and it is common to have mixed feelings about it: pride one day, discomfort the next. Stretch marks, weight gain, skin changes and a new shape are all part of growing a baby. Try to focus on what your body is doing rather than how it looks, wear clothes that feel comfortable, and step back from social media that leaves you feeling worse. If worries about your body, food or weight are taking over your thoughts, talk to your midwife or doctor. They will listen without judgement.',
    category: 'emotional-health',
    weekStart: 14,
    weekEnd: 42,
    postpartum: true,
    sources: [nhsMentalHealthPregnancy, niceMentalHealth],
  },
  {
    id: 'supporting-each-other-as-partners',
    question: 'My partner is anxious too. How can we support each other?',
    answer:
      'Partners can feel excited, worried, left out or overwhelmed too, and they can also experience anxiety or depression, in pregnancy or after the birth. Talk openly and often about what each of you is looking forward to and worried about, and go to appointments or antenatal classes together if you can. Make practical plans, like how you will share night feeds and chores. Encourage each other to rest and to keep up friendships. If either of you feels low or anxious most days for two weeks or more, speak to a doctor: support is there for partners too.',
    category: 'emotional-health',
    weekStart: 1,
    weekEnd: 42,
    postpartum: true,
    sources: [nhsPostnatalDepression, nhsMentalHealthPregnancy],
  },
  {
    id: 'not-safe-at-home',
    question: 'Where can I get help if I don’t feel safe at home?',
    answer:
      'Abuse can start or get worse during pregnancy. It can be physical, sexual, emotional or financial, or controlling behaviour, and it is never your fault. Your midwife or doctor will usually try to see you on your own at some point, and you can tell them then; they will listen and help you find specialist support. You can also speak to them in confidence at any appointment. If you are in danger right now, call emergency services.',
    category: 'emotional-health',
    weekStart: 1,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Domestic abuse in pregnancy' },
      { org: 'ACOG', title: 'Intimate Partner Violence' },
    ],
  },

  // -----------------------------------------------------------------------------------------------
  // Everyday life
  // -----------------------------------------------------------------------------------------------
  {
    id: 'can-i-exercise',
    question: 'Can I exercise?',
    answer:
      'Yes. For most people, staying active is good for you and your baby, and can help with sleep, mood, back pain and fitness for labour. Walking, swimming, a static bike, pregnancy yoga and pilates are good choices. If you were active before, you can usually carry on, adapting as your bump grows. You should be able to hold a conversation while you exercise. Avoid contact sports, activities with a high risk of falling, scuba diving, and lying flat on your back for long in later pregnancy. Stop and call your midwife now if you have bleeding, dizziness, leaking fluid or painful contractions, and call emergency services for chest pain or trouble breathing.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    sources: [nhsExercise, acogExercise],
  },
  {
    id: 'can-i-dye-my-hair',
    question: 'Can I dye my hair?',
    answer:
      'Yes. Most research suggests that hair dyes are not harmful in pregnancy, because only a very small amount is absorbed through your skin. If you want to be extra cautious, you could wait until after the first trimester, or choose highlights, where less dye touches your scalp. Dye your hair in a well-ventilated room, wear gloves, leave the dye on for the shortest time the instructions allow, and rinse your scalp well. Do a patch test first, because your skin can be more sensitive in pregnancy.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Is it safe to use hair dye when pregnant or breastfeeding?' }],
  },
  {
    id: 'can-i-fly',
    question: 'Can I fly while pregnant?',
    answer:
      'Flying is usually fine in a healthy pregnancy, but check with your midwife or doctor before you book, especially later in pregnancy or if you have any complications. Airlines set their own rules: many ask for a letter from your midwife or doctor later in pregnancy and will not let you fly close to your due date, so check first. Make sure your travel insurance covers pregnancy. On longer flights, drink water, walk about when you can and do foot and ankle exercises to lower the risk of blood clots. If one leg becomes painful, swollen, red or warm, call your doctor or midwife now.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    chip: 'preparation',
    sources: [nhsTravel, acogTravel, cdcHearHer],
  },
  {
    id: 'are-hot-baths-safe',
    question: 'Are hot baths safe?',
    answer:
      'A warm bath is a lovely way to relax and can ease aches. The main thing is not to get too hot, because overheating, especially in early pregnancy, is best avoided. Keep the water warm rather than hot, get out if you start to feel hot, faint or dizzy, and take care getting in and out, as your balance changes. Hot tubs, jacuzzis and saunas make it hard to stay cool, so they are best avoided in pregnancy. Ask your midwife if you are unsure about anything.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    sources: [acogExercise, nhsExercise],
  },
  {
    id: 'can-i-sleep-on-my-back',
    question: 'Can I sleep on my back?',
    answer:
      'Early in pregnancy, sleep in whatever position is comfortable. From the third trimester (28 weeks), the advice changes: research shows that going to sleep on your side is safer for your baby than going to sleep on your back, which can reduce blood flow to your baby. Either side is fine. If you wake up on your back, do not worry: just turn onto your side. This applies to daytime naps too. Pillows between your knees and under your bump can make side sleeping more comfortable.',
    category: 'everyday-life',
    weekStart: 14,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Tiredness and sleep problems in pregnancy' }, niceAntenatal],
  },
  {
    id: 'is-sex-safe',
    question: 'Is it safe to have sex during pregnancy?',
    answer:
      'Yes, for most people sex is safe throughout pregnancy and will not harm your baby, who is protected by the fluid around them and the muscles of your womb. Your interest in sex may go up or down, and that is normal too. As your bump grows, try positions that feel comfortable, such as lying on your side. Your midwife or doctor may advise avoiding sex if you have had bleeding, your waters have broken, or there are concerns about your placenta or early labour. If you notice bleeding or leaking fluid, call your midwife or maternity unit now.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Sex in pregnancy' }, cdcHearHer],
  },
  {
    id: 'can-i-keep-working',
    question: 'Can I keep working while pregnant?',
    answer:
      'Most people can keep working through pregnancy. Tell your employer when you are ready; in many countries, telling them in writing protects your rights, such as paid time off for antenatal appointments. If your work involves heavy lifting, long hours on your feet, night shifts, chemicals or other risks, ask your employer to review your tasks, and talk to your midwife or doctor. Take regular breaks, keep water and snacks close, and put your feet up when you can. Rights and leave differ between countries and employers, so check what applies to you.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    chip: 'preparation',
    sources: [{ org: 'ACOG', title: 'Employment Considerations During Pregnancy and the Postpartum Period' }],
  },
  {
    id: 'cat-litter-toxoplasmosis',
    question: 'Can I clean the cat litter tray?',
    answer:
      'It is best to let someone else do it if you can. Cat poo can carry toxoplasmosis, an infection that is usually mild for adults but can harm an unborn baby. If you have to change the litter, wear disposable gloves, wash your hands well afterwards, and change it every day. Wear gloves for gardening too, wash soil off fruit and vegetables, and cook meat until it is steaming hot with no pink showing. You do not need to give up your cat: cuddles are fine.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Toxoplasmosis' }, nhsFoodsToAvoid],
  },
  {
    id: 'wearing-a-seat-belt',
    question: 'How should I wear a seat belt?',
    answer:
      'Always wear a seat belt, with both the lap and shoulder parts. Place the lap belt low, across your hips and under your bump, not over it. Place the shoulder belt between your breasts and to the side of your bump. Keep it snug, with no twists. If you are in a car accident, even a minor one, contact your midwife or doctor to get checked, even if you feel fine. If you notice bleeding, leaking fluid or your baby moving less, call your maternity unit now.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'ACOG', title: 'Car Safety for You and Your Baby' }, nhsTravel],
  },
  {
    id: 'stopping-smoking',
    question: 'How can I stop smoking?',
    answer:
      'Stopping smoking is one of the best things you can do for your baby and yourself, and it is never too late, even late in pregnancy. Smoking reduces the oxygen reaching your baby and raises the risk of complications. You are much more likely to quit with support, so ask your midwife or doctor about free stop-smoking services and which aids are suitable in pregnancy. Second-hand smoke matters too: ask people not to smoke around you, and keep your home and car smoke-free for your baby after birth.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    sources: [
      { org: 'NHS', title: 'Stop smoking in pregnancy' },
      { org: 'ACOG', title: 'Tobacco, Alcohol, Drugs, and Pregnancy' },
    ],
  },
  {
    id: 'vaccines-in-pregnancy',
    question: 'Which vaccines are recommended in pregnancy?',
    answer:
      'Some vaccines are recommended in pregnancy because they protect you and pass protection to your baby for their first months of life. These usually include the flu vaccine, the whooping cough (pertussis) vaccine and the COVID-19 vaccine, and in many countries a vaccine against RSV. The best timing for each depends on your stage of pregnancy and the time of year, and the exact offer differs between countries, so ask your midwife, doctor or pharmacist. These vaccines are well studied and recommended as safe for you and your baby.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    chip: 'preparation',
    sources: [
      { org: 'NHS', title: 'Vaccinations in pregnancy' },
      { org: 'CDC', title: 'Pregnancy and Vaccination' },
    ],
  },
  {
    id: 'why-cant-i-sleep',
    question: 'Why can’t I sleep?',
    answer:
      'Sleep can be harder in pregnancy: needing to pee at night, heartburn, leg cramps, a growing bump and a busy mind can all keep you awake. A regular bedtime routine, a cool dark room, less screen time before bed and some activity during the day can help. Try lying on your side with pillows between your knees and under your bump. Avoid big meals and caffeine late in the day. If worries keep you awake, writing them down or talking them through can ease them. If poor sleep comes with low mood or anxiety most days, tell your midwife.',
    category: 'everyday-life',
    weekStart: 1,
    weekEnd: 42,
    sources: [{ org: 'NHS', title: 'Tiredness and sleep problems in pregnancy' }, nhsMentalHealthPregnancy],
  },

  // -----------------------------------------------------------------------------------------------
  // After birth
  // -----------------------------------------------------------------------------------------------
  {
    id: 'how-long-bleeding-after-birth',
    question: 'How long does bleeding last after birth?',
    answer:
      'Bleeding after birth (lochia) happens after every kind of birth, including a caesarean. It is usually heaviest and bright red in the first few days, then gradually gets lighter, turns pink or brown, and fades to a yellowish or white discharge over several weeks. It may get a little heavier when you are more active or feeding. Use maternity pads, not tampons. Call your midwife or doctor now if you soak a pad an hour or more, pass clots the size of an egg or bigger, or the discharge smells bad. Call emergency services if heavy bleeding comes with feeling faint, a racing heart or collapse.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    chip: 'body',
    postpartum: true,
    sources: [nhsPostPregnancyBody, awhonnPostBirth, cdcHearHer],
  },
  {
    id: 'newborn-temperature',
    question: 'When should I worry about my newborn’s temperature?',
    answer:
      'For a baby under 3 months, a temperature of 38 C (100.4 F) or higher is an emergency, even if your baby otherwise seems well: call emergency services or get urgent medical help straight away, within the hour. A temperature under 36 C is also an emergency. Do not wait to see if it settles. Keep a digital thermometer at home, and ask your midwife or health visitor to show you how to use it. Dress your baby in light layers rather than bundling them up.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [nhsFever, aapFever],
  },
  {
    id: 'how-often-newborn-feeds',
    question: 'How often should my newborn feed?',
    answer:
      'Newborns feed often, day and night, because their tummies are small. Most feed when they are hungry rather than to a schedule, so watch for early hunger cues: rooting, turning towards the breast or bottle, sucking on hands and lip smacking. Crying is a late sign. Every feeding choice is valid, and your midwife or health visitor can help with breastfeeding, formula or both. Call your midwife or doctor now if your baby has not fed for 8 hours or more, refuses feeds, or is taking less than half of their usual amount.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [
      { org: 'NHS', title: 'Breastfeeding: the first few days' },
      { org: 'ACOG', title: 'Breastfeeding Your Baby' },
      whoPostnatal,
    ],
  },
  {
    id: 'is-baby-getting-enough-milk',
    question: 'How do I know my baby is getting enough milk?',
    answer:
      'Good signs are that your baby feeds often, seems content after most feeds, has plenty of wet and dirty nappies (diapers), and gains weight at their checks. In the first days, their poo changes from dark, sticky meconium to a lighter, yellower colour. Your midwife or health visitor will weigh your baby and can watch a feed with you. Call your midwife or doctor now if there has been no wet nappy for 8 hours, or your baby is not feeding; no wet nappy for 12 hours is a red flag. Tell them the same day if your baby’s poo is pale or chalky.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [
      { org: 'NHS', title: 'Breastfeeding: is my baby getting enough milk?' },
      { org: 'NHS', title: 'Newborn jaundice' },
    ],
  },
  {
    id: 'safe-sleep-for-baby',
    question: 'How do I help my baby sleep safely?',
    answer:
      'Put your baby to sleep on their back for every sleep, day and night. Use a firm, flat surface, such as a cot, crib or Moses basket with a well-fitting mattress, and keep the sleep space clear: no pillows, blankets, bumpers or toys. Keep your baby in your room, in their own sleep space, keep the air around them smoke-free, and do not let them get too hot. Never fall asleep with your baby on a sofa or armchair. Tummy time is great for your baby, but only while they are awake and someone is watching.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [aapSafeSleep, cdcSafeSleep, { org: 'NHS', title: 'Sudden infant death syndrome (SIDS)' }],
  },
  {
    id: 'newborn-jaundice',
    question: 'Is jaundice in newborns normal?',
    answer:
      'Jaundice, a yellowing of the skin or the whites of the eyes, is common in newborns and often fades on its own. It can be harder to see on brown or black skin, so also check the whites of the eyes, the gums, and the palms and soles. Your midwife will check your baby. Call your midwife or doctor the same day if jaundice appears in the first 24 hours, spreads quickly, or your baby has pale, chalky poo. If a jaundiced baby is feeding poorly, is floppy or is unusually sleepy, call emergency services now.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [{ org: 'NHS', title: 'Newborn jaundice' }, nicePostnatal],
  },
  {
    id: 'umbilical-cord-care',
    question: 'How do I care for the umbilical cord stump?',
    answer:
      'Keep the stump clean and dry, and let it fall off on its own, which usually happens in the first weeks. Fold the top of the nappy down below it so air can reach it. If it gets dirty, clean it gently with plain water and pat it dry. A little stickiness, or a spot of blood as it comes away, is common. Do not pull at it, even when it is hanging by a thread. Call your midwife or doctor now if the skin around the cord becomes red, or there is a smelly discharge.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [{ org: 'AAP', title: 'Umbilical Cord Care' }, whoPostnatal],
  },
  {
    id: 'caesarean-recovery',
    question: 'How long does it take to recover from a caesarean?',
    answer:
      'A caesarean is major surgery, so be patient with yourself. Many people feel much better within a few weeks, though full recovery takes longer. Move gently from the start, support your wound with a hand or pillow when you cough or laugh, take the pain relief you are offered, and avoid lifting anything heavier than your baby at first. Ask your team when you can drive. Call your midwife or doctor now if your wound becomes red, oozes or starts to open, you have a fever of 38 C (100.4 F) or higher, or one leg is painful, swollen, red or warm.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    chip: 'body',
    postpartum: true,
    sources: [
      { org: 'NHS', title: 'Caesarean section' },
      { org: 'ACOG', title: 'Cesarean Birth' },
      awhonnPostBirth,
    ],
  },
  {
    id: 'caring-for-stitches-or-tear',
    question: 'How can I look after my stitches or tear?',
    answer:
      'Soreness after a vaginal birth is normal and usually eases over the first weeks. Keep the area clean by rinsing with warm water and patting dry, change your pads often, and sit on a soft cushion if it helps. Pouring warm water over the area while you pee can ease stinging. Drinking water and eating fibre keep your poo soft. Start gentle pelvic floor exercises when you feel ready. Call your midwife or doctor now if the area becomes red, oozing or more painful, starts to open, or the discharge smells bad.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    chip: 'body',
    postpartum: true,
    sources: [nhsTears, awhonnPostBirth, cdcHearHer],
  },
  {
    id: 'exercise-after-birth',
    question: 'When can I exercise after birth?',
    answer:
      'You can start gentle walks and pelvic floor exercises as soon as you feel ready, after any kind of birth. Build up slowly and listen to your body. Before returning to more strenuous exercise, such as running or high-impact classes, wait until you have had your postnatal check and feel recovered; after a caesarean this usually takes longer. Stop and contact your midwife or doctor if exercise makes your bleeding heavier or brings on pain. If you leak urine or feel heaviness down below, ask about seeing a physiotherapist: it is common and it can be helped.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    chip: 'body',
    postpartum: true,
    sources: [
      nhsPostPregnancyBody,
      { org: 'ACOG', title: 'Exercise After Pregnancy' },
      { org: 'NHS', title: 'Pelvic floor exercises' },
    ],
  },
  {
    id: 'six-week-check',
    question: 'What happens at the 6-week check?',
    answer:
      'Around 6 weeks after birth you will be offered a check of your own health, separate from your baby’s checks. In the US this is part of your postpartum care visits. It is a chance to talk about how you are recovering: bleeding, stitches or wound, pelvic floor, bladder and bowels, sleep, feeding and your mood. Your blood pressure may be checked, and you can talk about contraception. Write your questions down beforehand; nothing is too small or embarrassing. You do not have to wait for this check if something worries you: call your midwife or doctor any time.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    chip: 'body',
    postpartum: true,
    sources: [
      { org: 'NHS', title: 'Your 6-week postnatal check' },
      { org: 'ACOG', title: 'Optimizing Postpartum Care' },
    ],
  },
  {
    id: 'sex-and-contraception-after-birth',
    question: 'When can I have sex after birth?',
    answer:
      'There is no set time. Wait until you feel physically healed and emotionally ready, and you both want to. Tiredness, soreness or dryness are common, so go slowly and use a lubricant if it helps. You can get pregnant again before your first period comes back, even if you are breastfeeding, so think about contraception before you have sex. Your midwife or doctor can talk you through the options, and many can be started soon after birth. If sex is painful or you are finding it hard, talk to your doctor: help is available.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    chip: 'body',
    postpartum: true,
    sources: [{ org: 'NHS', title: 'Sex and contraception after birth' }, nicePostnatal],
  },
  {
    id: 'cramps-after-birth',
    question: 'Why do I have cramps after birth?',
    answer:
      'Afterpains are cramps, a bit like period pains, as your womb shrinks back down. They are often stronger while you breastfeed, because feeding releases a hormone that makes the womb contract, and can be stronger after a second or later baby. They usually ease over the first few days. A warm (not hot) pack, emptying your bladder often, and pain relief your midwife recommends can help. Severe belly pain that does not go away is different: call your midwife or doctor now.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    chip: 'body',
    postpartum: true,
    sources: [nhsPostPregnancyBody, cdcHearHer],
  },
  {
    id: 'is-breastfeeding-supposed-to-hurt',
    question: 'Is breastfeeding supposed to hurt?',
    answer:
      'Some tenderness in the first days is common, but breastfeeding should not keep hurting. Pain, or cracked or bleeding nipples, usually mean your baby is not latched on well. A deep latch, with your baby’s mouth wide open and taking in a good mouthful of breast, usually makes feeds comfortable. Ask your midwife, health visitor or a breastfeeding specialist to watch a feed: small changes in position can make a big difference. If part of your breast becomes red, hard and painful, or you have a temperature of 38 C (100.4 F) or higher, call your midwife or doctor now.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    chip: 'body',
    postpartum: true,
    sources: [
      { org: 'NHS', title: 'Sore nipples' },
      { org: 'ACOG', title: 'Breastfeeding Your Baby' },
      awhonnPostBirth,
    ],
  },
  {
    id: 'warning-signs-after-birth',
    question: 'What warning signs should I watch for after birth?',
    answer:
      'Most recovery goes smoothly, but some signs need help fast, for up to a year after birth. Call emergency services for chest pain or trouble breathing, a seizure, thoughts of harming yourself or your baby, heavy bleeding with feeling faint or collapse, or signs of sepsis such as confusion, extreme shivering or mottled skin. Call your midwife or doctor now if you soak a pad an hour or more, pass egg-sized clots, have a fever of 38 C (100.4 F) or higher, a red or oozing wound, one leg painful and swollen, a headache medicine does not help, or vision changes. Say: "I gave birth on [date] and I am having…"',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    chip: 'body',
    postpartum: true,
    sources: [awhonnPostBirth, cdcHearHer, nicePostnatal],
  },
  {
    id: 'why-is-my-baby-crying',
    question: 'Why is my baby crying so much?',
    answer:
      'Crying is how babies tell you they need something: a feed, a nappy change, a cuddle, sleep, or to be warmer or cooler. Many babies have a fussy time of day, often in the evening. Holding your baby close, gentle rocking, a walk in the pram, soft shushing or a warm bath can help. If you feel overwhelmed, put your baby down safely in their cot and step away for a few minutes: it is okay, and never shake a baby. Call emergency services if the cry is weak, high-pitched or constant, or your baby is floppy, hard to wake or has a temperature of 38 C (100.4 F) or higher.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [{ org: 'NHS', title: 'Soothing a crying baby' }, nhsFever],
  },
  {
    id: 'do-i-have-to-breastfeed',
    question: 'Do I have to breastfeed?',
    answer:
      'How you feed your baby is your choice. Breast milk has health benefits for you and your baby, and any amount helps. Some parents breastfeed, some use formula, some combine both, and plans often change along the way. Learning about your options before birth can help you decide. Whatever you choose, you deserve support without judgement: your midwife, health visitor or a feeding specialist can help with breastfeeding, expressing, combination feeding, or making up formula feeds safely.',
    category: 'after-birth',
    weekStart: 34,
    weekEnd: 42,
    postpartum: true,
    sources: [
      { org: 'ACOG', title: 'Breastfeeding Your Baby' },
      { org: 'WHO', title: 'Infant and young child feeding' },
    ],
  },
];
