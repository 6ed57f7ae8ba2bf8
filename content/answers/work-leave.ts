import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "leave by country": maternity leave where the UK and US answers (work-travel.ts,
 * after-birth.ts) do not apply. The Philippines first, because mothers there ask it in Taglish and the law
 * changed in 2019: Republic Act No. 11210, the 105-Day Expanded Maternity Leave Law, and the SSS benefit it pays.
 */

const ra11210 = {
  org: 'Republic of the Philippines',
  title: 'Republic Act No. 11210: 105-Day Expanded Maternity Leave Law',
};
const sssMaternity = { org: 'Social Security System (Philippines)', title: 'Maternity benefit' };

export const workLeaveAnswers: AnswerEntryInput[] = [
  {
    id: 'pp-maternity-leave-philippines',
    question: 'How much maternity leave do I get in the Philippines?',
    asked: [
      'maternity leave philippines how many days',
      'is it 60 days or 105 days maternity leave philippines',
      'expanded maternity leave law',
      'ra 11210 maternity leave',
      'sss maternity benefit how long',
      'maternity leave for solo parent philippines',
    ],
    topic: 'work-travel',
    stages: ['pregnant', 'postpartum'],
    lead: 'Under the Expanded Maternity Leave Law (Republic Act No. 11210), you get 105 days of paid maternity leave, whether you gave birth normally or by caesarean. The old 60 days (78 for a caesarean) was replaced in 2019.',
    points: [
      'Solo parents get 15 extra days of paid leave, 120 days in all.',
      'You can extend your leave by another 30 days without pay, if you tell your employer in writing at least 45 days before your leave ends.',
      'After a miscarriage or emergency termination of pregnancy, the paid leave is 60 days.',
      'The pay comes from the SSS maternity benefit, usually paid through your employer; private employers generally make up the difference to your full salary. It covers employed, self-employed, voluntary and OFW members who qualify.',
      'You can give up to 7 of your 105 days to the baby’s father or another carer, on top of his own paternity leave.',
      'Your employer cannot dismiss you or count the leave against you because you took it; ask your HR team or the SSS if anything is unclear.',
    ],
    whenToCall:
      'This is not a medical question, but if work or money worries are affecting your sleep or mood most days for two weeks or more, talk to your midwife or doctor.',
    signs: ['persistent-low-mood'],
    related: ['pp-maternity-leave', 'pp-partner-leave'],
    sources: [ra11210, sssMaternity],
  },
];
