/**
 * The answer library's files, in the order they are loaded. Each exports one array of `AnswerEntryInput`
 * (schema: src/core/contracts/answers.ts); add a new file here with its name.
 */
import type { AnswerEntryInput } from '../../src/core/contracts/answers.ts';
import { afterBirthAnswers } from './after-birth.ts';
import { babyCareAnswers } from './baby-care.ts';
import { babyMoreAnswers } from './baby-more.ts';
import { circumstancesAnswers } from './circumstances.ts';
import { feedingAnswers } from './feeding.ts';
import { gapsAnswers } from './gaps.ts';
import { medicinesMoreAnswers } from './medicines-more.ts';
import { medicinesProductsAnswers } from './medicines-products.ts';
import { newbornAnswers } from './newborn.ts';
import { placesMoreAnswers } from './places-more.ts';
import { practicalAnswers } from './practical.ts';
import { pregnancyAnswers } from './pregnancy.ts';
import { pregnancyWorriesAnswers } from './pregnancy-worries.ts';
import { traditionsAnswers } from './traditions.ts';
import { thenAndNowAnswers } from './then-and-now.ts';
import { familyCustomsAnswers } from './family-customs.ts';
import { familyBeliefsAnswers } from './family-beliefs.ts';
import { preciseQuestionsAnswers } from './precise-questions.ts';
import { homeAndFamilyAnswers } from './home-and-family.ts';
import { medicinesNamedAnswers } from './medicines-named.ts';
import { recoveryMoreAnswers } from './recovery-more.ts';
import { secondBabyAnswers } from './second-baby.ts';
import { whoAsksAnswers } from './who-asks.ts';
import { workTravelAnswers } from './work-travel.ts';
import { workLeaveAnswers } from './work-leave.ts';
import { pregnancyChecksMoreAnswers } from './pregnancy-checks-more.ts';
import { afterBirthCareMoreAnswers } from './after-birth-care-more.ts';
import { babyHealthMoreAnswers } from './baby-health-more.ts';
import { breastfeedingMoreAnswers } from './breastfeeding-more.ts';
import { gapsMoreAnswers } from './gaps-more.ts';
import { leaveMoreAnswers } from './leave-more.ts';

export const answerFiles: { file: string; entries: AnswerEntryInput[] }[] = [
  { file: 'pregnancy.ts', entries: pregnancyAnswers },
  { file: 'after-birth.ts', entries: afterBirthAnswers },
  { file: 'feeding.ts', entries: feedingAnswers },
  { file: 'newborn.ts', entries: newbornAnswers },
  { file: 'gaps.ts', entries: gapsAnswers },
  { file: 'work-travel.ts', entries: workTravelAnswers },
  { file: 'medicines-products.ts', entries: medicinesProductsAnswers },
  { file: 'baby-care.ts', entries: babyCareAnswers },
  { file: 'pregnancy-worries.ts', entries: pregnancyWorriesAnswers },
  { file: 'recovery-more.ts', entries: recoveryMoreAnswers },
  { file: 'baby-more.ts', entries: babyMoreAnswers },
  { file: 'practical.ts', entries: practicalAnswers },
  { file: 'circumstances.ts', entries: circumstancesAnswers },
  { file: 'who-asks.ts', entries: whoAsksAnswers },
  { file: 'traditions.ts', entries: traditionsAnswers },
  { file: 'medicines-more.ts', entries: medicinesMoreAnswers },
  { file: 'second-baby.ts', entries: secondBabyAnswers },
  { file: 'work-leave.ts', entries: workLeaveAnswers },
  { file: 'places-more.ts', entries: placesMoreAnswers },
  { file: 'then-and-now.ts', entries: thenAndNowAnswers },
  { file: 'medicines-named.ts', entries: medicinesNamedAnswers },
  { file: 'family-customs.ts', entries: familyCustomsAnswers },
  { file: 'family-beliefs.ts', entries: familyBeliefsAnswers },
  { file: 'precise-questions.ts', entries: preciseQuestionsAnswers },
  { file: 'home-and-family.ts', entries: homeAndFamilyAnswers },
  { file: 'pregnancy-checks-more.ts', entries: pregnancyChecksMoreAnswers },
  { file: 'after-birth-care-more.ts', entries: afterBirthCareMoreAnswers },
  { file: 'baby-health-more.ts', entries: babyHealthMoreAnswers },
  { file: 'breastfeeding-more.ts', entries: breastfeedingMoreAnswers },
  { file: 'gaps-more.ts', entries: gapsMoreAnswers },
  { file: 'leave-more.ts', entries: leaveMoreAnswers },
];
