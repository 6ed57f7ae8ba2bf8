/**
 * Valid requests for Post-Birth Mode's endpoints that take text (see request-examples.ts). A new log's fields depend
 * on its type, so those endpoints give one example per type: together they fill every text field.
 */
import { randomUUID } from 'node:crypto';
import type { EndpointKey } from '../../core/contracts/api.ts';
import { addDays } from '../../core/domain/pregnancy.ts';
import { localDateIn } from '../../core/domain/time-windows.ts';
import type { ExampleContext, RequestExample } from './request-examples.ts';

const today = () => localDateIn('UTC');
/**
 * A dated log's example day is yesterday (UTC) and its times are hours before that day's noon, so its date and its
 * times always agree and are never in the future, whatever the hour the tests run (a time an hour before now was
 * yesterday when they ran just after midnight).
 */
const exampleDay = () => addDays(today(), -1);
const hoursBeforeNoon = (h: number) =>
  new Date(Date.parse(`${exampleDay()}T12:00:00.000Z`) - h * 3_600_000).toISOString();
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const own = (c: ExampleContext) => ({ params: { userId: c.me.user.id } });
/** A 1x1 JPEG (the smallest photo the server accepts). */
const TINY_JPEG = Uint8Array.from(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
    'base64',
  ),
);

export const postBirthExamples: Partial<
  Record<EndpointKey, (c: ExampleContext) => RequestExample | RequestExample[]>
> = {
  'GET /api/babies/:userId': own,
  'POST /api/babies': (c) => ({
    body: {
      userId: c.me.user.id,
      name: 'Ada',
      birthDate: addDays(today(), -3),
      birthTime: '10:02',
      sex: 'female',
      birthWeightGrams: 2410,
    },
  }),
  'PATCH /api/babies/:babyId': (c) => ({
    params: { babyId: c.babyId },
    body: {
      name: 'Kofi',
      birthDate: addDays(today(), -3),
      birthTime: '04:15',
      sex: 'male',
      birthWeightGrams: 3350,
    },
  }),
  'DELETE /api/babies/:babyId': (c) => ({ params: { babyId: c.babyId } }),
  'GET /api/baby-tracking/:userId': (c) => ({ ...own(c), query: { date: today(), babyId: c.babyId } }),
  'POST /api/baby-tracking': (c) => {
    const common = { userId: c.me.user.id, babyId: c.babyId, logDate: exampleDay(), notes: 'Settled after' };
    return [
      {
        body: {
          ...common,
          logType: 'feeding',
          feedingType: 'both',
          feedingDuration: 15,
          feedingAmount: 30,
          feedingSide: 'left',
          startedAt: hoursBeforeNoon(1),
        },
      },
      {
        body: {
          ...common,
          logType: 'diaper',
          diaperType: 'dirty',
          diaperNotes: 'Big one',
          stoolColor: 'yellow',
          startedAt: hoursBeforeNoon(1),
        },
      },
      {
        body: {
          ...common,
          logType: 'sleep',
          sleepStart: hoursBeforeNoon(3),
          sleepEnd: hoursBeforeNoon(2),
          sleepQuality: 4,
          sleepNotes: 'In the pram',
        },
      },
    ];
  },
  'GET /api/baby-tracking/:userId/recent': own,
  'GET /api/baby-tracking/:userId/status': own,
  'PATCH /api/baby-tracking/entries/:logId': (c) => ({
    params: { logId: c.babyLogId },
    body: {
      logDate: exampleDay(),
      feedingType: 'bottle',
      feedingSide: 'left',
      diaperType: 'wet',
      diaperNotes: 'Soaked',
      stoolColor: 'green',
      sleepStart: hoursBeforeNoon(3),
      sleepEnd: hoursBeforeNoon(2),
      sleepNotes: 'Short',
      startedAt: hoursBeforeNoon(1),
      notes: 'Corrected',
    },
  }),
  'DELETE /api/baby-tracking/entries/:logId': (c) => ({ params: { logId: c.babyLogId } }),
  'GET /api/baby-timers/:userId': own,
  'POST /api/baby-timers': (c) => ({
    body: {
      userId: c.me.user.id,
      babyId: c.babyId,
      kind: 'feeding',
      side: 'right',
      startedAt: hoursAgo(0.2),
      // Her phone's id for it (a timer started with no signal); a new one each time the example is made.
      id: randomUUID(),
    },
  }),
  'PATCH /api/baby-timers/:timerId': (c) => ({
    params: { timerId: c.timerId },
    body: { action: 'switch', at: new Date().toISOString() },
  }),
  'POST /api/baby-timers/:timerId/stop': (c) => ({
    params: { timerId: c.timerId },
    body: { endedAt: new Date().toISOString(), notes: 'Fell asleep on the breast' },
  }),
  'DELETE /api/baby-timers/:timerId': (c) => ({ params: { timerId: c.timerId } }),
  'GET /api/maternal-recovery/:userId': (c) => ({ ...own(c), query: { date: today() } }),
  'POST /api/maternal-recovery': (c) => {
    const common = {
      userId: c.me.user.id,
      logDate: exampleDay(),
      notes: 'Evening',
      redFlag: false,
      redFlagReason: '',
    };
    return [
      {
        body: {
          ...common,
          logType: 'bleeding',
          bleedingVolume: 'light',
          bleedingColor: 'bright_red',
          bleedingClots: false,
        },
      },
      { body: { ...common, logType: 'pain', painLevel: 3, painLocation: 'abdomen', painType: 'dull' } },
      {
        body: {
          ...common,
          logType: 'medication',
          medicationName: 'Paracetamol',
          medicationDosage: '1 g',
          medicationTime: hoursBeforeNoon(1),
          medicationPurpose: 'pain',
        },
      },
      { body: { ...common, logType: 'nutrition', waterIntake: 2, mealQuality: 3, nutritionNotes: 'Soup' } },
      {
        body: {
          ...common,
          logType: 'mental_health',
          moodRating: 5,
          anxietyLevel: 3,
          bonding: 7,
          supportLevel: 6,
          mentalHealthNotes: 'Tired',
          voiceMemoUrl: '',
        },
      },
    ];
  },
  'GET /api/maternal-recovery/:userId/recent': own,
  'PATCH /api/maternal-recovery/entries/:logId': (c) => ({
    params: { logId: c.recoveryLogId },
    body: {
      logDate: exampleDay(),
      notes: 'Edited',
      bleedingVolume: 'moderate',
      bleedingColor: 'dark_red',
      painLocation: 'back',
      painType: 'cramping',
      medicationName: 'Ibuprofen',
      medicationDosage: '400 mg',
      medicationTime: hoursBeforeNoon(2),
      medicationPurpose: 'other',
      nutritionNotes: 'Toast',
      mentalHealthNotes: 'Better',
      voiceMemoUrl: '',
    },
  }),
  'DELETE /api/maternal-recovery/entries/:logId': (c) => ({ params: { logId: c.recoveryLogId } }),
  'POST /api/maternal-recovery/entries/:logId/voice-memo': (c) => ({ params: { logId: c.recoveryLogId } }),
  'GET /api/maternal-recovery/entries/:logId/voice-memo': (c) => ({ params: { logId: c.recoveryLogId } }),
  'DELETE /api/maternal-recovery/entries/:logId/voice-memo': (c) => ({ params: { logId: c.recoveryLogId } }),
  'GET /api/milestone-progress/:userId': own,
  'POST /api/milestone-progress': (c) => [
    {
      body: { milestoneTemplateId: 'w0-grasps-your-finger', status: 'observed', observedDate: today() },
    },
    {
      body: {
        userId: c.me.user.id,
        babyId: c.babyId,
        milestoneTemplateId: 'w0-startles-at-sounds',
        babyAge: 5,
        status: 'unsure',
        notes: 'Only once',
        parentConcerns: 'Not sure it was the noise',
      },
    },
  ],
  'POST /api/milestone-photos': (c) => ({
    body: {
      userId: c.me.user.id,
      file: TINY_JPEG,
      milestoneTemplateId: 'w0-startles-at-sounds',
      babyId: c.babyId,
    },
  }),
  'POST /api/ai/postpartum-chat': (c) => ({
    body: {
      userId: c.me.user.id,
      message: 'Is it normal to feel tired?',
      postpartumWeek: 1,
      context: { recentBabyLogs: [], recentRecoveryLogs: [], postpartumWeek: 1 },
      chatHistory: [{ role: 'user', content: 'Hello' }],
      conversationId: randomUUID(),
    },
  }),
  'GET /api/ai/postpartum-chat/photos/:photoId': (c) => ({ params: { photoId: c.chatPhotoId } }),
  'GET /api/ai/postpartum-chat/photos/:photoId/thumbnail': (c) => ({ params: { photoId: c.chatPhotoId } }),
  'POST /api/ai/postpartum-chat/photos': (c) => ({
    body: {
      userId: c.me.user.id,
      file: TINY_JPEG,
      message: 'Does this look right?',
      conversationId: randomUUID(),
    },
  }),
  'GET /api/milestone-photos/:userId': own,
  'GET /api/milestone-photos/file/:photoId': (c) => ({ params: { photoId: c.photoId } }),
  'GET /api/milestone-photos/file/:photoId/thumbnail': (c) => ({ params: { photoId: c.photoId } }),
  'DELETE /api/milestone-photos/:photoId': (c) => ({ params: { photoId: c.photoId } }),
  'POST /api/milestone-reports/generate': (c) => ({
    body: { userId: c.me.user.id, weekNumber: 0, babyId: c.babyId },
  }),
  'GET /api/milestone-reports/:userId': own,
  'GET /api/milestone-reports/:reportId/pdf': (c) => ({ params: { reportId: c.milestoneReportId } }),
  'GET /api/postpartum-stats/:userId/:week': (c) => ({ params: { userId: c.me.user.id, week: '0' } }),
  'POST /api/postpartum-reports/generate': (c) => ({
    body: { userId: c.me.user.id, weekNumber: 0, startDate: today(), endDate: addDays(today(), 6) },
  }),
  'GET /api/postpartum-reports/:userId': own,
  'GET /api/postpartum-reports/:reportId/pdf': (c) => ({ params: { reportId: c.postpartumReportId } }),
};
