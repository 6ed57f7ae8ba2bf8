import type { z } from 'zod';
import type { milestoneTemplateSchema } from '../src/core/contracts/content.ts';

/**
 * Milestone templates for baby weeks 0-12.
 * Weeks 0-7: emerging skills; there is no authoritative week-by-week list before 2 months, so every
 * template says that timing varies a lot. Week 8: the CDC 2-month checkpoint (what 75% or more of babies do).
 * Weeks 9-12: a preview of the CDC 4-month milestones.
 * redFlags are newborn warning-sign ids from the catalogue; developmentalConcerns follow CDC "when to act"
 * (not meeting milestones, losing skills, a parent's worry).
 */

type MilestoneTemplate = z.input<typeof milestoneTemplateSchema>;
type Category = MilestoneTemplate['category'];

const movement: Category = { name: 'Movement', color: '#7c9a8a', icon: 'baby' };
const senses: Category = { name: 'Senses & Learning', color: '#7b8fb8', icon: 'brain' };
const social: Category = { name: 'Social & Emotional', color: '#c97b8c', icon: 'heart' };
const feeding: Category = { name: 'Feeding', color: '#c9a25b', icon: 'utensils' };
const sleep: Category = { name: 'Sleep', color: '#8a7bb8', icon: 'moon' };

const cdc2 = { org: 'CDC', title: 'Learn the Signs. Act Early. Milestone Checklist: Your Baby at 2 Months' };
const cdc4 = { org: 'CDC', title: 'Learn the Signs. Act Early. Milestone Checklist: Your Baby at 4 Months' };
const aapSocial = {
  org: 'AAP',
  title: 'HealthyChildren.org: Emotional and Social Development: Birth to 3 Months',
};
const aapReflexes = { org: 'AAP', title: 'HealthyChildren.org: Newborn Reflexes' };
const aapTummy = { org: 'AAP', title: 'HealthyChildren.org: Back to Sleep, Tummy to Play' };
const aapSafeSleep = {
  org: 'AAP',
  title: 'HealthyChildren.org: How to Keep Your Sleeping Baby Safe: AAP Policy Explained',
};
const nhsNewborn = { org: 'NHS', title: 'Signs of serious illness in babies and children' };

// Urgent signs are catalogue ids (src/core/domain/warning-signs.ts, newborn stage), so every threshold is the
// catalogue's own. Developmental concerns follow CDC "when to act" (not meeting milestones, losing skills, a
// parent's worry), in plain words with no numbers of our own.
const worry =
  'Talk to your baby’s doctor or health visitor if anything about how your baby moves, looks or responds worries you. Your worry is always reason enough to ask.';
const lostSkill = 'Talk to your baby’s doctor if your baby seems to lose a skill they already had.';
const by2Months =
  'Talk to your baby’s doctor if your baby is not doing this by 2 months, has lost skills they had, or you have any other worry, and ask about developmental screening.';
const by4Months =
  'Talk to your baby’s doctor if your baby is not doing this by 4 months, has lost skills they had, or you are worried, and ask about developmental screening.';
const bornEarly =
  'If your baby was born early, ask your doctor about going by their adjusted age (counted from your due date) when you look at milestones.';

export const milestoneTemplates: MilestoneTemplate[] = [
  // ---------------------------------------------------------------------------------------------
  // Week 0: the first week
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w0-startles-at-sounds',
    weekNumber: 0,
    title: 'Startles at loud sounds',
    description:
      'Your newborn may fling out their arms, open their hands and then pull them back in when there is a sudden noise or they feel they are falling. This is the startle (Moro) reflex.',
    expectedBehaviour:
      'Most newborns startle with both arms at a loud sound or a sudden movement, then may cry. Timing varies a lot at this age, and the reflex fades over the coming months.',
    parentTips: [
      'Hold your baby close and speak softly after a startle to help them settle.',
      'Support your baby’s head and move them slowly when you lay them down.',
      'Your baby will have had, or be offered, a newborn hearing check. Ask your midwife if you are unsure.',
    ],
    redFlags: ['newborn-floppy-unresponsive'],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby never seems to react to loud sounds, or if only one arm moves in a startle.',
    ],
    category: senses,
    sources: [aapReflexes, cdc2],
  },
  {
    id: 'w0-rooting-and-sucking',
    weekNumber: 0,
    title: 'Roots and sucks',
    description:
      'When you stroke your baby’s cheek or the corner of their mouth, they turn towards the touch and open their mouth. This rooting reflex, with sucking, helps your baby find the breast or bottle.',
    expectedBehaviour:
      'Newborns turn towards touch on the cheek and suck on a nipple, teat or clean finger. How strong and coordinated this is varies a lot in the first days, and timing varies a lot at this age.',
    parentTips: [
      'Watch for early feeding cues: turning the head, opening the mouth, bringing hands to mouth.',
      'Feed in a calm, comfortable position, holding your baby close, however you are feeding.',
      'Ask your midwife or a feeding supporter for help with latching or bottle feeding at any time.',
    ],
    redFlags: [
      'newborn-not-feeding',
      'newborn-no-wet-nappy',
      'newborn-jaundice',
      'newborn-jaundice-unwell',
      'newborn-fever',
      'newborn-low-temperature',
    ],
    developmentalConcerns: [],
    category: feeding,
    sources: [aapReflexes, nhsNewborn],
  },
  {
    id: 'w0-grasps-your-finger',
    weekNumber: 0,
    title: 'Grasps your finger',
    description:
      'Place your finger in your baby’s palm and their fingers curl tightly around it. This is the grasp reflex, one of the reflexes babies are born with.',
    expectedBehaviour:
      'Newborns grip firmly with both hands when the palm is touched, and their hands are usually held in loose fists. Timing varies a lot at this age; the reflex fades over the next few months.',
    parentTips: [
      'Offer your finger for your baby to hold during quiet, close moments.',
      'Gently stroke the back of your baby’s hand to help the fingers open.',
    ],
    redFlags: ['newborn-floppy-unresponsive'],
    developmentalConcerns: [
      'Talk to your baby’s doctor if one arm or hand seems to move much less than the other, or your baby seems very stiff.',
    ],
    category: movement,
    sources: [aapReflexes],
  },
  {
    id: 'w0-calms-to-your-voice',
    weekNumber: 0,
    title: 'Calms to your voice and touch',
    description:
      'Your baby has heard voices from inside the womb. Being held close, skin to skin, and hearing a familiar voice can help them settle.',
    expectedBehaviour:
      'Many newborns quieten, at least for a moment, when held close or spoken to softly. Timing varies a lot at this age, and some babies take more settling than others.',
    parentTips: [
      'Try skin-to-skin contact: your baby in just a nappy on your bare chest, with a blanket over you both while you are awake.',
      'Talk, hum or sing softly. Any familiar voice helps, including a partner’s.',
      'It is fine to pick up and comfort your baby whenever they cry. You cannot spoil a newborn.',
    ],
    redFlags: ['newborn-floppy-unresponsive'],
    developmentalConcerns: [worry],
    category: social,
    sources: [aapSocial, cdc2],
  },
  {
    id: 'w0-sleeps-much-of-the-day',
    weekNumber: 0,
    title: 'Sleeps for much of the day and night',
    description:
      'Newborns sleep a lot, in short stretches spread across the day and night, waking often to feed.',
    expectedBehaviour:
      'Your baby wakes often, day and night, to feed. Sleep patterns differ a lot from baby to baby, and timing varies a lot at this age.',
    parentTips: [
      'Always put your baby to sleep on their back, on a firm, flat surface, with no pillows, blankets, bumpers or toys.',
      'Keep your baby’s sleep space in your room, close to you.',
      'Rest when you can, and accept offers of help.',
    ],
    redFlags: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    developmentalConcerns: [],
    category: sleep,
    sources: [aapSafeSleep, nhsNewborn],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 1
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w1-brief-eye-contact',
    weekNumber: 1,
    title: 'Makes brief eye contact',
    description:
      'Your baby sees best at close range, about the distance from your arms to your face. They may look at your face for a moment, especially when calm and alert.',
    expectedBehaviour:
      'In quiet, alert moments your baby may gaze at your face briefly before looking away. Timing varies a lot at this age.',
    parentTips: [
      'Hold your baby close during feeds and cuddles so they can see your face.',
      'Choose quiet moments when your baby is awake and calm.',
    ],
    redFlags: ['newborn-floppy-unresponsive'],
    developmentalConcerns: [worry],
    category: social,
    sources: [aapSocial],
  },
  {
    id: 'w1-moves-arms-and-legs',
    weekNumber: 1,
    title: 'Moves arms and legs',
    description:
      'Your baby kicks and waves, often in jerky or trembly bursts, and tends to curl up in the position they were in the womb.',
    expectedBehaviour:
      'Both arms and both legs move, often in quick, jerky ways. Smoother movement comes with time, and timing varies a lot at this age.',
    parentTips: [
      'Give your baby time out of the car seat or sling to stretch and kick on a safe, flat surface while you watch.',
      'Notice whether both sides move. Mention anything you are unsure about at your baby’s checks.',
    ],
    redFlags: ['newborn-seizure'],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby seems unusually stiff or floppy, or one side moves much less than the other.',
    ],
    category: movement,
    sources: [aapReflexes, cdc2],
  },
  {
    id: 'w1-looks-at-contrast',
    weekNumber: 1,
    title: 'Looks at bold shapes and faces',
    description:
      'Newborns notice light, dark and strong contrast, and faces interest them more than almost anything else.',
    expectedBehaviour:
      'Your baby may briefly look towards a face or a bold black-and-white pattern held close. Timing varies a lot at this age.',
    parentTips: [
      'Hold a simple high-contrast picture or your face close to your baby during awake times.',
      'Keep the lights soft. Bright light can make newborns close their eyes.',
    ],
    redFlags: [],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby never seems to look at faces, or if anything about their eyes worries you.',
    ],
    category: senses,
    sources: [aapSocial],
  },
  {
    id: 'w1-feeds-often',
    weekNumber: 1,
    title: 'Feeds often',
    description:
      'In the first weeks, babies feed little and often, day and night. Their tummies are small and they grow quickly.',
    expectedBehaviour:
      'Your baby wakes and shows hunger cues frequently. How often and how long babies feed varies a lot, and timing varies a lot at this age.',
    parentTips: [
      'Feed when you see early hunger cues rather than waiting for crying.',
      'Keep an eye on wet and dirty nappies (diapers). Your midwife can tell you what to expect.',
      'Every feeding choice is valid. Ask for support with whatever you choose.',
    ],
    redFlags: [
      'newborn-not-feeding',
      'newborn-no-wet-nappy',
      'newborn-jaundice',
      'newborn-jaundice-unwell',
      'newborn-fever',
      'newborn-low-temperature',
    ],
    developmentalConcerns: [],
    category: feeding,
    sources: [nhsNewborn, cdc2],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 2
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w2-turns-head-in-tummy-time',
    weekNumber: 2,
    title: 'Turns head during tummy time',
    description:
      'Short spells on the tummy while awake and watched help your baby start to build neck and shoulder strength.',
    expectedBehaviour:
      'On their tummy, your baby may turn their head from side to side or lift it for a moment. Timing varies a lot at this age, and many newborns only manage a few seconds at first.',
    parentTips: [
      'Try tummy time only when your baby is awake and you are watching, starting with very short spells a few times a day.',
      'Lie your baby on your chest while you recline. It counts as tummy time and many babies love it.',
      'If your baby gets sleepy, place them on their back in their own sleep space.',
    ],
    redFlags: ['newborn-breathing-difficulty', 'newborn-colour-change'],
    developmentalConcerns: [worry],
    category: movement,
    sources: [aapTummy, cdc2],
  },
  {
    id: 'w2-quiets-when-picked-up',
    weekNumber: 2,
    title: 'Quiets when picked up',
    description:
      'Being held, rocked or spoken to can help your baby settle. Your baby is learning that you come when they need you.',
    expectedBehaviour:
      'Your baby often calms, at least for a while, when picked up and held close. Some babies settle easily and others need more comfort, and timing varies a lot at this age.',
    parentTips: [
      'Try slow rocking, gentle swaying or a soft ‘shh’ sound.',
      'If crying goes on and you feel overwhelmed, it is okay to put your baby down safely on their back and take a few minutes to breathe.',
      'Never shake a baby. If you feel close to breaking point, call someone for help.',
    ],
    redFlags: ['newborn-floppy-unresponsive', 'newborn-fever', 'newborn-low-temperature'],
    developmentalConcerns: [worry],
    category: social,
    sources: [aapSocial, nhsNewborn],
  },
  {
    id: 'w2-reacts-to-sounds',
    weekNumber: 2,
    title: 'Reacts to sounds',
    description:
      'Your baby may startle, blink, go still or change their breathing when they hear a sudden or new sound.',
    expectedBehaviour:
      'Your baby shows some reaction to loud or sudden sounds, such as a startle, a blink or going quiet. Timing varies a lot at this age.',
    parentTips: [
      'Talk to your baby often during everyday care: nappy changes, feeds and baths.',
      'If your baby’s newborn hearing check needed a repeat, make sure the follow-up is booked.',
    ],
    redFlags: [],
    developmentalConcerns: [
      'Talk to your baby’s doctor or health visitor if your baby never seems to react to loud sounds.',
    ],
    category: senses,
    sources: [cdc2, aapReflexes],
  },
  {
    id: 'w2-shows-hunger-cues',
    weekNumber: 2,
    title: 'Shows hunger cues',
    description:
      'Before crying, babies show early signs of hunger: stirring, turning the head, opening the mouth, licking lips or sucking on hands.',
    expectedBehaviour:
      'Your baby shows early feeding cues, and crying is a late sign of hunger. Every baby’s signals are a little different, and timing varies a lot at this age.',
    parentTips: [
      'Keep your baby close so you can spot early cues.',
      'Watch for signs your baby is full: turning away, closing the mouth, relaxing the hands.',
    ],
    redFlags: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-jaundice', 'newborn-jaundice-unwell'],
    developmentalConcerns: [],
    category: feeding,
    sources: [cdc2, nhsNewborn],
  },
  {
    id: 'w2-days-and-nights-mixed',
    weekNumber: 2,
    title: 'Days and nights mixed up',
    description:
      'Many young babies have not yet learned the difference between day and night, and may be wide awake at night.',
    expectedBehaviour:
      'Your baby sleeps and wakes at all hours. A clearer day and night pattern usually comes gradually over the first months, and timing varies a lot at this age.',
    parentTips: [
      'Keep daytime feeds bright and chatty, and night feeds dim, quiet and calm.',
      'Sleep your baby on their back for every sleep, day and night, in a clear cot or Moses basket.',
    ],
    redFlags: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    developmentalConcerns: [],
    category: sleep,
    sources: [aapSafeSleep],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 3
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w3-follows-a-face-briefly',
    weekNumber: 3,
    title: 'Follows a face for a moment',
    description:
      'Your baby may start to follow your face with their eyes as you move slowly from side to side, close up.',
    expectedBehaviour:
      'Your baby may track a nearby face a short way before losing it. Eyes may sometimes wander or cross briefly. Timing varies a lot at this age.',
    parentTips: [
      'Hold your face close and move slowly to one side, then the other, while talking softly.',
      'Stop when your baby looks away or fusses. That is their way of saying they need a break.',
    ],
    redFlags: [],
    developmentalConcerns: [lostSkill],
    category: senses,
    sources: [aapSocial, cdc2],
  },
  {
    id: 'w3-has-alert-times',
    weekNumber: 3,
    title: 'Has calm, alert times',
    description:
      'Between sleeps and feeds, your baby has short periods of being quietly awake, looking around and taking things in.',
    expectedBehaviour:
      'Your baby has brief spells of quiet alertness, often after a feed. How long they last varies a lot, and timing varies a lot at this age.',
    parentTips: [
      'Use alert times for gentle talking, singing and face-to-face time.',
      'Keep things simple: your face and voice are the best entertainment.',
    ],
    redFlags: ['newborn-floppy-unresponsive'],
    developmentalConcerns: [worry],
    category: social,
    sources: [aapSocial],
  },
  {
    id: 'w3-lifts-head-briefly',
    weekNumber: 3,
    title: 'Lifts head briefly in tummy time',
    description:
      'With daily tummy time, your baby’s neck is getting stronger. They may lift their head for a moment before resting it down.',
    expectedBehaviour:
      'During tummy time, your baby may lift their head briefly or turn it to rest on the other cheek. Timing varies a lot at this age.',
    parentTips: [
      'Get down to your baby’s level so they have a reason to look up: your face.',
      'Do tummy time only while your baby is awake and watched, on a firm, flat surface.',
    ],
    redFlags: ['newborn-breathing-difficulty', 'newborn-colour-change'],
    developmentalConcerns: [worry],
    category: movement,
    sources: [aapTummy, cdc2],
  },
  {
    id: 'w3-soothes-by-sucking',
    weekNumber: 3,
    title: 'Soothes by sucking',
    description:
      'Sucking is calming for babies. Your baby may suck on their hands or fingers, or settle at the breast or with a dummy (pacifier) if you use one.',
    expectedBehaviour:
      'Your baby may sometimes calm themselves by sucking, although most still need lots of help settling. Timing varies a lot at this age.',
    parentTips: [
      'Let your baby find their hands. Gently move their fists near their mouth if they seem to want them.',
      'If you use a dummy (pacifier), there is no need to put it back in if it falls out once your baby is asleep.',
    ],
    redFlags: ['newborn-not-feeding', 'newborn-no-wet-nappy'],
    developmentalConcerns: [worry],
    category: sleep,
    sources: [aapSafeSleep, aapSocial],
  },
  {
    id: 'w3-different-cries',
    weekNumber: 3,
    title: 'Cries in different ways',
    description:
      'Crying is how your baby tells you what they need. You may start to notice different cries for hunger, tiredness or discomfort.',
    expectedBehaviour:
      'Your baby cries to communicate, and you may begin to recognise some patterns. Many babies cry more in the early weeks, and timing varies a lot at this age.',
    parentTips: [
      'Work through the basics: hunger, nappy, wind, too hot or cold, tired, wanting a cuddle.',
      'Share the load with a partner, family or friend when you can.',
      'If you are finding the crying very hard, talk to your health visitor, midwife or doctor.',
    ],
    redFlags: ['newborn-floppy-unresponsive', 'newborn-fever', 'newborn-low-temperature'],
    developmentalConcerns: [worry],
    category: social,
    sources: [aapSocial, nhsNewborn],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 4
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w4-lifts-head-in-tummy-time',
    weekNumber: 4,
    title: 'Lifts head a little in tummy time',
    description:
      'Your baby is building strength in the neck and shoulders. On their tummy they may now lift their head a little for a few moments.',
    expectedBehaviour:
      'Your baby may lift their head briefly and turn it from side to side on their tummy. Timing varies a lot at this age.',
    parentTips: [
      'Place a toy or a baby-safe mirror in front of your baby during tummy time.',
      'Short, frequent tummy times are fine. Stop when your baby has had enough.',
    ],
    redFlags: [],
    developmentalConcerns: [lostSkill],
    category: movement,
    sources: [aapTummy, cdc2],
  },
  {
    id: 'w4-watches-faces',
    weekNumber: 4,
    title: 'Watches faces',
    description:
      'Your baby is fascinated by faces and may study yours for longer now, especially during feeds.',
    expectedBehaviour:
      'Your baby looks at your face during quiet, close moments, sometimes for a little longer than before. Timing varies a lot at this age.',
    parentTips: [
      'Make slow, simple expressions: wide eyes, a smile, an ‘O’ mouth.',
      'Pause and give your baby time to look and respond.',
    ],
    redFlags: [],
    developmentalConcerns: [lostSkill],
    category: social,
    sources: [aapSocial, cdc2],
  },
  {
    id: 'w4-small-sounds',
    weekNumber: 4,
    title: 'Makes small sounds',
    description: 'Besides crying, your baby may make little grunts, sighs, squeaks and throaty noises.',
    expectedBehaviour:
      'Your baby may make small sounds other than crying, especially when content. Timing varies a lot at this age.',
    parentTips: [
      'When your baby makes a sound, pause and answer with a sound or word of your own.',
      'Narrate what you are doing: “Now we’re changing your nappy.”',
    ],
    redFlags: ['newborn-breathing-difficulty', 'newborn-colour-change'],
    developmentalConcerns: [worry],
    category: senses,
    sources: [cdc2, aapSocial],
  },
  {
    id: 'w4-feeding-rhythm',
    weekNumber: 4,
    title: 'Finds a feeding rhythm',
    description:
      'Feeding may feel a little more familiar now, though it still often changes from day to day.',
    expectedBehaviour:
      'Your baby still feeds often, and some days they may want to feed more than others. Patterns vary a lot between babies, and timing varies a lot at this age.',
    parentTips: [
      'Follow your baby’s cues rather than the clock.',
      'Hold your baby upright after feeds if they seem windy.',
      'Ask your health visitor about weight checks if you are unsure how feeding is going.',
    ],
    redFlags: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-green-vomit'],
    developmentalConcerns: [],
    category: feeding,
    sources: [nhsNewborn, cdc2],
  },
  {
    id: 'w4-longer-awake-times',
    weekNumber: 4,
    title: 'Stays awake a little longer',
    description:
      'Your baby may stay awake for slightly longer stretches and show sleepy cues when ready to rest.',
    expectedBehaviour:
      'You may notice short awake times followed by tired signs like yawning, staring or fussing. Timing varies a lot at this age.',
    parentTips: [
      'Watch for sleepy cues and settle your baby before they become overtired.',
      'Keep your baby’s sleep space clear: a firm, flat mattress, baby on their back, no loose bedding.',
    ],
    redFlags: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    developmentalConcerns: [],
    category: sleep,
    sources: [aapSafeSleep],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 5
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w5-first-smiles',
    weekNumber: 5,
    title: 'First smiles may appear',
    description:
      'Some babies begin to smile in response to a face or voice around now. Others take a few more weeks.',
    expectedBehaviour:
      'You may catch a first smile when you smile or talk to your baby. Timing varies a lot at this age: many babies smile a little later, and that is normal.',
    parentTips: [
      'Smile and talk to your baby face to face, and give them time to respond.',
      'Note the first smile in your baby’s log. It is a lovely moment to remember.',
    ],
    redFlags: [],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby is not smiling when talked to or smiled at by 2 months, or if you are worried sooner.',
      lostSkill,
    ],
    category: social,
    sources: [cdc2, aapSocial],
  },
  {
    id: 'w5-tracks-moving-things',
    weekNumber: 5,
    title: 'Tracks moving things',
    description: 'Your baby may follow a slowly moving face or bold toy with their eyes for a short way.',
    expectedBehaviour:
      'Your baby may follow a close, slow-moving face or toy a little way from side to side. Timing varies a lot at this age.',
    parentTips: [
      'Move a bright or high-contrast toy slowly across your baby’s view.',
      'Try it when your baby is calm and alert, not tired or hungry.',
    ],
    redFlags: [],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby does not seem to look at or follow faces, or if anything about their eyes worries you.',
    ],
    category: senses,
    sources: [cdc2, aapSocial],
  },
  {
    id: 'w5-smoother-movements',
    weekNumber: 5,
    title: 'Kicks and waves more smoothly',
    description:
      'Your baby’s movements are gradually becoming a little smoother, with strong kicks and waves when excited.',
    expectedBehaviour:
      'Your baby moves both arms and both legs, kicking and waving, and may seem less curled up. Timing varies a lot at this age.',
    parentTips: [
      'Give your baby supervised floor time on their back and tummy.',
      'Let your baby kick freely during nappy changes.',
    ],
    redFlags: [],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby seems very stiff or floppy, or moves one side much less than the other.',
      lostSkill,
    ],
    category: movement,
    sources: [cdc2, aapTummy],
  },
  {
    id: 'w5-responsive-feeding',
    weekNumber: 5,
    title: 'Shows when hungry and full',
    description:
      'Your baby is getting clearer at letting you know when they are hungry and when they have had enough.',
    expectedBehaviour:
      'Your baby shows hunger cues and may turn away or relax when full. Feeding patterns still vary a lot, and timing varies a lot at this age.',
    parentTips: [
      'Feed in response to cues, and let your baby decide when they are done.',
      'If you bottle feed, hold your baby fairly upright and pause during the feed so they can pace it.',
    ],
    redFlags: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-fever', 'newborn-low-temperature'],
    developmentalConcerns: [],
    category: feeding,
    sources: [cdc2, nhsNewborn],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 6
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w6-smiles-at-you',
    weekNumber: 6,
    title: 'Smiles back at you',
    description:
      'Many babies begin to smile in response to people around this time. It is one of the first ways your baby “talks” with you.',
    expectedBehaviour:
      'Your baby may smile when you talk to them or smile at them. Timing varies a lot at this age, and CDC’s checkpoint for this skill is 2 months.',
    parentTips: [
      'Have lots of face-to-face time, with pauses so your baby can respond.',
      'Smile back and tell your baby how happy their smile makes you.',
    ],
    redFlags: [],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby is not smiling when talked to or smiled at by 2 months, or if you are worried sooner.',
      lostSkill,
    ],
    category: social,
    sources: [cdc2, aapSocial],
  },
  {
    id: 'w6-listens-to-voices',
    weekNumber: 6,
    title: 'Listens to voices',
    description: 'Your baby may go still, widen their eyes or move their eyes towards a voice they hear.',
    expectedBehaviour:
      'Your baby may pause or look towards a familiar voice. Timing varies a lot at this age.',
    parentTips: [
      'Sing songs and rhymes during everyday care. Repetition helps.',
      'Read aloud anything you like. It is the sound of your voice that matters.',
    ],
    redFlags: [],
    developmentalConcerns: ['Talk to your baby’s doctor if your baby does not react to loud sounds.'],
    category: senses,
    sources: [cdc2, aapSocial],
  },
  {
    id: 'w6-head-steadier',
    weekNumber: 6,
    title: 'Head is a little steadier',
    description:
      'When held upright against your shoulder, your baby may hold their head up for a few moments, though it still wobbles.',
    expectedBehaviour:
      'Your baby may briefly hold their head up when held upright, but still needs their head and neck supported. Timing varies a lot at this age.',
    parentTips: [
      'Always support your baby’s head and neck when lifting and carrying them.',
      'Keep up tummy time while your baby is awake and watched.',
    ],
    redFlags: [],
    developmentalConcerns: [lostSkill],
    category: movement,
    sources: [aapTummy, cdc2],
  },
  {
    id: 'w6-shows-sleepy-cues',
    weekNumber: 6,
    title: 'Shows sleepy cues',
    description:
      'Your baby may show clearer signs of tiredness: yawning, staring into the distance, rubbing eyes or becoming fussy.',
    expectedBehaviour:
      'You may notice your baby’s own tired signs before they cry. Timing varies a lot at this age.',
    parentTips: [
      'A short, calm wind-down before sleep, such as a feed, a song and a cuddle, can help.',
      'Put your baby down on their back for every sleep, in the same room as you.',
    ],
    redFlags: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    developmentalConcerns: [],
    category: sleep,
    sources: [aapSafeSleep],
  },
  {
    id: 'w6-cluster-feeds',
    weekNumber: 6,
    title: 'Feeds closer together at times',
    description:
      'Many babies have times of day, often the evening, when they want to feed again and again. This is called cluster feeding.',
    expectedBehaviour:
      'Your baby may feed very frequently for a few hours, then have a longer break. Timing varies a lot at this age.',
    parentTips: [
      'Set yourself up with water, snacks and something to watch or listen to.',
      'Ask your partner or a helper to take on other jobs during cluster-feeding times.',
    ],
    redFlags: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-fever', 'newborn-low-temperature'],
    developmentalConcerns: [],
    category: feeding,
    sources: [nhsNewborn],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 7
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w7-first-coos',
    weekNumber: 7,
    title: 'First coos',
    description:
      'Your baby may start making soft vowel sounds like “ooh” and “aah”, especially when content and face to face with you.',
    expectedBehaviour:
      'Your baby makes some sounds other than crying, and may start to coo. Timing varies a lot at this age.',
    parentTips: [
      'Copy your baby’s sounds back to them, then wait. You are having your first conversations.',
      'Turn off background TV or music sometimes so your voices can be heard.',
    ],
    redFlags: [],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby makes no sounds other than crying by 2 months, or if you are worried sooner.',
      lostSkill,
    ],
    category: senses,
    sources: [cdc2, cdc4],
  },
  {
    id: 'w7-opens-hands',
    weekNumber: 7,
    title: 'Opens hands more often',
    description:
      'Your baby’s hands are starting to relax, opening briefly instead of staying in tight fists.',
    expectedBehaviour:
      'You may see your baby open their hands briefly and spread their fingers. Timing varies a lot at this age.',
    parentTips: [
      'Gently massage your baby’s hands and fingers.',
      'Offer a light rattle or soft toy to touch.',
    ],
    redFlags: [],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby keeps both hands tightly fisted all the time, or uses one hand much less than the other.',
    ],
    category: movement,
    sources: [cdc2],
  },
  {
    id: 'w7-looks-at-toys',
    weekNumber: 7,
    title: 'Looks at toys',
    description: 'Your baby may focus on a bold toy or picture for a few moments, taking in what they see.',
    expectedBehaviour:
      'Your baby may look at a toy held in front of them for a short time. Timing varies a lot at this age.',
    parentTips: [
      'Hold a toy where your baby can see it and move it slowly.',
      'Swap toys now and then to keep things interesting.',
    ],
    redFlags: [],
    developmentalConcerns: [lostSkill],
    category: senses,
    sources: [cdc2],
  },
  {
    id: 'w7-tummy-time-stronger',
    weekNumber: 7,
    title: 'Holds head up a little longer on tummy',
    description:
      'With practice, your baby may hold their head up a little longer and higher during tummy time.',
    expectedBehaviour:
      'Your baby may lift their head and hold it up for short spells on their tummy. Timing varies a lot at this age.',
    parentTips: [
      'Try tummy time across your lap or on your chest as well as on the floor.',
      'Stay with your baby the whole time, and move them onto their back if they get sleepy.',
    ],
    redFlags: [],
    developmentalConcerns: [
      'Talk to your baby’s doctor if your baby cannot lift their head at all on their tummy by 2 months, or if you are worried sooner.',
      lostSkill,
    ],
    category: movement,
    sources: [aapTummy, cdc2],
  },
  {
    id: 'w7-settling-routine',
    weekNumber: 7,
    title: 'Settles with a routine',
    description: 'Simple, repeated steps before sleep can help your baby learn that sleep is coming.',
    expectedBehaviour:
      'Your baby may begin to settle a little more easily with familiar steps, though many still need lots of help. Timing varies a lot at this age.',
    parentTips: [
      'Try the same few steps each night, for example a wash, a feed, a song and a cuddle.',
      'Place your baby on their back in their own clear sleep space, in your room.',
    ],
    redFlags: [
      'newborn-breathing-difficulty',
      'newborn-colour-change',
      'newborn-fever',
      'newborn-low-temperature',
    ],
    developmentalConcerns: [],
    category: sleep,
    sources: [aapSafeSleep],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 8: CDC 2-month checkpoint
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w8-calms-when-spoken-to',
    weekNumber: 8,
    title: 'Calms when spoken to or picked up',
    description: 'One of CDC’s 2-month milestones. Your baby settles when you talk to them or pick them up.',
    expectedBehaviour:
      'By 2 months most babies calm down, at least for a while, when spoken to or picked up.',
    parentTips: [
      'Respond to your baby’s cries. Comforting them helps them feel safe.',
      'Try different ways to soothe: rocking, walking, singing, gentle patting.',
      bornEarly,
    ],
    redFlags: ['newborn-floppy-unresponsive'],
    developmentalConcerns: [by2Months],
    category: social,
    sources: [cdc2, aapSocial],
  },
  {
    id: 'w8-looks-at-your-face',
    weekNumber: 8,
    title: 'Looks at your face',
    description: 'One of CDC’s 2-month milestones. Your baby looks at your face and pays attention to it.',
    expectedBehaviour: 'By 2 months most babies look at the faces of the people caring for them.',
    parentTips: [
      'Spend time face to face, close enough for your baby to see you clearly.',
      'Put your phone away for a few minutes and just enjoy looking at each other.',
    ],
    redFlags: [],
    developmentalConcerns: [by2Months],
    category: social,
    sources: [cdc2],
  },
  {
    id: 'w8-happy-to-see-you',
    weekNumber: 8,
    title: 'Seems happy to see you',
    description:
      'One of CDC’s 2-month milestones. Your baby seems happy when you come close, perhaps brightening, kicking or smiling.',
    expectedBehaviour: 'By 2 months most babies seem happy to see a parent or carer when they walk up.',
    parentTips: [
      'Greet your baby warmly when you come to them.',
      'Notice your baby’s signals: looking and cooing to play, looking away or yawning when they need a break.',
    ],
    redFlags: [],
    developmentalConcerns: [by2Months],
    category: social,
    sources: [cdc2, aapSocial],
  },
  {
    id: 'w8-smiles-when-talked-to',
    weekNumber: 8,
    title: 'Smiles when you talk or smile',
    description: 'One of CDC’s 2-month milestones. Your baby smiles in response to you.',
    expectedBehaviour: 'By 2 months most babies smile when talked to or smiled at.',
    parentTips: [
      'Smile, talk and act excited when your baby smiles or makes sounds.',
      'Take turns: smile, pause, let your baby answer.',
    ],
    redFlags: [],
    developmentalConcerns: [by2Months],
    category: social,
    sources: [cdc2],
  },
  {
    id: 'w8-makes-sounds-other-than-crying',
    weekNumber: 8,
    title: 'Makes sounds other than crying',
    description: 'One of CDC’s 2-month milestones. Your baby makes little sounds, gurgles or coos.',
    expectedBehaviour: 'By 2 months most babies make sounds other than crying.',
    parentTips: [
      'Talk, read and sing to your baby every day.',
      'Answer your baby’s sounds with your own, as if having a chat.',
    ],
    redFlags: [],
    developmentalConcerns: [by2Months],
    category: senses,
    sources: [cdc2],
  },
  {
    id: 'w8-reacts-to-loud-sounds',
    weekNumber: 8,
    title: 'Reacts to loud sounds',
    description:
      'One of CDC’s 2-month milestones. Your baby reacts to a loud sound, for example by startling, blinking or crying.',
    expectedBehaviour: 'By 2 months most babies react to loud sounds.',
    parentTips: [
      'Notice how your baby responds to everyday noises like a door closing.',
      'If you have any doubt about your baby’s hearing, ask for a hearing check.',
    ],
    redFlags: [],
    developmentalConcerns: [by2Months],
    category: senses,
    sources: [cdc2],
  },
  {
    id: 'w8-watches-you-move',
    weekNumber: 8,
    title: 'Watches you as you move',
    description: 'One of CDC’s 2-month milestones. Your baby follows you with their eyes as you move around.',
    expectedBehaviour: 'By 2 months most babies watch a parent or carer as they move.',
    parentTips: [
      'Move slowly across the room while talking to your baby and see if their eyes follow.',
      'Let your baby watch you from a safe place while you do everyday things.',
    ],
    redFlags: [],
    developmentalConcerns: [by2Months],
    category: senses,
    sources: [cdc2],
  },
  {
    id: 'w8-looks-at-toy',
    weekNumber: 8,
    title: 'Looks at a toy for several seconds',
    description: 'One of CDC’s 2-month milestones. Your baby focuses on a toy for several seconds.',
    expectedBehaviour: 'By 2 months most babies look at a toy for several seconds.',
    parentTips: [
      'Hold a colourful or high-contrast toy where your baby can see it.',
      'Look at simple picture books together and talk about what you see.',
    ],
    redFlags: [],
    developmentalConcerns: [by2Months],
    category: senses,
    sources: [cdc2],
  },
  {
    id: 'w8-holds-head-up-on-tummy',
    weekNumber: 8,
    title: 'Holds head up on tummy',
    description: 'One of CDC’s 2-month milestones. During tummy time your baby holds their head up.',
    expectedBehaviour: 'By 2 months most babies hold their head up when on their tummy.',
    parentTips: [
      'Keep up daily tummy time while your baby is awake and you are watching.',
      'Put a toy at eye level in front of your baby to encourage them to look up.',
      'Always put your baby on their back to sleep.',
    ],
    redFlags: [],
    developmentalConcerns: [by2Months],
    category: movement,
    sources: [cdc2, aapTummy],
  },
  {
    id: 'w8-moves-arms-and-legs',
    weekNumber: 8,
    title: 'Moves both arms and both legs',
    description: 'One of CDC’s 2-month milestones. Your baby moves both arms and both legs.',
    expectedBehaviour: 'By 2 months most babies move both arms and both legs.',
    parentTips: [
      'Give your baby time on a safe, flat surface to kick and wave freely.',
      'Notice whether both sides move about the same.',
    ],
    redFlags: [],
    developmentalConcerns: [
      by2Months,
      'Talk to your baby’s doctor if your baby seems to use one side of the body much less than the other.',
    ],
    category: movement,
    sources: [cdc2],
  },
  {
    id: 'w8-opens-hands-briefly',
    weekNumber: 8,
    title: 'Opens hands briefly',
    description: 'One of CDC’s 2-month milestones. Your baby opens their hands for short moments.',
    expectedBehaviour: 'By 2 months most babies open their hands briefly.',
    parentTips: [
      'Stroke your baby’s palm and the back of the hand to encourage the fingers to open.',
      'Offer a light toy to touch.',
    ],
    redFlags: [],
    developmentalConcerns: [by2Months],
    category: movement,
    sources: [cdc2],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 9: toward 4 months
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w9-smiles-to-get-attention',
    weekNumber: 9,
    title: 'Starts smiling to get your attention',
    description:
      'Your baby’s smiles are becoming more purposeful. Over the coming weeks they may smile at you to start a “conversation”.',
    expectedBehaviour:
      'Many babies begin to smile on their own to get attention between now and 4 months, which is CDC’s next checkpoint. It is not expected yet.',
    parentTips: [
      'Respond warmly when your baby smiles at you: smile back, talk, and wait for their reply.',
      'Notice when your baby wants a break, such as looking away, and let them rest.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months, lostSkill],
    category: social,
    sources: [cdc4, aapSocial],
  },
  {
    id: 'w9-coos',
    weekNumber: 9,
    title: 'Coos more',
    description:
      'Your baby makes more “ooh” and “aah” sounds, especially when you talk together face to face.',
    expectedBehaviour:
      'Most babies coo by 4 months. Many are cooing more often now, and it keeps growing over the coming weeks.',
    parentTips: [
      'Copy your baby’s coos and wait for your turn in the chat.',
      'Use a sing-song voice. Babies love it.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months, lostSkill],
    category: senses,
    sources: [cdc4],
  },
  {
    id: 'w9-hands-to-mouth',
    weekNumber: 9,
    title: 'Brings hands to mouth',
    description:
      'Your baby is discovering their hands and may bring them to their mouth to explore and to soothe.',
    expectedBehaviour:
      'Most babies bring their hands to their mouth by 4 months. Your baby may be starting to do this more on purpose.',
    parentTips: [
      'Let your baby explore their hands. It is an important step in learning to use them.',
      'Remember that hands to mouth can be an early hunger cue too.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months],
    category: movement,
    sources: [cdc4],
  },
  {
    id: 'w9-notices-the-world-while-feeding',
    weekNumber: 9,
    title: 'Notices the world during feeds',
    description:
      'As your baby becomes more aware, they may pause, look around or pull off during feeds to check what is going on.',
    expectedBehaviour:
      'Some babies become easily distracted while feeding around this age. It varies from baby to baby.',
    parentTips: [
      'Try a quieter, dimmer spot for feeds if your baby is easily distracted.',
      'Keep feeding responsively, following your baby’s cues.',
    ],
    redFlags: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-fever', 'newborn-low-temperature'],
    developmentalConcerns: [],
    category: feeding,
    sources: [cdc4, nhsNewborn],
  },
  {
    id: 'w9-day-night-difference',
    weekNumber: 9,
    title: 'Begins to tell day from night',
    description:
      'Some babies start to sleep a little more at night than in the day. Many still wake often, and that is normal.',
    expectedBehaviour:
      'Your baby may begin to show a clearer difference between day and night. Sleep varies a great deal between babies.',
    parentTips: [
      'Keep days light and active, nights dark and calm.',
      'Keep putting your baby down on their back, on a firm, flat surface, with no pillows, blankets, bumpers or toys.',
    ],
    redFlags: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    developmentalConcerns: [],
    category: sleep,
    sources: [aapSafeSleep, cdc4],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 10
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w10-turns-head-to-voice',
    weekNumber: 10,
    title: 'Turns head towards your voice',
    description: 'Your baby may start to turn their head to find you when they hear you talking.',
    expectedBehaviour:
      'Most babies turn their head towards the sound of a voice by 4 months. Your baby may be starting to do this now.',
    parentTips: [
      'Call your baby’s name softly from one side, then the other.',
      'Celebrate when they find you with a big smile.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months],
    category: senses,
    sources: [cdc4],
  },
  {
    id: 'w10-lifts-chest-in-tummy-time',
    weekNumber: 10,
    title: 'Starts lifting chest in tummy time',
    description:
      'With a stronger neck and shoulders, your baby may begin to lift their head and chest and lean on their forearms.',
    expectedBehaviour:
      'Most babies push up onto their forearms on their tummy by 4 months. Your baby may be starting to try.',
    parentTips: [
      'Place a rolled-up towel under your baby’s chest for a little support during tummy time.',
      'Tummy time only while your baby is awake and watched; back to sleep, every sleep.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months, lostSkill],
    category: movement,
    sources: [cdc4, aapTummy],
  },
  {
    id: 'w10-first-chuckles',
    weekNumber: 10,
    title: 'First chuckles',
    description:
      'Some babies start to make little chuckling or laughing sounds when they are having fun with you.',
    expectedBehaviour:
      'Most babies chuckle when you try to make them laugh by 4 months. First chuckles often appear around now or in the next few weeks.',
    parentTips: [
      'Try gentle play: silly faces, soft tickles, funny sounds.',
      'Stop if your baby looks away or fusses. They may need a break.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months],
    category: social,
    sources: [cdc4, aapSocial],
  },
  {
    id: 'w10-watches-own-hands',
    weekNumber: 10,
    title: 'Watches own hands',
    description:
      'Your baby may stare at their own hands, bring them together or wave them about as they discover them.',
    expectedBehaviour:
      'Many babies become interested in their own hands between 2 and 4 months. It varies from baby to baby.',
    parentTips: [
      'Give your baby time on their back on a play mat to watch and move their hands.',
      'Hang a toy within view, never in the cot.',
    ],
    redFlags: [],
    developmentalConcerns: [lostSkill],
    category: senses,
    sources: [cdc4, aapSocial],
  },
  {
    id: 'w10-feeds-more-efficiently',
    weekNumber: 10,
    title: 'Feeds more efficiently',
    description: 'Many babies get quicker and more skilled at feeding, so feeds may be shorter than before.',
    expectedBehaviour:
      'Your baby may finish feeds faster as they get more practised. This varies a lot between babies.',
    parentTips: [
      'Follow your baby’s signs of fullness rather than the clock.',
      'Ask your health visitor if you have questions about weight or feeding.',
    ],
    redFlags: ['newborn-not-feeding', 'newborn-no-wet-nappy'],
    developmentalConcerns: [],
    category: feeding,
    sources: [cdc4, nhsNewborn],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 11
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w11-holds-head-steady',
    weekNumber: 11,
    title: 'Holds head steadier when held',
    description: 'When you hold your baby upright, their head may wobble less as their neck gets stronger.',
    expectedBehaviour:
      'Most babies hold their head steady without support when held by 4 months. Your baby may be getting steadier now.',
    parentTips: [
      'Hold your baby upright against you so they can practise and look around.',
      'Keep supporting their head when lifting or laying them down.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months, lostSkill],
    category: movement,
    sources: [cdc4],
  },
  {
    id: 'w11-holds-a-toy',
    weekNumber: 11,
    title: 'Holds a toy put in the hand',
    description: 'If you place a light toy in your baby’s hand, they may hold on to it for a while.',
    expectedBehaviour:
      'Most babies hold a toy when you put it in their hand by 4 months. Your baby may be starting to grip for longer.',
    parentTips: [
      'Offer light, easy-to-hold toys like a soft rattle or ring.',
      'Check toys are clean, in one piece and too big to swallow.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months],
    category: movement,
    sources: [cdc4],
  },
  {
    id: 'w11-coos-back-to-you',
    weekNumber: 11,
    title: 'Coos back when you talk',
    description:
      'Your baby may make sounds back to you when you talk, taking turns in a simple “conversation”.',
    expectedBehaviour:
      'Most babies make sounds back when talked to by 4 months. Back-and-forth cooing often grows around now.',
    parentTips: [
      'Talk, then pause, so your baby has a turn.',
      'Describe what your baby is doing and seeing.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months, lostSkill],
    category: social,
    sources: [cdc4, aapSocial],
  },
  {
    id: 'w11-clearer-feeding-cues',
    weekNumber: 11,
    title: 'Clearer feeding signals',
    description:
      'Your baby may show more clearly when they are hungry, for example by opening the mouth when they see the breast or bottle, and when they are full.',
    expectedBehaviour:
      'Most babies show hunger signals by 4 months. Your baby’s signs may be getting easier to read.',
    parentTips: [
      'Trust your growing knowledge of your baby’s signals.',
      'Breast milk or formula is all your baby needs at this age.',
    ],
    redFlags: ['newborn-not-feeding', 'newborn-no-wet-nappy', 'newborn-fever', 'newborn-low-temperature'],
    developmentalConcerns: [],
    category: feeding,
    sources: [cdc4, nhsNewborn],
  },
  {
    id: 'w11-longer-night-stretches',
    weekNumber: 11,
    title: 'Some longer sleep stretches',
    description:
      'Some babies start to have a longer stretch of sleep at night. Many still wake regularly, which is normal.',
    expectedBehaviour:
      'Your baby may have an occasional longer stretch of night sleep, but patterns vary a lot from baby to baby.',
    parentTips: [
      'Keep night-time calm and low-key: dim light, quiet voices, straight back to sleep.',
      'Every sleep on the back, in a clear cot in your room.',
    ],
    redFlags: ['newborn-breathing-difficulty', 'newborn-colour-change', 'newborn-floppy-unresponsive'],
    developmentalConcerns: [],
    category: sleep,
    sources: [aapSafeSleep],
  },

  // ---------------------------------------------------------------------------------------------
  // Week 12
  // ---------------------------------------------------------------------------------------------
  {
    id: 'w12-pushes-up-on-forearms',
    weekNumber: 12,
    title: 'Pushes up on forearms',
    description:
      'During tummy time, your baby may push up onto their forearms and lift their head and chest to look around.',
    expectedBehaviour:
      'Most babies push up onto their elbows or forearms on their tummy by 4 months. Many are getting close now.',
    parentTips: [
      'Get down on the floor face to face with your baby during tummy time.',
      'Tummy time only when awake and watched; on the back for every sleep.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months, lostSkill],
    category: movement,
    sources: [cdc4, aapTummy],
  },
  {
    id: 'w12-chuckles-with-you',
    weekNumber: 12,
    title: 'Chuckles when you play',
    description: 'Your baby may chuckle or laugh when you play together.',
    expectedBehaviour:
      'Most babies chuckle when you try to make them laugh by 4 months. Some are doing it now and some take a few more weeks.',
    parentTips: [
      'Play simple games like gentle peekaboo or making funny sounds.',
      'Follow your baby’s lead: more of what they enjoy, a rest when they look away.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months],
    category: social,
    sources: [cdc4, aapSocial],
  },
  {
    id: 'w12-smiles-to-get-attention',
    weekNumber: 12,
    title: 'Smiles to get your attention',
    description: 'Your baby may smile at you first, to start an interaction, rather than only smiling back.',
    expectedBehaviour:
      'Most babies smile on their own to get attention by 4 months. Your baby may be doing this more and more.',
    parentTips: [
      'Answer your baby’s smiles with smiles and words.',
      'Enjoy these moments. You are your baby’s favourite person to look at.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months, lostSkill],
    category: social,
    sources: [cdc4],
  },
  {
    id: 'w12-looks-at-hands-with-interest',
    weekNumber: 12,
    title: 'Looks at hands with interest',
    description:
      'Your baby may watch their hands closely, bring them together and explore toys with their eyes and mouth.',
    expectedBehaviour:
      'Most babies look at their hands with interest by 4 months. Your baby may be very busy with their hands now.',
    parentTips: [
      'Offer a variety of safe textures to touch: soft, crinkly, smooth.',
      'Name what your baby is touching as they explore.',
    ],
    redFlags: [],
    developmentalConcerns: [by4Months],
    category: senses,
    sources: [cdc4],
  },
  {
    id: 'w12-sleep-routine',
    weekNumber: 12,
    title: 'Settles into a bedtime routine',
    description:
      'A predictable bedtime routine can help your baby wind down, even though night waking is still common.',
    expectedBehaviour:
      'Your baby may recognise familiar bedtime steps and settle a little more easily. Sleep varies a lot between babies.',
    parentTips: [
      'Keep the routine short and simple, and do it in the same order each night.',
      'Back to sleep, on a firm, flat surface, with no pillows, blankets, bumpers or toys.',
    ],
    redFlags: [
      'newborn-breathing-difficulty',
      'newborn-colour-change',
      'newborn-fever',
      'newborn-low-temperature',
    ],
    developmentalConcerns: [],
    category: sleep,
    sources: [aapSafeSleep, cdc4],
  },
];
