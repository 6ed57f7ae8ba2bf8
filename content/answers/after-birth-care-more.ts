import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "after the birth, her own care, more" (answers iteration 22): the medicines and care she
 * is sent home with, asked about her own body while breastfeeding (a laxative for the first days'
 * constipation, the blood-thinning injections after a caesarean), so that a question naming breastfeeding does
 * not fall to the baby's entries.
 */

const nhsConstipationPp = { org: 'NHS', title: 'Your body after the birth: constipation' };
const nhsLaxatives = { org: 'NHS', title: 'Laxatives' };
const nhsClots = { org: 'NHS', title: 'Deep vein thrombosis (DVT): pregnancy and after the birth' };
const nhsCaesareanRecovery = { org: 'NHS', title: 'Caesarean section: recovery' };
const niceVte = { org: 'NICE', title: 'Venous thromboembolism in over 16s: reducing the risk (NG89)' };

export const afterBirthCareMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'pp-constipation-laxatives',
    question: 'I am constipated after the birth. Can I take a laxative while breastfeeding?',
    asked: [
      'constipated since giving birth, what can i take',
      'can i take a laxative while breastfeeding or does it go into the milk',
      'stool softener after birth breastfeeding',
      'havent pooed since the baby came, what do i do',
      'which laxative is safe when breastfeeding',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 12 },
    lead: 'Yes. Constipation is very common in the first days after birth, and a gentle laxative is fine while breastfeeding: lactulose, a bulk-forming laxative such as ispaghula (psyllium), macrogol or the stool softener docusate are all considered suitable, as very little reaches your milk.',
    points: [
      'Start with fibre and fluids: wholegrain cereals and bread, fruit (prunes and pears help), vegetables and plenty of water, and a short walk each day.',
      'A pharmacist can help you choose a laxative and tell you how long to use it.',
      'Your first poo will not damage your stitches or wound: hold a clean pad against your stitches, or support your tummy after a caesarean, and do not strain.',
      'Go when you feel the urge, and try resting your feet on a small step so your knees are higher than your hips.',
      'Painkillers with codeine and iron tablets can make constipation worse; ask your midwife or GP if you are taking them.',
    ],
    whenToCall:
      'Talk to your midwife, GP or pharmacist if you have not had a poo for several days despite these steps, or if you notice bleeding from your bottom.',
    related: ['pp-stitches-care', 'pp-iron-after-birth'],
    sources: [nhsConstipationPp, nhsLaxatives],
  },
  {
    id: 'pp-blood-thinning-injections',
    question:
      'Do I really need the blood-thinning injections after my caesarean, and are they safe while breastfeeding?',
    asked: [
      'they sent me home with blood thinning injections after my c section, do i need them',
      'heparin injections after birth breastfeeding',
      'clexane or fragmin injections after caesarean, how long for',
      'i hate needles, can i skip the injections in my tummy after the birth',
      'are the anti clot jabs safe for my breastfed baby',
      'will i have to do blood thinner jabs after my planned c section',
      'do you inject yourself with heparin after a caesarean, and for how long',
    ],
    topic: 'recovery-after-birth',
    stages: ['postpartum'],
    postpartumWeeks: { from: 0, to: 8 },
    lead: 'Yes: after a caesarean, and for some other births, the risk of a blood clot in the legs or lungs is higher for a few weeks, and the injections (usually a heparin such as enoxaparin) lower it. They are safe while breastfeeding: very little passes into your milk, and your baby cannot absorb it.',
    points: [
      'Finish the full course you were given, usually 10 days or 6 weeks depending on your risk, even if you feel well. Do not stop early without talking to your midwife or doctor.',
      'Your midwife can show you again how to do them; a partner or family member can learn to give them if you would rather not.',
      'Small bruises where you inject are common. Change the spot each time, around your tummy, away from your wound.',
      'Keep moving: short walks, drinking plenty and wearing the stockings you were given also help prevent clots.',
      'Use the sharps bin you were given for the used needles, and ask your pharmacy or GP how to return it.',
    ],
    whenToCall:
      'Call your midwife or doctor now if one leg is painful, swollen, red or warm. Call emergency services for chest pain, coughing up blood, or sudden trouble breathing.',
    signs: ['leg-clot-signs', 'chest-pain-breathing'],
    related: ['pp-blood-clots-legs', 'pp-caesarean-recovery'],
    sources: [nhsClots, nhsCaesareanRecovery, niceVte],
  },
];
