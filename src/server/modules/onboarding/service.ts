/**
 * Completing onboarding: checks the stage's date against her local today (core/domain/onboarding.ts), then writes
 * the profile. Completing again (a retry after a lost response) replaces the answers.
 */
import type { OnboardingCompleteBody } from '../../../core/contracts/onboarding.ts';
import { birthDateProblem, dueDateProblem } from '../../../core/domain/onboarding.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profile.ts';
import { fieldError } from '../../errors.ts';
import type { ProfileRow } from '../profile/context.ts';

type Parsed = Omit<OnboardingCompleteBody, 'firstName'> & { firstName: string };

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
    updatedAt: now,
  };
  const [row] = await db
    .insert(profiles)
    .values(values)
    .onConflictDoUpdate({ target: profiles.userId, set: values })
    .returning();
  if (!row) throw new Error('Profile was not written');
  return row;
}
