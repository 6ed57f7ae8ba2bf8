/**
 * Exercise on the server: her activities for her stage and week, her logs, settings and analytics.
 * The rules live in core/domain/exercise.ts; her week and time zone come from her profile.
 */
import type { z } from 'zod';
import type { ExerciseActivity } from '../../../core/contracts/content.ts';
import type {
  ActivitiesResponse,
  Activity,
  createLogBodySchema,
  ExerciseAnalyticsResponse,
  ExerciseLog,
  ExerciseSettings,
  UpdateSettingsBody,
} from '../../../core/contracts/exercise.ts';
import {
  activitiesFor,
  analytics,
  DEFAULT_WEEKLY_GOAL,
  invalidStep,
  logsThisWeek,
  recommendations,
  weeklyProgress,
} from '../../../core/domain/exercise.ts';
import { contentStageOf } from '../../../core/domain/stage.ts';
import { getSign } from '../../../core/domain/warning-signs.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { loadUserContext } from '../profile/context.ts';
import * as repo from './repository.ts';

export type CreateLogInput = z.output<typeof createLogBodySchema>;

export function toActivity(a: ExerciseActivity): Activity {
  const stopSigns = a.stopSigns.flatMap((id) => {
    const s = getSign(id);
    return s ? [{ id: s.id, name: s.name, description: s.description, level: s.level }] : [];
  });
  return { ...a, stopSigns };
}

export function toLog(row: repo.LogRow, library: readonly ExerciseActivity[]): ExerciseLog {
  return {
    id: row.id,
    userId: row.userId,
    activityId: row.activityId,
    activityName: row.activityName,
    category: library.find((a) => a.id === row.activityId)?.category ?? null,
    weekNumber: row.weekNumber,
    duration: row.duration,
    completedSteps: row.completedSteps,
    userRating: row.userRating,
    userNotes: row.userNotes,
    dateCompleted: row.dateCompleted.toISOString(),
  };
}

async function goalOf(db: Db, userId: string): Promise<number> {
  return (await repo.findSettings(db, userId))?.weeklyGoal ?? DEFAULT_WEEKLY_GOAL;
}

export async function listActivities(
  db: Db,
  library: readonly ExerciseActivity[],
  userId: string,
  pickedWeek: number | undefined,
  firstDay = 0,
  now: Date = new Date(),
): Promise<ActivitiesResponse> {
  const { status, timeZone, today } = await loadUserContext(db, userId, now);
  // Before onboarding: all pregnancy activities, or those of the week she picked.
  const stage = status ? contentStageOf(status.phase) : 'pregnancy';
  const week = status ? status.currentWeek : (pickedWeek ?? null);
  const available = activitiesFor(library, stage, week);
  const logs = await repo.listLogs(db, userId);
  const done = new Set(logsThisWeek(logs, today, timeZone, firstDay).map((l) => l.activityId));
  return {
    profileComplete: status !== null,
    stage,
    week,
    today,
    activities: available.map(toActivity),
    recommendedIds: recommendations(available, done, stage, week).map((a) => a.id),
    progress: weeklyProgress(logs, today, timeZone, await goalOf(db, userId), firstDay),
  };
}

export async function listLogs(
  db: Db,
  library: readonly ExerciseActivity[],
  userId: string,
): Promise<ExerciseLog[]> {
  return (await repo.listLogs(db, userId)).map((r) => toLog(r, library));
}

export async function createLog(
  db: Db,
  library: readonly ExerciseActivity[],
  userId: string,
  body: CreateLogInput,
): Promise<ExerciseLog> {
  const activity = library.find((a) => a.id === body.activityId);
  if (!activity)
    throw fieldError('activityId', 'We could not find that activity. Please choose one from the list.');
  const bad = invalidStep(body.completedSteps, activity.instructions.length);
  if (bad !== null) {
    throw fieldError(
      'completedSteps',
      `completedSteps must name each step once, from 0 to ${String(activity.instructions.length - 1)} (got ${String(bad)})`,
    );
  }
  const { status } = await loadUserContext(db, userId);
  const row = await repo.insertLog(db, {
    userId,
    activityId: activity.id,
    activityName: activity.title,
    // Her real week once she has a profile; the week she picked before that.
    weekNumber: status?.currentWeek ?? body.weekNumber,
    duration: body.duration,
    completedSteps: [...body.completedSteps].sort((a, b) => a - b),
    userRating: body.userRating,
    userNotes: body.userNotes,
  });
  return toLog(row, library);
}

export async function getSettings(db: Db, userId: string): Promise<ExerciseSettings> {
  const row = await repo.findSettings(db, userId);
  return { weeklyGoal: row?.weeklyGoal ?? DEFAULT_WEEKLY_GOAL, voiceTips: row?.voiceTips ?? false };
}

export async function updateSettings(
  db: Db,
  userId: string,
  body: UpdateSettingsBody,
): Promise<ExerciseSettings> {
  const row = await repo.upsertSettings(db, userId, {
    weeklyGoal: body.weeklyGoal,
    voiceTips: body.voiceTips,
  });
  return { weeklyGoal: row.weeklyGoal, voiceTips: row.voiceTips };
}

export async function getAnalytics(
  db: Db,
  library: readonly ExerciseActivity[],
  userId: string,
  firstDay = 0,
  now: Date = new Date(),
): Promise<ExerciseAnalyticsResponse> {
  const { timeZone, today } = await loadUserContext(db, userId, now);
  const logs = (await repo.listLogs(db, userId)).map((r) => toLog(r, library));
  return {
    ...analytics(logs, today, timeZone, 6, firstDay),
    progress: weeklyProgress(logs, today, timeZone, await goalOf(db, userId), firstDay),
  };
}
