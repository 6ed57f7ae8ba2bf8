import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "gaps": everyday questions the four topic groups left unanswered, found while
 * reviewing them and from question sets already run (each written here in the library's own words, for the
 * question mothers ask, not for a test's wording). Ids follow the group of the topic they belong to.
 * Every "when to call" line follows shared/medical/warning-signs.md; numbers come from NHS, NICE, RCOG, ACOG,
 * CDC and GOV.UK public guidance, and medicine amounts only where the NHS states them for parents.
 */

const nhsTravel = { org: 'NHS', title: 'Travelling in pregnancy' };
const rcogAir = { org: 'RCOG', title: 'Air travel and pregnancy (patient information)' };
const acogTravel = { org: 'ACOG', title: 'Travel During Pregnancy' };
const nhsVaccines = { org: 'NHS', title: 'Vaccinations in pregnancy' };
const cdcVaccines = { org: 'CDC', title: 'Vaccine Safety for Moms-to-Be' };
const govMaternity = { org: 'GOV.UK', title: 'Maternity pay and leave' };
const nhsRights = { org: 'NHS', title: 'Your pregnancy and baby guide: rights at work' };
const dolFmla = { org: 'US Department of Labor', title: 'Family and Medical Leave Act (FMLA)' };
const nhsFear = { org: 'NHS', title: 'Fear of giving birth (tokophobia)' };
const rcogTokophobia = { org: 'RCOG', title: 'Choosing to have a caesarean section' };
const nhsGd = { org: 'NHS', title: 'Gestational diabetes' };
const niceDiabetes = {
  org: 'NICE',
  title: 'Diabetes in pregnancy: management from preconception to the postnatal period (NG3)',
};
const acogGd = { org: 'ACOG', title: 'Gestational Diabetes' };
const nhsFeverChildren = { org: 'NHS', title: 'High temperature (fever) in children' };
const niceFever = { org: 'NICE', title: 'Fever in under 5s: assessment and initial management (NG143)' };
const nhsMenB = { org: 'NHS', title: 'Paracetamol after the MenB vaccine' };
const nhsVaccineSchedule = { org: 'NHS', title: 'NHS vaccinations and when to have them' };
const lullaby = { org: 'The Lullaby Trust', title: 'Safer sleep advice: sleeping position' };
const aapSleep = { org: 'AAP', title: 'How to Keep Your Sleeping Baby Safe: AAP Policy Explained' };
const nhsSids = { org: 'NHS', title: 'Sudden infant death syndrome (SIDS)' };
const nhsCarSeat = { org: 'NHS', title: 'Car seats and travelling with your baby' };
const acogTrimesters = { org: 'ACOG', title: 'How Your Fetus Grows During Pregnancy' };
const nhsAntenatalClasses = { org: 'NHS', title: 'Antenatal classes' };
const nhsBodyChanges = { org: 'NHS', title: 'Your body in pregnancy: stomach and skin changes' };
const lullabyWhiteNoise = { org: 'The Lullaby Trust', title: 'Product guide: white noise and sleep aids' };
const aapWalkers = { org: 'AAP', title: 'Baby Walkers: A Dangerous Choice' };
const rospaWalkers = { org: 'RoSPA', title: 'Baby walkers' };
const hseShifts = { org: 'HSE', title: 'Protecting pregnant workers and new mothers' };
const nhsSwimming = { org: 'NHS', title: 'Swimming with your baby' };
const nhsBackPain = { org: 'NHS', title: 'Back pain in pregnancy' };
const nhsRelationships = { org: 'NHS', title: 'Your relationships in pregnancy and after the birth' };
const nhsMassage = { org: 'NHS', title: 'Complementary therapies in pregnancy' };
const rcogFalls = {
  org: 'RCOG',
  title: 'Rhesus D negative: preventing rhesus disease (anti-D after an injury to the bump)',
};
const nhsEngaged = { org: 'NHS', title: 'Your pregnancy and baby guide: your baby’s position in the womb' };
const nhsShowing = { org: 'NHS', title: 'Your pregnancy week by week: 12 to 16 weeks' };
const nhsHairDye = { org: 'NHS', title: 'Is it safe to use hair dye when I am pregnant or breastfeeding?' };

export const gapsAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-flying',
    question: 'Can I fly when I am pregnant?',
    asked: [
      'is it safe to fly pregnant',
      'flying at 30 weeks pregnant',
      'can i go on a plane in the third trimester',
      'do i need a fit to fly letter pregnant',
      'holiday abroad while pregnant flight',
      'what week do airlines stop you flying pregnant',
      'is it true you cannot fly after 28 weeks',
      'can i fly with twins in the third trimester',
      'is it safe to go through the airport scanner',
      'do i need a fit to fly letter from my midwife at 33 weeks',
      'will the airline let me on at 34 weeks, do i need a doctors note',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'Flying is usually safe in a healthy pregnancy. Airlines set their own limits: after 28 weeks many ask for a letter from your midwife or doctor, and most let you fly up to about 36 weeks, some to 37 weeks (about 32 weeks with twins).',
    points: [
      'Check your airline’s rules before you book, and ask your midwife for a fit-to-fly letter or certificate if you will be over 28 weeks when you fly.',
      'Long flights (over about 4 hours) raise the chance of a blood clot (DVT). Walk around the cabin often, drink plenty of water, avoid alcohol, and wear compression stockings.',
      'Wear the seatbelt low, under your bump and across your hips. Airport security scanners are safe in pregnancy.',
      'Make sure your travel insurance covers pregnancy, including an early birth and care for a newborn.',
      'Take your maternity notes with you, and check health advice for your destination (some infections, such as Zika, are a particular risk in pregnancy).',
      'Going to a malaria area (much of Africa, including Ghana and Nigeria, and parts of Asia and South America)? Malaria is more dangerous in pregnancy: see your GP or a travel clinic about pregnancy-safe antimalarials well before you go, and avoid mosquito bites.',
    ],
    weekNotes: [
      {
        stage: 'pregnant',
        weeks: { from: 28, to: 35 },
        text: 'You are past 28 weeks, so your airline may ask for a letter from your midwife or doctor saying you are fit to fly and giving your due date.',
      },
      {
        stage: 'pregnant',
        weeks: { from: 36, to: 42 },
        text: 'At this stage most airlines will not let you fly, because labour could start at any time. Talk to your midwife before making plans.',
      },
    ],
    whenToCall:
      'Call your midwife or doctor now if one leg becomes painful, swollen, red or warm during or after a flight. Call your maternity unit straight away if you have any bleeding or your waters break, wherever you are. Call emergency services for chest pain or trouble breathing.',
    signs: ['leg-clot-signs', 'vaginal-bleeding', 'waters-breaking', 'chest-pain-breathing'],
    related: ['travel-during-pregnancy', 'preg-seatbelt'],
    sources: [nhsTravel, rcogAir, acogTravel],
  },
  {
    id: 'preg-seatbelt',
    question: 'How do I wear a seatbelt when I am pregnant?',
    asked: [
      'seatbelt with a bump',
      'where should the seat belt go pregnant',
      'is the seatbelt squashing my baby',
      'do i have to wear a seatbelt when pregnant',
      'car seat belt position pregnancy',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'Always wear a seatbelt. Put the lap belt under your bump, across your hips and upper thighs, and the diagonal strap over your shoulder, between your breasts and to the side of your bump.',
    points: [
      'Never put the lap belt across or over the top of your bump.',
      'A belt worn this way protects you and your baby. In a crash, the biggest danger to your baby is injury to you.',
      'Move your seat back as far as you comfortably can, and tilt the steering wheel towards your breastbone, not your bump.',
      'Take breaks on long journeys to walk around and drink water, which also lowers the chance of a blood clot.',
      'If you are in a car accident, even a minor one, get checked at your maternity unit, even if you feel fine.',
    ],
    whenToCall:
      'After any car accident, call your maternity unit straight away to be checked. Call them now, too, if you have any bleeding, fluid leaking, belly pain, or your baby is moving less than usual.',
    signs: ['vaginal-bleeding', 'waters-breaking', 'reduced-fetal-movement'],
    related: ['travel-during-pregnancy', 'preg-flying'],
    sources: [nhsTravel, acogTravel],
  },
  {
    id: 'preg-vaccines-overview',
    question: 'Which vaccines are recommended in pregnancy?',
    asked: [
      'what vaccines do i need when pregnant',
      'which jabs should i have in pregnancy',
      'vaccines pregnancy list',
      'are vaccines safe when pregnant',
      'what shots do pregnant women get',
      'can i have the flu jab and whooping cough jab together',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'Three vaccines are offered in every pregnancy: whooping cough (pertussis), flu, and RSV. They protect you and pass protection to your baby for the first months of life. A COVID-19 vaccine may also be offered.',
    points: [
      'Whooping cough: from 16 weeks in the UK, ideally by about 32 weeks; in the US (Tdap), between 27 and 36 weeks, in every pregnancy.',
      'Flu: at any stage of pregnancy, as soon as the flu vaccine is available each autumn.',
      'RSV: offered from 28 weeks in the UK; in the US, between 32 and 36 weeks during RSV season. It protects your baby from a common chest infection.',
      'COVID-19: advice on who is offered a dose changes each season, so ask your midwife or doctor what applies to you now.',
      'These vaccines are not live and are safe in pregnancy, and can be given at the same appointment. Live vaccines, such as MMR, are given before or after pregnancy, not during it. Whooping cough and RSV can be very serious for young babies, sometimes needing hospital care: your antibodies cross the placenta and protect your baby from birth.',
    ],
    whenToCall:
      'Soreness in your arm or feeling a bit unwell for a day is common after a vaccine. Call your midwife or doctor now if you have a temperature of 38 C (100.4 F) or higher that does not settle.',
    signs: ['fever'],
    related: ['vaccines-in-pregnancy', 'preg-whooping-cough-vaccine', 'preg-flu-vaccine', 'preg-rsv-vaccine'],
    sources: [nhsVaccines, cdcVaccines],
  },
  {
    id: 'preg-work-maternity-leave',
    question: 'When should I stop work, and when can my maternity leave start?',
    asked: [
      'when should i stop working pregnant',
      'when can maternity leave start',
      'how long before due date should i finish work',
      'can i work until my due date',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'It is your choice, as long as you and your baby are well. In the UK, maternity leave can start from 11 weeks before the week your baby is due; many people work until 34 to 38 weeks.',
    points: [
      'UK: tell your employer you are pregnant, and when you want your leave to start, by the 15th week before your due week (about 25 weeks pregnant).',
      'Your employer must check the risks of your job for pregnancy and make changes if needed, for example to heavy lifting, long standing or night work.',
      'You have the right to paid time off for antenatal appointments.',
      'If you are off sick with a pregnancy-related illness in the last 4 weeks before your due week, your leave may start automatically.',
      'US: the Family and Medical Leave Act can give up to 12 weeks of unpaid, job-protected leave if you qualify; your employer or state may offer more.',
    ],
    whenToCall:
      'Talk to your midwife or doctor if your work is wearing you out or worrying you. Call your maternity unit straight away if you have any bleeding, your waters break, or your baby is moving less than usual.',
    signs: ['vaginal-bleeding', 'waters-breaking', 'reduced-fetal-movement'],
    related: ['working-while-pregnant', 'pp-maternity-leave'],
    sources: [govMaternity, nhsRights, dolFmla],
  },
  {
    id: 'preg-fear-of-birth',
    question: 'I am scared of giving birth. What can help?',
    asked: [
      'my first birth was traumatic and now im pregnant again and panicking about it',
      'so anxious about the birth',
      'terrified of labour',
      'fear of childbirth',
      'i cant stop worrying about giving birth',
      'tokophobia',
    ],
    topic: 'mental-health',
    stages: ['pregnant'],
    lead: 'Feeling anxious about birth is very common, and you are not alone. Talking about it, knowing what to expect and having a plan you have chosen all help, and your midwife can arrange extra support.',
    points: [
      'Tell your midwife how you feel. Many hospitals have a specialist midwife or a perinatal mental health team for fear of birth.',
      'Antenatal classes, a tour of where you will give birth, and learning about pain relief (gas and air, TENS, a birth pool, opioid injections such as pethidine, and an epidural) make the unknown less frightening.',
      'An epidural does not cause long-term back pain. It can make the pushing stage longer and forceps or ventouse more likely, but it does not raise the chance of a caesarean.',
      'Breathing, relaxation or hypnobirthing techniques, practised before labour, help many people feel more in control. A drink to settle your nerves is not safe: there is no known safe amount of alcohol in pregnancy, so it is safest not to drink at all.',
      'If a past birth was traumatic, ask for a debrief of your notes and a chance to plan this birth differently.',
      'A birth plan, including what you would like if things change, lets you make choices ahead of time. Severe fear (tokophobia) is recognised, and you can discuss all your options, including a caesarean.',
    ],
    whenToCall:
      'Tell your midwife or doctor if worry about the birth is there most days for two weeks or more, or stops you sleeping or enjoying things. If you have thoughts of harming yourself, call emergency services now.',
    signs: ['persistent-low-mood', 'self-harm-thoughts'],
    related: ['fear-of-birth', 'birth-plan'],
    sources: [
      nhsFear,
      rcogTokophobia,
      { org: 'NHS', title: 'Pain relief in labour' },
      { org: 'NHS', title: 'Drinking alcohol while pregnant' },
    ],
  },
  {
    id: 'preg-gestational-diabetes',
    question: 'What is gestational diabetes, and what happens if I have it?',
    asked: [
      'i have been diagnosed with gestational diabetes',
      'failed my glucose test what now',
      'gestational diabetes diet',
      'will gestational diabetes harm my baby',
      'does gestational diabetes go away after birth',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 16, to: 42 },
    lead: 'Gestational diabetes is high blood sugar that starts in pregnancy. It is common, it usually goes away after the birth, and with good control most people have a healthy baby.',
    points: [
      'You will be shown how to check your blood sugar at home, and given advice on food and activity. Many people manage it this way.',
      'If changes to food and activity are not enough, you may be offered tablets (metformin) or insulin. Metformin and insulin are both widely used in pregnancy and are safe for your baby: high blood sugar is the bigger risk to them.',
      'You will have extra scans to check your baby’s growth, because high blood sugar can make a baby grow large.',
      'Your team may suggest giving birth a little earlier, and your baby’s blood sugar will be checked after the birth.',
      'It raises your chance of type 2 diabetes later, so have a blood test after the birth (NHS: 6 to 13 weeks) and then once a year.',
    ],
    whenToCall:
      'Call your maternity unit straight away if your baby is moving less than usual. Call your midwife or doctor now if you are vomiting and cannot keep fluids down, or feel very unwell.',
    signs: ['reduced-fetal-movement', 'severe-vomiting'],
    related: ['gestational-diabetes-what-it-means', 'preg-glucose-test'],
    sources: [nhsGd, niceDiabetes, acogGd],
  },
  {
    id: 'baby-fever-care',
    question: 'Should I wrap my baby up or cool them down when they have a temperature?',
    asked: [
      'grandma wants a vinegar compress and blankets on the baby for her fever, is that right',
      'should i strip her off and use a cold flannel when she has a temp',
      'my mum says wrap him up and sweat it out, should i',
      'cold flannel on a baby with a temperature',
      'should i bundle baby up to sweat out a fever',
      'should i undress my baby if they have a temperature',
      'can i sponge my baby with cold water for a fever',
      'can a baby have aspirin for a temperature',
      'how to bring a babys temperature down',
      'what to do at home when baby has a fever',
      'in the old days we wrapped babies up to sweat out a temperature is that right',
      'should you wrap a baby up when they have a temperature',
      'baby due soon, when a baby has a temperature do you wrap them up to sweat it out or cool them down',
      'is it an old wives tale that you wrap a baby up to sweat out a temperature',
    ],
    topic: 'baby-fever',
    stages: ['postpartum', 'pregnant'],
    lead: 'Neither: dress your baby in light clothing and keep the room comfortably cool. Do not wrap them up to "sweat it out", and do not sponge them with cold or lukewarm water.',
    points: [
      'Wrapping a baby up can make their temperature rise further, so do not bundle them up to “sweat it out”: take off a layer so they do not overheat, then check their temperature again after a short while. A vest or a light layer is enough, with a sheet if the room is cool.',
      'Sponging does not bring a fever down and can make your baby shiver and feel worse.',
      'Keep offering breast milk or formula, more often than usual, so your baby does not get dehydrated.',
      'Under 2 months, do not give any medicine for a fever without a doctor’s advice. Over 2 months, infant paracetamol or ibuprofen (from 3 months) can help if your baby is distressed, following the packet for their age and weight. The medicine is for comfort, not to bring the number down. Never give aspirin to a child under 16: it can cause Reye’s syndrome, a rare but serious illness.',
      'Check on your baby during the night, including how they look and how many wet nappies they have.',
      'Never rub your baby with alcohol (rubbing alcohol) or add it to a bath: it passes through the skin and is breathed in, and can poison a baby. In a malaria area, a baby with a fever should be tested for malaria at a clinic the same day.',
    ],
    whenToCall:
      'Under 3 months, a temperature of 38 C (100.4 F) or higher needs emergency help now, even if your baby seems well. If your baby is 3 to 6 months old and has a temperature of 39 C (102.2 F) or higher, call your GP or NHS 111 (in the US, your baby’s doctor) the same day. At any age, call emergency services if your baby is floppy or hard to wake, struggling to breathe, or has a rash that does not fade under a glass.',
    signs: [
      'newborn-fever',
      'newborn-floppy-unresponsive',
      'newborn-breathing-difficulty',
      'newborn-non-blanching-rash',
    ],
    related: ['baby-fever-older-baby', 'baby-take-temperature'],
    sources: [nhsFeverChildren, niceFever, { org: 'AAP', title: 'Treating a fever without medicine' }],
  },
  {
    id: 'baby-paracetamol-after-menb',
    question: 'Should I give my baby paracetamol after their 8-week vaccines?',
    asked: [
      'the nurse told us to have infant tylenol ready for after the 2 month shots, i thought babies that young cant have it',
      'is calpol ok under 2 months after the immunisations, the hv said to get some',
      'why do they say give paracetamol after the 8 week vaccines',
      'paracetamol after baby vaccinations',
      'paracetamol after menb vaccine',
      'jabs tomorrow, should i give calpol after? last time they said only if needed',
      'how much infant paracetamol after the menb jab',
      'do i give calpol before or after jabs',
      '16 week jabs paracetamol',
    ],
    topic: 'baby-medicines',
    stages: ['postpartum'],
    postpartumWeeks: { from: 7, to: 18 },
    lead: 'Yes, in the UK. The MenB vaccine, given at 8 and 16 weeks, often causes a fever, so the NHS advises 3 doses of infant paracetamol after it: 2.5 ml each, the first soon after the vaccine, then 2 more, 4 to 6 hours apart.',
    points: [
      'Use infant paracetamol (120 mg in 5 ml) and the syringe in the pack.',
      'This is the NHS advice for the MenB vaccine only, and the nurse giving the vaccine will usually tell you too.',
      'A raised temperature, being grumpy and a sore leg are common for a day or two after vaccines.',
      'Keep offering feeds, and dress your baby in light clothing.',
      'In the US the schedule is different, so ask your baby’s doctor whether to give a fever medicine after vaccines.',
      'Give it after the vaccine, as advised, not before: giving paracetamol before the appointment just in case is not recommended.',
    ],
    whenToCall:
      'Call your GP or NHS 111 if the fever lasts more than 48 hours after the vaccine, or your baby seems unwell in any other way. Call emergency services now if your baby is floppy or hard to wake, struggling to breathe, or has a rash that does not fade under a glass.',
    signs: ['newborn-floppy-unresponsive', 'newborn-breathing-difficulty', 'newborn-non-blanching-rash'],
    related: ['baby-paracetamol', 'baby-vaccinations'],
    sources: [nhsMenB, nhsVaccineSchedule],
  },
  {
    id: 'baby-side-sleeping',
    question: 'Can my baby sleep on their side?',
    asked: [
      'is it ok for my baby to nap on her side',
      'is side sleeping safe for newborns',
      'can i put baby down on his side',
      'baby sleeps better on tummy',
      'should i prop baby on their side to sleep',
    ],
    topic: 'newborn-sleep',
    stages: ['postpartum'],
    lead: 'No. Put your baby down on their back for every sleep, day and night. Side and tummy sleeping both raise the risk of sudden infant death syndrome (SIDS).',
    points: [
      'A baby on their side can easily roll onto their tummy, which is the riskiest position.',
      'Babies on their back do not choke more: their gag reflex protects their airway, even if they spit up.',
      'Do not use wedges, rolled towels or sleep positioners to keep a baby on their side: lie them on a firm, flat mattress with nothing else in the cot.',
      'Once your baby can roll from back to front and back again by themselves (usually from about 5 to 6 months), you can leave them in the position they choose, but still put them down on their back.',
      'Tummy time is only while your baby is awake and watched, never for sleep.',
    ],
    whenToCall:
      'Call emergency services now if your baby has pauses in breathing, is working hard to breathe, has blue lips, or is floppy or hard to wake.',
    signs: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    related: ['baby-safe-sleep-basics', 'baby-back-sleeping-choking'],
    sources: [lullaby, aapSleep, nhsSids],
  },
  {
    id: 'pp-long-car-journey',
    question: 'How often should we stop on a long car journey with a baby?',
    asked: [
      'breaks on a long drive with a baby',
      'road trip with a young baby breaks',
      'how many hours can we drive with a baby',
      'car journey with 6 week old',
    ],
    topic: 'work-travel',
    stages: ['postpartum'],
    lead: 'Plan a break at least every 2 hours, and take your baby out of the car seat at each stop. Young babies, especially those under 4 weeks, should spend as little time in a car seat as possible.',
    points: [
      'A baby sitting semi-upright for a long time can have trouble keeping their airway open, so breaks matter even if your baby is asleep.',
      'At each stop, take your baby out to feed, change and stretch, lying flat if possible.',
      'If you can, have an adult sit in the back next to the baby to keep an eye on their breathing and position.',
      'Never feed your baby while the car is moving; stop somewhere safe.',
      'Keep the car at a comfortable temperature, and take off thick coats and snowsuits before strapping your baby in.',
    ],
    whenToCall:
      'Stop the car and call emergency services now if your baby is floppy or hard to wake, struggling to breathe, or their lips look blue.',
    signs: ['newborn-floppy-unresponsive', 'newborn-breathing-difficulty', 'newborn-colour-change'],
    related: ['pp-car-seat-how-long', 'pp-car-seat-basics'],
    sources: [nhsCarSeat, { org: 'The Lullaby Trust', title: 'Car seats and travel' }],
  },
  {
    id: 'preg-trimesters',
    question: 'When does each trimester start and end?',
    asked: [
      'am i in the second or third trimester at 27 weeks',
      'when does the second trimester start',
      'what weeks is the third trimester',
      'how many weeks is the first trimester',
      'what trimester am i in at 14 weeks',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'The first trimester is weeks 1 to 13, the second is weeks 14 to 27, and the third runs from week 28 until your baby is born.',
    points: [
      'Weeks are counted from the first day of your last period, so you are about 2 weeks "pregnant" before conception.',
      'The first trimester is when the baby’s organs form; sickness and tiredness are often at their worst.',
      'In the second trimester many people feel more energetic, the bump shows, and you feel your baby move.',
      'The third trimester is when your baby gains most of their weight; appointments become more frequent.',
      'Full term is from 39 weeks to 40 weeks and 6 days; a baby born from 37 weeks is early term, not premature.',
    ],
    whenToCall:
      'At any stage, call your midwife or maternity unit straight away if you have any bleeding, fluid leaking, or (from 24 weeks) your baby is moving less than usual.',
    signs: ['vaginal-bleeding', 'waters-breaking', 'reduced-fetal-movement'],
    sources: [acogTrimesters],
  },
  {
    id: 'preg-antenatal-classes',
    question: 'Should I go to antenatal classes, and when?',
    asked: [
      'are antenatal classes worth it',
      'when should i start birth classes',
      'nct classes or nhs classes',
      'what do you learn at antenatal class',
      'do partners go to antenatal classes',
    ],
    topic: 'antenatal-care',
    stages: ['pregnant'],
    lead: 'They are worth it for most people, especially with a first baby. Classes usually start at around 30 to 32 weeks (earlier for twins), and partners are welcome.',
    points: [
      'You learn about labour, pain relief, birth choices, feeding and caring for a newborn, and can ask questions.',
      'Many people value meeting other parents due around the same time: friendships often last.',
      'Free NHS classes are run by midwives; ask your midwife what is offered locally, in person or online.',
      'Paid classes (such as NCT in the UK, or hospital classes in the US) are another option; some offer help with the cost.',
      'There are classes on breastfeeding, hypnobirthing, and caesarean birth too.',
    ],
    whenToCall:
      'Call your maternity unit straight away if you have any bleeding, your waters break, or your baby is moving less than usual.',
    signs: ['vaginal-bleeding', 'waters-breaking', 'reduced-fetal-movement'],
    sources: [nhsAntenatalClasses],
  },
  {
    id: 'preg-belly-button',
    question: 'Why is my belly button popping out?',
    asked: [
      'belly button sticking out pregnant',
      'outie belly button pregnancy',
      'sore belly button pregnant',
      'will my belly button go back after birth',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    lead: 'As your womb grows, it pushes your tummy outwards and your belly button can flatten or pop out, often from the second trimester. It is harmless and usually goes back after the birth.',
    points: [
      'It can feel tender or rub on clothes: a soft vest or a bump band can help.',
      'A small soft bulge at the belly button that gets bigger when you cough or strain may be a small hernia, which is common in pregnancy. Show your midwife.',
      'Keep the area clean and dry, and avoid new belly button piercings while pregnant.',
      'Most belly buttons return to their usual shape within a few months of the birth.',
    ],
    whenToCall:
      'Tell your midwife or doctor if there is a lump that is painful or cannot be pushed back in. Call emergency services for severe belly pain that does not come and go.',
    signs: ['severe-abdominal-pain'],
    sources: [nhsBodyChanges],
  },
  {
    id: 'baby-white-noise',
    question: 'Is white noise safe for my baby’s sleep?',
    asked: [
      'white noise machine for baby',
      'shushing app baby sleep',
      'can white noise damage baby hearing',
      'should i play white noise all night',
    ],
    topic: 'newborn-sleep',
    stages: ['postpartum'],
    lead: 'White noise can help some babies settle, and used quietly it is fine. Keep the volume low and the device away from the cot.',
    points: [
      'Keep it quiet, about the level of a running shower or lower, and place the machine across the room, not in or next to the cot.',
      'Use a timer, or turn it off once your baby is asleep, if you can.',
      'Nothing should go in the cot except your baby: no sleep aids, toys or devices attached to the sides.',
      'White noise does not replace safe sleep: back to sleep, a clear flat cot, in your room for the first 6 months.',
    ],
    whenToCall:
      'Call emergency services now if your baby has pauses in breathing, is working hard to breathe, or is floppy or hard to wake.',
    signs: ['newborn-breathing-difficulty', 'newborn-floppy-unresponsive'],
    related: ['baby-safe-sleep-basics'],
    sources: [lullabyWhiteNoise],
  },
  {
    id: 'baby-walkers',
    question: 'Is a baby walker safe?',
    asked: [
      'will a walker get my baby walking sooner',
      'why are baby walkers not recommended anymore',
      'should i buy a baby walker',
      'do walkers help babies walk',
      'at what age can baby go in a walker',
      'is a baby bouncer or jumper ok',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    postpartumWeeks: { from: 12, to: 52 },
    lead: 'Baby walkers are not recommended. They cause many falls and injuries, including down stairs, and they do not help babies learn to walk.',
    points: [
      'In a walker a baby can move fast and reach hot drinks, cookers, stairs and ponds before you can stop them.',
      'Walkers can delay walking, because babies do not use their muscles in the way they need to.',
      'Floor play is best: tummy time, rolling, sitting and, later, pulling up on furniture.',
      'A stationary activity centre or bouncer is safer, but keep time in it short, and never use one for sleep.',
    ],
    whenToCall:
      'After a fall, call emergency services if your baby is floppy, hard to wake, has a seizure or vomits repeatedly; see a doctor the same day for any bump to the head in a baby under 1 that worries you.',
    signs: ['newborn-floppy-unresponsive', 'newborn-seizure'],
    sources: [aapWalkers, rospaWalkers],
  },
  {
    id: 'feed-hair-dye-breastfeeding',
    question: 'Can I dye my hair while breastfeeding?',
    asked: [
      'hair dye breastfeeding safe',
      'can i get my hair done while breastfeeding',
      'bleach highlights when nursing',
      'does hair dye get into breast milk',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    lead: 'Yes. Very little hair dye is absorbed through your scalp, so it is very unlikely to reach your breast milk. It is considered safe while breastfeeding.',
    points: [
      'Do a patch test first: skin can react differently after pregnancy.',
      'Work in a well-ventilated room, and wear gloves if you dye it yourself.',
      'Highlights and lowlights, which touch the scalp less, reduce contact even further.',
      'The same goes for most hair treatments; ask your hairdresser or a pharmacist about strong chemical treatments.',
    ],
    whenToCall:
      'Ask a pharmacist or doctor if your scalp becomes very red, swollen or blistered after a treatment.',
    sources: [nhsHairDye],
  },
  {
    id: 'preg-night-shifts',
    question: 'Can I keep working night shifts or long hours when I am pregnant?',
    asked: [
      'night shifts while pregnant',
      'is shift work safe in pregnancy',
      '12 hour shifts pregnant nurse',
      'standing all day at work pregnant',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'Many people keep working shifts in a healthy pregnancy, but tiredness builds as pregnancy goes on. Your employer must assess the risks of your job for pregnancy and change your hours or duties if they could harm you or your baby.',
    points: [
      'Tell your employer in writing that you are pregnant, so they must do a risk assessment (UK).',
      'If night work is a risk to your health, your employer should offer suitable day work on the same terms, or suspend you on full pay if there is none.',
      'Take your breaks, eat regular meals and snacks, drink water, and sit down when you can.',
      'Long periods of standing or heavy lifting are worth raising: they can often be reduced.',
      'Tell your midwife if work is leaving you exhausted; they can write to your employer.',
    ],
    whenToCall:
      'Call your midwife or doctor now if you feel faint or dizzy, or so exhausted it is not like ordinary tiredness. Call your maternity unit straight away for any bleeding, fluid leaking or (from 24 weeks) your baby moving less.',
    signs: [
      'dizziness-fainting',
      'extreme-exhaustion',
      'vaginal-bleeding',
      'waters-breaking',
      'reduced-fetal-movement',
    ],
    related: ['working-while-pregnant', 'preg-work-maternity-leave'],
    sources: [hseShifts, nhsRights],
  },
  {
    id: 'preg-long-drives',
    question: 'Is it safe to drive long distances when I am pregnant?',
    asked: [
      'long car journey pregnant',
      'road trip while pregnant',
      'how long can i sit in the car pregnant',
      'driving a long way in the third trimester',
      'my sister in law says i should stop driving now, 35 weeks, is she right',
      'is it ok to keep driving to work in the last few weeks',
      'when do pregnant women have to stop driving',
    ],
    topic: 'work-travel',
    stages: ['pregnant'],
    lead: 'Yes, if you feel well. Stop every hour or two to walk around, drink water, and wear your seatbelt under your bump, because sitting still for long raises the chance of a blood clot.',
    points: [
      'On each break, walk for a few minutes and do ankle circles; compression stockings help on long trips.',
      'Wear the lap belt under your bump, across your hips, and the diagonal strap between your breasts.',
      'Later in pregnancy, share the driving or let someone else drive if you are tired or uncomfortable.',
      'Carry your maternity notes, and know where maternity units are on your route.',
      'There is no set week to stop driving in a healthy pregnancy: drive for as long as you feel well and comfortable, can wear your belt properly and can reach the pedals and wheel easily, with your seat as far back as is comfortable.',
    ],
    whenToCall:
      'Call your midwife or doctor now if one leg becomes painful, swollen, red or warm. Call emergency services for chest pain or trouble breathing. After any car accident, get checked at your maternity unit, even if you feel fine.',
    signs: ['leg-clot-signs', 'chest-pain-breathing'],
    related: ['preg-seatbelt', 'preg-flying'],
    sources: [nhsTravel],
  },
  {
    id: 'preg-heat-pad',
    question: 'Can I use a hot water bottle or heat pad when I am pregnant?',
    asked: [
      'heat pad on my back pregnant',
      'is a hot water bottle safe in pregnancy',
      'wheat bag for back pain pregnant',
      'can i put heat on my bump',
      'can i use an electric blanket pregnant',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'Yes, on aches in your back, shoulders or hips, as long as it is warm rather than hot. Do not put heat on your bump for long, and avoid anything that makes your whole body hot.',
    points: [
      'Wrap a hot water bottle or wheat bag in a cover or towel, and use it for about 20 minutes at a time.',
      'Do not fall asleep with a heat pad switched on, to avoid burns. An electric blanket can warm the bed before you get in: switch it off before you sleep, so you do not overheat.',
      'Hot tubs, saunas and very hot baths raise your core temperature, which is best avoided, especially early in pregnancy.',
      'For back pain, gentle movement, a warm (not hot) bath, a supportive pillow and good posture help too.',
    ],
    whenToCall:
      'Back pain that comes and goes in a regular pattern before 37 weeks can be early labour: call your maternity unit now. Call them too if you have a temperature of 38 C (100.4 F) or higher.',
    signs: ['preterm-contractions', 'fever'],
    related: ['back-pain-in-pregnancy'],
    sources: [nhsBackPain],
  },
  {
    id: 'baby-swimming',
    question: 'When can I take my baby swimming?',
    asked: [
      'baby swimming how old',
      'do babies need vaccines before swimming',
      'swimming lessons for babies age',
      'can my newborn go in a swimming pool',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    lead: 'You can take your baby swimming at any age: in the UK there is no need to wait until they have had their vaccinations. Start with short sessions in a warm pool.',
    points: [
      'Young babies get cold quickly: choose a warm, small or baby pool, and start with about 10 minutes.',
      'Get out if your baby shivers or their lips look pale or blue, and wrap them in a towel straight away.',
      'Use a swim nappy, and do not go if your baby has had diarrhoea or is unwell.',
      'Hold your baby close at all times, and never leave them in or near water, even for a second.',
      'If you had a caesarean or stitches, wait until you have stopped bleeding and feel healed before you go in yourself (usually after your 6-week check).',
    ],
    whenToCall:
      'Call emergency services now if your baby has blue lips, is floppy or hard to wake, or struggles to breathe.',
    signs: ['newborn-colour-change', 'newborn-floppy-unresponsive', 'newborn-breathing-difficulty'],
    related: ['pp-swimming-after-birth'],
    sources: [nhsSwimming],
  },
  {
    id: 'preg-partner-understanding',
    question: 'My partner does not understand how I feel in pregnancy. What can help?',
    asked: [
      'partner doesnt understand how tired i am',
      'husband not supportive during pregnancy',
      'arguing with my partner pregnant',
      'feel alone in my pregnancy',
      'my partner isnt excited about the baby',
    ],
    topic: 'partners-family',
    stages: ['pregnant'],
    lead: 'It is common for partners to struggle to understand what pregnancy feels like. Telling them plainly what you feel and what would help, and bringing them into the pregnancy, usually makes a real difference.',
    points: [
      'Be specific: "I need you to cook on weekdays" works better than hoping they will notice.',
      'Invite them to scans and appointments, and share what your midwife says or this app’s week-by-week notes.',
      'Antenatal classes for couples help partners understand pregnancy, birth and the early weeks.',
      'If you keep arguing or feel unsupported, relationship support services can help before the baby comes.',
      'If you ever feel afraid of your partner, or are being hurt or controlled, tell your midwife: you can talk to them alone, and they can help you stay safe.',
    ],
    whenToCall:
      'Tell your midwife or doctor if you have felt low or anxious most days for two weeks or more. If you have thoughts of harming yourself, or you are in danger now, call emergency services.',
    signs: ['persistent-low-mood', 'self-harm-thoughts'],
    related: ['partners-and-support-people'],
    sources: [nhsRelationships],
  },
  {
    id: 'baby-pillow-duvet',
    question: 'When can my baby have a pillow or a duvet?',
    asked: [
      'what age can baby sleep with a pillow',
      'can my baby have a duvet',
      'baby pillow for flat head',
      'can my baby sleep on a pillow to keep her head round',
      'is a head shaping pillow ok in the cot at night',
      'when can baby have a blanket in the cot',
      'the travel cot mattress is so thin, can i fold a quilt underneath to make it softer for her',
    ],
    topic: 'newborn-sleep',
    stages: ['postpartum', 'pregnant'],
    lead: 'Not in the first year. A baby under 12 months should sleep on a firm, flat mattress with no pillow, duvet, quilt or cot bumper, because soft bedding raises the risk of suffocation and SIDS.',
    points: [
      'Use a baby sleeping bag that fits (no hood), or a thin cellular blanket tucked in no higher than the shoulders, with your baby’s feet at the foot of the cot.',
      'Special "flat head" or positioning pillows are not safe for sleep and are not needed. Flat spots are common from back sleeping and usually improve as your baby grows: keep putting them on their back, vary which way they face, and give tummy time while awake.',
      'Pillows and duvets are usually fine from about 12 months, or when your child moves to a bed.',
      'Keep soft toys out of the cot in the first year too.',
    ],
    whenToCall:
      'Call emergency services now if your baby has pauses in breathing, blue lips, or is floppy or hard to wake.',
    signs: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    related: ['baby-safe-sleep-basics', 'baby-sleeping-bags-blankets'],
    sources: [lullaby, aapSleep],
  },
  {
    id: 'preg-massage',
    question: 'Is it safe to have a massage when I am pregnant?',
    asked: [
      'pregnancy massage safe',
      'can i get a back massage pregnant',
      'massage first trimester',
      'reflexology in pregnancy',
    ],
    topic: 'pregnancy-activity',
    stages: ['pregnant'],
    lead: 'Yes, a gentle massage from a therapist trained in pregnancy massage is generally safe and can ease back ache and help you relax.',
    points: [
      'Tell the therapist you are pregnant and how many weeks, and choose someone trained in pregnancy massage.',
      'From the second trimester, lie on your side or sit supported rather than flat on your back or tummy.',
      'Avoid deep pressure on your legs, which could disturb a blood clot, and strong pressure on your bump.',
      'Some essential oils are best avoided in pregnancy: ask the therapist to use plain or pregnancy-safe oil.',
      'Reflexology and aromatherapy have little evidence; if you try them, use a practitioner who knows you are pregnant.',
    ],
    whenToCall:
      'Call your midwife or doctor now if one leg is painful, swollen, red or warm. Call your maternity unit straight away if you have any bleeding or (from 24 weeks) your baby is moving less.',
    signs: ['leg-clot-signs', 'vaginal-bleeding', 'reduced-fetal-movement'],
    related: ['back-pain-in-pregnancy'],
    sources: [nhsMassage, nhsBackPain],
  },
  {
    id: 'preg-fall',
    question: 'I fell over while pregnant. What should I do?',
    asked: [
      'tripped and fell pregnant',
      'fell down the stairs pregnant',
      'slipped and landed on my bump',
      'will a fall hurt my baby',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    lead: 'Your baby is well cushioned by the fluid and muscles around them, and a small fall usually does no harm. Call your maternity unit for advice after any fall onto your bump or any fall later in pregnancy, even if you feel fine.',
    points: [
      'Sit and rest for a while, and notice how you feel and whether your baby moves as usual.',
      'Your maternity unit may want to check you and your baby, especially after 24 weeks or if your bump was hit.',
      'If your blood group is RhD negative, tell the unit: you may need an anti-D injection soon after a blow to the bump.',
      'Later in pregnancy your balance changes: flat, supportive shoes, handrails and taking stairs slowly help.',
    ],
    whenToCall:
      'Call your maternity unit straight away after a fall if you have any bleeding, fluid leaking, belly pain or tightenings, or your baby is moving less than usual. Call emergency services for heavy bleeding or severe belly pain that does not come and go.',
    signs: [
      'vaginal-bleeding',
      'waters-breaking',
      'reduced-fetal-movement',
      'heavy-bleeding',
      'severe-abdominal-pain',
    ],
    sources: [rcogFalls, nhsTravel],
  },
  {
    id: 'preg-head-engaged',
    question: 'What does it mean when my baby’s head is engaged?',
    asked: [
      'how do i know if babys head is engaged',
      'baby has dropped pregnant',
      'head not engaged at 37 weeks',
      'what does 3/5 palpable mean',
    ],
    topic: 'labour-birth',
    stages: ['pregnant'],
    pregnancyWeeks: { from: 30, to: 42 },
    lead: 'It means your baby’s head has moved down into your pelvis, ready for birth. In a first pregnancy this often happens from about 36 weeks; in later pregnancies it may not happen until labour starts.',
    points: [
      'Your midwife checks by feeling your bump and may write how much of the head can still be felt, in fifths (5/5 is not engaged, 1/5 or 0/5 is deeply engaged).',
      'You may notice your bump looks lower, breathing and heartburn ease, and you need to pee more.',
      'A head that is not engaged at term is common, especially if you have had a baby before, and is not a sign that something is wrong.',
      'Engagement does not tell you when labour will start.',
    ],
    whenToCall:
      'Call your maternity unit straight away if your waters break (especially if the head is not engaged), you have any bleeding, or your baby is moving less than usual.',
    signs: ['waters-breaking', 'vaginal-bleeding', 'reduced-fetal-movement'],
    sources: [nhsEngaged],
  },
  {
    id: 'preg-showing',
    question: 'When will I start to show?',
    asked: [
      'showing already at 15 weeks with my second, is that normal',
      'my bump is bigger and earlier than with my first',
      'no bump at 14 weeks is that normal',
      'when does a baby bump appear',
      'why am i not showing yet',
      'my bump is small for how far along i am',
    ],
    topic: 'pregnancy-symptoms',
    stages: ['pregnant'],
    lead: 'Most people start to show between about 12 and 16 weeks in a first pregnancy, and often earlier in a later one. Every body is different, and having no bump yet is common and normal.',
    points: [
      'Your height, build, muscle tone and how your womb is tilted all change when a bump shows.',
      'Bloating can make you look pregnant early on, before there is a real bump.',
      'How big your bump looks does not tell you how big your baby is.',
      'From about 24 weeks your midwife measures your bump at appointments to check your baby’s growth.',
      'In a second or later pregnancy you often show sooner, because your tummy muscles and skin have been stretched before.',
    ],
    whenToCall:
      'Talk to your midwife if you are worried about the size of your bump. Call your maternity unit straight away if you have any bleeding, or (from 24 weeks) your baby is moving less than usual.',
    signs: ['vaginal-bleeding', 'reduced-fetal-movement'],
    related: ['preg-bump-measuring'],
    sources: [nhsShowing],
  },
];
