/**
 * A valid request for every endpoint that takes text, with every text field filled (optional ones too). The
 * text-rule test poisons one field at a time and expects the request refused with nothing written; it also fails
 * when an endpoint that takes text has no example here, or an example leaves a text field out. A new endpoint
 * that takes text needs its example here.
 */
import { randomUUID } from 'node:crypto';
import type { EndpointKey } from '../../core/contracts/api.ts';
import { addDays } from '../../core/domain/pregnancy.ts';
import { localDateIn } from '../../core/domain/time-windows.ts';
import { postBirthExamples } from './request-examples-post-birth.ts';
import type { Session } from './test-app.ts';

export interface ExampleContext {
  me: Session;
  /** A clinical reviewer (the review endpoints are hers). */
  admin: Session;
  entryId: string;
  eventId: string;
  notificationId: string;
  flagId: string;
  /** One of her own hospital bag items. */
  itemKey: string;
  /** Her calendar feed's secret token. */
  feedToken: string;
  /** One of her questions for her midwife. */
  questionId: string;
  /** Her baby, one of its logs, a running timer and a recovery log (Post-Birth Mode). */
  babyId: string;
  babyLogId: string;
  timerId: string;
  recoveryLogId: string;
  photoId: string;
  milestoneReportId: string;
  postpartumReportId: string;
  chatPhotoId: string;
}

export interface RequestExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as the reviewer rather than as her. */
  asAdmin?: boolean;
}

const today = () => localDateIn('UTC');
const notifications = { symptoms: true, appointments: true, daily: true, emergency: true };
const own = (c: ExampleContext) => ({ params: { userId: c.me.user.id } });

/** One example, or several that together fill every text field (a log's fields depend on its type). */
export const requestExamples: Partial<
  Record<EndpointKey, (c: ExampleContext) => RequestExample | RequestExample[]>
> = {
  'POST /api/auth/signup': () => ({
    body: { email: 'new-mum@example.com', password: 'correct horse battery', fullName: 'New Mum' },
  }),
  'POST /api/auth/signin': (c) => ({ body: { email: c.me.user.email, password: 'correct horse battery' } }),
  'POST /api/auth/reauth': () => ({ body: { password: 'correct horse battery' } }),
  'POST /api/auth/password': () => ({
    body: { currentPassword: 'correct horse battery', newPassword: 'a quiet harbour at dawn' },
  }),
  'POST /api/auth/email': () => ({
    body: { password: 'correct horse battery', email: 'moved-mum@example.com' },
  }),
  'GET /api/auth/google/callback': () => ({
    query: { code: 'code-from-google', state: 'state-of-the-flow' },
  }),
  'GET /api/users/:userId': own,
  'POST /api/consent': () => ({
    body: { essential: true, analytics: false, personalization: false, marketing: false, location: 'GB' },
  }),
  'GET /api/consent/:userId': own,
  'GET /api/onboarding/status/:userId': own,
  'POST /api/onboarding/complete': (c) => ({
    body: {
      userId: c.me.user.id,
      stage: 'pregnant',
      firstName: 'Amara',
      notifications,
      moodBaseline: 'calm',
      dueDate: addDays(today(), 100),
      birthDate: addDays(today(), -1),
      timeZone: 'Europe/London',
      country: 'GB',
      babyName: 'Kofi',
      birthTime: '04:15',
      babySex: 'male',
      birthWeightGrams: 3350,
    },
  }),
  'GET /api/profile/:userId/status': own,
  'PATCH /api/profile/:userId': (c) => ({
    ...own(c),
    body: {
      userId: c.me.user.id,
      firstName: 'Ama',
      stage: 'pregnant',
      dueDate: addDays(today(), 90),
      startDate: addDays(today(), -190),
      birthDate: addDays(today(), -2),
      moodBaseline: 'hopeful',
      timeZone: 'Europe/London',
      country: 'GB',
      babyName: 'Kofi',
      volumeUnit: 'fl_oz',
      birthTime: '04:15',
      babySex: 'male',
      birthWeightGrams: 3350,
    },
  }),
  'GET /api/profile/:userId/export': own,
  'GET /api/profile/:userId/export.pdf': own,
  'DELETE /api/profile/:userId': (c) => ({ ...own(c), body: { password: 'correct horse battery' } }),
  'POST /api/checkins': (c) => ({
    body: {
      userId: c.me.user.id,
      mood: 'peaceful',
      intensity: 6,
      window: 'morning',
      note: 'Slept well',
      checkedInAt: new Date(Date.now() - 60_000).toISOString(),
    },
  }),
  'GET /api/checkins/:userId': (c) => ({ ...own(c), query: { from: addDays(today(), -7), to: today() } }),
  'GET /api/daily-tasks/:userId': own,
  'PUT /api/daily-tasks': () => ({ body: { taskKey: 'drink-water', done: true } }),
  'POST /api/symptom-logs': (c) => ({
    body: {
      userId: c.me.user.id,
      symptom: 'back ache',
      severity: 2,
      startedAt: new Date().toISOString(),
      notes: 'After the walk',
    },
  }),
  'GET /api/symptom-logs/:userId/recent': own,
  'GET /api/symptom-logs/:userId/history': own,
  'GET /api/symptom-logs/:userId/trend': own,
  'GET /api/admin/flags': () => ({ query: { scope: 'mine' } }),
  'POST /api/admin/flags': (c) => ({
    body: {
      userId: c.me.user.id,
      flagType: 'postpartum_ai_concern',
      priority: 'high',
      description: 'Bleeding heavier than a period',
      context: 'postpartum_ai_chat',
    },
  }),
  'GET /api/admin/flags/:flagId': (c) => ({ params: { flagId: c.flagId } }),
  'GET /api/admin/flags/:flagId/source': (c) => ({ params: { flagId: c.flagId }, asAdmin: true }),
  'PATCH /api/admin/flags/:flagId': (c) => ({
    params: { flagId: c.flagId },
    body: { reviewed: true },
    asAdmin: true,
  }),
  'GET /api/journal/:userId': own,
  'POST /api/journal': (c) => ({
    body: { userId: c.me.user.id, category: 'mom', mood: 'calm', content: 'Felt the first kicks' },
  }),
  'PATCH /api/journal/entries/:entryId': (c) => ({
    params: { entryId: c.entryId },
    body: { category: 'baby', mood: 'happy', content: 'Edited' },
  }),
  'DELETE /api/journal/entries/:entryId': (c) => ({ params: { entryId: c.entryId } }),
  'GET /api/calendar/events/:userId': (c) => ({
    ...own(c),
    query: { from: today(), to: addDays(today(), 30) },
  }),
  'POST /api/calendar/events': (c) => ({
    body: {
      userId: c.me.user.id,
      title: 'Scan',
      description: 'The anomaly scan',
      eventType: 'ob_appointment',
      date: addDays(today(), 10),
      time: '10:30',
      location: 'Clinic',
      priority: 'high',
      reminderEnabled: true,
    },
  }),
  'PATCH /api/calendar/events/:eventId/complete': (c) => ({
    params: { eventId: c.eventId },
    body: { userId: c.me.user.id },
  }),
  'PATCH /api/calendar/events/:eventId/accept': (c) => ({
    params: { eventId: c.eventId },
    body: { userId: c.me.user.id },
  }),
  'PATCH /api/calendar/events/:eventId': (c) => ({
    params: { eventId: c.eventId },
    body: {
      title: 'Scan moved',
      description: 'New room',
      eventType: 'ob_appointment',
      date: addDays(today(), 12),
      time: '11:00',
      location: 'Room 2',
      priority: 'medium',
    },
  }),
  'DELETE /api/calendar/events/:eventId': (c) => ({ params: { eventId: c.eventId } }),
  'POST /api/calendar/suggestions': (c) => ({ body: { userId: c.me.user.id } }),
  'POST /api/calendar/suggestions/accept': (c) => ({ body: { userId: c.me.user.id } }),
  'GET /api/calendar/:userId.ics': own,
  'GET /api/calendar/feed/:token.ics': (c) => ({ params: { token: c.feedToken } }),
  'GET /api/calendar/subscription/:userId': own,
  'POST /api/calendar/subscription/:userId': (c) => ({ ...own(c), body: { userId: c.me.user.id } }),
  'DELETE /api/calendar/subscription/:userId': own,
  'GET /api/notifications/:userId': own,
  'PATCH /api/notifications/:notificationId/read': (c) => ({
    params: { notificationId: c.notificationId },
    body: { userId: c.me.user.id },
  }),
  'GET /api/exercise/activities/:userId': own,
  'GET /api/exercise/logs/:userId': own,
  'POST /api/exercise/logs': (c) => ({
    body: {
      userId: c.me.user.id,
      activityId: 'preg-calming-breath',
      weekNumber: 24,
      activityName: 'Walk',
      duration: 20,
      completedSteps: [0],
      userRating: 4,
      userNotes: 'Easy',
    },
  }),
  'GET /api/exercise/settings/:userId': own,
  'PATCH /api/exercise/settings/:userId': (c) => ({
    ...own(c),
    body: { userId: c.me.user.id, weeklyGoal: 4 },
  }),
  'GET /api/exercise/analytics/:userId': own,
  'GET /api/birth-plan/:userId': own,
  'PUT /api/birth-plan/:userId': (c) => ({
    ...own(c),
    body: {
      deliveryPreference: 'vaginal',
      choices: { 'pain-relief': ['gas-and-air'] },
      notes: 'Dim lights please',
    },
  }),
  'GET /api/birth-plan/:userId.pdf': own,
  'GET /api/hospital-bag/:userId': own,
  'PATCH /api/hospital-bag/:userId/items/:itemKey': (c) => ({
    params: { userId: c.me.user.id, itemKey: 'warm-socks' },
    body: { packed: true },
  }),
  'POST /api/hospital-bag/:userId/items': (c) => ({
    ...own(c),
    body: { label: 'Phone charger', group: 'mother' },
  }),
  'DELETE /api/hospital-bag/:userId/items/:itemKey': (c) => ({
    params: { userId: c.me.user.id, itemKey: c.itemKey },
  }),
  'GET /api/visit-questions/:userId': own,
  'POST /api/visit-questions': (c) => ({
    body: { userId: c.me.user.id, text: 'Can I still fly at 30 weeks?', source: 'zara' },
  }),
  'PATCH /api/visit-questions/:questionId': (c) => ({
    params: { questionId: c.questionId },
    body: { text: 'Can I still fly at 32 weeks?', asked: true },
  }),
  'DELETE /api/visit-questions/:questionId': (c) => ({ params: { questionId: c.questionId } }),
  'GET /api/visit-checklist/:userId': own,
  'PATCH /api/visit-checklist/:userId': (c) => ({
    ...own(c),
    body: { itemId: 'questions-for-your-visit', done: true },
  }),
  'GET /api/visit-summary/:userId/pdf': own,
  'GET /api/education/articles/:id': () => ({ params: { id: 'alcohol-smoking-and-caffeine' } }),
  'GET /api/education/answers/:id': () => ({ params: { id: 'preg-heartburn' } }),
  'GET /api/education/search': () => ({ query: { q: 'heartburn', category: 'body' } }),
  'GET /api/affirmations': () => ({ query: { stage: 'pregnancy', tag: 'calm' } }),
  'POST /api/screenings': (c) => ({
    body: { userId: c.me.user.id, instrument: 'gad7', answers: [0, 0, 0, 0, 0, 0, 0], checkId: randomUUID() },
  }),
  'POST /api/screenings/crisis': (c) => ({
    body: { userId: c.me.user.id, checkId: randomUUID(), answer: 1 },
  }),
  'GET /api/screenings/:userId': own,
  'GET /api/wellness/:userId/moods': own,
  'POST /api/zara/chat': (c) => ({
    body: {
      userId: c.me.user.id,
      userMessage: 'Is it normal to feel tired?',
      conversationHistory: [{ role: 'user', content: 'Hello' }],
      conversationId: randomUUID(),
    },
  }),
  'GET /api/zara/conversations/:userId': own,
  'POST /api/copilot/analyze-intent': (c) => ({
    body: { userId: c.me.user.id, userInput: 'Log a headache' },
  }),
  'GET /api/copilot/state/:userId': own,
  'GET /api/copilot/recommendations/:userId': own,
  'GET /api/copilot/emotional-trend/:userId': own,
  'GET /api/copilot/calendar/:userId': own,
  ...postBirthExamples,
};
