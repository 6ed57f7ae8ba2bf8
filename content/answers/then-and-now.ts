import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "then and now": what a grandparent did in her day against what we know now (iteration
 * 18), for old practices the library did not answer yet: aspirin for babies, a drop of whiskey or brandy on the
 * gums, homemade formula from evaporated milk, breast milk that looks too thin, and days of bed rest after the birth. Each is written for the
 * practice's class, so other wordings of it ("in my day", "we always", "my nan swears by") find it; the
 * folds that drop the era and the proof are src/server/modules/content/answer-fold-then-now.ts. Facts from
 * the NHS, the AAP, the FDA and UNICEF UK Baby Friendly; "when to call" lines follow
 * shared/medical/warning-signs.md.
 */

const nhsReye = { org: 'NHS', title: "Reye's syndrome" };
const nhsAspirin = { org: 'NHS', title: 'Aspirin for pain relief' };
const nhsParacetamolChildren = { org: 'NHS', title: 'Paracetamol for children' };
const aapTeething = { org: 'AAP', title: 'Teething: 4 to 7 Months (HealthyChildren.org)' };
const nhsTeething = { org: 'NHS', title: 'Baby teething symptoms' };
const aapHomemade = { org: 'AAP', title: 'Homemade Baby Formula: AAP Explains Why It Is Not Safe' };
const fdaHomemade = { org: 'FDA', title: 'Do Not Use Homemade Infant Formula' };
const nhsFormula = { org: 'NHS', title: 'Types of formula milk' };
const nhsEnoughMilk = { org: 'NHS', title: 'Breastfeeding: is my baby getting enough milk?' };
const unicefMilk = { org: 'UNICEF UK Baby Friendly', title: 'Breastfeeding: how breast milk is made' };
const nhsBodyAfter = { org: 'NHS', title: 'Your body after the birth' };
const niceNg194 = { org: 'NICE', title: 'Postnatal care (NG194)' };
const rcogClots = {
  org: 'RCOG',
  title: 'Reducing the risk of venous thrombosis in pregnancy and after birth',
};

export const thenAndNowAnswers: AnswerEntryInput[] = [
  {
    id: 'baby-aspirin-never',
    question: 'Can I give my baby aspirin, like baby aspirin or Junior Disprin?',
    asked: [
      'is baby aspirin ok for a baby with a temperature',
      'aspirin for babies in my day, is it still used',
      'can a baby have junior aspirin for teething pain',
      'why cant children have aspirin',
      'my mum wants to give the baby a bit of aspirin for fussiness',
    ],
    topic: 'baby-medicines',
    stages: ['postpartum'],
    lead: 'No. Never give aspirin to a baby or a child under 16, whatever the packet or its old name ("baby aspirin", Junior Disprin, St Joseph). Aspirin is linked to Reye’s syndrome, a rare but serious illness that harms the liver and brain.',
    points: [
      'Aspirin made for children was withdrawn for this reason; "baby aspirin" today means a low-dose aspirin for adults, not a medicine for babies.',
      'For pain or a temperature that is making your baby miserable, infant paracetamol can be given from 2 months and infant ibuprofen from 3 months (if they weigh over 5 kg), following the packet for their age.',
      'Medicine is for pain or fever, not for ordinary crying, fussiness or to help a baby sleep. Crying, often in the evening, is common in healthy babies: it usually peaks around 6 to 8 weeks and eases by about 3 to 4 months.',
      'Keep any adult aspirin well out of reach, and tell whoever cares for your baby which medicines, if any, they may give.',
      'A temperature of 38 C or more is the body fighting an infection: watch how your baby is, offer plenty of feeds, and dress them in light clothes.',
    ],
    whenToCall:
      'Call emergency services now if your baby is under 3 months and has a temperature of 38 C (100.4 F) or higher, or at any age is floppy, hard to wake or struggling to breathe. If a baby has swallowed aspirin, get medical help straight away (NHS 111 or poison control), even if they seem well.',
    signs: ['newborn-fever', 'newborn-floppy-unresponsive', 'newborn-breathing-difficulty'],
    related: ['baby-paracetamol', 'baby-ibuprofen'],
    sources: [nhsReye, nhsAspirin, nhsParacetamolChildren, { org: 'NHS', title: 'Soothing a crying baby' }],
  },
  {
    id: 'baby-alcohol-on-gums',
    question: 'Is a drop of whiskey or brandy on the gums OK for a teething baby?',
    asked: [
      'brandy on babys gums for teeth',
      'rum rubbed on gums for teething, old remedy',
      'a drop of alcohol to help a baby sleep',
      'my dad wants to put whisky on the babys gums',
      'a little whiskey in the bottle to settle him',
    ],
    topic: 'baby-medicines',
    stages: ['postpartum'],
    lead: 'No: never give a baby alcohol, not even a drop rubbed on the gums. A baby’s body cannot deal with alcohol, and even a small amount can lower their blood sugar and make them drowsy or unwell.',
    points: [
      'Alcohol does not treat teething pain; it was an old remedy from before we knew how it affects babies.',
      'Safer ways to soothe sore gums: a clean teething ring cooled in the fridge (not the freezer), rubbing the gums gently with a clean finger, or something cool and hard to chew on.',
      'If your baby is in pain, infant paracetamol (from 2 months) or ibuprofen (from 3 months, over 5 kg) can help, following the packet.',
      'Avoid teething powders, adult gels, amber necklaces and rubs of camphor or menthol on a baby.',
      'If alcohol has been given, watch for drowsiness, floppiness or being hard to wake, and get help if you see any.',
    ],
    whenToCall:
      'Call emergency services now if your baby is floppy, very sleepy or hard to wake, or struggling to breathe. Call NHS 111 or your doctor if a baby has had alcohol and you are worried.',
    signs: ['newborn-floppy-unresponsive', 'newborn-breathing-difficulty'],
    related: ['baby-teething'],
    sources: [aapTeething, nhsTeething],
  },
  {
    id: 'feed-homemade-formula',
    question: 'Can I make my own baby formula, like evaporated milk and corn syrup?',
    asked: [
      'homemade formula recipe safe',
      'can i use evaporated milk instead of formula',
      'grandma wants to make formula at home to save money',
      'is diy baby formula ok',
      'can i water down formula to make it last',
      'can i give cow or buffalo milk mixed with water instead of formula',
      'formula is too expensive, can the baby have ordinary milk',
    ],
    topic: 'bottle-feeding',
    stages: ['postpartum'],
    lead: 'No. Homemade formula, such as evaporated or condensed milk with corn (Karo) syrup, is not safe: it lacks nutrients babies need, can have too much of others, and has made babies seriously ill. The FDA and the AAP advise against it.',
    points: [
      'Under 12 months, a baby’s milk should be breast milk or a commercial infant formula, which by law has what a baby needs. Cow’s milk, goat’s milk or evaporated milk should not be their main drink.',
      'Never water formula down or add extra powder: make it exactly as the packet says, as too much water or too little can make a baby very unwell.',
      'A cheaper own-brand first infant formula is just as good as an expensive one: all meet the same standards.',
      'If formula is hard to afford, ask your health visitor, doctor or WIC office (in the US), or Healthy Start (in the UK), about help.',
      'Grandparents fed babies this way before today’s formula existed; we now know it can cause poor growth, low iron and other illness.',
    ],
    whenToCall:
      "Call your midwife, health visitor or your baby's doctor now if your baby, under 3 months, is taking less than half their usual feeds or has had no wet nappy for 8 hours.",
    signs: ['newborn-not-feeding', 'newborn-no-wet-nappy'],
    related: ['feed-types-of-formula', 'feed-making-up-formula'],
    sources: [aapHomemade, fdaHomemade, nhsFormula],
  },
  {
    id: 'feed-breast-milk-thin',
    question: 'My breast milk looks thin and watery. Is it good enough?',
    asked: [
      'my milk looks like water, is it weak',
      'expressed milk is bluish and thin, no goodness in it?',
      'can breast milk be too weak for the baby',
      'is watery breastmilk enough for him',
    ],
    topic: 'breastfeeding',
    stages: ['postpartum'],
    lead: 'Yes. Thin, watery or bluish-looking breast milk is normal: milk changes through a feed, from thinner milk at the start to creamier milk later, and there is no such thing as milk that is too weak.',
    points: [
      'Expressed milk often separates into a thin layer and a creamy layer when it stands; that is normal too.',
      'The colour and thickness change with the time of day, how full your breasts are and what your baby needs.',
      'How much you pump, or how the milk looks, does not show how much your baby gets from the breast.',
      'The real signs of enough are nappies and weight: by about day 5, at least 6 wet nappies a day and at least 2 soft yellow poos, and back to birth weight by about 2 weeks.',
      'Topping up with formula when it is not needed can lower your supply: ask your midwife or health visitor to watch a feed first. Cow’s milk is not a drink for a baby before 12 months.',
    ],
    whenToCall:
      "Call your midwife, health visitor or your baby's doctor now if your baby, under 3 months, has had no wet nappy for 8 hours or is feeding less than half of usual.",
    signs: ['newborn-no-wet-nappy', 'newborn-not-feeding'],
    related: ['feed-is-baby-getting-enough'],
    sources: [nhsEnoughMilk, unicefMilk],
  },
  {
    id: 'pp-bed-rest-after-birth',
    question: 'Should I stay in bed for days after the birth?',
    asked: [
      'do i need bed rest after giving birth',
      'told to stay lying down for a week after the baby, is that right',
      'how soon can i get up and walk about after having the baby',
      'should i avoid stairs in the first days after birth',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 6 },
    lead: 'No: bed rest is no longer advised after a straightforward birth. Rest when you can, but getting up and moving gently, with short walks, from the first day helps you heal.',
    points: [
      'Moving around lowers the risk of blood clots (DVT) in your legs, which is higher in the weeks after birth.',
      'Start with short walks around the house and build up slowly; stairs are fine if you take them slowly.',
      'Pelvic floor exercises can start soon after the birth, gently, as soon as you feel able.',
      'Rest is still important: lie down when your baby sleeps, accept help, and leave housework and heavy lifting to others.',
      'After a caesarean, you will also be helped up and walking within the first day, and your midwife will tell you what else to avoid.',
    ],
    whenToCall:
      'Call your midwife or doctor now if one leg is painful, swollen, red or warm. Call emergency services for chest pain or trouble breathing.',
    signs: ['leg-clot-signs', 'chest-pain-breathing'],
    related: ['pp-confinement-customs'],
    sources: [nhsBodyAfter, niceNg194, rcogClots],
  },
];
