/**
 * Post-Birth Mode rows written straight into the tables, for the walking tests: a baby, one of its logs, a running
 * timer and a recovery log, belonging to a user whatever her stage.
 */
import type { Db } from '../db/client.ts';
import { babies, babyLogs, babyTimers } from '../db/schema/baby-tracking.ts';
import { milestonePhotos, milestoneReports } from '../db/schema/milestones.ts';
import { postpartumReports } from '../db/schema/postpartum-reports.ts';
import { recoveryLogs } from '../db/schema/recovery.ts';
import { chatPhotos, conversations, messages } from '../db/schema/zara.ts';
import { addDays } from '../../core/domain/pregnancy.ts';
import { localDateIn } from '../../core/domain/time-windows.ts';

export interface PostBirthRows {
  babyId: string;
  babyLogId: string;
  timerId: string;
  recoveryLogId: string;
  photoId: string;
  milestoneReportId: string;
  postpartumReportId: string;
  chatPhotoId: string;
}

export async function postBirthFixtures(db: Db, userId: string): Promise<PostBirthRows> {
  const now = new Date();
  const today = localDateIn('UTC', now);
  const [baby] = await db
    .insert(babies)
    .values({ userId, name: 'Fixture', birthDate: addDays(today, -5) })
    .returning({ id: babies.id });
  if (!baby) throw new Error('No fixture baby');
  const [log] = await db
    .insert(babyLogs)
    .values({
      userId,
      babyId: baby.id,
      logType: 'diaper',
      diaperType: 'wet',
      startedAt: new Date(now.getTime() - 3_600_000),
      endedAt: new Date(now.getTime() - 3_600_000),
      logDate: localDateIn('UTC', new Date(now.getTime() - 3_600_000)),
    })
    .returning({ id: babyLogs.id });
  const [timer] = await db
    .insert(babyTimers)
    .values({
      userId,
      babyId: baby.id,
      kind: 'sleep',
      segments: [{ side: null, start: new Date(now.getTime() - 1_800_000).toISOString(), end: null }],
    })
    .returning({ id: babyTimers.id });
  const [recovery] = await db
    .insert(recoveryLogs)
    .values({
      userId,
      logType: 'mental_health',
      loggedAt: now,
      logDate: today,
      redFlag: false,
      moodRating: 5,
    })
    .returning({ id: recoveryLogs.id });
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
  const [photo] = await db
    .insert(milestonePhotos)
    .values({
      userId,
      babyId: baby.id,
      milestoneTemplateId: 'w0-startles-at-sounds',
      mimeType: 'image/jpeg',
      width: 1,
      height: 1,
      data: jpeg,
      thumbnail: jpeg,
    })
    .returning({ id: milestonePhotos.id });
  const [report] = await db
    .insert(milestoneReports)
    .values({
      userId,
      babyId: baby.id,
      weekNumber: 0,
      completion: 0,
      babyAgeDays: 5,
      correctedAge: false,
      items: [],
    })
    .returning({ id: milestoneReports.id });
  const totals = {
    totalFeedings: 0,
    totalDiapers: 0,
    totalSleepHours: 0,
    avgSleepDuration: 0,
    avgPainLevel: null,
    avgMoodRating: null,
    avgAnxietyLevel: null,
    redFlagCount: 0,
  };
  const start = addDays(today, -5);
  const [weekly] = await db
    .insert(postpartumReports)
    .values({
      userId,
      weekNumber: 0,
      startDate: start,
      endDate: addDays(start, 6),
      ...totals,
      weeklyInsights: [],
      recommendations: [],
      maternalConcerns: [],
      babyConcerns: [],
      figures: {
        weekNumber: 0,
        startDate: start,
        endDate: addDays(start, 6),
        daysCovered: 6,
        babies: [],
        mother: [],
        flags: [],
        totals,
      },
    })
    // Called once per resource kind for the same mother: her week 0 report, made again.
    .onConflictDoUpdate({
      target: [postpartumReports.userId, postpartumReports.weekNumber],
      set: { createdAt: now },
    })
    .returning({ id: postpartumReports.id });
  const [conversation] = await db
    .insert(conversations)
    .values({ userId, channel: 'postpartum', title: 'Fixture' })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('No fixture conversation');
  const [message] = await db
    .insert(messages)
    .values({ userId, conversationId: conversation.id, role: 'user', content: '(a photo)' })
    .returning({ id: messages.id });
  if (!message) throw new Error('No fixture message');
  const [chatPhoto] = await db
    .insert(chatPhotos)
    .values({
      userId,
      conversationId: conversation.id,
      messageId: message.id,
      width: 1,
      height: 1,
      data: jpeg,
      thumbnail: jpeg,
    })
    .returning({ id: chatPhotos.id });
  if (!log || !timer || !recovery || !photo || !report || !weekly || !chatPhoto)
    throw new Error('The post-birth fixtures were not made');
  return {
    babyId: baby.id,
    babyLogId: log.id,
    timerId: timer.id,
    recoveryLogId: recovery.id,
    photoId: photo.id,
    milestoneReportId: report.id,
    postpartumReportId: weekly.id,
    chatPhotoId: chatPhoto.id,
  };
}
