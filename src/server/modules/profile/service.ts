/**
 * Her profile on the server (docs/product.md, "Onboarding" and "Profile"). Completing onboarding and editing check
 * dates against her local today with the rules of core/domain/onboarding.ts. Start-date editing sets
 * dueDate = start + 40 weeks; recording the birth switches her to postpartum and keeps the due date; undoing a
 * mistaken birth record (back to pregnant) clears the birth date and the baby's name and keeps the due date.
 * When her dates change, `onDatesChanged` (the calendar's suggested schedule, wired in app.ts) follows them.
 * Her first baby follows her birth record (`onBirthRecord`, the baby tracker's, wired in app.ts), written in the
 * same transaction as her profile: recording the birth creates it, an edit of the birth date or the baby's name
 * changes it, and undoing the record removes her babies (refused while a baby has logs).
 */
import type { z } from 'zod';
import type { User } from '../../../core/contracts/auth.ts';
import type {
  DataExport,
  onboardingCompleteBodySchema,
  OnboardingStatus,
  profilePatchBodySchema,
  ProfileStatus,
} from '../../../core/contracts/profile.ts';
import { birthDateProblem, dueDateAtBirthProblem, dueDateProblem } from '../../../core/domain/onboarding.ts';
import { dueDateFromStart, hasStageDate } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { birthTimeProblem } from '../../../core/domain/baby-age.ts';
import type { BabySex } from '../../../core/domain/baby-log.ts';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../errors.ts';
import type { AuthService } from '../auth/service.ts';
import { loadUserContext } from './context.ts';
import { toProfile, toStatus } from './dto.ts';
import { exportUserData } from './export-repository.ts';
import { exportPdf } from './pdf.ts';
import * as repo from './repository.ts';

type OnboardingBody = z.output<typeof onboardingCompleteBodySchema>;
type Patch = z.output<typeof profilePatchBodySchema>;

/** The birth as her profile records it; details left undefined keep what her first baby has. */
export interface BirthRecord {
  birthDate: string;
  babyName: string | null;
  birthTime?: string | null | undefined;
  sex?: BabySex | null | undefined;
  birthWeightGrams?: number | null | undefined;
}

/** What other modules do when her dates change (her due date, the birth, her stage). */
export interface ProfileHooks {
  onDatesChanged(db: Db, userId: string, now: Date): Promise<unknown>;
  /**
   * Inside the profile's transaction: her first baby follows the record (null: she is pregnant, no babies).
   * Answers what to do once the transaction is over (forget what a cache read meanwhile).
   */
  onBirthRecord(db: Db, userId: string, birth: BirthRecord | null): Promise<() => void>;
}

const birthDetails = (b: {
  birthTime?: string | null;
  babySex?: BabySex | null;
  birthWeightGrams?: number | null;
}) => ({
  birthTime: b.birthTime,
  sex: b.babySex,
  birthWeightGrams: b.birthWeightGrams,
});

function checkBirthTime(birth: BirthRecord | null, timeZone: string, now: Date): void {
  if (!birth?.birthTime) return;
  const problem = birthTimeProblem({ birthDate: birth.birthDate, birthTime: birth.birthTime }, timeZone, now);
  if (problem) throw fieldError('birthTime', problem);
}

export const noProfile = () => notFound('Your profile is not set up yet. Finish onboarding first.');

export async function onboardingStatus(db: Db, userId: string): Promise<OnboardingStatus> {
  const row = await repo.findProfile(db, userId);
  // A profile without its stage's date has no week to show: the wizard asks again rather than guess one.
  return row && hasStageDate(row) ? { onboarded: true, profile: toProfile(row) } : { onboarded: false };
}

/** Writes her profile from the wizard's answers (a retry after a lost response replaces them). */
export async function completeOnboarding(
  db: Db,
  hooks: ProfileHooks,
  userId: string,
  body: OnboardingBody,
  now = new Date(),
): Promise<repo.ProfileRow> {
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
  if (body.stage === 'pregnant' && (body.babyName || body.birthTime || body.babySex || body.birthWeightGrams))
    throw fieldError('babyName', "Add your baby's details when you record the birth");
  const birth: BirthRecord | null = birthDate
    ? { birthDate, babyName: body.babyName ?? null, ...birthDetails(body) }
    : null;
  checkBirthTime(birth, timeZone, now);
  const row = await repo.saveProfile(
    db,
    {
      userId,
      firstName: body.firstName,
      stage: body.stage,
      dueDate,
      birthDate,
      notifications: body.notifications,
      moodBaseline: body.moodBaseline,
      timeZone,
      country: body.country ?? null,
      babyName: birth?.babyName ?? null,
      updatedAt: now,
    },
    (tx) => hooks.onBirthRecord(tx, userId, birth),
  );
  // Her calendar starts with the suggested visit schedule and milestones (idempotent, so a retried completion
  // adds nothing twice; ones she later deletes stay deleted).
  await hooks.onDatesChanged(db, userId, now);
  return row;
}

export async function profileStatus(db: Db, userId: string): Promise<ProfileStatus> {
  const ctx = await loadUserContext(db, userId);
  if (!ctx.profile || !ctx.status) throw noProfile();
  return { profile: toProfile(ctx.profile), pregnancyStatus: toStatus(ctx.profile, ctx.today) };
}

export async function updateProfile(
  db: Db,
  hooks: ProfileHooks,
  userId: string,
  patch: Patch,
  now = new Date(),
): Promise<ProfileStatus> {
  const current = await repo.findProfile(db, userId);
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
  if (stage === 'pregnant' && (patch.birthTime || patch.babySex || patch.birthWeightGrams))
    throw fieldError('birthTime', "Add your baby's details when you record the birth");
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

  // Her first baby follows the record: created with the birth, renamed or re-dated with it, removed with its undoing.
  const birthChanged =
    stage !== current.stage ||
    birthDate !== current.birthDate ||
    babyName !== current.babyName ||
    [patch.birthTime, patch.babySex, patch.birthWeightGrams].some((v) => v !== undefined);
  const birth: BirthRecord | null =
    stage === 'postpartum' && birthDate ? { birthDate, babyName, ...birthDetails(patch) } : null;
  checkBirthTime(birth, timeZone, now);
  const row = await repo.updateProfile(
    db,
    userId,
    {
      firstName: patch.firstName ?? current.firstName,
      stage,
      dueDate,
      birthDate,
      notifications: patch.notifications ?? current.notifications,
      moodBaseline: patch.moodBaseline ?? current.moodBaseline,
      timeZone,
      country: patch.country === undefined ? current.country : patch.country,
      babyName,
      volumeUnit: patch.volumeUnit ?? current.volumeUnit,
      updatedAt: now,
    },
    birthChanged ? (tx) => hooks.onBirthRecord(tx, userId, birth) : undefined,
  );
  if (!row) throw noProfile();
  // Her calendar's suggested schedule follows her dates (a new due date, the birth).
  if (row.dueDate !== current.dueDate || row.birthDate !== current.birthDate || row.stage !== current.stage)
    await hooks.onDatesChanged(db, userId, now);
  return { profile: toProfile(row), pregnancyStatus: toStatus(row, localDateIn(row.timeZone, now)) };
}

export const exportData = (db: Db, userId: string): Promise<DataExport> => exportUserData(db, userId);

export async function exportDataPdf(db: Db, userId: string): Promise<Buffer> {
  return exportPdf(await exportUserData(db, userId));
}

/** Deletes her account and everything of hers, once she has given her password again. */
export async function deleteAccount(
  db: Db,
  auth: AuthService,
  user: User,
  password: string,
  address: string,
): Promise<void> {
  await auth.verifyPassword(user, password, address);
  await repo.deleteAccount(db, user.id);
}
