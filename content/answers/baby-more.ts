import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "baby, more": questions about the baby the first groups did not cover (gap analysis
 * against the NHS's baby pages, the Lullaby Trust, AAP and NICE, iteration 4): hunger cues and the let-down,
 * awake times, a baby who wakes when put down, sleep training, weight gain, ear infections, a bump to the
 * head, choking and swallowed objects, circumcision, pets, what to buy, a second-hand mattress and which
 * thermometer. "When to call" lines follow shared/medical/warning-signs.md (newborn signs to 3 months).
 */

const nhsBfFirstDays = { org: 'NHS', title: 'Breastfeeding: the first few days' };
const unicefResponsive = { org: 'UNICEF UK Baby Friendly Initiative', title: 'Responsive feeding infosheet' };
const nhsLetDown = { org: 'NHS', title: 'How to breastfeed: your let-down reflex' };
const nhsSleep = { org: 'NHS', title: 'Helping your baby to sleep' };
const lullaby = { org: 'The Lullaby Trust', title: 'Safer sleep advice' };
const lullabyMattress = { org: 'The Lullaby Trust', title: 'Product guide: mattresses' };
const aapSleep = { org: 'AAP', title: 'Getting Your Baby to Sleep' };
const nhsWeight = { org: 'NHS', title: 'Your baby’s weight and height' };
const aapGrowth = { org: 'AAP', title: 'Your Baby’s Growth: Birth to 12 Months' };
const nhsEar = { org: 'NHS', title: 'Ear infections' };
const niceOtitis = { org: 'NICE', title: 'Otitis media (acute): antimicrobial prescribing (NG91)' };
const nhsHead = { org: 'NHS', title: 'Head injury and concussion' };
const niceHead = { org: 'NICE', title: 'Head injury: assessment and early management (NG232)' };
const nhsChoking = { org: 'NHS', title: 'What to do if a baby is choking' };
const stJohn = { org: 'St John Ambulance', title: 'How to help a choking baby' };
const capt = { org: 'Child Accident Prevention Trust', title: 'Button batteries' };
const aapCirc = { org: 'AAP', title: 'Caring for Your Baby’s Penis' };
const nhsCirc = { org: 'NHS', title: 'Circumcision in boys' };
const nhsTemp = { org: 'NHS', title: 'How to take your baby’s temperature' };
const niceFever = { org: 'NICE', title: 'Fever in under 5s: assessment and initial management (NG143)' };
const aapTemp = { org: 'AAP', title: 'How to Take a Child’s Temperature' };

export const babyMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'feed-hunger-cues',
    question: 'How do I know when my baby is hungry?',
    asked: [
      'how do i know when baby is hungry',
      'hunger cues newborn',
      'signs baby wants feeding',
      'is crying a sign of hunger',
      'how to tell if baby is full',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 26 },
    lead: 'Babies show early hunger signs before they cry: stirring, opening their mouth, turning their head to look for the breast (rooting), and sucking on their hands or fingers. Crying is a late sign.',
    points: [
      'Try to feed when you see the early signs: a calm baby latches or takes a bottle more easily than a crying one.',
      'If your baby is already crying, calm them first with a cuddle or skin-to-skin, then feed.',
      'Newborns usually feed at least 8 to 12 times in 24 hours, often more in the evening: feed whenever they show they are hungry, not by the clock.',
      'Signs of being full include letting go of the breast or bottle, relaxed open hands, and falling asleep content.',
      'With a bottle, pace the feed and let your baby stop when they show they have had enough.',
    ],
    whenToCall:
      'Call your midwife, health visitor or doctor now if your baby is not interested in feeding, has had no feed for 8 hours, or has fewer wet nappies than usual. Call emergency services now if your baby is floppy or hard to wake.',
    signs: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-floppy-unresponsive'],
    related: ['feed-how-often-breastfeed', 'feed-responsive-bottle-feeding'],
    sources: [nhsBfFirstDays, unicefResponsive],
  },
  {
    id: 'feed-let-down',
    question: 'What is the let-down, and what does it feel like?',
    asked: [
      'what is a let down',
      'letdown reflex breastfeeding',
      'tingling in my boobs when feeding',
      'i dont feel my let down',
      'slow let down how to help',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    lead: 'The let-down is the reflex that releases milk when your baby sucks, triggered by the hormone oxytocin. Many people feel it as tingling, pins and needles or a sudden fullness; some feel nothing, and that is normal too.',
    points: [
      'You can tell it is working when your baby’s sucks change from short and quick to long and slow, with swallows.',
      'Milk may drip from the other breast, and early on you may feel period-like cramps as your womb tightens.',
      'It can happen when you hear your baby cry or think about them.',
      'Stress, pain and tiredness can slow it: a warm drink, a comfortable position, skin-to-skin and gently massaging your breast help.',
      'A very strong let-down can make your baby cough or pull off; feeding laid back can slow the flow.',
    ],
    whenToCall:
      'Call your midwife or GP now if part of a breast is red, hot and painful, or you have a temperature of 38 C (100.4 F) or higher. Ask a breastfeeding supporter for help if feeds hurt or your baby seems unsatisfied.',
    signs: ['fever'],
    related: ['feed-fast-letdown', 'feed-good-latch-signs'],
    sources: [nhsLetDown, { org: 'La Leche League International', title: 'Let-down reflex' }],
  },
  {
    id: 'baby-awake-times-naps',
    question: 'How long should my baby be awake between naps, and how long should naps be?',
    asked: [
      'how long should my baby be awake between naps',
      'wake windows newborn',
      'baby only naps for 30 minutes',
      'short naps baby',
      'signs my baby is tired',
      'overtired baby wont settle',
    ],
    topic: 'newborn-sleep',
    stages: ['postpartum'],
    lead: 'There is no set time: young babies can often only stay awake for short stretches, sometimes under an hour, before they are tired again, and this lengthens over the months. Watch your baby’s tired signs rather than the clock.',
    points: [
      'Tired signs include yawning, staring, looking away, fussing, jerky movements and rubbing their eyes.',
      'Short naps of 30 to 45 minutes are normal in the first months; longer, more regular naps often come after about 4 to 6 months.',
      'An overtired baby can find it harder to settle: start winding down when the first tired signs appear.',
      'Newborns sleep 8 to 16 hours or more in 24 hours, in short bursts day and night.',
      'Every nap is safest on their back in a clear cot or Moses basket, not in a swing, bouncer or car seat.',
    ],
    whenToCall:
      'Call emergency services now if your baby is floppy, hard to wake, or has pauses in breathing or grunting. Call your midwife, health visitor or doctor now if they are sleeping so much they are not feeding.',
    signs: ['newborn-floppy-unresponsive', 'newborn-breathing-difficulty', 'newborn-not-feeding'],
    related: ['baby-how-much-sleep', 'baby-contact-naps', 'baby-bedtime-routine'],
    sources: [
      nhsSleep,
      aapSleep,
      { org: 'National Sleep Foundation', title: 'How Much Sleep Do Babies Need?' },
    ],
  },
  {
    id: 'baby-wakes-when-put-down',
    question: 'My baby wakes up as soon as I put them down. What can I do?',
    asked: [
      'baby wakes up as soon as i put him down',
      'how to transfer sleeping baby to cot',
      'baby has a sensor in her back',
      'baby only sleeps in arms and wakes in the crib',
    ],
    topic: 'newborn-sleep',
    stages: ['postpartum'],
    lead: 'This is very common: babies feel the change in warmth and position, and the startle reflex can wake them. A few tricks help, and it usually gets easier over the first months.',
    points: [
      'Wait until your baby is in deep sleep, when their arms are floppy and breathing is slow and even, often 15 to 20 minutes after they drop off.',
      'Warm the cot sheet with your hand first (never leave a hot water bottle in), and lay them down bottom or feet first, then their head.',
      'Keep a hand gently on their chest for a minute, and use a dim light and quiet shushing or white noise at a low volume.',
      'Put them down drowsy but awake sometimes, so they get used to settling in the cot.',
      'Always lay them on their back in a clear, flat cot: never use wedges, positioners or rolled blankets to keep them in place.',
    ],
    whenToCall:
      'Call emergency services now if your baby has pauses in breathing, is grunting, floppy or hard to wake. Talk to your health visitor if you are exhausted: you do not have to manage alone.',
    signs: ['newborn-breathing-difficulty', 'newborn-floppy-unresponsive'],
    related: ['baby-contact-naps', 'baby-safe-sleep-basics', 'baby-white-noise'],
    sources: [
      lullaby,
      nhsSleep,
      { org: 'UNICEF UK Baby Friendly Initiative', title: 'Caring for your baby at night' },
    ],
  },
  {
    id: 'baby-sleep-training',
    question: 'Should I sleep train my baby, and when?',
    asked: [
      'should i sleep train',
      'cry it out method when',
      'controlled crying what age',
      'ferber method baby',
      'my husband wants to do cry it out',
    ],
    topic: 'newborn-sleep',
    stages: ['postpartum'],
    lead: 'Sleep training is a choice, not something your baby needs. It is not advised for young babies, who wake to feed and need comfort: most advice says not before about 6 months (some US advice says 4 to 6 months).',
    points: [
      'Young babies waking at night is normal and protective; it is not a habit to break.',
      'Gentle steps help at any age: a calm bedtime routine, a dark room, and sometimes putting your baby down drowsy but awake.',
      'Older babies can learn to settle with gradual methods, such as sitting beside the cot and moving further away over days, or returning at set times to reassure them.',
      'Do what suits your family, and stop if your baby is unwell, teething or going through a big change.',
      'Your health visitor or doctor can help you make a plan, and check there is no feeding or health reason for the waking.',
    ],
    weekNotes: [
      {
        stage: 'postpartum',
        weeks: { from: 0, to: 25 },
        text: 'Your baby is under 6 months: formal sleep training is not advised yet. A calm routine and responding to them is right for now.',
      },
    ],
    whenToCall:
      'If you feel at breaking point with the crying, put your baby down safely in their cot, step away for a few minutes, and call someone. Call emergency services now if your baby is floppy, hard to wake or has breathing pauses.',
    signs: ['newborn-floppy-unresponsive', 'newborn-breathing-difficulty'],
    related: ['baby-sleep-through-night', 'baby-bedtime-routine', 'baby-overwhelmed-never-shake'],
    sources: [nhsSleep, aapSleep, { org: 'NHS', title: 'Sleep and your baby (Start for Life)' }],
  },
  {
    id: 'baby-weight-gain',
    question: 'How much weight should my baby gain?',
    asked: [
      'how much weight should baby gain per week',
      'is my baby gaining enough weight',
      'when do babies double their birth weight',
      'baby weight gain slowed down',
      'family says my breastfed baby looks too skinny next to a formula fed baby, he is on his curve',
      'ebf baby is lean but following his centile, do i need to add formula',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'Most babies lose a little weight in the first days and are back to their birth weight by about 2 weeks. After that, many gain around 150 to 200 g (5 to 7 oz) a week in the first months, slowing down later.',
    points: [
      'What matters most is that your baby grows steadily along their own centile line on the growth chart, not an exact weekly amount.',
      'Weight goes up and down a little from week to week, and with feeds and nappies, so one weighing says less than the trend.',
      'Many babies double their birth weight by about 4 to 5 months.',
      'Your health visitor or baby’s doctor weighs them; weighing more often than needed can cause worry without helping.',
      'Plenty of wet and dirty nappies, alert periods and good muscle tone are also signs of feeding well.',
      'Breastfed babies are often leaner than formula-fed babies, and that is fine: if your baby is gaining steadily along their curve, there is no need to add formula.',
    ],
    weekNotes: [
      {
        stage: 'postpartum',
        weeks: { from: 0, to: 2 },
        text: 'In the first 2 weeks, the main check is that your baby gets back to their birth weight.',
      },
    ],
    whenToCall:
      'Call your midwife, health visitor or doctor now if your baby is feeding poorly, has no wet nappy for 8 hours, or seems very sleepy and hard to wake. Ask for a weight check if you are worried about feeding.',
    signs: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-floppy-unresponsive'],
    related: ['baby-weight-loss-first-week', 'baby-weighing-growth-charts', 'baby-dropping-centiles'],
    sources: [nhsWeight, aapGrowth, { org: 'WHO', title: 'Child growth standards' }],
  },
  {
    id: 'baby-ear-infection',
    question: 'Could my baby have an ear infection?',
    asked: [
      'how do i know if my baby has an ear infection',
      'baby pulling at ear',
      'baby rubbing ears and crying',
      'ear infection baby antibiotics',
      'discharge coming out of baby ear',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'Ear infections are common in babies, often after a cold. Signs include rubbing or pulling an ear, a temperature, being irritable or off feeds, and not reacting to quiet sounds. Most get better on their own within about 3 days.',
    points: [
      'Rubbing or pulling ears on its own is common and often just tiredness or teething.',
      'Infant paracetamol or ibuprofen can ease pain and fever, from the ages on the packet; ask a pharmacist for the dose for your baby’s age and weight.',
      'Antibiotics are not usually needed, as most infections are caused by viruses and get better without them.',
      'Do not put anything in your baby’s ear, including cotton buds or oil.',
      'A little fluid running from the ear can happen when the eardrum bursts: it usually heals on its own, but get it checked.',
    ],
    weekNotes: [
      {
        stage: 'postpartum',
        weeks: { from: 0, to: 12 },
        text: 'Your baby is under 3 months: a temperature of 38 C (100.4 F) or higher means calling emergency services or going to the emergency department now, whatever the cause.',
      },
    ],
    whenToCall:
      'See your GP or baby’s doctor if symptoms last more than 3 days, there is fluid coming from the ear, or there is swelling behind the ear. Call emergency services now if your baby is under 3 months with a temperature of 38 C (100.4 F) or higher, or is floppy or hard to wake.',
    signs: ['newborn-fever', 'newborn-floppy-unresponsive'],
    related: ['baby-fever-older-baby', 'baby-teething'],
    sources: [nhsEar, niceOtitis],
  },
  {
    id: 'baby-head-bump-fall',
    question: 'My baby fell or bumped their head. What should I watch for?',
    asked: [
      'baby fell off the bed',
      'baby hit head',
      'baby rolled off the sofa',
      'dropped my baby',
      'bump on head after fall baby',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'Stay calm, check your baby, and comfort them. A baby under 1 year who has fallen or has a bump, bruise or cut on their head should be checked by a doctor the same day, even if they seem fine.',
    points: [
      'Crying straight away is a good sign; hold and feed them, and watch them closely for the next 24 hours.',
      'A wrapped cold pack held gently on a bump can help; a lump often comes up quickly and is not in itself a bad sign.',
      'Let them sleep if they are tired, but check they wake easily and respond to you as usual.',
      'To prevent falls, never leave your baby alone on a bed, sofa or changing table, even before they can roll.',
    ],
    whenToCall:
      'Call emergency services now if your baby was knocked out, is floppy or hard to wake, has a fit, keeps vomiting, has clear fluid or blood coming from the nose or ears, or has a high-pitched or unusual cry. Otherwise, get them checked by your GP, NHS 111 or the baby’s doctor today.',
    signs: ['newborn-floppy-unresponsive', 'newborn-seizure'],
    related: ['baby-seriously-ill-signs'],
    sources: [nhsHead, niceHead],
  },
  {
    id: 'baby-choking-first-aid',
    question: 'What do I do if my baby is choking?',
    asked: [
      'baby choking what do i do',
      'first aid for choking baby',
      'back blows baby how',
      'baby choking on milk',
      'difference between gagging and choking',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'If your baby is coughing, let them cough: it is the best way to clear the blockage. If they cannot cough, cry or breathe, give up to 5 back blows, then up to 5 chest thrusts, and call emergency services if it has not cleared.',
    points: [
      'Back blows: lay your baby face down along your thigh, head lower than their bottom, supporting their head, and give up to 5 firm blows between the shoulder blades with the heel of your hand.',
      'Chest thrusts: turn them face up along your thigh, put two fingers in the middle of the chest just below the nipple line, and push down sharply up to 5 times.',
      'Do not sweep blindly in their mouth; only remove an object you can clearly see. Never use tummy thrusts on a baby under 1.',
      'Call emergency services if it does not clear, keep repeating back blows and chest thrusts, and start CPR if your baby becomes unresponsive.',
      'Gagging is different: coughing and spluttering with a red face is a normal reflex, common when starting solids or with a fast flow of milk.',
    ],
    whenToCall:
      'Call emergency services now if your baby cannot cough, cry or breathe, turns blue, or becomes unresponsive. Get your baby checked the same day after any choking episode that needed back blows or chest thrusts.',
    signs: ['newborn-colour-change', 'newborn-breathing-difficulty', 'newborn-floppy-unresponsive'],
    related: ['baby-swallowed-object', 'feed-foods-to-avoid-baby'],
    sources: [nhsChoking, stJohn, { org: 'British Red Cross', title: 'Baby first aid: choking' }],
  },
  {
    id: 'baby-swallowed-object',
    question: 'My baby swallowed something. What should I do?',
    asked: [
      'baby swallowed something',
      'baby swallowed a button battery',
      'baby swallowed a magnet',
      'baby ate something she shouldnt',
      'baby swallowed a coin',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'If your baby is choking, give first aid for choking and call emergency services. A button battery or magnet needs hospital straight away, even if your baby seems fine. Many other small objects pass through on their own, but ask for advice.',
    points: [
      'Button batteries can burn through the food pipe within hours: go to A&E (the emergency department) at once and take the packaging.',
      'Swallowing more than one magnet is dangerous: go to A&E.',
      'If they swallowed a medicine, chemical or plant, call NHS 111 (in the US, Poison Control on 1-800-222-1222), or emergency services if they are unwell. Do not try to make them sick.',
      'For a coin or small smooth object, with no coughing, drooling, pain or vomiting, ask NHS 111 or your doctor what to do.',
      'Keep button batteries, magnets, medicines, cleaning products and small objects out of reach before your baby starts to crawl.',
    ],
    whenToCall:
      'Call emergency services now if your baby is choking, struggling to breathe, drowsy or unresponsive. Go to the emergency department now for a button battery or magnets, or if they drool, will not feed, vomit or have tummy pain.',
    signs: ['newborn-breathing-difficulty', 'newborn-floppy-unresponsive'],
    related: ['baby-choking-first-aid'],
    sources: [capt, { org: 'NHS', title: 'Poisoning' }, { org: 'AAP', title: 'Swallowed Objects' }],
  },
  {
    id: 'baby-circumcision-care',
    question: 'How do I care for my baby’s circumcision?',
    asked: [
      'how to care for circumcision',
      'circumcision healing newborn',
      'vaseline on circumcision',
      'yellow stuff on circumcision is it infected',
      'how do i clean an uncircumcised penis',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 8 },
    lead: 'Keep the area clean and protected while it heals, usually over about 7 to 10 days. At each nappy change, put a little petroleum jelly on the tip (or on the gauze) so it does not stick to the nappy.',
    points: [
      'Clean gently with warm water only, and fasten the nappy loosely.',
      'A few drops of blood on the nappy in the first day, redness and a soft yellowish film while healing are normal: do not wipe the film away.',
      'If a plastic ring was used, it usually falls off by itself within about a week; do not pull it.',
      'An uncircumcised penis needs no special care: wash the outside only, and never pull back the foreskin, which separates naturally over years.',
    ],
    whenToCall:
      'Call your baby’s doctor or midwife now if bleeding does not stop with gentle pressure, redness or swelling spreads, there is pus or a bad smell, or your baby has not had a wet nappy for 8 hours. Call emergency services now if your baby is under 3 months with a temperature of 38 C (100.4 F) or higher.',
    signs: ['newborn-no-wet-nappy', 'newborn-fever'],
    related: ['baby-nappy-changing'],
    sources: [aapCirc, nhsCirc],
  },
  {
    id: 'baby-teeth-brushing-dentist',
    question: 'When should I start brushing my baby’s teeth, and when do they see a dentist?',
    asked: [
      'when should baby have first dentist visit',
      'when do i start brushing baby teeth',
      'what toothpaste for a baby',
      'how much toothpaste for a baby',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    lead: 'Start brushing as soon as the first tooth appears, twice a day, with a smear of fluoride toothpaste. Take your baby to the dentist when their first teeth come through, and by their first birthday.',
    points: [
      'For babies and children under 3, use a smear of family toothpaste with at least 1,000 ppm fluoride; it does not need to be a baby brand.',
      'Brush last thing at night and one other time in the day, and do not rinse afterwards: let them spit out what they can when older.',
      'In the UK, NHS dental care is free for children; in the US and Australia, a first visit by age 1 is advised too.',
      'Avoid sugary drinks and foods, and do not put your baby to bed with a bottle of milk or juice: it can cause tooth decay.',
      'From 6 months, offer water from an open or free-flow cup with meals.',
    ],
    whenToCall:
      'See a dentist or your GP if you notice white or brown spots on your baby’s teeth, or their gums are swollen and sore. Call your GP or the baby’s doctor the same day if they have a temperature with a swollen face.',
    related: ['baby-teething', 'feed-water-for-baby'],
    sources: [
      { org: 'NHS', title: 'Looking after your baby’s teeth' },
      { org: 'AAP', title: 'Baby’s First Tooth: 7 Facts Parents Should Know' },
    ],
  },
  {
    id: 'baby-eyes-hair-change',
    question: 'Will my baby’s eye colour change, and why is their hair falling out?',
    asked: [
      'will my babys eye colour change',
      'when do babies eyes change colour',
      'newborn hair falling out',
      'bald patch on back of baby head',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    lead: 'Yes, both are normal. Many babies are born with dark grey or blue eyes that change over the first year, and most lose some or all of their newborn hair in the first months.',
    points: [
      'Eye colour often settles by about 9 to 12 months, and can keep changing a little after that.',
      'Newborn hair often thins or falls out in the first 6 months, and the new hair can be a different colour or texture.',
      'A bald patch at the back of the head, where your baby lies, is common and grows back as they sit up.',
      'Cradle cap (yellow, greasy scales) is harmless and does not cause hair loss.',
    ],
    whenToCall:
      'Talk to your health visitor or baby’s doctor if one pupil looks white or cloudy in photos or light, an eye looks red or swollen, or your baby does not seem to follow faces by about 2 months.',
    related: ['baby-first-weeks-senses', 'baby-cradle-cap'],
    sources: [
      { org: 'AAP', title: 'Newborn Hair and Eye Color' },
      { org: 'NHS', title: 'Your baby’s eyes' },
    ],
  },
  {
    id: 'baby-undescended-testicle',
    question: 'My baby boy seems to have only one testicle. What happens now?',
    asked: [
      'baby only has one testicle',
      'undescended testicle baby',
      'baby testicle not dropped',
      'swollen scrotum baby boy',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'An undescended testicle is common, especially in babies born early, and it is checked at the newborn and 6 to 8 week checks. Most move down by themselves within the first 3 to 6 months.',
    points: [
      'If it has not come down by about 6 months, it is unlikely to by itself, and a small operation is usually advised, ideally before your baby’s first birthday.',
      'A soft, painless swelling of the scrotum is often fluid (a hydrocele), which usually goes by itself in the first year.',
      'A swelling in the groin that comes and goes, especially when crying, may be a hernia: see your GP or baby’s doctor.',
      'Mention any worry at your baby’s checks, or ask your GP or health visitor to look.',
    ],
    whenToCall:
      'Call emergency services or go to the emergency department now if the scrotum or groin becomes suddenly swollen, red, hard or painful, or your baby is in pain and being sick. Call emergency services now if your baby is under 3 months and has a temperature of 38 C (100.4 F) or higher.',
    signs: ['newborn-fever'],
    related: ['baby-newborn-check', 'baby-six-week-check'],
    sources: [
      { org: 'NHS', title: 'Undescended testicles' },
      { org: 'NHS', title: 'Hydrocele' },
    ],
  },
  {
    id: 'baby-hand-foot-mouth',
    question: 'What is hand, foot and mouth disease, and how do I look after my baby with it?',
    asked: [
      'what is hand foot and mouth',
      'spots on baby hands and feet and mouth ulcers',
      'hand foot mouth baby not eating',
      'how long is hand foot and mouth contagious',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'Hand, foot and mouth disease is a common, mild viral illness in young children. It starts like a cold with a temperature and sore mouth, then mouth ulcers and spots on the hands and feet; it usually gets better by itself in 7 to 10 days.',
    points: [
      'Keep offering breast milk, formula or water (from 6 months): a sore mouth can put babies off feeding, so offer little and often.',
      'Infant paracetamol or ibuprofen can ease pain and fever if your baby is old enough, following the packet or a pharmacist for their age and weight.',
      'Wash hands often and keep your baby away from nursery while they are unwell; there is no need to stay off once they feel better.',
      'It is not related to foot and mouth disease in animals.',
    ],
    weekNotes: [
      {
        stage: 'postpartum',
        weeks: { from: 0, to: 12 },
        text: 'Your baby is under 3 months: a temperature of 38 C (100.4 F) or higher needs emergency help now, whatever the cause.',
      },
    ],
    whenToCall:
      'Call your GP or NHS 111 (in the US, your baby’s doctor) today if your baby is drinking much less or has fewer wet nappies, or is not getting better after 7 to 10 days. Call emergency services now if your baby is floppy or hard to wake, struggling to breathe, or under 3 months with a temperature of 38 C (100.4 F) or higher.',
    signs: [
      'newborn-fever',
      'newborn-floppy-unresponsive',
      'newborn-breathing-difficulty',
      'newborn-not-feeding',
    ],
    related: ['baby-dehydration', 'baby-fever-older-baby'],
    sources: [
      { org: 'NHS', title: 'Hand, foot and mouth disease' },
      { org: 'CDC', title: 'Hand, Foot, and Mouth Disease' },
    ],
  },
  {
    id: 'baby-chickenpox',
    question: 'My baby has chickenpox. What should I do?',
    asked: [
      'baby has chickenpox',
      'chicken pox in babies what to do',
      'can i give ibuprofen for chickenpox',
      'how long is chickenpox contagious',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'Chickenpox is usually mild in babies and gets better by itself in 1 to 2 weeks. Ease the itch and keep your baby comfortable, and use paracetamol, not ibuprofen, for a temperature or pain.',
    points: [
      'The spots fill with fluid, blister and crust over; your baby is infectious until every spot has crusted, usually about 5 days after they appeared.',
      'Do not give ibuprofen unless a doctor advises it: with chickenpox it can lead to serious skin infections. Infant paracetamol can be given if your baby is old enough.',
      'Cooling gels or calamine, loose cotton clothes, short nails and scratch mittens help with the itch.',
      'Keep your baby away from pregnant people, newborns and anyone with a weakened immune system until the spots have crusted.',
    ],
    whenToCall:
      'Call your GP or NHS 111 now if your baby is under 4 weeks old, the skin around the spots is red, hot, swollen or painful, or they are drinking much less. Call emergency services now if your baby is struggling to breathe, floppy or hard to wake, has a fit, or a rash that does not fade under a glass.',
    signs: [
      'newborn-breathing-difficulty',
      'newborn-floppy-unresponsive',
      'newborn-seizure',
      'newborn-non-blanching-rash',
    ],
    related: ['preg-infection-exposure'],
    sources: [
      { org: 'NHS', title: 'Chickenpox' },
      { org: 'AAP', title: 'Chickenpox' },
    ],
  },
  {
    id: 'baby-cold-sore',
    question: 'My baby has a cold sore or small blisters round the mouth. Is it serious?',
    asked: [
      'baby has a cold sore',
      'blisters on baby lip',
      'can babies get herpes',
      'someone kissed my baby with a cold sore',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'In a young baby, a cold sore needs a doctor the same day: the herpes virus that causes cold sores can make babies, especially in the first weeks, very ill. Older babies and toddlers usually have milder infections.',
    points: [
      'Get your baby seen the same day (GP, NHS 111 or the baby’s doctor) for any sore or blisters on the skin, eyes or mouth in the first 3 months; antiviral medicine may be needed.',
      'If someone with a cold sore kissed your baby, watch for sores, a temperature, poor feeding or unusual sleepiness over the next weeks, and ask for advice.',
      'Anyone with a cold sore should not kiss a baby, and should wash their hands before touching them.',
      'In an older baby, a first infection can cause painful mouth ulcers and a temperature: keep offering fluids and see your GP if they are drinking little.',
    ],
    whenToCall:
      'Call emergency services now if your baby is under 3 months and has a temperature of 38 C (100.4 F) or higher, or is floppy, hard to wake or not feeding. Get a same-day appointment for any sores or blisters in a baby under 3 months.',
    signs: ['newborn-fever', 'newborn-floppy-unresponsive', 'newborn-not-feeding'],
    related: ['pp-kissing-baby'],
    sources: [
      { org: 'NHS', title: 'Neonatal herpes (herpes in babies)' },
      { org: 'NHS', title: 'Cold sores' },
    ],
  },
  {
    id: 'baby-pets',
    question: 'How do we keep our baby safe with a dog or cat?',
    asked: [
      'how do i introduce my dog to the baby',
      'is it ok to have a cat around the baby',
      'my dog and the new baby',
      'can the cat sleep in the nursery',
      'preparing my dog for a newborn',
    ],
    topic: 'newborn-care',
    stages: ['pregnant', 'postpartum'],
    lead: 'Babies and pets can live together safely with a few firm rules. The most important: never leave your baby alone with any pet, however gentle it is.',
    points: [
      'Prepare your dog before the birth: practise new routines and rooms it cannot enter, and let it sniff a blanket that smells of the baby.',
      'Introduce them calmly, with the dog on a lead and the baby held by another adult, and praise calm behaviour.',
      'Keep pets out of the room where your baby sleeps, and out of the cot, Moses basket and pram: your baby sleeps on their back in a clear cot with nothing else in it.',
      'Wash your hands after handling pets, keep their worm and flea treatments up to date, and keep pet food and litter trays away from your baby.',
      'In pregnancy, let someone else clean the cat’s litter tray, or wear gloves and wash your hands, because of toxoplasmosis.',
    ],
    whenToCall:
      'If a pet bites or scratches your baby and breaks the skin, wash it well and call your GP or the baby’s doctor the same day. Call emergency services for a serious bite or heavy bleeding.',
    related: ['preg-cat-litter-toxoplasmosis'],
    sources: [
      lullaby,
      { org: 'Dogs Trust', title: 'Dogs and babies' },
      { org: 'NHS', title: 'Animal and human bites' },
    ],
  },
  {
    id: 'baby-essentials',
    question: 'What essentials do I actually need to buy for a newborn?',
    asked: [
      'what do i actually need to buy for a newborn baby, the essentials',
      'newborn essentials list',
      'when should we start buying baby things',
      'what baby stuff is a waste of money',
      'baby shopping list first time',
    ],
    topic: 'newborn-care',
    stages: ['pregnant', 'postpartum'],
    lead: 'A newborn needs less than the shops suggest: a safe place to sleep, a car seat, clothes, nappies and a way to feed. Many people start buying from around 20 to 30 weeks, and have the essentials ready by about 36 weeks.',
    points: [
      'Sleep: a cot, crib, Moses basket or bassinet with a firm, flat, waterproof mattress that fits well, and fitted sheets. No bumpers, pillows, duvets or sleep positioners.',
      'Car seat: a rear-facing infant seat that meets current standards and fits your car; buy it new or from someone you know and trust.',
      'Clothes and nappies: about 6 to 8 vests and sleepsuits, a hat, baby sleeping bags, nappies, cotton wool or wipes, and muslin cloths.',
      'Feeding: breast pads and nipple cream if breastfeeding; bottles, teats, a steriliser and first infant formula if formula feeding.',
      'Nice but optional: a sling, a baby bath, a changing mat, a pram or pushchair that lies flat for young babies.',
    ],
    whenToCall:
      'Ask your midwife or health visitor if you are unsure what you need, or about help with the costs: in the UK, Healthy Start and local baby banks can help, and in the US, WIC.',
    related: ['baby-second-hand-mattress', 'pp-car-seat-basics', 'birth-hospital-bag'],
    sources: [
      lullaby,
      { org: 'NHS', title: 'Your pregnancy and baby guide: what you need for your baby' },
      { org: 'NHS', title: 'Car seats and travelling with your baby' },
    ],
  },
  {
    id: 'baby-second-hand-mattress',
    question: 'Is a second-hand cot, Moses basket or mattress safe?',
    asked: [
      'we got a second hand moses basket do i need a new mattress',
      'second hand cot mattress safe',
      'can i reuse the mattress from my first baby',
      'hand me down crib is it ok',
    ],
    topic: 'newborn-sleep',
    stages: ['pregnant', 'postpartum'],
    lead: 'A second-hand cot or Moses basket is fine if it is sturdy and in good condition, but a new mattress for each baby is best. If you use one again, it must be firm, flat, clean, dry and the right size.',
    points: [
      'The mattress should fit snugly with no gaps bigger than 4 cm around the edges, and have a waterproof cover with no tears or holes.',
      'It should be firm and flat, not sagging or soft; a mattress kept from your own older child is better than one from someone you do not know.',
      'Check a cot has no broken or missing parts, and that the bars are close enough that a baby’s head cannot get through.',
      'Do not add extra padding, bumpers or a second mattress on top.',
    ],
    whenToCall:
      'Call emergency services now if your baby has pauses in breathing, blue lips or is floppy or hard to wake.',
    signs: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    related: ['baby-safe-sleep-basics', 'baby-cot-products'],
    sources: [lullabyMattress, lullaby],
  },
  {
    id: 'baby-thermometer-which',
    question: 'Which thermometer should I buy for my baby?',
    asked: [
      'which thermometer should i buy for the baby',
      'what kind of thermometer do i need for a baby',
      'are ear thermometers accurate for babies',
      'forehead strip thermometer baby',
      'digital thermometer under arm or ear',
    ],
    topic: 'baby-fever',
    stages: ['pregnant', 'postpartum'],
    lead: 'A digital thermometer is the one to buy. In the UK it is used under the armpit for babies and young children; in the US, a digital thermometer in the bottom (rectal) gives the most accurate reading for young babies.',
    points: [
      'Forehead strips and thermometers that change colour are not reliable.',
      'Ear (infrared) thermometers are not recommended until about 6 months (AAP): a young baby’s ear canal is small, so readings are less reliable. Until then, use a digital one under the arm.',
      'Hold the thermometer in place for as long as its instructions say, and keep your baby’s arm gently against their side.',
      'A normal temperature in a baby is about 36.4 C, though it varies a little.',
      'How your baby looks and behaves matters as much as the number.',
    ],
    weekNotes: [
      {
        stage: 'postpartum',
        weeks: { from: 0, to: 12 },
        text: 'Your baby is under 3 months: a temperature of 38 C (100.4 F) or higher means calling emergency services or going to the emergency department now, even if they seem well.',
      },
    ],
    whenToCall:
      'Call emergency services now if your baby is under 3 months with a temperature of 38 C (100.4 F) or higher, or under 36 C. Call your GP or NHS 111 the same day if a baby of 3 to 6 months has a temperature of 39 C (102.2 F) or higher.',
    signs: ['newborn-fever', 'newborn-low-temperature'],
    related: ['baby-take-temperature', 'baby-fever-what-counts'],
    sources: [nhsTemp, niceFever, aapTemp],
  },
];
