import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "medicines and products": medicines asked about by name in pregnancy and while
 * breastfeeding, and baby products parents buy (pushchairs, carriers, skin creams). No doses: the NHS's
 * medicines pages, the Breastfeeding Network and the pharmacist decide those. Products follow the Lullaby
 * Trust, RoSPA, the NHS and the International Hip Dysplasia Institute.
 */

const nhsAntibioticsPreg = { org: 'NHS', title: 'Medicines in pregnancy: antibiotics' };
const bumps = { org: 'UKTIS / BUMPS', title: 'Best Use of Medicines in Pregnancy' };
const nhsDiarrhoea = { org: 'NHS', title: 'Diarrhoea and vomiting' };
const nhsLoperamide = { org: 'NHS', title: 'Loperamide: pregnancy and breastfeeding' };
const bfn = { org: 'The Breastfeeding Network', title: 'Drugs in Breastmilk information service' };
const nhsIndigestionBf = { org: 'NHS', title: 'Indigestion medicines: pregnancy and breastfeeding' };
const nhsEczema = { org: 'NHS', title: 'Atopic eczema' };
const niceEczema = { org: 'NICE', title: 'Atopic eczema in under 12s (CG57)' };
const nhsPushchair = { org: 'NHS', title: 'Your baby’s first months: getting out and about' };
const rospa = { org: 'RoSPA', title: 'Pushchairs and prams: safety advice' };
const ihdi = { org: 'International Hip Dysplasia Institute', title: 'Hip-healthy babywearing' };
const lullabySling = { org: 'The Lullaby Trust', title: 'Slings and carriers' };
const nhsCarSeat = { org: 'NHS', title: 'Car seats and travelling with your baby' };
const rospaCarSeat = { org: 'RoSPA', title: 'Child car seats: i-Size and rear-facing' };
const nhsSleepAids = { org: 'NHS', title: 'Insomnia: pregnancy and sleeping tablets' };
const nhsFeverChildren = { org: 'NHS', title: 'High temperature (fever) in children' };
const niceFever = { org: 'NICE', title: 'Fever in under 5s: assessment and initial management (NG143)' };

export const medicinesProductsAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-antibiotics',
    question: 'Can I take antibiotics when I am pregnant?',
    asked: [
      'is amoxicillin safe in pregnancy',
      'gp gave me antibiotics am i ok to take them pregnant',
      'which antibiotics are safe when pregnant',
      'antibiotics for a water infection while pregnant',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'Yes, when you need them. Many antibiotics, such as penicillins like amoxicillin, are commonly used in pregnancy, and an untreated infection can be more of a risk to you and your baby than the medicine. Always tell the prescriber you are pregnant.',
    points: [
      'Some antibiotics are avoided: for example tetracyclines such as doxycycline, and trimethoprim in the first trimester. Your doctor or pharmacist will choose one that suits pregnancy.',
      'Take the whole course as prescribed, even when you feel better.',
      'Urine infections are more common in pregnancy and need treating, because they can spread to the kidneys.',
      'If you took an antibiotic before you knew you were pregnant, try not to worry, and mention it to your midwife or doctor.',
      'Thrush after antibiotics is common: ask a pharmacist for a cream or pessary suitable in pregnancy.',
    ],
    whenToCall:
      'Call your doctor or midwife now if you have a temperature of 38 C (100.4 F) or higher, shivering, or pain in your back or side. Call emergency services now if you have swelling of your face, lips or throat, or trouble breathing, after a medicine.',
    signs: ['fever'],
    related: ['preg-uti', 'preg-thrush'],
    sources: [nhsAntibioticsPreg, bumps],
  },
  {
    id: 'preg-diarrhoea',
    question: 'What can I take for diarrhoea when I am pregnant? Is Imodium OK?',
    asked: [
      'can i take imodium when pregnant',
      'loperamide pregnancy',
      'diarrhoea while pregnant what can i take',
      'upset stomach and runny poo pregnant',
      'tummy bug while pregnant',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'Drink plenty of fluids and rest: most diarrhoea settles within a few days. Loperamide (Imodium) is not usually recommended in pregnancy unless a doctor or pharmacist advises it, but rehydration sachets such as Dioralyte are fine.',
    points: [
      'Sip water often. Oral rehydration sachets replace the salts and sugar you lose and are safe in pregnancy.',
      'Eat when you feel able: plain, small meals are easiest.',
      'Wash your hands well, and do not prepare food for others while you are ill.',
      'Ask a pharmacist before taking any medicine for it.',
      'Diarrhoea with a high temperature and aches after eating a risky food can be listeria: say what you ate when you call.',
    ],
    whenToCall:
      'Call your midwife or doctor now if you cannot keep fluids down, feel dizzy or faint, have a temperature of 38 C (100.4 F) or higher, blood in your poo, or diarrhoea for more than 2 days. Call your maternity unit now if you also have tightenings or belly pain that comes and goes before 37 weeks.',
    signs: ['severe-vomiting', 'dizziness-fainting', 'fever', 'preterm-contractions'],
    related: ['preg-ate-risky-food'],
    sources: [nhsDiarrhoea, nhsLoperamide, bumps],
  },
  {
    id: 'feed-antacids-indigestion-breastfeeding',
    question: 'Can I take Gaviscon or other indigestion medicine while breastfeeding?',
    asked: [
      'can i take gaviscon while breastfeeding',
      'rennie breastfeeding safe',
      'heartburn medicine when breastfeeding',
      'is omeprazole ok while breastfeeding',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    lead: 'Yes: antacids and alginates such as Gaviscon and Rennie are fine while breastfeeding, because very little reaches your milk. Follow the packet.',
    points: [
      'Small meals, not eating late, and raising the head of your bed help indigestion too.',
      'If you need something stronger, your GP can prescribe medicines such as omeprazole, which are also used while breastfeeding.',
      'Tell your pharmacist or GP you are breastfeeding whenever you buy or are given a medicine.',
      'Infant Gaviscon is a different product, for babies with reflux, and only on a doctor’s advice.',
    ],
    whenToCall:
      'See your GP if indigestion keeps coming back or you lose weight. Call emergency services now for chest pain with trouble breathing or a racing heart.',
    related: ['feed-medicines-while-breastfeeding', 'feed-painkillers-breastfeeding'],
    sources: [nhsIndigestionBf, bfn],
  },
  {
    id: 'baby-eczema-dry-skin',
    question: 'My baby has dry skin or eczema. What helps?',
    asked: [
      'my baby has eczema what cream can i use',
      'baby dry patches on cheeks',
      'red rough itchy patches on baby skin',
      'best moisturiser for baby eczema',
      'emollient for baby',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'Eczema is common in babies and usually starts as dry, red, itchy patches, often on the cheeks and in skin creases. An unperfumed moisturiser (emollient), used often and generously, is the main treatment.',
    points: [
      'Apply emollient several times a day, smoothing it on in the direction the hair grows, and use it instead of soap for washing.',
      'Keep baths short and lukewarm, with no bubble bath or perfumed products, and pat the skin dry.',
      'Dress your baby in soft cotton, keep their nails short, and keep the room from getting too hot.',
      'Your GP or health visitor can check it and may prescribe a mild steroid cream for flare-ups, used as directed. It is safe when used as prescribed.',
      'Newborn skin peeling in the first weeks is normal and is not eczema.',
    ],
    whenToCall:
      'See your GP if the skin does not improve with emollients, or is weeping, crusted or bleeding, which can mean infection. Get urgent help the same day if eczema suddenly gets worse with painful blisters or your baby is unwell, and call emergency services now if your baby is under 3 months and has a temperature of 38 C (100.4 F) or higher.',
    signs: ['newborn-fever'],
    related: ['baby-skin-peeling', 'baby-nappy-rash'],
    sources: [nhsEczema, niceEczema],
  },
  {
    id: 'baby-pushchair-lie-flat',
    question: 'When can my baby go in a forward-facing pushchair or buggy?',
    asked: [
      'when can baby sit up in the pushchair',
      'when can my baby go in a stroller seat',
      'how long should baby lie flat in the pram',
      'when can baby face forward in the buggy',
    ],
    topic: 'newborn-care',
    stages: ['postpartum', 'pregnant'],
    lead: 'Young babies should lie flat in a pram or carrycot until they can sit up unaided, usually around 6 months. Then they can move to an upright pushchair seat.',
    points: [
      'Lying flat supports a young baby’s back and keeps their airway open.',
      'A parent-facing pushchair lets you see and talk to your baby, which many babies like.',
      'Always use the 5-point harness once your baby sits up, and put the brake on when you stop.',
      'Do not hang heavy bags on the handles, as the pushchair can tip over.',
      'Do not cover the pram with a blanket in warm weather: it traps heat. Use a sunshade that lets air through.',
    ],
    whenToCall:
      'Call emergency services now if your baby is floppy or hard to wake, struggling to breathe, or has blue lips.',
    signs: ['newborn-floppy-unresponsive', 'newborn-breathing-difficulty', 'newborn-colour-change'],
    related: ['baby-car-seat-sleep', 'baby-sun-safety'],
    sources: [nhsPushchair, rospa],
  },
  {
    id: 'baby-carrier-hips',
    question: 'Which baby carrier or sling is best for my baby’s hips?',
    asked: [
      'hip healthy baby carrier',
      'can babywearing cause hip dysplasia',
      'how should baby legs be in a sling',
      'when can baby face outwards in a carrier',
    ],
    topic: 'newborn-care',
    stages: ['postpartum', 'pregnant'],
    lead: 'Choose a carrier or sling that holds your baby facing you, upright and snug, with their knees higher than their bottom and legs spread around you in an M shape. Follow the TICKS checks for safe breathing every time.',
    points: [
      'The seat of the carrier should support your baby’s thighs from knee to knee, not leave the legs dangling straight down.',
      'TICKS: tight, in view at all times, close enough to kiss, keep the chin off the chest, supported back.',
      'Facing outwards is only for short times, once your baby has good head control, usually from around 4 to 6 months.',
      'Bag-style slings that curl a baby into a C shape are not safe.',
      'For longer sleeps, move your baby onto their back in their cot.',
    ],
    whenToCall:
      'Call emergency services now if your baby has pauses in their breathing, is working hard to breathe, has blue lips, or is floppy or hard to wake.',
    signs: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    related: ['baby-sling-safety', 'baby-hip-check'],
    sources: [ihdi, lullabySling],
  },
  {
    id: 'baby-car-seat-rear-facing',
    question: 'How long should my baby stay rear-facing in the car?',
    asked: [
      'when can my baby face forward in the car seat',
      'rear facing car seat until what age',
      'what is an i-size car seat',
      'when does baby move out of the infant car seat',
    ],
    topic: 'newborn-care',
    stages: ['postpartum', 'pregnant'],
    lead: 'Keep your baby rear-facing for as long as possible. In the UK, i-Size seats must be rear-facing until at least 15 months, and many children stay rear-facing until about 4 years.',
    points: [
      'Rear-facing seats protect a baby’s head, neck and spine much better in a crash.',
      'Move up to the next seat when your baby reaches the seat’s height or weight limit, or their head is above the top of the shell, not by age alone. Legs touching the vehicle seat, or bent, are fine and comfortable for them: that is not a safety reason to turn them forward-facing.',
      'Never put a rear-facing seat in front of an active airbag.',
      'Keep the harness snug, with no bulky coats underneath.',
      'Car seats are for travelling: take your baby out for breaks at least every 2 hours on long journeys.',
    ],
    whenToCall:
      'After any car crash, get your baby checked even if they seem fine, and replace the seat. Call emergency services now if your baby is floppy, blue or struggling to breathe.',
    signs: ['newborn-floppy-unresponsive', 'newborn-colour-change', 'newborn-breathing-difficulty'],
    related: ['pp-car-seat-basics', 'pp-car-seat-how-long'],
    sources: [nhsCarSeat, rospaCarSeat],
  },
  {
    id: 'preg-sleeping-tablets',
    question: 'Can I take sleeping tablets, Nytol or melatonin when I am pregnant?',
    asked: [
      'is nytol safe in pregnancy',
      'can i take melatonin while pregnant',
      'sleeping pills pregnant',
      'what can i take to help me sleep pregnant',
    ],
    topic: 'pregnancy-medicines-safety',
    stages: ['pregnant'],
    lead: 'Sleeping tablets and sleep remedies are not usually recommended in pregnancy, including over-the-counter ones like Nytol and melatonin, unless your doctor advises them. Try sleep habits first, and ask your GP or pharmacist if you are struggling.',
    points: [
      'Lie on your side with a pillow between your knees and another under your bump; a pregnancy pillow helps many people.',
      'Keep a regular bedtime, cut down caffeine after midday, and wind down without screens.',
      'If heartburn, cramps or needing to pee keep you awake, each can be eased: ask your midwife.',
      'Herbal sleep remedies are not tested in pregnancy: check with a pharmacist first.',
      'If worry or low mood keeps you awake, tell your midwife: talking therapies help with sleep too.',
    ],
    whenToCall:
      'Tell your midwife or GP if you are sleeping very badly for weeks. If you feel low or anxious most days for two weeks or more, contact them. If you have thoughts of harming yourself, call emergency services now.',
    signs: ['persistent-low-mood', 'self-harm-thoughts'],
    related: ['preg-insomnia', 'preg-sleep-position'],
    sources: [nhsSleepAids, bumps],
  },
  {
    id: 'baby-paracetamol-and-ibuprofen',
    question: 'Can I give my baby paracetamol and ibuprofen together?',
    asked: [
      'should i be switching between calpol and nurofen every few hours',
      'can i give calpol and nurofen together',
      'alternating calpol and nurofen baby',
      'can i give tylenol and motrin at the same time',
      'calpol not working can i give nurofen',
      'is it ok to give both paracetamol and ibuprofen at once to a baby over 3 months',
      'which one can a baby with a temperature have, nurofen or calpol',
      'baby has a cold and a little fever, can i give her tylenol or the motrin, which one and how much',
    ],
    topic: 'baby-medicines',
    stages: ['postpartum'],
    postpartumWeeks: { from: 12, to: 52 },
    lead: 'Not at the same time. Give one of them, following the packet for your baby’s age; if it has not helped your baby’s discomfort before the next dose is due, you can try the other one instead (NICE). Alternating them is not done by the clock: alternate only if one has not helped before the next dose is due, and do not give both at once unless a doctor tells you to; follow each leaflet.',
    points: [
      'Infant ibuprofen is only for babies from 3 months who weigh at least 5 kg in the UK; in the US, infant ibuprofen (Advil, Motrin) is labelled from 6 months, so ask your pediatrician or pharmacist before then. Infant paracetamol from 2 months (over 4 kg, born after 37 weeks); in the US and Canada, acetaminophen (Tylenol) is dosed by weight.',
      'Write down the time and the amount of each dose, so no one gives an extra dose by mistake, and use the syringe that comes with each medicine.',
      'Medicine is for comfort: a baby who is feeding, playing and alert does not need it just to bring a temperature down. A fever is 38 C (100.4 F) or higher, so a reading below 38 is not a fever; give medicine only if your baby is distressed or uncomfortable.',
      'Check other medicines do not also contain paracetamol or ibuprofen before giving them. Never give aspirin to a baby or a child under 16.',
      'If you find you need to keep switching between them, ask your GP, pharmacist or NHS 111 (in the US, your pediatrician) for advice.',
      'Keep offering breast milk or formula (and sips of water from 6 months), so your baby does not get dehydrated.',
    ],
    whenToCall:
      'Call your GP, your baby’s doctor or NHS 111 if your baby seems unwell, is feeding much less, or you are worried. Call emergency services now if your baby is floppy or hard to wake, struggling to breathe, or has a rash that does not fade under a glass, or is under 3 months with a temperature of 38 C (100.4 F) or higher.',
    signs: [
      'newborn-fever',
      'newborn-floppy-unresponsive',
      'newborn-breathing-difficulty',
      'newborn-non-blanching-rash',
    ],
    related: ['baby-paracetamol', 'baby-ibuprofen', 'baby-fever-older-baby'],
    sources: [
      nhsFeverChildren,
      niceFever,
      { org: 'AAP', title: 'Ibuprofen Dosage Table for Fever and Pain' },
    ],
  },
];
