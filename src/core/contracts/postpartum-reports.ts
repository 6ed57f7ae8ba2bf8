/**
 * Her weekly postpartum reports (docs/product.md, "Postpartum reports"; product spec sections 3, 5 and 7; issue 15):
 * the week's stats, reports made from her logs of that week (made again, a week's report replaces the one
 * before), and a PDF of each for her midwife or health visitor. The week's dates come from her birth date on the
 * server; the client's `startDate` and `endDate` are accepted for the spec's sake and must match them.
 */
import { z } from 'zod';
import { isoDateSchema, text, userIdParamsSchema } from './common.ts';
import { endpoint, file } from './endpoint.ts';

const week = z
  .number({ error: 'weekNumber must be a whole number of weeks since the birth' })
  .int('weekNumber must be a whole number of weeks since the birth')
  .min(0, 'weekNumber must be a whole number of weeks since the birth')
  .max(520, 'weekNumber must be a whole number of weeks since the birth');

export const weekStatsParamsSchema = z.object({
  userId: text(),
  week: z.coerce.number({ error: 'week must be a whole number of weeks since the birth' }).pipe(week.clone()),
});

/** The spec's weekly stats, plus the week's dates and how many of its days have come. */
export const weeklyStatsSchema = z.object({
  weekNumber: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  daysCovered: z.number().int(),
  totalFeedings: z.number().int(),
  totalDiapers: z.number().int(),
  totalSleepHours: z.number(),
  /** Sleep hours per day of the week so far. */
  avgSleepDuration: z.number(),
  avgPainLevel: z.number().nullable(),
  avgMoodRating: z.number().nullable(),
  redFlagCount: z.number().int(),
});
export type WeeklyStats = z.infer<typeof weeklyStatsSchema>;

export const generatePostpartumReportSchema = z.strictObject({
  userId: text().optional(),
  weekNumber: week,
  startDate: z.union([isoDateSchema, z.iso.datetime({ offset: true })]).optional(),
  endDate: z.union([isoDateSchema, z.iso.datetime({ offset: true })]).optional(),
});
export type GeneratePostpartumReport = z.input<typeof generatePostpartumReportSchema>;

export const postpartumReportSchema = z.object({
  id: z.string(),
  weekNumber: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.iso.datetime(),
  totalFeedings: z.number().int(),
  totalDiapers: z.number().int(),
  totalSleepHours: z.number(),
  avgPainLevel: z.number().nullable(),
  avgMoodRating: z.number().nullable(),
  avgAnxietyLevel: z.number().nullable(),
  redFlagCount: z.number().int(),
  weeklyInsights: z.array(z.string()),
  recommendations: z.array(z.string()),
  maternalConcerns: z.array(z.string()),
  babyConcerns: z.array(z.string()),
  pdfUrl: z.string(),
});
export type PostpartumReport = z.infer<typeof postpartumReportSchema>;
export const postpartumReportResponseSchema = z.object({ report: postpartumReportSchema });
export const postpartumReportIdParamsSchema = z.object({ reportId: text() });

const self = { kind: 'self', param: 'userId' } as const;

export const postpartumReportEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/postpartum-stats/:userId/:week',
    summary: 'The stats of one postpartum week from her logs (feeds, nappies, sleep, pain, mood, red flags)',
    access: self,
    params: weekStatsParamsSchema,
    responses: { 200: weeklyStatsSchema },
    errors: [409],
  }),
  endpoint({
    method: 'POST',
    path: '/api/postpartum-reports/generate',
    summary: 'Make the report of one postpartum week from her logs (made again, it replaces that week’s)',
    access: { kind: 'user' },
    body: generatePostpartumReportSchema,
    responses: { 201: postpartumReportResponseSchema },
    errors: [409],
  }),
  endpoint({
    method: 'GET',
    path: '/api/postpartum-reports/:userId',
    summary: 'Her postpartum reports, newest week first',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: z.array(postpartumReportSchema) },
  }),
  endpoint({
    method: 'GET',
    path: '/api/postpartum-reports/:reportId/pdf',
    summary:
      'A postpartum report as a PDF for her midwife or health visitor: figures, charts, red flags, concerns',
    access: { kind: 'owner', param: 'reportId', resource: 'postpartumReport' },
    params: postpartumReportIdParamsSchema,
    responses: { 200: file('application/pdf', 'The postpartum report') },
  }),
] as const;
