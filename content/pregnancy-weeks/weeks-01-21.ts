/**
 * Pregnancy weeks 1-21: week data and the Learn screen's weekly focus.
 * Sizes follow shared/content/facts.md (BabyCenter, Hadlock 50th percentile from week 14):
 * crown-to-rump for weeks 4-13, head-to-heel from week 14. Weeks 1-3 have nothing to measure yet.
 */
import type { z } from 'zod';
import type { pregnancyWeekSchema } from '../../src/core/contracts/content.ts';

const SIZES = {
  org: 'BabyCenter',
  title: 'Fetal development week by week (Hadlock 50th percentile sizes)',
};
const NHS_WEEKS = { org: 'NHS', title: 'Your pregnancy and baby guide: week-by-week' };
const ACOG_GROWTH = { org: 'ACOG', title: 'How Your Fetus Grows During Pregnancy' };

export const weeks01to21: z.input<typeof pregnancyWeekSchema>[] = [
  {
    week: 1,
    babySize: 'Nothing to measure yet: pregnancy is counted from the first day of your last period',
    babySizeComparison: 'No baby yet: your body is getting ready',
    babySizePicture: 'seedling',
    lengthCm: null,
    weightG: null,
    lengthMeasure: null,
    commonSymptoms: [
      'Your period',
      'Cramping low in your belly',
      'Tiredness or low energy',
      'Bloating',
      'Mood changes around your period',
    ],
    redFlags: ['severe-abdominal-pain', 'fever', 'painful-urination'],
    zaraRecommends: [
      'Start a daily folic acid supplement, as your midwife or doctor recommends, if you have not already.',
      'Note the first day of this period. It is the date your due date is worked out from.',
      'If you take any regular medicines, ask your doctor or pharmacist whether they are fine to take while trying to conceive.',
      'If you smoke or drink alcohol, this is a good time to stop. Ask your doctor about support if you would like it.',
    ],
    affirmation: 'Every caring choice you make now is already a gift to the future.',
    milestone: 'Week 1 starts with your period: your pregnancy clock begins here.',
    development:
      'There is no baby yet. Pregnancy is dated from the first day of your last period, about two weeks before conception. Inside your ovaries, a few eggs are starting to mature, and one of them will usually be released in the coming days.',
    momChanges:
      'You are having your period, as your body sheds last cycle’s uterine lining. Hormones are already preparing a fresh lining, ready to welcome a fertilised egg later this cycle.',
    focus: {
      baby: 'This week is about getting ready, not growing yet. One egg is ripening in your ovary, and a lot of quiet preparation is happening behind the scenes.',
      body: 'Your body is starting a new cycle. A daily folic acid supplement now helps your baby’s brain and spine form well in the very first weeks, often before you know you are pregnant.',
      emotions:
        'Trying for a baby can bring hope, impatience and worry, sometimes all in one day. Be kind to yourself, and let the people close to you know what support helps.',
    },
    sources: [
      NHS_WEEKS,
      { org: 'NHS', title: 'Vitamins, supplements and nutrition in pregnancy' },
      { org: 'CDC', title: 'Folic Acid' },
    ],
  },
  {
    week: 2,
    babySize: 'Nothing to measure yet: conception usually happens around the end of this week',
    babySizeComparison: 'No baby yet: conception happens around now',
    babySizePicture: 'seedling',
    lengthCm: null,
    weightG: null,
    lengthMeasure: null,
    commonSymptoms: [
      'Clear, slippery discharge, like raw egg white',
      'A twinge of pain on one side as you ovulate',
      'Slightly tender breasts',
      'A higher sex drive',
    ],
    redFlags: ['severe-abdominal-pain', 'fever'],
    zaraRecommends: [
      'Keep taking your daily folic acid supplement, as your midwife or doctor recommends.',
      'If you are trying to conceive, regular sex every few days through your cycle works well. There is no need to time it perfectly.',
      'Eat regular, balanced meals with plenty of fruit, vegetables and whole grains.',
      'Keep stress low where you can: a walk, a good night’s sleep or time with friends all count.',
    ],
    affirmation: 'You are allowed to hope gently and rest easily at the same time.',
    milestone: 'Ovulation: an egg is released, and conception may happen.',
    development:
      'Around the end of this week, an egg is released from your ovary and travels into the fallopian tube. If a sperm meets it there, conception happens. At that moment, your baby’s genes, including their sex chromosomes, are set.',
    momChanges:
      'As you near ovulation, your discharge often becomes clear, slippery and stretchy. Some people feel a brief ache on one side low in the belly when the egg is released. Your body temperature rises very slightly after ovulation.',
    focus: {
      baby: 'If an egg and a sperm meet this week, a single new cell forms. It carries everything needed to grow into your baby.',
      body: 'Your body is at the most fertile point of the cycle. Clear, stretchy discharge is a common sign that ovulation is close.',
      emotions:
        'It is natural to read meaning into every twinge. Try to fill the coming days with things you enjoy, so the wait feels a little lighter.',
    },
    sources: [NHS_WEEKS, ACOG_GROWTH, { org: 'NHS', title: 'Trying to get pregnant' }],
  },
  {
    week: 3,
    babySize: 'A tiny ball of cells, too small to see or measure',
    babySizeComparison: 'A tiny ball of cells',
    babySizePicture: 'seedling',
    lengthCm: null,
    weightG: null,
    lengthMeasure: null,
    commonSymptoms: [
      'Usually no symptoms at all yet',
      'Light spotting as the embryo settles in (not everyone has this)',
      'Mild cramping',
      'Bloating',
    ],
    redFlags: ['ectopic-signs', 'severe-abdominal-pain', 'heavy-bleeding'],
    zaraRecommends: [
      'Keep taking your daily folic acid supplement, as your midwife or doctor recommends.',
      'If you might be pregnant, the safest choice is not to drink alcohol at all.',
      'Wait until your period is due before testing. An early test can show negative even when you are pregnant.',
      'Plan something restful or fun for the next few days to help the waiting pass.',
    ],
    affirmation: 'Something very small can already be something very big.',
    milestone: 'The fertilised egg becomes a ball of cells and begins to settle into your womb.',
    development:
      'The fertilised egg divides again and again as it travels down the fallopian tube. By the time it reaches your womb, it is a hollow ball of cells called a blastocyst. Towards the end of this week, it starts to burrow into the lining of your womb. Some of its cells will become your baby, and others will become the placenta.',
    momChanges:
      'Most people feel nothing different yet. A few notice light spotting or mild cramping as the embryo implants. This is often mistaken for an early, light period.',
    focus: {
      baby: 'Your baby is a cluster of cells, busily dividing. As it settles into the lining of your womb, it begins to connect with your body.',
      body: 'Implantation sends a new hormone, hCG, into your bloodstream. It is the hormone pregnancy tests look for, but it may take a few more days to show.',
      emotions:
        'This can be the hardest wait of all, because there is nothing to see yet. However you are feeling, hopeful or anxious or both, it is okay.',
    },
    sources: [NHS_WEEKS, ACOG_GROWTH],
  },
  {
    week: 4,
    babySize: 'About 1-2 mm long (crown to rump) and less than 1 g',
    babySizeComparison: 'a poppy seed',
    babySizePicture: 'seedling',
    lengthCm: 0.2,
    weightG: null,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'A missed period',
      'Tender, fuller breasts',
      'Tiredness',
      'Mild cramping',
      'Light spotting',
    ],
    redFlags: ['ectopic-signs', 'heavy-bleeding', 'severe-abdominal-pain', 'vaginal-bleeding'],
    zaraRecommends: [
      'If your period is late, take a home pregnancy test. First-morning urine gives the clearest result.',
      'Contact your midwife or doctor to book your first pregnancy appointment.',
      'Keep taking your daily folic acid supplement, as your midwife or doctor recommends.',
      'Read up on foods to avoid in pregnancy, such as unpasteurised cheeses and raw or undercooked meat.',
    ],
    affirmation: 'You are growing a new life, one quiet day at a time.',
    milestone: 'A positive test may arrive this week, around the time your period is due.',
    development:
      'The embryo has settled into your womb and is now about the size of a poppy seed. It is forming layers of cells that will become every part of your baby, from the brain to the skin. The amniotic sac and the early placenta are also starting to form.',
    momChanges:
      'Your period does not come, and a pregnancy test may now show positive. Rising hormones can make your breasts feel tender and leave you more tired than usual. Some people feel mild cramps, a bit like period pain.',
    focus: {
      baby: 'The tiny embryo is laying down three layers of cells. Each layer will go on to build different parts of your baby’s body.',
      body: 'The early placenta is producing hCG, which stops your period and turns a test positive. Tiredness and sore breasts are often the very first signs.',
      emotions:
        'A positive test can bring joy, shock, fear, or all of these. There is no right way to feel. Take a moment to let the news sink in before you decide who to tell.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'NHS', title: 'Foods to avoid in pregnancy' }],
  },
  {
    week: 5,
    babySize: 'About 3-4 mm long (crown to rump) and less than 1 g',
    babySizeComparison: 'a sesame seed',
    babySizePicture: 'seedling',
    lengthCm: 0.4,
    weightG: null,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'Tiredness',
      'Sore or tingling breasts',
      'Needing to pee more often',
      'Early nausea',
      'A metallic taste in your mouth',
    ],
    redFlags: ['ectopic-signs', 'heavy-bleeding', 'severe-abdominal-pain', 'vaginal-bleeding'],
    zaraRecommends: [
      'If you have not yet, book your first appointment with your midwife or doctor.',
      'Tell your doctor or pharmacist you are pregnant before taking any medicine, including ones you buy yourself.',
      'Keep plain snacks like crackers nearby, in case nausea starts.',
      'Go to bed earlier if you can. Tiredness this early is real, and rest helps.',
    ],
    affirmation: 'Your body knows how to do this, and you do not have to do it alone.',
    milestone: 'The neural tube, your baby’s future brain and spine, is forming.',
    development:
      'Your baby is about the size of a sesame seed. The neural tube, which will become the brain and spinal cord, is forming along the embryo’s back. A simple heart tube is forming too, and it may start to pulse around this time.',
    momChanges:
      'Pregnancy hormones are rising fast. You may need to pee more often, feel worn out, or notice your breasts are sore. Some people start to feel queasy, while others feel nothing yet, and both are normal.',
    focus: {
      baby: 'This is a week of firsts: the very beginnings of the brain, spine and heart. Folic acid is especially helpful now, as the neural tube forms.',
      body: 'Your womb is already growing and pressing a little on your bladder. Extra blood flow and hormones explain the tiredness.',
      emotions:
        'Early pregnancy is often a private time, and that can feel lonely. Sharing the news with even one trusted person can make it easier to carry.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'CDC', title: 'Folic Acid' }],
  },
  {
    week: 6,
    babySize: 'About 5-6 mm long (crown to rump) and less than 1 g',
    babySizeComparison: 'a lentil',
    babySizePicture: 'beans',
    lengthCm: 0.6,
    weightG: null,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'Nausea, with or without vomiting',
      'Tiredness',
      'Tender breasts',
      'Needing to pee more often',
      'A stronger sense of smell',
      'Mood swings',
    ],
    redFlags: ['ectopic-signs', 'heavy-bleeding', 'severe-abdominal-pain', 'severe-vomiting'],
    zaraRecommends: [
      'Eat small amounts often. An empty stomach can make nausea worse.',
      'Sip water through the day, especially if you are being sick.',
      'Try ginger biscuits or ginger tea, which some people find settling.',
      'Keep taking your daily folic acid supplement, as your midwife or doctor recommends.',
    ],
    affirmation: 'On the hard days, getting through is enough.',
    milestone: 'Tiny buds that will become arms and legs appear.',
    development:
      'Your baby is about the size of a lentil. The neural tube is closing, and small buds that will become arms and legs are appearing. Dark spots mark where the eyes will be, and the heart is beating. It may be seen flickering on an early ultrasound scan.',
    momChanges:
      'Morning sickness often starts around now, and it can happen at any time of day. Smells you never noticed before may suddenly bother you. Your breasts may look fuller, and you may feel emotional as hormones rise.',
    focus: {
      baby: 'The face is beginning to take shape, with the first signs of eyes and ears. The heart now beats steadily, pumping blood through tiny vessels.',
      body: 'Nausea is common now and usually eases later in pregnancy. If you cannot keep any fluids down, call your midwife or doctor: this needs care, not just patience.',
      emotions:
        'Feeling unwell and excited at the same time is confusing. It is okay to find this week hard. Let others help with meals and chores if they can.',
    },
    sources: [
      SIZES,
      NHS_WEEKS,
      ACOG_GROWTH,
      { org: 'ACOG', title: 'Morning Sickness: Nausea and Vomiting of Pregnancy' },
    ],
  },
  {
    week: 7,
    babySize: 'About 1 cm long (crown to rump) and less than 1 g',
    babySizeComparison: 'a blueberry',
    babySizePicture: 'blueberries',
    lengthCm: 1,
    weightG: null,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'Nausea or vomiting',
      'Strong likes and dislikes for foods',
      'Extra saliva',
      'Bloating and wind',
      'Constipation',
      'Tiredness',
    ],
    redFlags: ['ectopic-signs', 'heavy-bleeding', 'severe-vomiting', 'vaginal-bleeding'],
    zaraRecommends: [
      'Eat whatever plain foods you can keep down. A perfect diet can wait until the nausea eases.',
      'Ease constipation with fruit, vegetables, whole grains and plenty of water.',
      'Wear a soft, supportive bra if your breasts are sore.',
      'Take short naps or rest breaks when you can.',
    ],
    affirmation: 'You are doing important work, even when it looks like resting.',
    milestone: 'Your baby’s brain is growing quickly this week.',
    development:
      'Your baby is about the size of a blueberry. The brain is growing fast, and the arm buds are forming flat, paddle-like hands. The umbilical cord is taking shape, linking your baby to the growing placenta.',
    momChanges:
      'Your womb has grown, though it is still tucked inside your pelvis, so nothing shows yet. Hormones slow your digestion, which can cause bloating and constipation. Many people go off foods they usually love.',
    focus: {
      baby: 'The head is large compared with the body, because the brain is developing so quickly. The kidneys and other organs are beginning to form.',
      body: 'Slower digestion helps you absorb nutrients, but it can also mean wind, bloating and constipation. Gentle movement and fluids can help.',
      emotions:
        'Food aversions and nausea can make everyday life feel hard. You are not being dramatic. Tell your midwife or doctor how you are really coping.',
    },
    sources: [
      SIZES,
      NHS_WEEKS,
      ACOG_GROWTH,
      { org: 'ACOG', title: 'Morning Sickness: Nausea and Vomiting of Pregnancy' },
    ],
  },
  {
    week: 8,
    babySize: 'About 1.6 cm long (crown to rump) and about 1 g',
    babySizeComparison: 'a raspberry',
    babySizePicture: 'strawberry',
    lengthCm: 1.6,
    weightG: 1,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'Nausea or vomiting',
      'Tiredness',
      'Sore breasts',
      'More vaginal discharge',
      'Vivid dreams',
      'Mood swings',
    ],
    redFlags: [
      'ectopic-signs',
      'heavy-bleeding',
      'severe-vomiting',
      'vaginal-bleeding',
      'persistent-low-mood',
    ],
    zaraRecommends: [
      'Your first pregnancy appointment is often around now. Write down questions and note any medicines you take.',
      'Ask your midwife or doctor which screening tests you will be offered, and when.',
      'Keep sipping water and eating small, frequent snacks.',
      'Say no to a few things this week so you have room to rest.',
    ],
    affirmation: 'Your questions matter, and asking them is part of caring for you both.',
    milestone: 'Fingers and toes are starting to form.',
    development:
      'Your baby is about the size of a raspberry and weighs about 1 g. Tiny fingers and toes are starting to form, still joined by webbing. Your baby is making small movements, far too small for you to feel yet.',
    momChanges:
      'Your womb is growing, and you may notice a tight waistband even before there is a bump. Extra blood flow can increase vaginal discharge, which is normal if it is clear or white and mild-smelling. Tiredness and nausea are often at their strongest in these weeks.',
    focus: {
      baby: 'All the major organs have begun to form. The upper lip, nose and eyelids are starting to show.',
      body: 'Your blood volume is increasing to supply the placenta. That extra work is one reason you may feel so tired.',
      emotions:
        'Your first appointment can make it all feel real. If you feel low or anxious most of the time, tell your midwife or doctor: help is there for your mind as well as your body.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'NHS', title: 'Your antenatal care' }],
  },
  {
    week: 9,
    babySize: 'About 2.3 cm long (crown to rump) and about 2 g',
    babySizeComparison: 'a grape',
    babySizePicture: 'grapes',
    lengthCm: 2.3,
    weightG: 2,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'Nausea or vomiting',
      'Heartburn',
      'Headaches',
      'Feeling light-headed when you stand up',
      'Constipation',
      'Tiredness',
    ],
    redFlags: [
      'heavy-bleeding',
      'severe-vomiting',
      'ectopic-signs',
      'dizziness-fainting',
      'vaginal-bleeding',
    ],
    zaraRecommends: [
      'Stand up slowly, and sit down if you feel light-headed.',
      'Ask your pharmacist or midwife which pain relief is suitable for headaches in pregnancy.',
      'Try gentle movement like walking or swimming if you feel up to it.',
      'Keep plain snacks by your bed and eat something before you get up.',
    ],
    affirmation: 'You can be tired and still be doing a wonderful job.',
    milestone: 'Muscles are forming, and your baby is starting to move.',
    development:
      'Your baby is about the size of a grape. Muscles are forming, so your baby can now make small, jerky movements. The eyelids are forming over the eyes, and the tiny tail-like end of the spine is disappearing.',
    momChanges:
      'Hormones relax your blood vessels, so you may feel light-headed if you stand up quickly. Headaches and heartburn can start now. Your waist may be thickening a little.',
    focus: {
      baby: 'Your baby looks more and more like a tiny person, with a distinct head, body and limbs. The beginnings of teeth are forming under the gums.',
      body: 'Relaxed blood vessels and a busy heart can leave you dizzy at times. Sit or lie down until it passes, and tell your midwife if it keeps happening.',
      emotions:
        'Many people keep their news private for now, which can mean carrying hard days alone. A partner, friend or online group can be a quiet place to share.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH],
  },
  {
    week: 10,
    babySize: 'About 3.1 cm long (crown to rump) and about 4 g',
    babySizeComparison: 'a kumquat',
    babySizePicture: 'tangerine',
    lengthCm: 3.1,
    weightG: 4,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'Nausea',
      'Visible veins on your breasts and belly',
      'Round ligament twinges low in your belly',
      'Bloating',
      'Tiredness',
      'Mood swings',
    ],
    redFlags: ['heavy-bleeding', 'severe-vomiting', 'ectopic-signs', 'vaginal-bleeding', 'fever'],
    zaraRecommends: [
      'Book a dental check-up. Pregnancy hormones can make your gums sore or bleed more easily.',
      'Read about the screening tests you will be offered, so you can decide what is right for you.',
      'Keep taking your daily folic acid supplement, as your midwife or doctor recommends.',
      'Wear comfortable, looser clothes if your waistband is starting to pinch.',
    ],
    affirmation: 'Your body is building a home, and you are allowed to take up space.',
    milestone: 'The embryonic period ends: from next week, your baby is called a fetus.',
    development:
      'Your baby is about the size of a kumquat. The major organs are formed and beginning to work. Fingers and toes are separating, and bones are starting to harden. This is the last week of the embryonic period.',
    momChanges:
      'Your womb is now about the size of an orange. More blood is flowing through your body, so veins on your breasts and belly may look more visible. You may feel brief, sharp twinges low in your belly as the ligaments that support your womb stretch.',
    focus: {
      baby: 'With the main structures in place, your baby’s job now is mostly to grow and mature. The busiest weeks of organ building are now complete.',
      body: 'Visible veins and ligament twinges are signs of a body adapting well. Belly pain that is severe, or comes with bleeding, is different: get medical help straight away.',
      emotions:
        'Screening decisions can feel heavy. Take your time, ask questions, and remember there is no wrong choice in what you decide to find out.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'NHS', title: 'Screening tests in pregnancy' }],
  },
  {
    week: 11,
    babySize: 'About 4.1 cm long (crown to rump) and about 7 g',
    babySizeComparison: 'a fig',
    babySizePicture: 'kiwi-fruit',
    lengthCm: 4.1,
    weightG: 7,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'Nausea, which may start to ease for some',
      'Heartburn or indigestion',
      'Tiredness',
      'Constipation',
      'Changes in skin or hair',
    ],
    redFlags: [
      'heavy-bleeding',
      'severe-vomiting',
      'ectopic-signs',
      'vaginal-bleeding',
      'extreme-exhaustion',
    ],
    zaraRecommends: [
      'Eat smaller meals and stay upright for a while after eating to ease heartburn.',
      'Keep up gentle activity you enjoy, such as walking, swimming or pregnancy yoga.',
      'Ask your midwife or doctor about vitamin D and iron-rich foods.',
      'Start a note on your phone of questions for your next appointment.',
    ],
    affirmation: 'Every day, you and your baby are getting stronger together.',
    milestone: 'Your baby is now a fetus, with tiny nails beginning to form.',
    development:
      'Your baby is about the size of a fig. The head is still about half of the body’s length. Nail beds are forming on the fingers and toes, and the genitals are beginning to develop, though it is too early to see them on a scan.',
    momChanges:
      'For some, nausea begins to ease around now, while for others it lasts a few more weeks. Hormones relax the valve at the top of your stomach, which can cause heartburn. Your skin may break out or glow, and your hair may feel thicker.',
    focus: {
      baby: 'Your baby is growing quickly and practising movements like stretching and kicking. The bones of the face are forming.',
      body: 'Heartburn is common and usually harmless. Smaller meals, avoiding lying down straight after eating and propping yourself up in bed can help.',
      emotions:
        'If the nausea lifts, you may feel relief, and then worry that you feel less pregnant. This change is normal and common. If you are worried, ask your midwife or doctor.',
    },
    sources: [
      SIZES,
      NHS_WEEKS,
      ACOG_GROWTH,
      { org: 'NHS', title: 'Vitamins, supplements and nutrition in pregnancy' },
    ],
  },
  {
    week: 12,
    babySize: 'About 5.4 cm long (crown to rump) and about 14 g',
    babySizeComparison: 'a lime',
    babySizePicture: 'lime',
    lengthCm: 5.4,
    weightG: 14,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'Nausea that may be easing',
      'More energy on some days',
      'Feeling light-headed at times',
      'Headaches',
      'Needing to pee a little less often',
    ],
    redFlags: ['heavy-bleeding', 'vaginal-bleeding', 'severe-vomiting', 'severe-abdominal-pain', 'fever'],
    zaraRecommends: [
      'Many people have a dating scan around now. Bring a partner or friend if you would like company.',
      'Decide when and how you want to share your news. There is no deadline.',
      'Find out about your rights and pregnancy leave at work when you feel ready.',
      'Keep drinking water through the day. It helps with headaches and constipation.',
    ],
    affirmation: 'You have come so far already, and you are doing beautifully.',
    milestone: 'Your baby has reflexes and can curl their tiny fingers.',
    development:
      'Your baby is about the size of a lime. Reflexes are developing: your baby can open and close their fingers and may startle or squirm if your belly is pressed. Fingernails are growing, and the kidneys are starting to make urine.',
    momChanges:
      'Your womb is rising out of your pelvis, which takes some pressure off your bladder. Nausea and tiredness often start to ease around now. Some people notice the start of a small bump.',
    focus: {
      baby: 'On a scan, you may see your baby wriggling, even though you cannot feel it. The intestines, which grew partly in the umbilical cord, are moving into the belly.',
      body: 'As your womb lifts up into your abdomen, you may pee a little less often for a while. Your midwife or doctor may begin to feel the top of your womb above the pubic bone.',
      emotions:
        'Seeing your baby on a scan can be very moving, and it can also bring nerves. Whatever you feel in that room is valid.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'NHS', title: 'Ultrasound scans in pregnancy' }],
  },
  {
    week: 13,
    babySize: 'About 7.4 cm long (crown to rump) and about 23 g',
    babySizeComparison: 'a lemon',
    babySizePicture: 'lemon',
    lengthCm: 7.4,
    weightG: 23,
    lengthMeasure: 'crown-rump',
    commonSymptoms: [
      'More energy',
      'Less nausea for many',
      'More vaginal discharge',
      'Constipation',
      'Round ligament twinges',
    ],
    redFlags: ['heavy-bleeding', 'vaginal-bleeding', 'severe-abdominal-pain', 'painful-urination'],
    zaraRecommends: [
      'Start pelvic floor exercises: squeeze and lift as if stopping a wee, then relax. Your midwife can show you how.',
      'As your energy returns, plan small things you enjoy.',
      'Moisturise your belly and breasts if your skin feels dry or itchy as it stretches.',
      'If peeing burns or stings, call your midwife or doctor within a day.',
    ],
    affirmation: 'You made it through the first trimester, one day at a time.',
    milestone: 'This is the last week of the first trimester.',
    development:
      'Your baby is about the size of a lemon. The vocal cords are forming, and the bones in the head, arms and legs are hardening. Tiny ridges that will become fingerprints are starting to appear on the fingertips.',
    momChanges:
      'Many people feel a welcome lift in energy and appetite now. Your discharge may increase, which is normal if it is clear or white and mild-smelling. Your bump may start to show, especially if this is not your first pregnancy.',
    focus: {
      baby: 'Your baby’s body is starting to catch up with the head. The intestines have settled into the belly, and the baby is making more and more movements.',
      body: 'The placenta is now doing much of the hormone work. For many, that means nausea eases and energy comes back.',
      emotions:
        'Reaching the end of the first trimester is a milestone worth marking. If you are still feeling unwell or anxious, you are not behind: everyone’s pregnancy moves at its own pace.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'NHS', title: 'Exercise in pregnancy' }],
  },
  {
    week: 14,
    babySize: 'About 14.7 cm long (head to heel) and about 93 g',
    babySizeComparison: 'a nectarine',
    babySizePicture: 'peach',
    lengthCm: 14.7,
    weightG: 93,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'More energy',
      'A bigger appetite',
      'A blocked or stuffy nose',
      'Bleeding gums when you brush',
      'Round ligament pain',
    ],
    redFlags: ['heavy-bleeding', 'vaginal-bleeding', 'severe-abdominal-pain', 'fever', 'painful-urination'],
    zaraRecommends: [
      'Use a soft toothbrush and keep up your dental check-ups.',
      'Enjoy the extra energy with regular, gentle exercise you like.',
      'Choose nourishing snacks like fruit, yoghurt or nuts when your appetite grows.',
      'Keep up your pelvic floor exercises every day.',
    ],
    affirmation: 'You are welcome to enjoy this stage: you have earned it.',
    milestone: 'Welcome to the second trimester.',
    development:
      'Your baby is about the size of a nectarine. From this week sizes are measured from head to heel, which is why the length jumps. Your baby can squint and frown, and fine, soft hair called lanugo is starting to grow on the skin.',
    momChanges:
      'The second trimester often feels easier, with more energy and less nausea. Extra blood flow can make your nose stuffy and your gums bleed a little. Your waistline is changing, and you may start to need looser clothes.',
    focus: {
      baby: 'Your baby’s neck is getting longer, and the head is more upright. The kidneys are making urine, which becomes part of the amniotic fluid.',
      body: 'Low-risk pregnancy check-ups are usually about every 4 weeks at this stage. Use them to ask about anything new you notice.',
      emotions:
        'Many people feel more like themselves again. It is also common to feel a new mix of excitement and worry as the pregnancy becomes visible.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'ACOG', title: 'Routine Tests During Pregnancy' }],
  },
  {
    week: 15,
    babySize: 'About 16.7 cm long (head to heel) and about 117 g',
    babySizeComparison: 'an apple',
    babySizePicture: 'red-apple',
    lengthCm: 16.7,
    weightG: 117,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'A blocked nose or nosebleeds',
      'Bleeding gums',
      'Heartburn',
      'Darker skin on your nipples or a line down your belly',
      'Round ligament pain',
    ],
    redFlags: ['heavy-bleeding', 'vaginal-bleeding', 'severe-abdominal-pain', 'leg-clot-signs'],
    zaraRecommends: [
      'Include iron-rich foods such as beans, lentils, leafy greens and lean meat.',
      'Use a saline spray or a humidifier if your nose feels blocked.',
      'Wear sunscreen outdoors: pregnancy skin darkens more easily in the sun.',
      'Stay active, and move your legs often on long journeys or long days at a desk.',
    ],
    affirmation: 'Your changing body is telling a story of care and strength.',
    milestone: 'Your baby may sense light through closed eyelids.',
    development:
      'Your baby is about the size of an apple. The skeleton is slowly turning from soft cartilage to bone. The eyelids are still closed, but your baby may sense bright light through them. The legs are now growing longer than the arms.',
    momChanges:
      'Pregnancy hormones can darken your skin, such as the nipples or a line down the middle of your belly. These changes usually fade after birth. A stuffy nose and small nosebleeds are common because of extra blood flow.',
    focus: {
      baby: 'Your baby is moving a lot now, turning and stretching in the amniotic fluid. Taste buds are forming.',
      body: 'Your body is making more blood, and iron helps build it. Ask your midwife or doctor if you feel unusually tired or breathless.',
      emotions:
        'Comments about your bump, or the lack of one, can be surprising. You decide what you share and what you keep private.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'ACOG', title: 'Nutrition During Pregnancy' }],
  },
  {
    week: 16,
    babySize: 'About 18.6 cm long (head to heel) and about 146 g',
    babySizeComparison: 'an avocado',
    babySizePicture: 'avocado',
    lengthCm: 18.6,
    weightG: 146,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Possible first flutters of movement',
      'Back ache',
      'Constipation',
      'More energy',
      'A more noticeable bump',
    ],
    redFlags: ['heavy-bleeding', 'vaginal-bleeding', 'severe-abdominal-pain', 'dizziness-fainting', 'fever'],
    zaraRecommends: [
      'Ask your midwife or doctor about the vaccines recommended in pregnancy, such as flu and whooping cough, and when to have them.',
      'Notice any gentle flutters, but do not worry if you feel nothing yet.',
      'Bend your knees and keep your back straight when you lift things.',
      'Think about antenatal classes and when you might like to book them.',
    ],
    affirmation: 'There is no rush: you and your baby are right on your own timeline.',
    milestone: 'Some people feel their baby’s first flutters around now.',
    development:
      'Your baby is about the size of an avocado. The eyes can make small movements, and the back and neck muscles are stronger, so the head is held more upright. Toenails are beginning to grow.',
    momChanges:
      'Some people, especially in a second pregnancy, feel the first flutters now. Many people first feel movement somewhere between 16 and 24 weeks, so there is no need to worry if you have not. Your growing bump can start to strain your back.',
    focus: {
      baby: 'Your baby is stretching, rolling and wriggling. Early movements often feel like bubbles, fluttering or a light tap.',
      body: 'Your changing posture puts more load on your back. Good lifting habits and gentle exercise can help keep back ache mild.',
      emotions:
        'It is natural to compare yourself with others who feel movements sooner. Every baby and every body is different.',
    },
    sources: [
      SIZES,
      NHS_WEEKS,
      ACOG_GROWTH,
      { org: 'NHS', title: 'Your baby’s movements' },
      { org: 'NHS', title: 'Vaccinations in pregnancy' },
    ],
  },
  {
    week: 17,
    babySize: 'About 20.4 cm long (head to heel) and about 181 g',
    babySizeComparison: 'a pear',
    babySizePicture: 'pear',
    lengthCm: 20.4,
    weightG: 181,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'A growing appetite',
      'Back ache',
      'Trouble getting comfortable in bed',
      'Itchy skin as your belly stretches',
      'Round ligament pain',
    ],
    redFlags: ['heavy-bleeding', 'vaginal-bleeding', 'severe-abdominal-pain', 'leg-clot-signs'],
    zaraRecommends: [
      'Try sleeping on your side with a pillow between your knees or under your bump.',
      'Keep moisturising your belly if the skin feels itchy or tight.',
      'Plan regular meals and healthy snacks to keep your energy steady.',
      'If one leg becomes painful, swollen, red or warm, call your midwife or doctor now.',
    ],
    affirmation: 'Rest is not a reward you earn: it is something you and your baby need.',
    milestone: 'Your baby is starting to build a layer of fat.',
    development:
      'Your baby is about the size of a pear. Fat is starting to form under the skin, which will help keep your baby warm after birth. The umbilical cord is growing thicker and stronger, and your baby is practising sucking and swallowing.',
    momChanges:
      'Your womb is growing upwards, and your bump is more noticeable. You may feel hungrier than before. Finding a comfortable sleeping position can start to take a little more effort.',
    focus: {
      baby: 'Sweat glands are forming in the skin, and the skeleton keeps hardening. Your baby’s movements are becoming stronger, though you may not feel them yet.',
      body: 'As your bump grows, side-lying with pillows often feels most comfortable. Stretching skin can itch: a plain, unscented moisturiser helps.',
      emotions:
        'A growing bump can bring pride, and also mixed feelings about your changing shape. Both are normal, and both deserve kindness.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH],
  },
  {
    week: 18,
    babySize: 'About 22.2 cm long (head to heel) and about 223 g',
    babySizeComparison: 'a bell pepper',
    babySizePicture: 'bell-pepper',
    lengthCm: 22.2,
    weightG: 223,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Fluttering movements, for some',
      'Back ache',
      'Leg cramps, especially at night',
      'Dizziness when standing up quickly',
      'Heartburn',
    ],
    redFlags: [
      'heavy-bleeding',
      'vaginal-bleeding',
      'severe-abdominal-pain',
      'dizziness-fainting',
      'waters-breaking',
    ],
    zaraRecommends: [
      'Check when your anatomy scan is booked. It usually happens around 18-21 weeks.',
      'Decide whether you want to find out your baby’s sex at the scan, if it can be seen.',
      'Stretch your calves gently before bed to help with leg cramps.',
      'Keep standing up slowly, and eat regular meals to help steady dizziness.',
    ],
    affirmation: 'You are allowed to feel excited and nervous about your scan at the same time.',
    milestone: 'Your baby’s ears are in place, and hearing is developing.',
    development:
      'Your baby is about the size of a bell pepper. The ears have moved into their final position, and the structures for hearing are developing. A protective coating called myelin is starting to form around the nerves.',
    momChanges:
      'Your blood pressure is often a little lower in the middle of pregnancy, which can make you feel dizzy. Leg cramps, especially at night, are common. Your bump is growing steadily.',
    focus: {
      baby: 'Over the coming weeks, your baby may begin to pick up muffled sounds, like your heartbeat and your voice. Talking or singing to your bump is a lovely habit to start.',
      body: 'The anatomy scan checks how your baby is growing and looks closely at the organs, as well as the placenta. Ask the sonographer to explain anything you do not understand.',
      emotions:
        'Scan week can bring a lot of feelings. If it helps, bring someone with you, and write down any questions beforehand.',
    },
    sources: [
      SIZES,
      NHS_WEEKS,
      ACOG_GROWTH,
      { org: 'NHS', title: '20-week screening scan' },
      { org: 'NHS', title: 'Leg cramps' },
    ],
  },
  {
    week: 19,
    babySize: 'About 24 cm long (head to heel) and about 273 g',
    babySizeComparison: 'a mango',
    babySizePicture: 'mango',
    lengthCm: 24,
    weightG: 273,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Round ligament pain when you move suddenly',
      'Back ache',
      'Heartburn',
      'Leg cramps',
      'Skin changes and stretch marks',
    ],
    redFlags: ['heavy-bleeding', 'vaginal-bleeding', 'severe-abdominal-pain', 'waters-breaking', 'fever'],
    zaraRecommends: [
      'If your anatomy scan is coming up, drink water beforehand if you have been asked to.',
      'Get up slowly from lying down by rolling onto your side first.',
      'Wear flat, supportive shoes to help your back.',
      'Start thinking about the kind of birth preparation that suits you, such as classes or reading.',
    ],
    affirmation: 'Your baby is growing inside the safety and warmth you provide.',
    milestone: 'A protective coating called vernix is forming on your baby’s skin.',
    development:
      'Your baby is about the size of a mango. A creamy, protective coating called vernix is forming on the skin. Hair is starting to grow on the head, and the areas of the brain for smell, taste, hearing, sight and touch are developing.',
    momChanges:
      'As your bump grows, the ligaments around your womb stretch, which can cause sharp twinges when you move quickly. You may notice stretch marks starting. Heartburn may come back as your womb pushes upwards.',
    focus: {
      baby: 'Vernix helps protect your baby’s skin from the amniotic fluid around it. Your baby’s senses are maturing, ready for the world outside.',
      body: 'Round ligament twinges are usually brief and harmless. Pain that is severe or does not go away is different: call your midwife or doctor.',
      emotions:
        'As the pregnancy becomes more real, you may start thinking about becoming a parent. It is normal to feel both ready and not ready at all.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'NHS', title: '20-week screening scan' }],
  },
  {
    week: 20,
    babySize: 'About 25.7 cm long (head to heel) and about 331 g',
    babySizeComparison: 'a banana',
    babySizePicture: 'banana',
    lengthCm: 25.7,
    weightG: 331,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Feeling your baby move, for many',
      'Heartburn',
      'Back ache',
      'Mild swelling in your ankles at the end of the day',
      'Occasional painless tightening of your bump',
    ],
    redFlags: [
      'severe-headache',
      'vision-changes',
      'pain-under-ribs',
      'sudden-swelling',
      'preterm-contractions',
    ],
    zaraRecommends: [
      'Go to your anatomy scan if you have not had it yet. It usually happens around 18-21 weeks.',
      'Start noticing your baby’s movements and getting to know what they feel like.',
      'Learn the signs of pre-eclampsia: a bad headache, changes in your vision, pain under your ribs, or sudden swelling of your face, hands or feet. Call your midwife or doctor straight away if you notice any.',
      'Put your feet up for a while each day if your ankles swell.',
    ],
    affirmation: 'Halfway there: look how much you and your baby have already done.',
    milestone: 'Halfway: you have reached the middle of your pregnancy.',
    development:
      'Your baby is about the size of a banana. Your baby is swallowing more amniotic fluid, and the bowel is starting to make meconium, which will be your baby’s first poo. Your baby is starting to have patterns of sleeping and waking.',
    momChanges:
      'The top of your womb is now around the level of your belly button. Many people now feel movements as flutters or gentle taps. Your bump may tighten now and then without pain: these are practice contractions.',
    focus: {
      baby: 'Your baby is covered in soft lanugo hair and vernix. Active times and quiet times are starting to form a rhythm.',
      body: 'From around now, it is important to know the signs of pre-eclampsia and of early labour. Painful, regular tightenings are not normal practice contractions: call your midwife or maternity unit.',
      emotions:
        'Reaching halfway can feel like a big moment. It is a good time to check in with yourself and your partner or support people about how you are really doing.',
    },
    sources: [
      SIZES,
      NHS_WEEKS,
      ACOG_GROWTH,
      { org: 'NHS', title: 'Pre-eclampsia' },
      { org: 'NHS', title: '20-week screening scan' },
    ],
  },
  {
    week: 21,
    babySize: 'About 27.4 cm long (head to heel) and about 399 g',
    babySizeComparison: 'a carrot',
    babySizePicture: 'carrot',
    lengthCm: 27.4,
    weightG: 399,
    lengthMeasure: 'head-heel',
    commonSymptoms: [
      'Stronger kicks and rolls',
      'Leg cramps',
      'Varicose veins or heavy legs',
      'Heartburn',
      'Back ache',
      'Trouble sleeping',
    ],
    redFlags: [
      'severe-headache',
      'vision-changes',
      'sudden-swelling',
      'preterm-contractions',
      'waters-breaking',
    ],
    zaraRecommends: [
      'Notice when your baby tends to be active. You are learning their pattern, not counting kicks yet.',
      'Raise your legs when you sit, and avoid standing still for long periods.',
      'Eat smaller meals and avoid lying down straight after eating to ease heartburn.',
      'Start to plan your maternity or parental leave, and talk to your partner about theirs.',
    ],
    affirmation: 'Every kick is a small hello from your baby.',
    milestone: 'Movements are becoming stronger and easier to feel.',
    development:
      'Your baby is about the size of a carrot. Movements are getting stronger, and a partner or loved one may soon be able to feel them from the outside. Your baby swallows amniotic fluid, which carries tastes from the food you eat. Eyebrows are growing.',
    momChanges:
      'Your growing womb puts pressure on the veins in your legs, which can make them ache or show varicose veins. Leg cramps and heartburn are common now. Sleep can become harder as you look for a comfortable position.',
    focus: {
      baby: 'Your baby’s digestive system is practising with swallowed fluid. Your baby is also getting more coordinated, with arms and legs moving more smoothly.',
      body: 'Raising your legs and moving often help the blood flow back from your legs. If you have a sudden or bad headache, blurred vision or swelling, call your midwife or doctor straight away.',
      emotions:
        'Feeling your baby move can deepen your bond, and it can also make you more alert to every change. If worry starts to take over, talk to your midwife or doctor: you deserve support.',
    },
    sources: [SIZES, NHS_WEEKS, ACOG_GROWTH, { org: 'NHS', title: 'Varicose veins' }],
  },
];
