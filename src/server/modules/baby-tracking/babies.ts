/**
 * Her babies (docs/product.md, "Babies"). The first is created with the birth record (her profile's path and
 * onboarding after the birth: `syncFirstBaby`, called inside the profile's transaction) and keeps her profile's baby
 * name and birth date, so an edit of either goes through her profile. A twin is added here; every log and timer
 * belongs to one baby, and a request without a baby means her first.
 */
import type { Baby, UpdateBaby } from '../../../core/contracts/baby-tracking-babies.ts';
import type { z } from 'zod';
import type { createBabySchema, updateBabySchema } from '../../../core/contracts/baby-tracking-babies.ts';
import { birthTimeProblem } from '../../../core/domain/baby-age.ts';
import { MAX_BABIES, type VolumeUnit } from '../../../core/domain/baby-log.ts';
import { birthDateProblem } from '../../../core/domain/onboarding.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../errors.ts';
import { loadUserContext } from '../profile/context.ts';
import { type BirthRecord, type ProfileHooks, updateProfile } from '../profile/service.ts';
import * as repo from './babies-repository.ts';
import { type Clock, toBaby } from './dto.ts';

/** Her clock (zone, today, due date) for ages and days. */
export async function clockOf(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<Clock & { postpartum: boolean; volumeUnit: VolumeUnit }> {
  const ctx = await loadUserContext(db, userId, now);
  return {
    now,
    timeZone: ctx.timeZone,
    today: ctx.today,
    dueDate: ctx.profile?.dueDate ?? null,
    postpartum: ctx.profile?.stage === 'postpartum',
    volumeUnit: ctx.profile?.volumeUnit ?? 'ml',
  };
}

export async function listBabies(db: Db, userId: string, now = new Date()): Promise<Baby[]> {
  const clock = await clockOf(db, userId, now);
  return (await repo.listBabies(db, userId)).map((row, i) => toBaby(row, i === 0, clock));
}

const noBaby = () =>
  new HttpError(
    409,
    'no_baby',
    "Record your baby's birth first (Profile, 'My baby is here'), then log here.",
  );
const unknownBaby = () => notFound('We could not find that baby. Choose one of your babies.');

/** The baby a request names (hers), or her first when it names none. */
export async function resolveBaby(
  db: Db,
  userId: string,
  babyId: string | undefined,
): Promise<{ baby: repo.BabyRow; isFirst: boolean }> {
  const all = await repo.listBabies(db, userId);
  if (all.length === 0) throw noBaby();
  if (babyId === undefined) return { baby: all[0] as repo.BabyRow, isFirst: true };
  const i = all.findIndex((b) => b.id === babyId);
  if (i < 0) throw unknownBaby();
  return { baby: all[i] as repo.BabyRow, isFirst: i === 0 };
}

/** A birth date after a baby's first log would leave logs before the birth. */
async function checkLogsAfter(db: Db, babyId: string, birthDate: string): Promise<void> {
  const first = await repo.firstLogDate(db, babyId);
  if (first && first < birthDate)
    throw badRequest('Some of this baby’s logs are before that date: check the birth date.', {
      birthDate: `This baby has logs from ${first}, before that date`,
    });
}

function checkBirth(birth: { birthDate: string; birthTime: string | null }, clock: Clock): void {
  const dateProblem = birthDateProblem(birth.birthDate, clock.today);
  if (dateProblem) throw badRequest(dateProblem, { birthDate: dateProblem });
  const timeProblem = birthTimeProblem(birth, clock.timeZone, clock.now);
  if (timeProblem) throw badRequest(timeProblem, { birthTime: timeProblem });
}

/** A twin (or more): only after the birth is recorded, up to MAX_BABIES. */
export async function addBaby(
  db: Db,
  userId: string,
  body: z.output<typeof createBabySchema>,
  now = new Date(),
): Promise<Baby> {
  const clock = await clockOf(db, userId, now);
  if (!clock.postpartum) throw noBaby();
  const existing = await repo.listBabies(db, userId);
  if (existing.length === 0) throw noBaby();
  if (existing.length >= MAX_BABIES) throw conflict(`You can keep up to ${String(MAX_BABIES)} babies here.`);
  const birth = { birthDate: body.birthDate, birthTime: body.birthTime ?? null };
  checkBirth(birth, clock);
  const row = await repo.insertBaby(db, {
    userId,
    name: body.name ?? null,
    ...birth,
    sex: body.sex ?? null,
    birthWeightGrams: body.birthWeightGrams ?? null,
  });
  return toBaby(row, false, clock);
}

type Patch = z.output<typeof updateBabySchema>;

/**
 * Corrects a baby. The first baby's details go through her profile (its name and birth date are hers, and her
 * calendar follows the birth date); a twin's are written here. A birth date after a logged entry is refused.
 */
export async function editBaby(
  db: Db,
  hooks: ProfileHooks,
  babyId: string,
  input: UpdateBaby,
  now = new Date(),
): Promise<Baby> {
  const patch = input as Patch;
  const row = await repo.findBaby(db, babyId);
  if (!row) throw unknownBaby();
  const clock = await clockOf(db, row.userId, now);
  const birth = {
    birthDate: patch.birthDate ?? row.birthDate,
    birthTime: patch.birthTime === undefined ? row.birthTime : patch.birthTime,
  };
  checkBirth(birth, clock);
  if (patch.birthDate) await checkLogsAfter(db, babyId, patch.birthDate);
  const all = await repo.listBabies(db, row.userId);
  const isFirst = all[0]?.id === babyId;
  if (isFirst) {
    await updateProfile(db, hooks, row.userId, {
      ...(patch.birthDate ? { birthDate: patch.birthDate } : {}),
      ...(patch.name !== undefined ? { babyName: patch.name } : {}),
      birthTime: patch.birthTime,
      babySex: patch.sex,
      birthWeightGrams: patch.birthWeightGrams,
    });
    const updated = await repo.findBaby(db, babyId);
    if (!updated) throw unknownBaby();
    return toBaby(updated, true, clock);
  }
  const updated = await repo.updateBaby(db, row.userId, babyId, {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    birthDate: birth.birthDate,
    birthTime: birth.birthTime,
    ...(patch.sex !== undefined ? { sex: patch.sex } : {}),
    ...(patch.birthWeightGrams !== undefined ? { birthWeightGrams: patch.birthWeightGrams } : {}),
  });
  return toBaby(updated, false, clock);
}

/** Removes a baby added by mistake, with its logs and timers; the first is removed by undoing the birth record. */
export async function removeBaby(db: Db, babyId: string): Promise<void> {
  const row = await repo.findBaby(db, babyId);
  if (!row) throw unknownBaby();
  const all = await repo.listBabies(db, row.userId);
  if (all[0]?.id === babyId)
    throw conflict(
      'This is the baby recorded with the birth. To remove it, undo the birth record in Profile (after deleting its logs).',
    );
  await repo.deleteBaby(db, row.userId, babyId);
}

/**
 * Her first baby follows her birth record (inside the profile's transaction): created with the birth, given the
 * record's name, date and any details she gave; with no birth (she is pregnant again) her babies are removed, which
 * is refused while any has a log, so nothing she logged is lost to a mistaken tap.
 */
export async function syncFirstBaby(db: Db, userId: string, birth: BirthRecord | null): Promise<() => void> {
  // Her cached list is forgotten again once the profile's transaction is over (babies-repository.ts).
  const afterCommit = () => repo.forgetBabies(userId);
  const all = await repo.listBabies(db, userId);
  if (birth === null) {
    if (all.length === 0) return afterCommit;
    const logs = await repo.countLogsOf(db, userId);
    if (logs > 0)
      throw conflict(
        `Your baby tracker holds ${String(logs)} log${logs === 1 ? '' : 's'}, so the birth record was kept. Delete them first if the birth was recorded by mistake.`,
      );
    await repo.deleteBabiesOf(db, userId);
    return afterCommit;
  }
  const details = {
    ...(birth.birthTime !== undefined ? { birthTime: birth.birthTime } : {}),
    ...(birth.sex !== undefined ? { sex: birth.sex } : {}),
    ...(birth.birthWeightGrams !== undefined ? { birthWeightGrams: birth.birthWeightGrams } : {}),
  };
  const first = all[0];
  if (!first) {
    await repo.insertBaby(db, { userId, name: birth.babyName, birthDate: birth.birthDate, ...details });
    return afterCommit;
  }
  if (birth.birthDate !== first.birthDate) await checkLogsAfter(db, first.id, birth.birthDate);
  await repo.updateBaby(db, userId, first.id, {
    name: birth.babyName,
    birthDate: birth.birthDate,
    ...details,
  });
  return afterCommit;
}

/** Keeps her babies in memory for the app's database (babies-repository.ts). */
export const cacheBabies = repo.cacheBabies;
export const forgetBabies = repo.forgetBabies;

export const babyOwner = repo.babyOwner;
