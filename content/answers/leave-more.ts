import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';

/**
 * Answer library, group "leave by country, more" (answers iteration 27): maternity leave in South Africa and
 * India. The library's facts (shared/content/facts.md) hold no leave figures for either country, so these entries
 * name the law, say what it is for and where the current figures are, and give no number of weeks or months.
 */

const bcea = { org: 'Republic of South Africa', title: 'Basic Conditions of Employment Act 75 of 1997' };
const uifMaternity = {
  org: 'Department of Employment and Labour (South Africa)',
  title: 'Unemployment Insurance Fund: maternity benefits',
};
const maternityBenefitAct = {
  org: 'Government of India, Ministry of Labour and Employment',
  title: 'The Maternity Benefit Act, 1961, as amended by the Maternity Benefit (Amendment) Act, 2017',
};
const esicMaternity = { org: 'Employees’ State Insurance Corporation (India)', title: 'Maternity benefit' };

export const leaveMoreAnswers: AnswerEntryInput[] = [
  {
    id: 'pp-maternity-leave-south-africa',
    question: 'How much maternity leave do I get in South Africa, and is it paid?',
    asked: [
      'maternity leave south africa how long',
      'how many months of maternity leave do you get in south africa',
      'does my employer have to pay me on maternity leave in south africa',
      'how do i claim uif for maternity',
      'bcea maternity leave rules',
      'uif maternity benefits how much do they pay',
    ],
    topic: 'work-travel',
    stages: ['pregnant', 'postpartum'],
    lead: 'In South Africa your right to maternity leave is set by the Basic Conditions of Employment Act (BCEA), and if your employer does not pay you, you can claim maternity benefits from the Unemployment Insurance Fund (UIF). I do not hold the current figures for how long the leave is or what the UIF pays, so please check them with the Department of Employment and Labour or the UIF rather than take a number from me.',
    points: [
      'Your employer does not have to pay you during maternity leave unless your contract or a bargaining council agreement says so: many pay nothing, and that is legal.',
      'If you have contributed to the UIF, claim its maternity benefits for the time you are off, online through uFiling or at a labour centre. Start before the birth, as it takes time.',
      'The BCEA also says when your leave may start before the birth and how soon you may go back after it; the Department of Employment and Labour’s pages give the current rules.',
      'You cannot be dismissed for being pregnant or for taking maternity leave, and your employer must not have you do work that is a danger to you or your baby while you are pregnant or breastfeeding.',
      'Ask HR or your union for the leave policy in writing. If you are refused, a labour centre or the CCMA can help.',
    ],
    whenToCall:
      'This is not a medical question, but if work or money worries are affecting your sleep or mood most days for two weeks or more, talk to your midwife, clinic or doctor.',
    signs: ['persistent-low-mood'],
    related: ['pp-maternity-leave'],
    sources: [bcea, uifMaternity],
  },
  {
    id: 'pp-maternity-leave-india',
    question: 'How much maternity leave do I get in India?',
    asked: [
      'maternity leave in india how many weeks',
      'maternity benefit act leave rules',
      'is maternity leave paid in india private company',
      'how much maternity leave for second baby in india',
      'can hr refuse paid maternity leave india',
    ],
    topic: 'work-travel',
    stages: ['pregnant', 'postpartum'],
    lead: 'In India, paid maternity leave is set by the Maternity Benefit Act, 1961, as amended in 2017: it covers women employed in factories, shops and other establishments it names once they have worked there long enough. I do not hold the current number of weeks, so please check it in the Act, with the Ministry of Labour and Employment or with your HR team rather than take a number from me.',
    points: [
      'The leave is paid, at your average daily wage, by your employer; if you are covered by the ESI scheme, the maternity benefit comes from the ESIC instead.',
      'Part of the leave can be taken before the expected delivery date, and the rest after the birth.',
      'The Act gives less leave from the third child, and leave for mothers who adopt a young baby or have a baby through surrogacy: ask HR which rule applies to you.',
      'Your employer cannot dismiss you or cut your pay because you are pregnant or on maternity leave. After the leave, working from home may be agreed where your work allows it.',
      'If HR is vague, ask for the leave policy in writing; your state’s labour department can help if you are refused.',
    ],
    whenToCall:
      'This is not a medical question, but if work or money worries are affecting your sleep or mood most days for two weeks or more, talk to your doctor.',
    signs: ['persistent-low-mood'],
    related: ['pp-maternity-leave'],
    sources: [maternityBenefitAct, esicMaternity],
  },
];
