import type { z } from 'zod';
import type { guideSchema } from '../src/core/contracts/content.ts';

/**
 * The two guides of Learn's Guides tab.
 * Section bodies are markdown limited to paragraphs and '- ' lists.
 * Every "when to call" line follows shared/medical/warning-signs.md: no other thresholds, no doses.
 */

type Guide = z.input<typeof guideSchema>;

export const guides: Guide[] = [
  {
    id: 'birth-preparation',
    title: 'Preparing for birth',
    summary:
      'The signs of labour, when to call, your birth plan, your bag, pain relief, your support person and the first hours after birth: a calm, practical guide for the last weeks of pregnancy.',
    sections: [
      {
        heading: 'Knowing the signs of labour',
        body: `Labour often starts slowly, and the early stage can last a while, especially with a first baby. Signs that labour may be starting include:

- contractions that come in a regular pattern and get longer, stronger and closer together
- a "show": the plug of sticky, pinkish mucus from your cervix coming away
- backache, or an ache like period pain
- an urge to go to the toilet as your baby's head presses down
- your waters breaking, as a gush or a trickle you cannot stop

Braxton Hicks tightenings are different: they are irregular and usually ease when you rest or change position. In early labour, staying at home, moving around, eating lightly, drinking and resting between contractions often helps you feel more comfortable.`,
      },
      {
        heading: 'When to call the maternity unit',
        body: `Save your maternity unit's number in your phone, and in your birth partner's phone, now. Call them for advice when you think labour has started; they will help you decide when to come in.

Call your midwife or maternity unit straight away, at any time of day or night, if:

- your waters break, whatever stage of pregnancy you are at
- you have any bleeding from your vagina
- your baby is moving less than usual, has stopped moving or the pattern has changed
- you have painful, regular contractions before 37 weeks
- you have a severe headache, vision changes, or sudden swelling of your face, hands or feet

Call emergency services if you have heavy bleeding, severe pain with bleeding, chest pain or trouble breathing, or a seizure. When you call, say: "I am pregnant, I am this many weeks, and I am having..."`,
      },
      {
        heading: 'Writing your birth plan',
        body: `A birth plan is a short note of what matters to you for labour and birth. You do not have to write one, but it can help you learn about your options and helps your team understand your wishes quickly. Things you might include:

- where you would like to give birth: labour ward, birth centre or home
- who you would like with you
- the pain relief you would like to try, or avoid
- how you feel about monitoring, moving around and positions for birth
- your wishes for the first hours, such as skin-to-skin, cord clamping and feeding
- anything your team should know, such as language, faith, disability or past experiences

Talk it through with your midwife. Keep it flexible: labour does not always go to plan, and your team will explain any changes and ask for your consent.`,
      },
      {
        heading: 'Packing your bag',
        body: `Aim to have your bag ready a few weeks before your due date, because babies do not always wait. If you are planning a home birth, gather the same things at home. Useful things to pack:

- your maternity notes, birth plan and a list of any medicines you take
- loose, comfortable clothes for labour, and a change for going home
- maternity pads, comfortable underwear, and nursing bras if you plan to breastfeed
- toiletries, lip balm, a hair tie, and a phone charger with a long cable
- snacks and drinks for you and your birth partner
- clothes, a hat, nappies and a blanket for your baby

If you will travel home by car, have a rear-facing car seat fitted before labour starts. Zara's hospital bag checklist helps you tick things off as you pack.`,
      },
      {
        heading: 'Pain relief choices',
        body: `Knowing your options ahead of time helps you feel more in control, and you can change your mind on the day. Options include:

- breathing, relaxation, massage, moving and changing position
- water: a warm bath or a birth pool, where available
- a TENS machine, which sends small electrical pulses through pads on your back
- gas and air, a mix of oxygen and nitrous oxide you breathe in during contractions
- opioid injections
- an epidural, which numbs the lower body and gives the most complete pain relief

Each option has benefits and possible side effects, and some depend on where you give birth; for example, epidurals are only given on a labour ward. Ask your midwife about each one, and note your wishes in your birth plan.`,
      },
      {
        heading: 'Your support person',
        body: `Having someone you trust with you in labour can make a real difference. Your birth partner could be your partner, a relative, a friend or a doula. Ask your maternity unit how many people can be with you.

Your birth partner can help by:

- keeping you company, staying calm and reminding you how well you are doing
- offering drinks, snacks, massage and help with changing position
- timing contractions and calling the maternity unit when it is time
- knowing your birth plan and speaking up for your wishes when you are busy with labour
- looking after the practical things: the bag, the car seat and the journey

Talk before the day about what you would like from them, and what you would rather they did not do. Birth partners need to rest and eat too.`,
      },
      {
        heading: 'After the birth',
        body: `In the first hour after birth, if you and your baby are well, you can usually hold your baby skin-to-skin on your chest. This helps keep your baby warm and calm, and is a lovely time to offer a first feed if you plan to breastfeed. Skin-to-skin is often possible after a caesarean too, and your birth partner can do it if you cannot.

Your team will also:

- deliver the placenta, and check whether you need any stitches
- check your baby, and weigh and measure them
- talk with you about vitamin K for your baby
- help with your first feed, whichever way you choose to feed

Bleeding after birth is normal. Tell your midwife straight away if it feels heavy, you pass large clots, or you feel faint, dizzy or unwell.`,
      },
    ],
    sources: [
      { org: 'NHS', title: 'Signs that labour has begun' },
      { org: 'NHS', title: 'How to make a birth plan' },
      { org: 'NHS', title: 'Pack your bag for labour' },
      { org: 'NHS', title: 'Pain relief in labour' },
      { org: 'NHS', title: 'Tips for birth partners' },
      { org: 'NHS', title: 'What happens straight after the birth' },
      { org: 'NICE', title: 'Intrapartum care (NG235)' },
      {
        org: 'WHO',
        title: 'WHO recommendations: intrapartum care for a positive childbirth experience',
      },
      { org: 'ACOG', title: 'Medicine for Pain Relief During Labor and Delivery' },
      { org: 'CDC', title: 'Hear Her: Urgent Maternal Warning Signs' },
    ],
  },
  {
    id: 'fourth-trimester',
    title: 'Your fourth trimester',
    summary:
      'The first weeks after birth: how your body recovers, feeding, sleep and safe sleep, your mood, the warning signs for you and your baby, your 6-week check, and how to ask for help.',
    sections: [
      {
        heading: 'Recovery week by week',
        body: `Every recovery is different, and it depends on your birth, your health and the support you have. Go gently with yourself.

- The first days: bleeding is heaviest and bright red, your tummy may cramp as your womb shrinks (afterpains), and you may feel sore, shaky and very tired. Rest as much as you can.
- The first two weeks: bleeding gets lighter and changes colour. Stitches or a caesarean wound start to heal. Your milk comes in if you are breastfeeding, and your breasts may feel full and tender.
- Weeks two to six: energy slowly returns. Short walks and gentle pelvic floor exercises help. Bleeding fades to a light discharge over several weeks.
- Around six weeks: your postnatal check looks at how you are healing.

After a caesarean, recovery takes longer. Avoid lifting anything heavier than your baby at first, and accept help.`,
      },
      {
        heading: 'Feeding your baby',
        body: `However you feed your baby, breast milk, formula or both, you deserve support without judgement. Newborns feed often, day and night, because their tummies are small. Watch for early hunger cues: rooting, turning towards the breast or bottle, sucking on hands and lip smacking. Crying is a late sign.

Signs that feeding is going well:

- your baby feeds often and seems content after most feeds
- plenty of wet and dirty nappies, with poo turning yellower after the first days
- your baby gains weight at their checks

Breastfeeding should not keep hurting; if it does, ask your midwife, health visitor or a breastfeeding specialist to watch a feed. Call your midwife or doctor now if your baby has not fed for 8 hours or more, refuses feeds, takes less than half their usual amount, or has had no wet nappy for 8 hours.`,
      },
      {
        heading: 'Sleep and safe sleep',
        body: `Newborns sleep in short stretches and wake often to feed, so broken nights are normal, not a sign that anything is wrong. Rest when your baby sleeps if you can, share night feeds where possible, and let chores wait.

Every time your baby sleeps, day and night:

- put them on their back
- use a firm, flat surface, such as a cot, crib or Moses basket with a well-fitting mattress
- keep the sleep space clear: no pillows, blankets, bumpers or toys
- keep your baby in your room, in their own sleep space
- keep the air around them smoke-free, and do not let them get too hot

Never fall asleep with your baby on a sofa or armchair. If you feel very sleepy while feeding, put your baby back in their own sleep space. Tummy time is great, but only while your baby is awake and someone is watching.`,
      },
      {
        heading: 'Your mood',
        body: `In the first days after birth, many people feel tearful, anxious or up and down. These baby blues are common, and usually pass within about two weeks. Rest, food, fresh air and kind company all help.

Contact your midwife, health visitor or doctor if, most days for two weeks or more, you:

- feel low, hopeless or numb
- have lost interest in things you usually enjoy
- feel anxious, panicky or unable to cope
- struggle to feel close to your baby

Postnatal depression and anxiety are common and treatable, and they can affect partners too. Call emergency services now if you have thoughts of harming yourself or your baby, or if someone is seeing or hearing things that are not there, has strange beliefs, or is suddenly very confused or high. In the US you can call or text 988; in the UK, call Samaritans on 116 123, or NHS 111 and choose option 2.`,
      },
      {
        heading: 'Warning signs for you',
        body: `Most recovery goes smoothly, but some signs need help fast, for up to a year after birth.

Call emergency services now for:

- chest pain or trouble breathing, or a seizure
- heavy bleeding with feeling faint, a racing heart or collapse
- signs of sepsis, such as confusion, slurred speech, extreme shivering, mottled skin or no pee for a day
- thoughts of harming yourself or your baby

Call your midwife or doctor now for:

- soaking a pad an hour or more, or clots the size of an egg or bigger
- a fever of 38 C (100.4 F) or higher
- a wound or tear that is red, oozing or opening
- one leg that is painful, swollen, red or warm
- a headache that medicine does not help, or vision changes
- foul-smelling discharge, or severe belly pain that does not go away

When you call, say: "I gave birth on [date] and I am having..."`,
      },
      {
        heading: 'Warning signs for your baby',
        body: `Trust your instincts: you know your baby best. For a baby under 3 months, call emergency services now if your baby:

- has a temperature of 38 C (100.4 F) or higher, or under 36 C
- has blue lips, or pale, mottled or cold skin
- has pauses in breathing, grunts, works hard to breathe, or is too breathless to feed
- is floppy, unresponsive or hard to wake, or has a weak, high-pitched or constant cry
- has a seizure, a rash that does not fade under a pressed glass, or green vomit
- has jaundice and is feeding poorly, floppy or unusually sleepy

Call your midwife or doctor now if your baby is not feeding, has had no wet nappy for 8 hours, or has red skin or a smelly discharge around the cord. Call them the same day about jaundice in the first 24 hours, jaundice that spreads fast, or pale, chalky poo.`,
      },
      {
        heading: 'The 6-week check',
        body: `Around 6 weeks after birth you will be offered a check of your own health, separate from your baby's checks. In the US this is part of your postpartum care visits. It is your time, so bring a list of questions. You might talk about:

- your bleeding, and how your stitches or wound are healing
- your pelvic floor, bladder and bowels
- feeding, sleep and how you are managing day to day
- your mood and how you are really feeling
- contraception, and when you might feel ready for sex
- getting back to exercise

Your blood pressure may be checked too. Nothing is too small or embarrassing to mention. And you never have to wait for this appointment if something worries you: call your midwife or doctor at any time.`,
      },
      {
        heading: 'Asking for help',
        body: `Nobody is meant to do this alone. Accepting help is not a sign that you are not coping; it is how new families have always managed.

- Say yes when people offer, and be specific: a meal, a load of washing, the shopping, or holding the baby while you shower or nap.
- Share night feeds and chores with your partner or a support person if you can.
- Keep visits short, and it is fine to say "not today".
- Keep your midwife's, health visitor's and doctor's numbers somewhere easy to find.
- Look for local parent groups, feeding support and peer support, in person or online.

If you feel overwhelmed, tell someone: your partner, a friend, your midwife or your doctor. In the US, the National Maternal Mental Health Hotline is free, day and night, by call or text on 1-833-852-6262.`,
      },
    ],
    sources: [
      { org: 'NHS', title: 'Your post-pregnancy body' },
      { org: 'NHS', title: 'Your 6-week postnatal check' },
      { org: 'NHS', title: 'Feeling depressed after childbirth' },
      { org: 'NHS', title: 'Postpartum psychosis' },
      { org: 'NHS', title: 'High temperature (fever) in children' },
      { org: 'NHS', title: 'Newborn jaundice' },
      { org: 'NICE', title: 'Postnatal care (NG194)' },
      {
        org: 'WHO',
        title: 'WHO recommendations on maternal and newborn care for a positive postnatal experience',
      },
      { org: 'ACOG', title: 'Optimizing Postpartum Care' },
      { org: 'AWHONN', title: 'POST-BIRTH Warning Signs' },
      { org: 'CDC', title: 'Hear Her: Urgent Maternal Warning Signs' },
      { org: 'AAP', title: 'How to Keep Your Sleeping Baby Safe: AAP Policy Explained' },
      { org: 'CDC', title: 'Helping Babies Sleep Safely' },
    ],
  },
];
