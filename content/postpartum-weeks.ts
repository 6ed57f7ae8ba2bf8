import type { z } from 'zod';
import type { postpartumWeekSchema } from '../src/core/contracts/content.ts';

/**
 * Postpartum weeks 0-12, and 13 standing for "after 12 weeks".
 * Phases (shared/spec/02-postpartum-hub.md): up to 2 Immediate Recovery, up to 6 Early Recovery,
 * up to 12 Extended Recovery, after 12 Ongoing Care.
 * Baby development follows CDC "Learn the Signs. Act Early." (shared/content/facts.md); before 8 weeks
 * the text says that timing varies. notNormal entries are warning-sign catalogue ids.
 */

const bodyAfterBirth = { org: 'NHS', title: 'Your body after the birth' };
const postBirth = { org: 'AWHONN', title: 'POST-BIRTH Warning Signs' };
const actEarly = { org: 'CDC', title: 'Learn the Signs. Act Early.' };
const twoMonths = { org: 'CDC', title: 'Important Milestones: Your Baby By Two Months' };
const fourMonths = { org: 'CDC', title: 'Important Milestones: Your Baby By Four Months' };
const safeSleep = { org: 'CDC', title: 'Helping Babies Sleep Safely' };
const hearHer = { org: 'CDC', title: 'Hear Her: Urgent Maternal Warning Signs' };
const postnatalDepression = { org: 'NHS', title: 'Postnatal depression' };
const psychosis = { org: 'Action on Postpartum Psychosis', title: 'What is postpartum psychosis?' };
const jaundice = { org: 'NHS', title: 'Newborn jaundice' };
const sixWeekCheck = { org: 'NHS', title: 'Your 6-week postnatal check' };
const exerciseAfter = { org: 'ACOG', title: 'Exercise After Pregnancy' };
const birthControl = { org: 'ACOG', title: 'Postpartum Birth Control' };

export const postpartumWeeks: z.input<typeof postpartumWeekSchema>[] = [
  {
    week: 0,
    title: 'The first days',
    motherFocus:
      'Your body has just done something huge, whether you gave birth vaginally or by caesarean. Bleeding (lochia) is heaviest now and bright red, and your womb is shrinking, which can cause cramping afterpains. Rest is your main job: feed your baby, eat, drink and sleep when you can.',
    babyFocus:
      'Your baby is getting used to life outside. Newborns sleep a lot, feed often, and show reflexes like startling at loud sounds and gripping your finger. They may lose a little weight in the first days, and your midwife or nurse will check how they are feeding and growing. Every baby is different, and timing varies for early skills like these.',
    normal: [
      'Heavy, bright red bleeding that may include small clots',
      'Cramping afterpains, often stronger during feeds',
      'Soreness around stitches, a tear or a caesarean wound',
      'Breasts feeling full, warm or tender as milk comes in, however you plan to feed',
      'Your baby passing dark, sticky first poos (meconium)',
      'Feeling elated, tearful or overwhelmed, sometimes all in one hour',
    ],
    notNormal: [
      'postpartum-haemorrhage-collapse',
      'postpartum-heavy-bleeding',
      'sepsis-signs',
      'postpartum-psychosis',
      'newborn-jaundice',
      'newborn-not-feeding',
    ],
    tips: [
      'Keep your baby close and enjoy skin-to-skin time. It can calm you both.',
      'Lay your baby down to sleep on their back, on a firm flat surface, with no blankets, pillows, bumpers or toys.',
      'Use maternity pads rather than tampons while you are bleeding, and change them often.',
      'Drink water and eat fibre-rich food to keep your bowels moving comfortably.',
      'Say yes to help with meals, washing and visitors. Protect your rest.',
      'If you are worried about bleeding, pain, your mood or your baby, call your midwife, doctor or maternity unit. You will never be a bother.',
    ],
    sources: [bodyAfterBirth, postBirth, psychosis, jaundice, safeSleep],
  },
  {
    week: 1,
    title: 'Finding your feet',
    motherFocus:
      'Your bleeding is likely easing and may be turning pinkish or brown. Stitches and wounds are healing, though sitting or moving may still be sore. Around now, many new mothers feel weepy, irritable or anxious for no clear reason: these are the baby blues, and they usually pass on their own.',
    babyFocus:
      'Your baby is learning to feed and settle. They may look at your face for brief moments and turn towards your voice. The umbilical cord stump is drying and will fall off on its own. Skills emerge at different times in different babies, so timing varies.',
    normal: [
      'Lochia getting lighter and changing from red to pink or brown',
      'Tearfulness and mood swings (the baby blues)',
      'Sore nipples or full breasts if you are breast or chestfeeding',
      'Night sweats as your body clears extra fluid',
      "A slight yellow tinge to your baby's skin that is fading, while they feed well and are alert",
    ],
    notNormal: [
      'postpartum-psychosis',
      'fever',
      'wound-infection',
      'foul-discharge',
      'newborn-jaundice',
      'newborn-cord-infection',
    ],
    tips: [
      'Keep the cord stump clean and dry, and fold the nappy below it.',
      'Ask your midwife, health visitor or a feeding supporter for help with feeding, whether you use breast, chest, bottle or a mix.',
      'Take a short, slow walk if you feel up to it, to help your circulation.',
      'Let a partner, friend or family member take a feed or nappy change so you can sleep.',
      'Tell someone you trust how you are feeling. The baby blues are common and you do not have to hide them.',
    ],
    sources: [bodyAfterBirth, postBirth, postnatalDepression, psychosis, jaundice],
  },
  {
    week: 2,
    title: 'Settling in',
    motherFocus:
      'This is the last week of the Immediate Recovery phase. Your body is still healing, and bleeding is usually lighter. The baby blues should be lifting by now: if you still feel low, anxious or unlike yourself, talk to your midwife, health visitor or doctor.',
    babyFocus:
      'Your baby may have longer spells of being awake and alert, and they may fix their gaze on your face for a moment. Many babies have days of feeding very often, which is normal. All babies develop at their own pace, and timing varies a lot in these early weeks.',
    normal: [
      'Lighter bleeding that may be brown or yellowish',
      'Tiredness from broken nights',
      'Some days when your baby wants to feed much more often',
      'Healing wounds that feel itchy or tight',
      'Feeling unsure of yourself as a parent',
    ],
    notNormal: [
      'persistent-low-mood',
      'postpartum-psychosis',
      'leg-clot-signs',
      'foul-discharge',
      'newborn-fever',
      'newborn-not-feeding',
    ],
    tips: [
      'Check in with your mood. If low mood or anxiety lasts most days for two weeks or more, tell your midwife, health visitor or doctor.',
      'Keep a water bottle and a snack wherever you usually feed your baby.',
      'Keep your baby in a safe sleep space in your room, on their back, with nothing else in the cot.',
      'Gently start pelvic floor squeezes if they feel comfortable.',
      'Go easy on visitors and say no when you need to.',
    ],
    sources: [bodyAfterBirth, postBirth, postnatalDepression, psychosis, safeSleep],
  },
  {
    week: 3,
    title: 'Building a rhythm',
    motherFocus:
      'You are now in the Early Recovery phase, where the focus is building routines and keeping an eye on your health. Tiredness may feel heavier now that the first rush has passed. Your wounds are healing, but your body still needs time, so keep lifting and chores light.',
    babyFocus:
      'Your baby may seem fussier, often in the evenings. Crying is how babies communicate, and many babies cry more over the first weeks before it eases. You may see brief moments of eye contact and your baby calming at your voice. Timing varies from baby to baby.',
    normal: [
      'Feeling exhausted and foggy',
      'Lochia that is light or comes and goes',
      'A fussy time in the evenings for your baby',
      'Leaking a little pee when you cough or laugh',
      'Mixed feelings about your new life',
    ],
    notNormal: [
      'persistent-low-mood',
      'self-harm-thoughts',
      'postpartum-headache',
      'wound-infection',
      'newborn-fever',
      'newborn-breathing-difficulty',
    ],
    tips: [
      'If your baby is crying and you feel overwhelmed, put them down somewhere safe, like their cot, and take a few minutes to breathe.',
      'Try a simple daily rhythm: feed, some awake time, then sleep. It will change, and that is fine.',
      'Keep up pelvic floor exercises a few times a day.',
      'Ask your partner or a friend to take the first evening shift now and then.',
      'If you ever have thoughts of harming yourself or your baby, call emergency services or a crisis line straight away.',
    ],
    sources: [bodyAfterBirth, postBirth, postnatalDepression, hearHer, actEarly],
  },
  {
    week: 4,
    title: 'One month in',
    motherFocus:
      'Your bleeding may have stopped or be very light now. Gentle walks can help your body and your mood. Your fertility can return before your first period, so if you do not want to get pregnant again yet, think about contraception before you have sex.',
    babyFocus:
      'Your baby may lift their head briefly during tummy time and follow your face as you move. They react to loud sounds and may start to make small sounds other than crying. These skills appear at different times in different babies: timing varies.',
    normal: [
      'Light spotting or no bleeding',
      'Your belly still looking rounded',
      'Tiredness that comes and goes',
      'Your baby lifting their head for a moment during tummy time',
    ],
    notNormal: [
      'postpartum-heavy-bleeding',
      'foul-discharge',
      'persistent-low-mood',
      'leg-clot-signs',
      'newborn-fever',
      'newborn-jaundice',
    ],
    tips: [
      'Do short tummy time sessions while your baby is awake and you are watching.',
      'Go for a gentle walk outdoors, with your baby in a pram or sling.',
      'Talk to your midwife, health visitor or doctor about contraception that suits you, including if you are breast or chestfeeding.',
      'If your baby still looks yellow, or their poo is pale or chalky, contact your midwife, health visitor or doctor.',
    ],
    sources: [bodyAfterBirth, birthControl, postBirth, jaundice, actEarly],
  },
  {
    week: 5,
    title: 'Looking after the carer',
    motherFocus:
      'Sleep loss can build up, and it affects mood, patience and memory. It is fine to lower your standards for the house and ask for practical help. Partners can struggle too, so check in with each other.',
    babyFocus:
      'Your baby is spending more time awake and looking around. Some babies start to smile in response to you around now, and some a little later: timing varies. They may calm when you pick them up or talk to them.',
    normal: [
      'Feeling short of sleep',
      'Hair, skin and sweating still adjusting to changing hormones',
      'Some days feeling capable and others feeling lost',
      'Your baby being more alert and watchful',
    ],
    notNormal: [
      'persistent-low-mood',
      'self-harm-thoughts',
      'postpartum-headache',
      'fever',
      'newborn-fever',
      'newborn-no-wet-nappy',
    ],
    tips: [
      'Nap when someone else can watch your baby, even for a short while.',
      'Make a list of small, specific jobs that friends can do when they offer help.',
      'Eat regular meals. Simple food counts.',
      'If you or your partner feel low or anxious most days, talk to a health visitor or doctor. Support works.',
      "Keep watching your baby's wet and dirty nappies. They are a good sign that feeding is going well.",
    ],
    sources: [bodyAfterBirth, postnatalDepression, postBirth, actEarly],
  },
  {
    week: 6,
    title: 'Your 6-week check',
    motherFocus:
      'This is the last week of the Early Recovery phase. Around now you will be offered a postnatal check with your GP, doctor or midwife, to see how you are healing and how you are feeling. It is a good time to talk about bleeding, pain, pelvic floor, contraception, your mood and returning to exercise.',
    babyFocus:
      'Your baby may be smiling at you, watching you move and making soft sounds. Many babies also have a check-up around now. Timing varies, and some of these skills will come in the next few weeks.',
    normal: [
      'Bleeding that has stopped or is very light',
      'Scars and stitches that are healed on the outside but still tender',
      'Some leaking of pee, which pelvic floor exercises can help',
      'Feeling more confident with your baby on some days',
      'Your baby smiling, or not quite yet',
    ],
    notNormal: [
      'persistent-low-mood',
      'postpartum-heavy-bleeding',
      'wound-infection',
      'foul-discharge',
      'newborn-fever',
      'newborn-not-feeding',
    ],
    tips: [
      'Write down your questions before your 6-week postnatal check and take the list with you.',
      'Be honest about your mood at the check. You will be listened to, not judged.',
      'Ask about returning to exercise and sex when you feel ready, and about contraception.',
      "Ask about your baby's own check and any vaccinations they will be offered soon.",
    ],
    sources: [sixWeekCheck, bodyAfterBirth, exerciseAfter, birthControl, postBirth],
  },
  {
    week: 7,
    title: 'Getting stronger',
    motherFocus:
      'You are now in the Extended Recovery phase, where the focus is building habits that support you for the long term. If your check went well, you can build up exercise gradually and listen to your body. Body image and relationship changes can feel big, so go gently.',
    babyFocus:
      'Your baby may be more awake, watching faces and toys for several seconds at a time. They may start to coo and smile more often. Babies reach these skills at different times before 8 weeks, so timing varies.',
    normal: [
      'Aches when you restart exercise',
      'Feeling differently about your body',
      'Changes in your relationship as you adjust',
      'Your baby having longer awake times',
    ],
    notNormal: [
      'persistent-low-mood',
      'self-harm-thoughts',
      'leg-clot-signs',
      'postpartum-headache',
      'newborn-fever',
      'newborn-breathing-difficulty',
    ],
    tips: [
      'Start with walks and gentle strength work, and stop if anything hurts.',
      'Plan a small moment each day that is just for you.',
      'Talk with your partner or a friend about how you are both adjusting.',
      'Give your baby time on their tummy while awake and watched, and talk to them as they look around.',
    ],
    sources: [exerciseAfter, bodyAfterBirth, postnatalDepression, actEarly],
  },
  {
    week: 8,
    title: 'Two months: smiles and sounds',
    motherFocus:
      'Your body has done a lot of healing, but it is normal to still feel tired and not quite yourself. Keep up your pelvic floor exercises. Depression and anxiety can start at any time in the first year, so keep checking in with how you feel.',
    babyFocus:
      "Around 2 months, CDC lists what most babies do: calm when spoken to or picked up, look at faces, seem happy to see a parent, smile when talked to or smiled at, and make sounds other than crying. They also react to loud sounds, watch you move, look at a toy for several seconds, hold their head up on their tummy, move both arms and legs, and open their hands briefly. If you have any worries, talk to your baby's doctor or health visitor and ask about developmental screening.",
    normal: [
      'Your baby smiling back at you',
      'Cooing and other small sounds',
      'Still feeling tired and stretched',
      'Feeling more like a team with your baby',
    ],
    notNormal: ['persistent-low-mood', 'self-harm-thoughts', 'fever', 'newborn-fever', 'newborn-not-feeding'],
    tips: [
      "Smile and chat with your baby, and pause so they can 'answer' you.",
      "Go to your baby's check-up around 2 months, when routine vaccinations are often offered.",
      'Trust your instincts: if your baby has lost a skill, or you are worried, talk to your doctor or health visitor.',
      'Keep laying your baby on their back to sleep, on a firm flat surface with nothing else in the cot.',
    ],
    sources: [twoMonths, actEarly, safeSleep, postnatalDepression],
  },
  {
    week: 9,
    title: 'Finding your new normal',
    motherFocus:
      'Your days may have more of a shape now, even if nights are still broken. Your periods may return, sooner if you are not breast or chestfeeding, and can be irregular at first. If you still leak pee or feel heaviness in your pelvis, ask your doctor about pelvic health support.',
    babyFocus:
      'Your baby may turn their head towards your voice and coo back when you talk. Some babies begin to bring their hands to their mouth. These are early steps towards the skills CDC expects by 4 months, and every baby gets there in their own time.',
    normal: [
      'Your first period returning, or not yet',
      'Broken nights',
      'Your baby cooing and turning towards voices',
      'Feeling more settled on some days',
    ],
    notNormal: [
      'persistent-low-mood',
      'self-harm-thoughts',
      'postpartum-heavy-bleeding',
      'newborn-fever',
      'newborn-not-feeding',
    ],
    tips: [
      'Keep pelvic floor exercises going every day.',
      'If you are planning a return to work, start thinking about childcare and feeding at least a few weeks ahead.',
      'Read, sing and talk to your baby during everyday tasks.',
      'Get outside for some daylight each day. It can help your mood and sleep.',
    ],
    sources: [fourMonths, bodyAfterBirth, birthControl, actEarly],
  },
  {
    week: 10,
    title: 'Chuckles and chats',
    motherFocus:
      'You may feel more confident, and still have days that feel hard. Anxiety after birth is as common as low mood and deserves the same care. Keep moving your body in ways that feel good.',
    babyFocus:
      'Your baby may be pushing up on their forearms during tummy time and holding their head steadier when held. Some babies start to chuckle. These skills are a preview of what CDC lists by 4 months, so do not worry if your baby is not doing them yet.',
    normal: [
      'Your baby pushing up on their forearms',
      'New sounds, and maybe a first chuckle',
      'Changes in feeding patterns',
      'Worrying thoughts that come and go',
    ],
    notNormal: [
      'persistent-low-mood',
      'self-harm-thoughts',
      'leg-clot-signs',
      'newborn-fever',
      'newborn-no-wet-nappy',
    ],
    tips: [
      'Give tummy time a few times a day while your baby is awake and watched.',
      'If you are changing how you feed your baby, ask a health visitor, doctor or feeding supporter for help. Every choice is valid.',
      'If worry or panic is getting in the way of daily life, talk to your doctor or health visitor.',
      'Hold your baby upright and let them look around to strengthen their neck.',
    ],
    sources: [fourMonths, actEarly, postnatalDepression, exerciseAfter],
  },
  {
    week: 11,
    title: 'Reconnecting',
    motherFocus:
      'You may be thinking about intimacy, your relationship, friendships or work. There is no right time to have sex again: it is about when you feel ready. Pain during sex, or continuing pain anywhere, is worth mentioning to your doctor.',
    babyFocus:
      'Your baby may hold a toy when you put it in their hand and smile to get your attention. They are learning that you respond when they call. These are steps towards the 4-month milestones, and timing varies.',
    normal: [
      'Feeling unsure about sex or intimacy',
      'Vaginal dryness, especially if you are breast or chestfeeding',
      'Your baby grasping a toy you give them',
      'Your baby smiling to get your attention',
    ],
    notNormal: [
      'persistent-low-mood',
      'self-harm-thoughts',
      'postpartum-headache',
      'newborn-fever',
      'newborn-not-feeding',
    ],
    tips: [
      'Talk openly with your partner about how you feel, and take things at your own pace.',
      'Use contraception if you do not want to get pregnant again yet.',
      'Offer your baby a soft rattle or toy to hold and watch what they do with it.',
      'Make a plan to see a friend or join a parent group.',
    ],
    sources: [birthControl, fourMonths, bodyAfterBirth, postnatalDepression],
  },
  {
    week: 12,
    title: 'Three months together',
    motherFocus:
      'This is the last week of the Extended Recovery phase. Take a moment to see how far you have come. If you still have leaking, pain, heaviness in your pelvis, a gap in your tummy muscles, or low mood, your doctor can refer you for support.',
    babyFocus:
      'Your baby may hold their head steady when you hold them, coo, chuckle and turn to your voice. CDC lists these among the skills most babies have by 4 months, so your baby may still be working on them. Talk to your doctor or health visitor if you have any concerns.',
    normal: [
      'Still feeling tired some days',
      'Hair shedding starting in the months after birth',
      'Your baby having more regular patterns',
      'Feeling proud of what you have both learned',
    ],
    notNormal: [
      'persistent-low-mood',
      'self-harm-thoughts',
      'leg-clot-signs',
      'newborn-fever',
      'newborn-breathing-difficulty',
    ],
    tips: [
      'Write down what has helped you most so far, and keep doing it.',
      'Book any follow-up you still need for your own health.',
      "Keep up your baby's check-ups and vaccinations.",
      'Keep following safe sleep: on their back, on a firm flat surface, with no blankets, pillows, bumpers or toys.',
    ],
    sources: [fourMonths, actEarly, bodyAfterBirth, postnatalDepression, safeSleep],
  },
  {
    week: 13,
    title: 'Beyond 12 weeks',
    motherFocus:
      'You are now in Ongoing Care: continuing to look after your health as life with your baby settles. Recovery can take longer than 12 weeks, especially after a difficult birth, and that is okay. Postnatal depression and anxiety can start at any time in the first year, so keep talking about how you feel.',
    babyFocus:
      'Your baby is growing towards the 4-month milestones: smiling to get attention, chuckling, cooing, turning to your voice, pushing up on their forearms and bringing their hands to their mouth. CDC has milestone checklists for each age ahead. If your baby loses a skill, or you are worried, talk to their doctor and ask about developmental screening.',
    normal: [
      'Hair shedding in the months after birth',
      'Periods returning and being irregular at first',
      'Feeling like yourself on some days and not on others',
      'Your baby becoming more social and chatty',
    ],
    notNormal: [
      'persistent-low-mood',
      'self-harm-thoughts',
      'leg-clot-signs',
      'fever',
      'postpartum-headache',
    ],
    tips: [
      'Keep pelvic floor exercises part of your routine for the long term.',
      'Ask your doctor for help with anything that is still bothering you, whether it is physical or emotional.',
      'Trust your instincts about your baby. If they seem unwell, contact their doctor, and call emergency services if you are very worried.',
      "Keep your baby's sleep space safe as they start to roll and move more.",
      'Stay connected with people who support you.',
    ],
    sources: [postnatalDepression, actEarly, fourMonths, bodyAfterBirth, postBirth],
  },
];
