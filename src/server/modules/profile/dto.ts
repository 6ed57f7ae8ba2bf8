/** Row -> API shapes for the profile, shared by onboarding and profile routes. */
import type { Profile } from '../../../core/contracts/profile.ts';
import type { PregnancyStatusDto } from '../../../core/contracts/profile.ts';
import { pregnancyStatus } from '../../../core/domain/pregnancy.ts';
import type { ProfileRow } from './repository.ts';

export const toProfile = (row: ProfileRow): Profile => ({
  firstName: row.firstName,
  stage: row.stage,
  dueDate: row.dueDate,
  birthDate: row.birthDate,
  notifications: row.notifications,
  moodBaseline: row.moodBaseline,
  timeZone: row.timeZone,
  country: row.country,
  babyName: row.babyName,
  volumeUnit: row.volumeUnit,
});

export function toStatus(row: ProfileRow, today: string): PregnancyStatusDto {
  const s = pregnancyStatus(row, today);
  return {
    phase: s.phase,
    currentWeek: s.currentWeek,
    displayWeek: s.displayWeek,
    trimester: s.trimester,
    progress: s.progress,
    weeksToGo: s.weeksToGo,
    postpartumWeek: s.postpartumWeek,
    babyAgeDays: s.babyAgeDays,
    today,
  };
}
