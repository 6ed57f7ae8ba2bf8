/**
 * Completing onboarding: checks the stage's date against her local today (core/domain/onboarding.ts), then writes
 * the profile. Completing again (a retry after a lost response) replaces the answers.
 */
import type { z } from 'zod';
import type { onboardingCompleteBodySchema } from '../../../core/contracts/onboarding.ts';
import { birthDateProblem, dueDateAtBirthProblem, dueDateProblem } from '../../../core/domain/onboarding.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profile.ts';
import { fieldError } from '../../errors.ts';
import { forgetProfile, type ProfileRow } from '../profile/context.ts';

type Parsed = z.output<typeof onboardingCompleteBodySchema>;

export async function completeOnboarding(
  db: Db,
  userId: string,
  body: Parsed,
  now = new Date(),
): Promise<ProfileRow> {
  const timeZone = body.timeZone ?? 'UTC';
  const today = localDateIn(timeZone, now);
  let dueDate: string | null = null;
  let birthDate: string | null = null;
  if (body.stage === 'pregnant') {
    if (!body.dueDate) throw fieldError('dueDate', 'Choose your due date');
    const problem = dueDateProblem(body.dueDate, today);
    if (problem) throw fieldError('dueDate', problem);
    dueDate = body.dueDate;
  } else {
    if (!body.birthDate) throw fieldError('birthDate', "Choose your baby's birth date");
    const problem = birthDateProblem(body.birthDate, today);
    if (problem) throw fieldError('birthDate', problem);
    birthDate = body.birthDate;
    if (body.dueDate) {
      const dueProblem = dueDateAtBirthProblem(body.dueDate, body.birthDate);
      if (dueProblem) throw fieldError('dueDate', dueProblem);
    }
    dueDate = body.dueDate ?? null;
  }
  const values = {
    userId,
    firstName: body.firstName,
    stage: body.stage,
    dueDate,
    birthDate,
    notifications: body.notifications,
    moodBaseline: body.moodBaseline,
    timeZone,
    country: body.country ?? null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(profiles)
    .values(values)
    .onConflictDoUpdate({ target: profiles.userId, set: values })
    .returning();
  forgetProfile(db, userId);
  if (!row) throw new Error('Profile was not written');
  return row;
}
