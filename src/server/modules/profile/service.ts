/**
 * Profile edits. Start-date editing sets dueDate = start + 40 weeks; recording the birth switches her to postpartum
 * and keeps the due date (03-decisions.md section 2); undoing a mistaken birth record (back to pregnant) clears the
 * birth date and the baby's name and keeps the due date. Dates are checked against her local today.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profilePatchBodySchema } from '../../../core/contracts/profile.ts';
import { birthDateProblem, dueDateAtBirthProblem, dueDateProblem } from '../../../core/domain/onboarding.ts';
import { dueDateFromStart } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profile.ts';
import { fieldError, notFound } from '../../errors.ts';
import { resyncSuggestions } from '../calendar/resync.ts';
import { findProfile, forgetProfile, type ProfileRow } from './context.ts';

type Patch = z.output<typeof profilePatchBodySchema>;

export const noProfile = () => notFound('Your profile is not set up yet. Finish onboarding first.');

export async function updateProfile(
  db: Db,
  userId: string,
  patch: Patch,
  now = new Date(),
): Promise<ProfileRow> {
  const current = await findProfile(db, userId);
  if (!current) throw noProfile();
  const timeZone = patch.timeZone ?? current.timeZone;
  const today = localDateIn(timeZone, now);

  const stage = patch.stage ?? current.stage;
  let dueDate = patch.dueDate === undefined ? current.dueDate : patch.dueDate;
  if (patch.startDate) dueDate = dueDateFromStart(patch.startDate);
  // Back to pregnant: the birth record was a mistake, so the birth date and the baby's name go with it.
  const undoBirth = stage === 'pregnant' && current.stage === 'postpartum';
  const birthDate = undoBirth ? null : patch.birthDate === undefined ? current.birthDate : patch.birthDate;
  const babyName = undoBirth ? null : patch.babyName === undefined ? current.babyName : patch.babyName;
  if (patch.birthDate && !undoBirth) {
    const problem = birthDateProblem(patch.birthDate, today);
    if (problem) throw fieldError('birthDate', problem);
  }
  if (stage === 'postpartum' && !birthDate) throw fieldError('birthDate', "Add your baby's birth date");
  if (stage === 'pregnant' && !dueDate) throw fieldError('dueDate', 'Add your due date');
  if (stage === 'pregnant' && patch.babyName)
    throw fieldError('babyName', "Add your baby's name when you record the birth");
  if (dueDate && (patch.dueDate || patch.startDate)) {
    // While pregnant a due date she gives is checked against today; after the birth, against the birth.
    const problem =
      stage === 'postpartum' && birthDate
        ? dueDateAtBirthProblem(dueDate, birthDate)
        : dueDateProblem(dueDate, today);
    if (problem && patch.startDate)
      throw fieldError(
        'startDate',
        stage === 'pregnant'
          ? 'Start date must give a due date between 3 weeks ago and 42 weeks from today'
          : problem,
      );
    if (problem) throw fieldError('dueDate', problem);
  }

  const [row] = await db
    .update(profiles)
    .set({
      firstName: patch.firstName ?? current.firstName,
      stage,
      dueDate,
      birthDate,
      notifications: patch.notifications ?? current.notifications,
      moodBaseline: patch.moodBaseline ?? current.moodBaseline,
      timeZone,
      country: patch.country === undefined ? current.country : patch.country,
      babyName,
      updatedAt: now,
    })
    .where(eq(profiles.userId, userId))
    .returning();
  forgetProfile(db, userId);
  if (!row) throw noProfile();
  // Her calendar's suggested schedule follows her dates (a new due date, the birth).
  if (row.dueDate !== current.dueDate || row.birthDate !== current.birthDate || row.stage !== current.stage)
    await resyncSuggestions(db, userId, now);
  return row;
}
