import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "baby care": everyday care and milestones of the first months that the newborn group
 * left open (cleaning eyes, ears and nose; rolling over; holding the head up). NHS Start for Life, the NHS's
 * baby pages and CDC milestones; milestones are given as ranges, with when to ask.
 */

const nhsTopTail = { org: 'NHS', title: 'Washing and bathing your baby (topping and tailing)' };
const nhsEars = { org: 'NHS', title: 'Earwax build-up: do not use cotton buds' };
const cdcMilestones = { org: 'CDC', title: 'Milestones by 4 months and by 6 months' };
const nhsDevelopment = { org: 'NHS', title: 'Baby development: movement and play' };

export const babyCareAnswers: AnswerEntryInput[] = [
  {
    id: 'baby-cleaning-eyes-ears-nose',
    question: 'How do I clean my newborn’s eyes, ears and nose?',
    asked: [
      'how do i clean my newborns eyes and ears',
      'how to clean baby nose bogeys',
      'can i use cotton buds on my baby',
      'what is topping and tailing',
      'baby ear wax how to clean',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    lead: 'Use cotton wool and cooled boiled water (or plain warm water) to wipe gently around your baby’s eyes, ears and nose, a fresh piece for each eye, wiping from the inner corner outwards. Never put anything inside their ears or nose.',
    points: [
      'Eyes: a fresh piece of cotton wool for each eye, from the nose side outwards, so nothing passes from one eye to the other.',
      'Ears: wipe behind and around the outer ear only. Earwax cleans itself, so do not use cotton buds.',
      'Nose: wipe away what you can see. Saline drops from a pharmacist can loosen a blocked nose.',
      'Topping and tailing (washing face, neck, hands and bottom) on the days between baths keeps your baby clean.',
      'No soap or wipes on the face for young babies: plain water is enough.',
    ],
    whenToCall:
      'See your GP or health visitor if an eye is red, swollen or has yellow or green discharge that keeps coming back, or an ear has discharge. Call emergency services now if your baby is under 3 months and has a temperature of 38 C (100.4 F) or higher.',
    signs: ['newborn-fever'],
    related: ['baby-sticky-eye', 'baby-bath-how-often'],
    sources: [nhsTopTail, nhsEars],
  },
  {
    id: 'baby-rolling-over',
    question: 'When will my baby roll over?',
    asked: [
      'when can i expect my baby to roll over',
      'when do babies start rolling',
      'my baby isnt rolling yet at 5 months',
      'baby rolled over early at 3 months is that normal',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    postpartumWeeks: { from: 6, to: 52 },
    lead: 'Most babies roll from their tummy to their back first, somewhere around 4 to 6 months, and from their back to their tummy a little later, often by 6 months. Timing varies a lot, and some babies roll early or late.',
    points: [
      'Plenty of tummy time while awake and watched builds the neck, arm and back strength for rolling.',
      'Once your baby can roll, never leave them alone on a bed, sofa or changing table: change them on the floor.',
      'Stop swaddling as soon as your baby shows signs of trying to roll.',
      'Keep putting your baby down on their back to sleep. Once they roll both ways by themselves, you do not need to turn them back.',
      'By 6 months, CDC says most babies roll from tummy to back; by 9 months, most sit without support.',
      'Around 4 months, most babies hold their head steady when held, push up on their forearms in tummy time, bring their hands to their mouth, and coo and chuckle (CDC). Timing varies from baby to baby.',
    ],
    whenToCall:
      'Talk to your health visitor or GP if your baby is not rolling either way by about 6 months, seems floppy or stiff, or uses one side of their body much more than the other.',
    related: ['baby-rolls-onto-tummy-asleep', 'baby-tummy-time', 'baby-development-4-months'],
    sources: [cdcMilestones, nhsDevelopment],
  },
  {
    id: 'baby-head-control',
    question: 'When will my baby hold their head up?',
    asked: [
      'when can my baby hold his head up',
      'baby still has head lag at 3 months',
      'when do babies get head control',
      'my newborns head is so floppy is that normal',
    ],
    topic: 'newborn-care',
    stages: ['postpartum'],
    lead: 'Newborns cannot hold their head up, so always support their head and neck. Head control grows week by week: many babies lift their head briefly on their tummy by 6 to 8 weeks, and most hold it steady when held by about 4 months.',
    points: [
      'Tummy time while awake and watched, a few minutes several times a day from the first weeks, builds neck strength.',
      'By 2 months, most babies can hold their head up when on their tummy (CDC).',
      'By 4 months, most hold their head steady without support when held upright.',
      'Support the head when you lift, carry and bath your baby, and in a sling keep their chin off their chest.',
      'Babies born early usually follow their corrected age.',
    ],
    whenToCall:
      'Talk to your health visitor or GP if your baby cannot hold their head steady by about 4 months, or seems very floppy or stiff. Call emergency services now if your baby is suddenly floppy or hard to wake.',
    signs: ['newborn-floppy-unresponsive'],
    related: ['baby-tummy-time', 'baby-development-4-months'],
    sources: [cdcMilestones, nhsDevelopment],
  },
];
