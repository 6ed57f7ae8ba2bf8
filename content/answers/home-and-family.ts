import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "home and family" (iteration 21): a partner asking what he can do in pregnancy, and a
 * sick older child at home beside a young baby. Facts from the NHS, NHS Start for Life, the CDC and the AAP;
 * "when to call" lines follow shared/medical/warning-signs.md.
 */

const nhsDadsToBe = { org: 'NHS Start for Life', title: 'Dads and partners: pregnancy' };
const nhsAntenatalClasses = { org: 'NHS', title: 'Antenatal classes' };
const nhsColds = { org: 'NHS', title: 'Common cold' };
const cdcHandwashing = { org: 'CDC', title: 'Handwashing: clean hands save lives' };
const aapSiblingIll = {
  org: 'AAP (HealthyChildren.org)',
  title: 'Preventing the spread of infection at home',
};
const nhsFeverChildren = { org: 'NHS', title: 'High temperature (fever) in children' };

export const homeAndFamilyAnswers: AnswerEntryInput[] = [
  {
    id: 'preg-partner-how-to-help',
    question: 'I am the partner: what can I do to help during the pregnancy?',
    asked: [
      'dad to be here, what can i actually do to help her right now',
      'how can i support my pregnant wife, i feel a bit useless',
      'what should a partner do in the first and second trimester',
      'my girlfriend is pregnant, how do i help',
      'how can a husband support his pregnant wife every day',
      'partner with only a short leave, how do i get ready to be useful in the first weeks when the baby comes',
      'how does a husband prepare for the first few weeks at home with a newborn, i have some time off',
      'getting ready as the dad: what should i learn before the birth so i am useful, not in the way',
    ],
    topic: 'partners-family',
    stages: ['pregnant'],
    lead: 'A lot, and it matters. Being there, taking on the everyday jobs and listening make a real difference to how she feels in pregnancy, and feeling a bit useless at first is very common.',
    points: [
      'Go to appointments, scans and antenatal classes together when you can: you will learn what she is going through and what to expect at the birth.',
      'Take on practical jobs: cooking, shopping, cleaning and the heavy lifting, so she can rest, especially when she is tired or sick.',
      'Listen and give emotional support: ask how she feels, and share your own worries too. Mixed feelings are normal for both of you.',
      'Help her stay healthy: eat well together, and if you smoke, stop, or at least never smoke near her or indoors.',
      'Learn the signs that need a call (bleeding, the baby moving less from about 24 weeks, a bad headache or swelling), and plan your leave and the journey to the birth.',
      'Get ready for the first weeks after the birth: learn nappy changes, bathing and settling, cook and freeze some meals, and plan to take on the housework and handle visitors so she can rest. Keep an eye on her mood and your own.',
    ],
    whenToCall:
      'Help her call the maternity unit straight away if she has bleeding from the vagina, or the baby is moving less than usual. Call emergency services if she bleeds heavily, has chest pain or trouble breathing, or has a seizure.',
    signs: [
      'vaginal-bleeding',
      'reduced-fetal-movement',
      'heavy-bleeding',
      'chest-pain-breathing',
      'seizure',
    ],
    related: ['birth-partner-role', 'preg-partner-understanding'],
    sources: [nhsDadsToBe, nhsAntenatalClasses],
  },
  {
    id: 'baby-sick-sibling',
    question: 'My toddler or older child is sick: how do I stop the baby catching it?',
    asked: [
      'my toddler has a cold and a temperature, how do i keep the baby from catching it',
      'older child poorly with a bug, how to protect the newborn',
      'big sister has a runny nose and fever, what do i watch for in the baby',
      'sick toddler and a young baby at home, how do i stop it spreading',
    ],
    topic: 'newborn-health',
    stages: ['postpartum'],
    lead: 'You cannot always keep a sick toddler or older child apart from the baby, but a few habits lower the chance of the baby catching it, and knowing what to watch for in the baby helps you act in time.',
    points: [
      'Wash your hands with soap and water often: before feeding or holding the baby, and after wiping your older child’s nose or changing a nappy.',
      'Keep your older child from kissing the baby’s face and hands, and from sharing cups, spoons or dummies, while they are ill. Put tissues in the bin straight away.',
      'Keep feeding your baby as usual: breast milk passes on some protection, and feeding well keeps them hydrated.',
      'Keep up your baby’s vaccines on time, and the rest of the family’s flu jabs, which protect the baby too.',
      'Watch your baby for a fever (a high temperature), feeding less, fewer wet nappies, or fast or noisy breathing.',
    ],
    whenToCall:
      'Call emergency services now if your baby is under 3 months and has a temperature of 38 C (100.4 F) or higher, is struggling to breathe, is floppy or hard to wake, or has a rash that does not fade under a glass. Call your GP or NHS 111 the same day if your baby is feeding less or has fewer wet nappies.',
    signs: [
      'newborn-fever',
      'newborn-breathing-difficulty',
      'newborn-floppy-unresponsive',
      'newborn-non-blanching-rash',
    ],
    related: ['baby-fever-care', 'baby-visitors-kisses'],
    sources: [nhsColds, cdcHandwashing, aapSiblingIll, nhsFeverChildren],
  },
];
