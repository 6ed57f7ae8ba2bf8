import type { ProfileStatus } from '../../../core/contracts/profile.ts';
import type { CallerSituation } from '../../../core/domain/warning-signs.ts';

/** Who is calling, for "what to say": pregnant and her week, or the birth date (docs/product.md, "Her stage and week"). */
export function callerSituation(status: ProfileStatus | undefined): CallerSituation {
  if (!status) return { stage: 'pregnant' };
  if (status.profile.stage === 'postpartum') {
    return {
      stage: 'postpartum',
      ...(status.profile.birthDate ? { birthDate: status.profile.birthDate } : {}),
      ...(status.pregnancyStatus.babyAgeDays !== null
        ? { daysSinceBirth: status.pregnancyStatus.babyAgeDays }
        : {}),
    };
  }
  return { stage: 'pregnant', week: status.pregnancyStatus.currentWeek };
}
