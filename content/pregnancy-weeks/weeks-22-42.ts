import type { z } from 'zod';
import type { pregnancyWeekSchema } from '../../src/core/contracts/content.ts';

/**
 * Pregnancy weeks 22-42.
 * Sizes follow shared/content/facts.md (head-to-heel lengths, Hadlock 50th percentile weights as used by
 * BabyCenter). Weeks 41 and 42 repeat the size at 40 weeks. Red flags are warning-sign catalogue ids.
 */

const sizes = {
  org: 'BabyCenter',
  title: 'Fetal development week by week (Hadlock 50th percentile sizes)',
};
const fetusGrows = { org: 'ACOG', title: 'How Your Fetus Grows During Pregnancy' };
const movements = { org: 'NHS', title: "Your baby's movements" };
const preEclampsia = { org: 'NHS', title: 'Pre-eclampsia' };
const prematureLabour = { org: 'NHS', title: 'Premature labour and birth' };
const pretermLabor = { org: 'ACOG', title: 'Preterm Labor and Birth' };
const antenatalAppointments = { org: 'NHS', title: 'Your antenatal appointments' };
const routineTests = { org: 'ACOG', title: 'Routine Tests During Pregnancy' };
const cholestasis = { org: 'NHS', title: 'Intrahepatic cholestasis of pregnancy' };
const stillbirthPrevention = { org: 'NHS', title: 'Stillbirth: prevention' };
const warningSigns = { org: 'CDC', title: 'Hear Her: Urgent Maternal Warning Signs' };
const labourSigns = { org: 'NHS', title: 'Signs that labour has begun' };
const laborBegins = { org: 'ACOG', title: 'How to Tell When Labor Begins' };
const induction = { org: 'NHS', title: 'Induction of labour' };
const laborInduction = { org: 'ACOG', title: 'Labor Induction' };
const pastDueDate = { org: 'ACOG', title: 'When Pregnancy Goes Past Your Due Date' };

export const weeks22to42: z.input<typeof pregnancyWeekSchema>[] = [
  {
    week: 22,
    babySize: 'About 29.0 cm long (head to heel) and about 478 g',
    babySizeComparison: 'a papaya',
    babySizePicture: 'mango',
    lengthCm: 29.0,
    weightG: 478,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Backache as your bump grows',
      'A dark line down your belly',
      'Stretch marks starting to show',
      'Bigger appetite',
      'Occasional tightenings of your bump',
    ],
    redFlags: [
      'preterm-contractions',
      'vaginal-bleeding',
      'waters-breaking',
      'severe-headache',
      'vision-changes',
      'sudden-swelling',
    ],
    zaraRecommends: [
      'Talk or sing to your baby for a few minutes today. Their hearing is developing and your voice is a familiar sound.',
      'Bend your knees and keep your back straight when you lift things, to protect your back.',
      'Notice when your baby tends to be active, such as after a meal or when you lie down. It is a gentle start to learning their rhythm.',
      'Use a simple moisturiser on your bump if your skin feels tight or itchy.',
    ],
    affirmation: 'My body is making room for my baby, one day at a time.',
    milestone: 'Your baby may be starting to hear you',
    development:
      'Your baby now looks much like a tiny newborn, with lips, eyelids and eyebrows in place. Their inner ear is developing, so they may start to pick up sounds from outside, like your voice and heartbeat. Their grip is getting stronger, and they may hold on to the umbilical cord as they move.',
    momChanges:
      'Your bump is rounder and more obvious now, and your belly button may start to pop out. A dark line down the middle of your belly and darker skin around your nipples are common and usually fade after the birth. Your growing womb can pull on your lower back, so backache is common.',
    focus: {
      baby: "Sound is becoming part of your baby's world. The low hum of your heartbeat, the gurgle of your tummy and the voices around you may all reach them now. Nothing special is needed: everyday chatter counts.",
      body: 'Your skin is stretching to make room, and you may notice marks or itching on your bump, breasts or thighs. Stretch marks are common and depend a lot on your skin type. They usually fade to paler lines over time.',
      emotions:
        'Feeling your baby more often can make the pregnancy feel very real. Some days that brings excitement, and some days it brings worry. Both are normal, and sharing them with someone you trust can help.',
    },
    sources: [
      sizes,
      fetusGrows,
      { org: 'NHS', title: 'Stretch marks in pregnancy' },
      preEclampsia,
      prematureLabour,
    ],
  },
  {
    week: 23,
    babySize: 'About 30.6 cm long (head to heel) and about 568 g',
    babySizeComparison: 'a grapefruit',
    babySizePicture: 'tangerine',
    lengthCm: 30.6,
    weightG: 568,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Mild swelling of your ankles by the end of the day',
      'Bleeding or tender gums',
      'Leg cramps, often at night',
      'Feeling forgetful or distracted',
      'Blocked nose',
    ],
    redFlags: [
      'preterm-contractions',
      'vaginal-bleeding',
      'waters-breaking',
      'sudden-swelling',
      'severe-headache',
      'pain-under-ribs',
    ],
    zaraRecommends: [
      'Put your feet up when you can, and try not to stand still for long stretches.',
      'Brush gently twice a day and keep up your dental check-ups. Gum changes are common in pregnancy.',
      'Stretch your calves before bed to help ease night cramps.',
      'Write things down in a list or an app. A forgetful day is normal, not a failing.',
    ],
    affirmation: 'I can slow down and still be doing enough.',
    milestone: 'Your baby is practising breathing movements',
    development:
      "Your baby's skin is still thin and wrinkly, and it looks pinkish because the blood vessels underneath show through. Their lungs are building the network of blood vessels they will need for breathing, and they practise breathing movements with amniotic fluid. They may also have quick eye movements under their closed lids.",
    momChanges:
      'Mild ankle swelling at the end of the day is common now, as your body holds more fluid. Swelling that comes on suddenly in your face, hands or feet is different: call your midwife or doctor about that. Pregnancy hormones can also make your gums softer and more likely to bleed when you brush.',
    focus: {
      baby: "Your baby's movements may now feel like clear kicks and rolls rather than flutters. They are still small enough to turn somersaults. You may notice they have busy times and quiet times.",
      body: 'Your body is carrying extra blood and fluid to support your baby. That can show up as puffy ankles, a stuffy nose or bleeding gums. Rest, gentle movement and putting your feet up help with the everyday kind of swelling.',
      emotions:
        "'Baby brain' is a real, common experience, with tired days and a busy mind. Be kind to yourself when you forget things. Lists and reminders are tools, not signs that you are not coping.",
    },
    sources: [
      sizes,
      fetusGrows,
      preEclampsia,
      { org: 'NHS', title: 'Swollen ankles, feet and fingers in pregnancy' },
    ],
  },
  {
    week: 24,
    babySize: 'About 32.2 cm long (head to heel) and about 670 g',
    babySizeComparison: 'an ear of corn',
    babySizePicture: 'ear-of-corn',
    lengthCm: 32.2,
    weightG: 670,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Regular kicks and rolls',
      'Heartburn after meals',
      'Itchy skin on your stretching bump',
      'Trouble getting comfortable at night',
      'Mild backache',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'preterm-contractions',
      'waters-breaking',
      'vaginal-bleeding',
      'severe-headache',
    ],
    zaraRecommends: [
      "Start getting to know your baby's pattern of movements: when they are busy and when they are quiet. There is no set number to count.",
      'If your baby is moving less than usual, or the pattern has changed, call your midwife or maternity unit straight away, day or night. Do not wait until tomorrow.',
      'Ask your midwife or doctor whether you will be offered a test for gestational diabetes around this time.',
      'Eat smaller meals and stay upright for a while afterwards if heartburn bothers you.',
    ],
    affirmation: 'I am getting to know my baby, one kick at a time.',
    milestone: "Time to learn your baby's movement pattern",
    development:
      "Your baby's lungs are starting to make surfactant, a substance that will later help them breathe air. Their face is almost fully formed, and the inner ear that helps with balance is working, so they may sense when they are upside down. They are still lean, but they are gaining weight steadily.",
    momChanges:
      "From now on, your baby's movements are one of the best signs of how they are doing. You may also notice heartburn as your growing womb presses up on your stomach. Around this time some people are offered a test for gestational diabetes, depending on their health and where they live.",
    focus: {
      baby: 'Your baby now has a pattern of moving that is their own. It may include kicks, swishes, rolls and hiccups. Learning what is normal for your baby helps you notice early if anything changes.',
      body: 'Your womb now reaches above your belly button. As it grows, it can push on your stomach and cause heartburn. Smaller meals, slower eating and raising the head of your bed can help.',
      emotions:
        "Paying attention to movements can feel reassuring, and sometimes it can make you anxious. You are never wasting anyone's time by calling about reduced movements. Midwives would always rather check.",
    },
    sources: [
      sizes,
      fetusGrows,
      movements,
      warningSigns,
      routineTests,
      { org: 'NHS', title: 'Gestational diabetes' },
    ],
  },
  {
    week: 25,
    babySize: 'About 33.7 cm long (head to heel) and about 785 g',
    babySizeComparison: 'a cauliflower',
    babySizePicture: 'broccoli',
    lengthCm: 33.7,
    weightG: 785,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Heartburn',
      'Piles (swollen veins around your bottom)',
      'Tingling or numb fingers',
      'Trouble sleeping',
      'Constipation',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'preterm-contractions',
      'vaginal-bleeding',
      'sudden-swelling',
      'vision-changes',
    ],
    zaraRecommends: [
      'Add fibre-rich foods like fruit, vegetables and wholegrains, and drink plenty of water, to keep things moving.',
      "Keep noticing your baby's usual movements each day, and call your maternity unit straight away if they slow down or change.",
      'Shake out your hands or rest your wrists on a pillow if your fingers tingle at night.',
      'Build a short wind-down routine before bed, like a warm shower and dim lights.',
    ],
    affirmation: 'Every day I rest, my baby and I both benefit.',
    milestone: 'Your baby is starting to fill out',
    development:
      'Your baby is starting to lay down fat, so their skin is becoming a little smoother. Hair on their head is growing and may already have its own colour and texture. Their nostrils are beginning to open, ready for the breathing practice of the weeks ahead.',
    momChanges:
      'Pregnancy hormones slow your gut, which can lead to constipation and piles. Fluid can press on the nerves in your wrist, causing tingling or numbness in your fingers. Both are common and usually ease after the birth.',
    focus: {
      baby: 'Your baby is growing plumper and stronger, so their kicks may now be visible from the outside. Their responses to sound and touch are getting clearer. Some partners can feel the kicks with a hand on your bump.',
      body: 'Slower digestion is one of the less talked-about parts of pregnancy. Fibre, fluids and gentle walking help. If piles or constipation are bothering you, a pharmacist, midwife or doctor can suggest treatments that are safe in pregnancy.',
      emotions:
        'Sleep may be getting harder, and tiredness can make everything feel bigger. Try to rest when you can, even if you do not sleep. Ask for help with chores so you can put your feet up.',
    },
    sources: [sizes, fetusGrows, movements, { org: 'NHS', title: 'Piles in pregnancy' }, preEclampsia],
  },
  {
    week: 26,
    babySize: 'About 35.1 cm long (head to heel) and about 913 g',
    babySizeComparison: 'a head of lettuce',
    babySizePicture: 'leafy-green',
    lengthCm: 35.1,
    weightG: 913,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Discomfort under your ribs as your bump rises',
      'Mild headaches',
      'Back ache',
      'Leg cramps',
      'Trouble sleeping',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'severe-headache',
      'vision-changes',
      'pain-under-ribs',
      'preterm-contractions',
    ],
    zaraRecommends: [
      'Ask your midwife or doctor about the whooping cough vaccine, which helps protect your baby in their first weeks.',
      'Drink water through the day and rest in a quiet, dim room if you have a mild headache.',
      'Call your midwife or doctor the same day about a headache that is severe or will not go away, especially with vision changes.',
      "Keep checking in with your baby's movements. You know their pattern best.",
    ],
    affirmation: 'I trust myself to notice what my body and baby need.',
    milestone: "Your baby's eyes are getting ready to open",
    development:
      "Your baby's eyes are nearly ready to open, and they will soon begin to blink. Their brain is growing quickly, and they react to sounds and touch with changes in heart rate and movement. Their lungs keep developing and still have a lot of maturing to do.",
    momChanges:
      'Your bump is rising towards your ribs, which can make them ache. Mild headaches can come from tiredness, hunger or not drinking enough. A headache that is severe, keeps coming back or comes with changes in your vision needs a call to your midwife or doctor, as it can be a sign of pre-eclampsia.',
    focus: {
      baby: 'Your baby is getting ready to see. Their eyes will soon open and close, and they may respond to light. Hearing is clearer, and loud sounds may make them jump.',
      body: 'Your growing womb is pushing up and out, and you may feel pressure under your ribs. Common aches are usually mild and ease with rest. Knowing the few signs of pre-eclampsia lets you relax about the rest.',
      emotions:
        'As the end of the second trimester comes closer, you may start thinking more about the birth. It is fine not to have all the answers yet. You can take things one question at a time with your midwife or doctor.',
    },
    sources: [
      sizes,
      fetusGrows,
      preEclampsia,
      { org: 'NHS', title: 'Whooping cough vaccination in pregnancy' },
      movements,
    ],
  },
  {
    week: 27,
    babySize: 'About 36.6 cm long (head to heel) and about 1,055 g',
    babySizeComparison: 'a cabbage',
    babySizePicture: 'leafy-green',
    lengthCm: 36.6,
    weightG: 1055,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Rhythmic jerks in your bump (baby hiccups)',
      'Leg cramps or restless legs',
      'Back ache',
      'Tiredness creeping back',
      'Frequent trips to the toilet',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'preterm-contractions',
      'waters-breaking',
      'vaginal-bleeding',
      'leg-clot-signs',
    ],
    zaraRecommends: [
      'Mark the end of your second trimester in a small way: a photo, a note to your baby, or a quiet walk.',
      'Check when your next appointments are. In a low-risk pregnancy, visits usually become every 2 weeks from 28 weeks (ACOG).',
      'Stretch your legs gently and keep moving during the day to help with cramps and restless legs.',
      'Call your midwife or doctor if one leg becomes painful, swollen, red or warm.',
    ],
    affirmation: 'I have carried my baby through two trimesters, and I am proud of that.',
    milestone: 'The last week of the second trimester',
    development:
      'Your baby now sleeps and wakes in more regular cycles. They may get hiccups, which you can feel as small rhythmic jerks. Their brain is very active, and the lungs, liver and immune system keep maturing.',
    momChanges:
      'Tiredness often returns as your baby grows and your body works harder. Leg cramps and restless legs are common, especially in the evening. Your womb is pressing on your bladder again, so you may need the toilet more often.',
    focus: {
      baby: 'Hiccups are a normal, harmless part of how babies practise breathing. They feel like small regular taps and can last a while. They are different from the kicks and rolls you learn as their movement pattern.',
      body: 'Your body is about to enter its third trimester. Energy may dip again, and aches may build. Gentle activity, good sleep habits and rest all help you through these last months.',
      emotions:
        'Reaching the third trimester can bring a rush of feelings: excitement, impatience and maybe some fear. Naming what you feel helps. If worry is taking over most days, tell your midwife or doctor: support is there for you.',
    },
    sources: [sizes, fetusGrows, movements, antenatalAppointments, warningSigns],
  },
  {
    week: 28,
    babySize: 'About 37.6 cm long (head to heel) and about 1,210 g',
    babySizeComparison: 'an eggplant',
    babySizePicture: 'eggplant',
    lengthCm: 37.6,
    weightG: 1210,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Feeling short of breath',
      'Tiredness',
      'Practice tightenings (Braxton Hicks)',
      'Back ache',
      'Heartburn',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'itchy-palms-soles',
      'preterm-contractions',
      'severe-headache',
      'sudden-swelling',
    ],
    zaraRecommends: [
      'From now on, go to sleep on your side, for naps and at night. If you wake on your back, just roll back onto your side.',
      'Expect appointments every 2 weeks from now until 36 weeks in a low-risk pregnancy (ACOG). Your team may suggest a different plan for you.',
      'Tell your midwife or doctor straight away if you get itching, especially on your palms and soles.',
      'If your blood group is rhesus negative, ask your midwife or doctor about the anti-D treatment offered in pregnancy.',
    ],
    affirmation: 'I am in the third trimester, and I am ready to take it gently.',
    milestone: 'Welcome to the third trimester',
    development:
      'Your baby can now open and close their eyes and may sense light through your belly. They are practising breathing, sucking and swallowing. From here on, much of their work is growing and laying down fat.',
    momChanges:
      'The third trimester starts this week. Your growing womb presses up on your lungs, so you may feel short of breath, and your body may start practice tightenings. Itching of the palms and soles in later pregnancy can be a sign of a liver condition, so it always needs a call.',
    focus: {
      baby: "Your baby's eyes are opening, and they can blink. Their brain is developing fast, and their movements are strong and regular. They still have room to turn, so where you feel kicks can change from day to day.",
      body: 'Sleeping on your side in the third trimester is one simple thing that helps your baby. A pillow between your knees or behind your back can make it more comfortable. Appointments now come more often, so your team can keep an eye on you both.',
      emotions:
        'The third trimester can feel like the home stretch and a long road at the same time. Some days you may feel strong, and other days worn out. Both are part of it. Let people help you.',
    },
    sources: [
      sizes,
      fetusGrows,
      stillbirthPrevention,
      cholestasis,
      antenatalAppointments,
      { org: 'NHS', title: 'Rhesus disease' },
    ],
  },
  {
    week: 29,
    babySize: 'About 39.3 cm long (head to heel) and about 1,379 g',
    babySizeComparison: 'a butternut squash',
    babySizePicture: 'roasted-sweet-potato',
    lengthCm: 39.3,
    weightG: 1379,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Strong kicks and jabs, even under your ribs',
      'Constipation',
      'Heartburn',
      'Varicose veins in your legs',
      'Trouble sleeping',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'itchy-palms-soles',
      'preterm-contractions',
      'pain-under-ribs',
      'leg-clot-signs',
    ],
    zaraRecommends: [
      "Keep getting to know your baby's movement pattern. If it slows down or changes, call your maternity unit straight away.",
      'Put your feet up and avoid crossing your legs when you sit, to ease varicose veins.',
      'Include iron-rich foods like beans, lentils, green leafy vegetables, eggs or lean meat in your meals.',
      'Keep a pillow handy to support your bump and back when you go to sleep on your side.',
    ],
    affirmation: 'My baby is strong, and so am I.',
    milestone: 'Kicks you can see from the outside',
    development:
      "Your baby's muscles and lungs keep maturing, and their head is growing to make room for their developing brain. Their bones are hardening, and they need plenty of calcium from you. The kicks and jabs you feel are stronger now.",
    momChanges:
      'Your baby is getting bigger, and you may feel their kicks in your ribs or bladder. Extra blood volume and the weight of your womb can cause varicose veins in your legs. Constipation and heartburn may keep bothering you.',
    focus: {
      baby: 'Your baby is becoming stronger and more coordinated. You may see your bump shift when they stretch or kick. This is a nice time for a partner or older child to feel the movements too.',
      body: 'Your body is building extra blood to carry oxygen to your baby, and good food helps. Iron-rich foods and vitamin C help your body make the most of them. Your midwife or doctor will check your blood and let you know if you need more support.',
      emotions:
        'Feeling your baby so clearly can deepen your bond. If you do not feel that connection yet, that is common too. Bonding can grow before and after birth, in its own time.',
    },
    sources: [
      sizes,
      fetusGrows,
      movements,
      cholestasis,
      { org: 'NHS', title: 'Vitamins, supplements and nutrition in pregnancy' },
    ],
  },
  {
    week: 30,
    babySize: 'About 40.5 cm long (head to heel) and about 1,559 g',
    babySizeComparison: 'a cucumber',
    babySizePicture: 'cucumber',
    lengthCm: 40.5,
    weightG: 1559,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Tiredness',
      'Mood swings',
      'Shortness of breath',
      'Feeling off balance or clumsy',
      'Back ache',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'itchy-palms-soles',
      'preterm-contractions',
      'severe-headache',
      'vision-changes',
    ],
    zaraRecommends: [
      'Look into antenatal classes, in person or online, if you have not booked any yet.',
      'Wear low, comfortable shoes and hold the rail on stairs, as your balance is changing.',
      'Plan short rests into your day, even if it is just a few quiet minutes with your feet up.',
      'Talk with someone you trust about any worries about the birth or becoming a parent.',
    ],
    affirmation: 'I can take today gently and still be a wonderful parent.',
    milestone: "Your baby's brain is growing fast",
    development:
      "Your baby's brain is growing quickly and developing more folds on its surface. Their bone marrow has taken over making red blood cells. The fine hair that has covered their body is starting to fall away.",
    momChanges:
      'Your centre of balance is shifting as your bump grows, so you may feel clumsy. Tiredness and shortness of breath are common now. Hormones and poor sleep can make your moods swing more than usual.',
    focus: {
      baby: 'Much of the brain growth that happens now is invisible, but it is huge. Your baby is building the connections they will use to see, hear and learn. Their movements may feel more purposeful.',
      body: 'Your body is carrying more weight, and it sits in a new place. Good posture, comfortable shoes and care on stairs help you stay steady. Short, regular rests help more than pushing through.',
      emotions:
        'Mood swings are common in late pregnancy, and they are not a sign that anything is wrong with you. If low mood or anxiety lasts most days for two weeks or more, talk to your midwife or doctor. Help works, and asking is a strong thing to do.',
    },
    sources: [
      sizes,
      fetusGrows,
      movements,
      { org: 'NHS', title: 'Mental health in pregnancy' },
      preEclampsia,
    ],
  },
  {
    week: 31,
    babySize: 'About 41.8 cm long (head to heel) and about 1,751 g',
    babySizeComparison: 'a coconut',
    babySizePicture: 'coconut',
    lengthCm: 41.8,
    weightG: 1751,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Leaking a little colostrum from your breasts',
      'Practice tightenings (Braxton Hicks)',
      'Needing to pee often',
      'Shortness of breath',
      'Trouble sleeping',
    ],
    redFlags: [
      'preterm-contractions',
      'waters-breaking',
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'itchy-palms-soles',
      'vaginal-bleeding',
    ],
    zaraRecommends: [
      'Learn the difference between practice tightenings, which are irregular and ease off, and labour contractions, which get stronger, longer and closer together.',
      'Save your maternity unit phone number in your phone and share it with your birth partner.',
      'Tuck a breast pad into your bra if you are leaking a little. It is normal either way, whatever you plan for feeding.',
      "Keep going to sleep on your side, and keep noticing your baby's usual movements.",
    ],
    affirmation: 'My body is practising for the day I meet my baby.',
    milestone: 'All five senses are working',
    development:
      'Your baby can now take in information from all five senses. They can turn their head from side to side, and they are putting on weight quickly. Their movements may feel more like rolls and pushes now that space is getting tighter.',
    momChanges:
      'Your breasts may leak a little early milk, called colostrum. Practice tightenings may be more noticeable: they are usually irregular and not painful. Painful, regular contractions before 37 weeks need a call to your maternity unit.',
    focus: {
      baby: 'Your baby can see light, hear sounds, taste the amniotic fluid, feel touch and sense movement. They are a busy learner. Their world is getting more cramped, so kicks turn into stronger rolls and stretches.',
      body: 'Braxton Hicks tightenings are your womb practising. They often ease when you change position, rest or drink some water. Knowing what is normal helps you spot what is not.',
      emotions:
        'Practice tightenings can be reassuring for some people and worrying for others. If you are not sure whether something is labour, it is always fine to call your maternity unit. That is what they are there for.',
    },
    sources: [sizes, fetusGrows, prematureLabour, pretermLabor, movements],
  },
  {
    week: 32,
    babySize: 'About 43.0 cm long (head to heel) and about 1,953 g',
    babySizeComparison: 'a squash',
    babySizePicture: 'roasted-sweet-potato',
    lengthCm: 43.0,
    weightG: 1953,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Heartburn',
      'Back ache',
      'Trouble sleeping',
      'Ankle swelling at the end of the day',
      'Tiredness',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'preterm-contractions',
      'itchy-palms-soles',
      'sudden-swelling',
      'severe-headache',
    ],
    zaraRecommends: [
      'Start your birth plan: where you would like to give birth, who you want with you, and your thoughts on pain relief.',
      'Keep your plan flexible. Write down what matters most to you if things change on the day.',
      'Think about how you would like to feed your baby, and ask your midwife or doctor any questions. Every choice deserves support.',
      'Go to sleep on your side, with pillows for support.',
    ],
    affirmation: 'I can plan with hope and stay open to how the day unfolds.',
    milestone: 'A good time to start your birth plan',
    development:
      "Your baby's fingernails and toenails have grown. They are practising breathing, swallowing and sucking every day. Many babies have turned head down by now, but some have not yet, and there is still time.",
    momChanges:
      'Your womb is now high under your ribs, so heartburn and breathlessness are common. Ankle swelling at the end of the day is normal, but sudden swelling of your face, hands or feet needs a call the same day. Your team may start checking which way your baby is lying.',
    focus: {
      baby: 'Your baby is rehearsing the skills they need for life outside: breathing movements, sucking and swallowing. Many babies move into a head-down position around now. If yours has not, your midwife or doctor will keep an eye on it.',
      body: 'Your body may feel crowded, with less room for your stomach and lungs. Eat little and often, sit upright after meals and use pillows at night. Keep up gentle movement to help your back.',
      emotions:
        'Writing a birth plan can help you feel prepared, and it can also stir up feelings about the unknown. Think of it as a conversation starter, not a contract. Every kind of birth is a real birth.',
    },
    sources: [
      sizes,
      fetusGrows,
      movements,
      { org: 'NHS', title: 'Where to give birth: the options' },
      { org: 'ACOG', title: 'If Your Baby Is Breech' },
    ],
  },
  {
    week: 33,
    babySize: 'About 44.1 cm long (head to heel) and about 2,162 g',
    babySizeComparison: 'a pineapple',
    babySizePicture: 'pineapple',
    lengthCm: 44.1,
    weightG: 2162,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Ankle and foot swelling later in the day',
      'Hip or pelvic ache',
      'Tingling in your hands',
      'Trouble sleeping',
      'Needing to pee often',
    ],
    redFlags: [
      'sudden-swelling',
      'vision-changes',
      'severe-headache',
      'pain-under-ribs',
      'reduced-fetal-movement',
      'preterm-contractions',
    ],
    zaraRecommends: [
      'Know the signs of pre-eclampsia: severe headache, vision changes, pain just below the ribs, or sudden swelling of your face, hands or feet. Call your midwife or doctor the same day if you notice any.',
      'Sleep with a pillow between your knees to ease hip ache.',
      "Call your maternity unit straight away if your baby's movements slow down or change. Babies do not run out of room to move.",
      'Keep a water bottle near you and sip through the day.',
    ],
    affirmation: 'I know what to look for, so I can let the rest go.',
    milestone: "Your baby's immune system is getting a boost",
    development:
      "Your baby's bones are hardening, but the bones of their skull stay soft and separate to help with birth. Antibodies are passing from you to your baby, which helps protect them in their first weeks. They are gaining weight steadily.",
    momChanges:
      'Hormones loosen your joints to prepare for birth, which can make your hips and pelvis ache. Fluid can build up in your feet and hands. Pre-eclampsia can develop in the second half of pregnancy, so it is worth knowing its signs.',
    focus: {
      baby: 'Your baby is receiving antibodies from you through the placenta. This gives them some protection when they are born. Their skull bones stay flexible so they can move through the birth canal.',
      body: 'Your ligaments are softening to get your pelvis ready for birth. That can cause aches in your hips, back and pubic area. If pain makes it hard to walk or turn over, ask your midwife or doctor about physiotherapy.',
      emotions:
        'Reading about warning signs can feel scary. The point is to help you act quickly if you need to, not to make you worry. Most of the time, your aches and swelling are just your body doing its job.',
    },
    sources: [
      sizes,
      fetusGrows,
      preEclampsia,
      { org: 'ACOG', title: 'Preeclampsia and High Blood Pressure During Pregnancy' },
      movements,
    ],
  },
  {
    week: 34,
    babySize: 'About 45.3 cm long (head to heel) and about 2,377 g',
    babySizeComparison: 'a cantaloupe',
    babySizePicture: 'melon',
    lengthCm: 45.3,
    weightG: 2377,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Tiredness',
      'Pressure low in your pelvis',
      'Practice tightenings',
      'Back ache',
      'Heartburn',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'preterm-contractions',
      'waters-breaking',
      'itchy-palms-soles',
      'vision-changes',
    ],
    zaraRecommends: [
      'Arrange how you will get to your birth place, and who will look after any children or pets.',
      'Ask your midwife about perineal massage, which some people choose to try in the last weeks of pregnancy.',
      'Get a rear-facing car seat ready if you will travel by car with your baby.',
      'Take naps when you can, on your side.',
    ],
    affirmation: 'I am gathering what I need, and I am not alone.',
    milestone: "Your baby's lungs are maturing well",
    development:
      "Your baby's central nervous system and lungs are maturing. They are building fat layers that will help them keep warm after birth. The creamy coating on their skin, called vernix, is getting thicker.",
    momChanges:
      'You may feel more pressure low in your pelvis and more tired as your baby grows. Practice tightenings may come more often. If your waters break, or you have painful regular contractions, call your maternity unit.',
    focus: {
      baby: "Your baby's lungs are getting closer to being ready for air. Fat under their skin makes them look rounder and helps them stay warm. Their sleep and wake times are more organised.",
      body: 'You are carrying more weight low down, and your energy may dip. Short rests, simple meals and help with chores matter now. Gentle movement can still ease back ache.',
      emotions:
        'Nesting urges are common: clearing cupboards, washing baby clothes, sorting the house. Enjoy them, but do not let them wear you out. What your baby needs most is you.',
    },
    sources: [sizes, fetusGrows, prematureLabour, movements, { org: 'CDC', title: 'Car Seat Safety' }],
  },
  {
    week: 35,
    babySize: 'About 46.3 cm long (head to heel) and about 2,595 g',
    babySizeComparison: 'a honeydew melon',
    babySizePicture: 'melon',
    lengthCm: 46.3,
    weightG: 2595,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Needing to pee very often',
      'Pelvic pressure',
      'Practice tightenings',
      'Trouble sleeping',
      'Leaking colostrum',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'preterm-contractions',
      'waters-breaking',
      'vaginal-bleeding',
      'itchy-palms-soles',
    ],
    zaraRecommends: [
      'Pack your hospital or birth-centre bag this week, even if you plan to give birth at home.',
      'Include your maternity notes, a few comfortable clothes, snacks, a phone charger and things for your baby.',
      'Go over with your birth partner when to call the maternity unit and how you will get there.',
      "Keep noticing your baby's movements. They should not slow down as you get closer to birth.",
    ],
    affirmation: 'My bag is getting ready, and so am I.',
    milestone: 'Time to pack your bag',
    development:
      "Your baby's kidneys are fully developed, and their liver can process some waste. Most of their basic development is done. From here, they mainly put on weight and mature.",
    momChanges:
      'Your bump may feel heavy, and your bladder has less room than ever. Practice tightenings may feel stronger. Your body is getting ready, but painful regular contractions before 37 weeks still need a call straight away.',
    focus: {
      baby: 'Your baby is now mostly growing and filling out. Their movements may feel different, like rolls and pushes, but they should not slow down. Any change in their usual pattern needs a call straight away.',
      body: 'Packing a bag is a practical way to feel ready. Aim for the things you would want on a long day: comfort, snacks, something to pass the time. Leave room for what your baby needs.',
      emotions:
        'As birth gets closer, you may feel excited, nervous or both. Talk through what worries you with your midwife, doctor or birth partner. Having a plan for the first call can make it all feel less daunting.',
    },
    sources: [
      sizes,
      fetusGrows,
      { org: 'NHS', title: 'Pack your bag for labour' },
      movements,
      prematureLabour,
    ],
  },
  {
    week: 36,
    babySize: 'About 47.3 cm long (head to heel) and about 2,813 g',
    babySizeComparison: 'a head of romaine lettuce',
    babySizePicture: 'leafy-green',
    lengthCm: 47.3,
    weightG: 2813,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Breathing more easily if your baby drops',
      'More pressure on your bladder',
      'Pelvic ache',
      'Practice tightenings',
      'Feeling tired and heavy',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'preterm-contractions',
      'waters-breaking',
      'itchy-palms-soles',
      'severe-headache',
    ],
    zaraRecommends: [
      'Expect weekly appointments from now until birth in a low-risk pregnancy (ACOG). Your team may suggest a different plan.',
      'Ask at your next visit which way your baby is lying, and what your options are if they are bottom first.',
      'Finish your birth plan and share it with your birth partner and maternity team.',
      'Rest often. Your body is doing a lot of work right now.',
    ],
    affirmation: 'I am nearly there, and I can take it one day at a time.',
    milestone: 'Your baby may be moving down',
    development:
      'Your baby may start to move down into your pelvis, which is often called dropping or engaging. This happens earlier in some pregnancies and not until labour in others. Most of the fine body hair has gone, and they are good at sucking now.',
    momChanges:
      'If your baby drops, breathing may feel easier, but you will feel more pressure on your bladder and pelvis. Appointments usually become weekly now. Your midwife or doctor will check which way your baby is lying.',
    focus: {
      baby: 'Your baby is getting into position for birth. Most are head down by now. If your baby is bottom first, your midwife or doctor will talk with you about your options.',
      body: 'You may feel your bump sitting lower, with new aches in your pelvis and more trips to the toilet. Rest when you can. Warm baths, gentle stretches and pillows can ease pelvic ache.',
      emotions:
        'This is often when people feel the last weeks are dragging. It is fine to ask for help, say no to visitors and protect your energy. Getting ready also means resting.',
    },
    sources: [
      sizes,
      fetusGrows,
      antenatalAppointments,
      { org: 'NHS', title: 'Breech baby at the end of pregnancy' },
      movements,
    ],
  },
  {
    week: 37,
    babySize: 'About 48.3 cm long (head to heel) and about 3,028 g',
    babySizeComparison: 'a bunch of Swiss chard',
    babySizePicture: 'leafy-green',
    lengthCm: 48.3,
    weightG: 3028,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'More frequent practice tightenings',
      'A sticky plug of mucus coming away (a "show")',
      'Pelvic pressure',
      'Urge to nest',
      'Trouble sleeping',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'waters-breaking',
      'vaginal-bleeding',
      'itchy-palms-soles',
      'sudden-swelling',
    ],
    zaraRecommends: [
      'Learn the signs that labour may be starting: regular contractions that get stronger, a show, back ache, or your waters breaking.',
      'Call your maternity unit if your waters break, if you have any bleeding, or if you think labour has started.',
      'Keep your bag, notes and car seat by the door.',
      "Keep checking your baby's movements every day, right up to birth.",
    ],
    affirmation: 'My baby and I are getting ready together.',
    milestone: 'Early term: your baby could arrive any time',
    development:
      'Your baby is now early term. They are practising breathing, gripping and sucking, and their head may be settling into your pelvis. Their lungs and brain will keep maturing right up to birth.',
    momChanges:
      'Practice tightenings may come more often and feel stronger. You may notice a show, a sticky plug of mucus that can be clear, pink or streaked with a little blood. Any bleeding beyond that, or your waters breaking, needs a call to your maternity unit.',
    focus: {
      baby: 'Early term runs from 37+0 to 38+6 weeks. Your baby is ready for birth, and every extra week in the womb helps their brain and lungs. They will come when they are ready, or when you and your team decide together.',
      body: 'Your body is giving you clues that it is getting ready. A show, more tightenings and a lower bump are common. None of these means labour is starting today, but they are worth knowing.',
      emotions:
        'Waiting is hard, and every twinge can make you wonder. Try to fill your days with small, kind plans. Checking in with your midwife is always fine if you are not sure.',
    },
    sources: [sizes, fetusGrows, labourSigns, laborBegins, movements],
  },
  {
    week: 38,
    babySize: 'About 49.3 cm long (head to heel) and about 3,236 g',
    babySizeComparison: 'a leek',
    babySizePicture: 'onion',
    lengthCm: 49.3,
    weightG: 3236,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Swollen ankles and feet',
      'Trouble sleeping',
      'Pelvic pressure and twinges',
      'Practice tightenings',
      'Feeling impatient or anxious',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'waters-breaking',
      'vaginal-bleeding',
      'sudden-swelling',
      'severe-headache',
    ],
    zaraRecommends: [
      'Practise a few calm breathing patterns with your birth partner for labour.',
      'Prepare a simple place for your baby to sleep: on their back, on a firm flat surface, with no blankets, pillows, bumpers or toys.',
      'Stock up on easy meals and snacks for the first weeks after birth.',
      'Call your maternity unit straight away if your baby moves less or their pattern changes. Babies keep moving in labour and right up to birth.',
    ],
    affirmation: 'I am strong, I am prepared, and I can ask for what I need.',
    milestone: "Your baby's organs are ready for life outside",
    development:
      "Your baby's organs are ready to work on their own, though their brain and lungs keep maturing. Most of the vernix and fine hair has gone. Their bowel holds their first poo, called meconium, which they will usually pass after birth.",
    momChanges:
      'Swelling in your feet and ankles may be more noticeable now. Sleep can be patchy with a big bump and a busy mind. Sudden swelling in your face, hands or feet, a bad headache or vision changes need a call the same day.',
    focus: {
      baby: 'Your baby is busy building fat and practising the skills they will need from day one, like sucking and grasping. Their first poo is already waiting in their bowel. Everything is set for them to meet you.',
      body: 'Your body is gently getting ready for labour. Rest, fluids and gentle movement help you feel your best. A safe sleep space for your baby is a lovely, practical thing to set up now.',
      emotions:
        'Some people feel calm now, and some feel anxious about labour or the early weeks. Both are normal. If fear of birth is taking over, tell your midwife or doctor: there is support for that.',
    },
    sources: [
      sizes,
      fetusGrows,
      labourSigns,
      movements,
      { org: 'CDC', title: 'Helping Babies Sleep Safely' },
    ],
  },
  {
    week: 39,
    babySize: 'About 50.1 cm long (head to heel) and about 3,435 g',
    babySizeComparison: 'a mini watermelon',
    babySizePicture: 'watermelon',
    lengthCm: 50.1,
    weightG: 3435,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Practice tightenings, or the first real contractions',
      'Back ache',
      'Loose stools',
      'Feeling impatient',
      'Tiredness',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'waters-breaking',
      'vaginal-bleeding',
      'severe-headache',
      'itchy-palms-soles',
    ],
    zaraRecommends: [
      'Time your contractions if they start: how long each lasts and how far apart they are. Call your maternity unit for advice.',
      'Have your phone charged and your maternity unit number ready.',
      'Rest and eat well while you wait, so you have energy for labour.',
      "Keep noticing your baby's movements, and call straight away if they slow down or change.",
    ],
    affirmation: 'My baby will come in their own time, and I will be ready.',
    milestone: 'Full term',
    development:
      'Your baby is now full term. They are building up fat to help control their temperature after birth. Their lungs are making more surfactant, ready for their first breaths.',
    momChanges:
      'Your cervix may be softening and thinning in preparation for labour. Some people notice loose stools, back ache or a show in the days before labour, but these signs vary a lot. Labour can start any day now, or not for a while yet.',
    focus: {
      baby: 'Full term runs from 39+0 to 40+6 weeks. Your baby is ready to meet you. Their grip, suck and cry are all set for life outside.',
      body: 'Labour usually starts slowly, with a latent phase that can come and go. Rest, snacks, warm baths and staying upright can help at home. Call your maternity unit whenever you are unsure.',
      emotions:
        'Waiting can feel endless, and messages asking "any news?" can add pressure. It is fine to set a kind message or turn notifications off. This time is yours.',
    },
    sources: [sizes, fetusGrows, labourSigns, laborBegins, movements],
  },
  {
    week: 40,
    babySize: 'About 51.0 cm long (head to heel) and about 3,619 g (about 3.6 kg)',
    babySizeComparison: 'a small pumpkin',
    babySizePicture: 'jack-o-lantern',
    lengthCm: 51.0,
    weightG: 3619,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Pelvic pressure',
      'Practice tightenings or early contractions',
      'Trouble sleeping',
      'Feeling impatient or frustrated',
      'Back ache',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'waters-breaking',
      'vaginal-bleeding',
      'severe-headache',
      'vision-changes',
    ],
    zaraRecommends: [
      'Remember that a due date is an estimate. Many babies arrive a little before or after it.',
      'Ask your midwife or doctor what happens if your baby has not arrived yet, including a membrane sweep and induction.',
      'Plan gentle things for each day: a walk, a film, a meal with a friend.',
      "Keep checking your baby's movements every day. They should not slow down at the end of pregnancy.",
    ],
    affirmation: 'My due date is a guide, not a deadline.',
    milestone: 'Your due date',
    development:
      'Your baby is fully ready for birth. Babies vary a lot, but an average baby at 40 weeks is about 3.6 kg and 51 cm long. Their skull bones are still soft and can overlap a little to help them through the birth canal.',
    momChanges:
      'You have reached your due date, which is the first day of your last period plus 280 days. Only some babies arrive on the day itself. Your midwife or doctor may talk with you about a membrane sweep and about induction if labour does not start on its own.',
    focus: {
      baby: 'Your baby has done all the growing they need to be born. They will keep gaining a little weight and maturing until they arrive. Their movements are still the best sign of how they are doing.',
      body: 'Your body may be showing signs of readiness, or it may seem quiet. Both are normal at this stage. Labour often starts without much warning.',
      emotions:
        'Reaching your due date without a baby can feel like an anticlimax. Be gentle with yourself. You have not done anything wrong, and your baby will come soon, one way or another.',
    },
    sources: [sizes, fetusGrows, pastDueDate, induction, movements],
  },
  {
    week: 41,
    babySize:
      'About the size at 40 weeks: about 51 cm long (head to heel) and about 3.6 kg, though every baby is different',
    babySizeComparison: 'a small pumpkin',
    babySizePicture: 'jack-o-lantern',
    lengthCm: 51.0,
    weightG: 3619,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Feeling tired of waiting',
      'Pelvic pressure',
      'Trouble sleeping',
      'Practice tightenings that come and go',
      'Back ache',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'waters-breaking',
      'vaginal-bleeding',
      'severe-headache',
      'sudden-swelling',
    ],
    zaraRecommends: [
      'Talk with your midwife or doctor about induction: when it could happen, how it works, and what you would prefer.',
      'Ask about extra checks on your baby while you wait, and go to every appointment you are offered.',
      "Keep checking your baby's movements every day. If they move less or their pattern changes, call your maternity unit straight away, day or night.",
      'Plan something small and nice for each day, so waiting is not all you do.',
    ],
    affirmation: 'I am not late; my baby is simply taking their time.',
    milestone: 'Late term: planning your next steps',
    development:
      'Your baby is about the size of a baby at 40 weeks, and every baby is different. They may have longer nails and less vernix, so their skin can look dry or peeling after birth. This is common and usually settles on its own.',
    momChanges:
      "From 41+0 weeks, a pregnancy is called late term. Your midwife or doctor will talk with you about induction of labour and may offer extra checks on your baby. Keep paying close attention to your baby's movements: they should not slow down.",
    focus: {
      baby: 'Your baby is still growing and maturing. It is a myth that babies move less near the end: the way they move may change, but the amount should not drop. Any change is a reason to call, whatever the time.',
      body: 'Many first pregnancies go past the due date. Your team will discuss your options with you, including induction and what happens if you prefer to wait. Ask any question you have, as many times as you need.',
      emotions:
        'Being overdue can be tiring, uncomfortable and emotional. You may feel pressure from others, or from yourself. Your feelings are valid, and the choices you make with your team are yours.',
    },
    sources: [sizes, pastDueDate, induction, laborInduction, movements],
  },
  {
    week: 42,
    babySize:
      'About the size at 40 weeks: about 51 cm long (head to heel) and about 3.6 kg, though every baby is different',
    babySizeComparison: 'a small pumpkin',
    babySizePicture: 'jack-o-lantern',
    lengthCm: 51.0,
    weightG: 3619,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Feeling impatient or low',
      'Heaviness in your pelvis',
      'Trouble sleeping',
      'Practice tightenings',
    ],
    redFlags: [
      'reduced-fetal-movement',
      'reduced-movement-with-pain-or-bleeding',
      'waters-breaking',
      'vaginal-bleeding',
      'severe-headache',
      'vision-changes',
    ],
    zaraRecommends: [
      'If your induction is booked, check the time, where to go and what to bring.',
      'If you have chosen to wait, ask your midwife or doctor how often your baby will be checked and go to every check.',
      "Keep checking your baby's movements every day. Call your maternity unit straight away if they slow down or change.",
      'Let your birth partner take over calls and messages so you can rest.',
    ],
    affirmation: 'I have waited with patience, and soon I will hold my baby.',
    milestone: "Post-term: your baby's birth is close",
    development:
      'Your baby is about the size of a baby at 40 weeks, and sizes vary a lot. Their skin may look dry or wrinkly at birth, and their nails may be long. These changes are common and usually nothing to worry about.',
    momChanges:
      'From 42+0 weeks, a pregnancy is called post-term. Your midwife or doctor will talk with you about induction of labour and will likely offer closer monitoring of your baby. Most babies born after their due date are healthy.',
    focus: {
      baby: "Your baby's movements remain the best everyday sign of how they are. Keep noticing them and call straight away if anything changes. Your team will also check on your baby more closely now.",
      body: 'Your care team will explain the choices for this week, including induction and extra monitoring. You can ask what each option means for you and your baby. A clear plan can make the waiting easier.',
      emotions:
        'By now you may feel worn out by waiting, or worried about induction. Tell your midwife or doctor how you are feeling. You deserve clear answers and kind support as you get ready to meet your baby.',
    },
    sources: [sizes, pastDueDate, induction, laborInduction, movements],
  },
];
