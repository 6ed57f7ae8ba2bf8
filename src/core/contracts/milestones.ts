/**
 * The milestone tracker (docs/product.md, "Milestone tracker"; product spec sections 3, 4, 7 and 9; issue 15): her
 * baby's status on each milestone (one current status per baby and template; a new choice replaces it), the photos
 * she keeps with them (stripped of every piece of metadata, location included, and served only to her), and a
 * week's milestone report as a PDF.
 */
import { z } from 'zod';
import { MILESTONE_STATUSES } from '../domain/milestones.ts';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../domain/photo.ts';
import { isoDateSchema, text, userIdParamsSchema } from './common.ts';
import { signSummarySchema } from './content.ts';
import { endpoint, file } from './endpoint.ts';

export const milestoneStatusSchema = z.enum(MILESTONE_STATUSES, {
  error: `status must be one of: ${MILESTONE_STATUSES.join(', ')}`,
});

const words = (name: string, max: number) =>
  text({ error: `${name} must be text` })
    .trim()
    .max(max, `Please keep ${name} under ${max.toLocaleString('en-GB')} characters`);

/**
 * POST /api/milestone-progress: the spec's payload, plus the baby (her first when left out, for twins the one she
 * chose). `babyAge` is the client's count and is accepted for the spec's sake; the server stores its own.
 * `observedDate` belongs to 'observed' only (her today when left out).
 */
export const saveMilestoneProgressSchema = z
  .strictObject({
    userId: text().optional(),
    babyId: text({ error: 'babyId must be one of your babies' }).optional(),
    milestoneTemplateId: text({ error: 'milestoneTemplateId is required' }).min(
      1,
      'milestoneTemplateId is required',
    ),
    babyAge: z
      .number({ error: 'babyAge must be a whole number of days' })
      .int('babyAge must be a whole number of days')
      .min(0, 'babyAge must be a whole number of days')
      .max(36_500, 'babyAge must be a whole number of days')
      .optional(),
    status: milestoneStatusSchema,
    observedDate: isoDateSchema.nullable().optional(),
    notes: words('notes', 2000).nullable().optional(),
    parentConcerns: words('parentConcerns', 2000).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.status !== 'observed' && b.observedDate)
      ctx.addIssue({
        code: 'custom',
        path: ['observedDate'],
        message: 'observedDate goes only with the status observed',
      });
  });
export type SaveMilestoneProgress = z.input<typeof saveMilestoneProgressSchema>;

export const milestoneProgressSchema = z.object({
  id: z.string(),
  userId: z.string(),
  babyId: z.string(),
  milestoneTemplateId: z.string(),
  /** The baby's age in days when she chose it (the corrected age for a baby born early). */
  babyAge: z.number().int(),
  status: milestoneStatusSchema,
  /** 'Observed', 'Not Yet', 'Unsure' or 'Delayed'. */
  statusLabel: z.string(),
  observedDate: z.string().nullable(),
  notes: z.string().nullable(),
  parentConcerns: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type MilestoneProgress = z.infer<typeof milestoneProgressSchema>;

/** 'Concerned' on a milestone whose red flags the catalogue holds: the catalogue's advice, and the flag raised. */
export const milestoneConcernSchema = z.object({
  flagId: z.string(),
  signs: z.array(signSummarySchema),
});

export const milestoneProgressResponseSchema = z.object({
  progress: milestoneProgressSchema,
  concern: milestoneConcernSchema.nullable(),
});

export const milestonePhotoSchema = z.object({
  id: z.string(),
  babyId: z.string(),
  milestoneTemplateId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Where she sees it (only she can). */
  url: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.iso.datetime(),
});
export type MilestonePhoto = z.infer<typeof milestonePhotoSchema>;

/** An uploaded photo: the web sends a Blob as multipart/form-data, the server receives its bytes (no Buffer here). */
export const photoFileSchema = z
  .custom<
    Blob | Uint8Array
  >((v) => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob), 'Attach the photo as file')
  .meta({ type: 'string', format: 'binary', description: 'The photo (JPEG, PNG, WebP or HEIC)' });

/**
 * The upload: one image (`file`), its milestone and, for twins, the baby. The web sends a Blob as
 * multipart/form-data; the server receives its bytes. No Buffer here: the web loads this file too.
 */
export const milestonePhotoUploadSchema = z.object({
  file: photoFileSchema,
  userId: text().optional(),
  milestoneTemplateId: text({ error: 'milestoneTemplateId is required' }).min(
    1,
    'milestoneTemplateId is required',
  ),
  babyId: text({ error: 'babyId must be one of your babies' }).optional(),
});
export const milestonePhotoResponseSchema = z.object({ photo: milestonePhotoSchema });
export const photoIdParamsSchema = z.object({ photoId: text() });

export const milestoneWeekNumberSchema = z
  .number({ error: 'weekNumber must be a whole number from 0 to 12' })
  .int('weekNumber must be a whole number from 0 to 12')
  .min(0, 'weekNumber must be a whole number from 0 to 12')
  .max(12, 'weekNumber must be a whole number from 0 to 12');

/** POST /api/milestone-reports/generate: the spec's payload, plus the baby for twins. */
export const generateMilestoneReportSchema = z.strictObject({
  userId: text().optional(),
  weekNumber: milestoneWeekNumberSchema,
  babyId: text({ error: 'babyId must be one of your babies' }).optional(),
});
export type GenerateMilestoneReport = z.input<typeof generateMilestoneReportSchema>;

export const milestoneReportItemSchema = z.object({
  milestoneTemplateId: z.string(),
  title: z.string(),
  category: z.string(),
  status: milestoneStatusSchema.nullable(),
  statusLabel: z.string(),
  observedDate: z.string().nullable(),
  notes: z.string().nullable(),
  parentConcerns: z.string().nullable(),
});
export type MilestoneReportItem = z.infer<typeof milestoneReportItemSchema>;

export const milestoneReportSchema = z.object({
  id: z.string(),
  babyId: z.string(),
  babyName: z.string().nullable(),
  weekNumber: z.number().int(),
  /** Observed over the week's milestones, rounded (the week cell's percentage). */
  completion: z.number().int(),
  /** The baby's age (days) the milestones followed when it was made, and whether it was the corrected age. */
  babyAgeDays: z.number().int(),
  correctedAge: z.boolean(),
  items: z.array(milestoneReportItemSchema),
  createdAt: z.iso.datetime(),
  pdfUrl: z.string(),
});
export type MilestoneReport = z.infer<typeof milestoneReportSchema>;
export const milestoneReportResponseSchema = z.object({ report: milestoneReportSchema });
export const reportIdParamsSchema = z.object({ reportId: text() });

const self = { kind: 'self', param: 'userId' } as const;
const ownPhoto = { kind: 'owner', param: 'photoId', resource: 'milestonePhoto' } as const;
const photoFile = file('image/jpeg', 'The photo, re-encoded as JPEG with no metadata');

export const milestoneEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/milestone-progress/:userId',
    summary: 'Her babies’ milestone statuses (one current status per baby and milestone)',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: z.array(milestoneProgressSchema) },
  }),
  endpoint({
    method: 'POST',
    path: '/api/milestone-progress',
    summary:
      'Choose a milestone’s status (replacing the one before); Concerned on a milestone with catalogue red flags raises a flag for review',
    access: { kind: 'user' },
    idempotent: true,
    body: saveMilestoneProgressSchema,
    responses: { 200: milestoneProgressResponseSchema },
    errors: [404, 409],
  }),
  endpoint({
    method: 'POST',
    path: '/api/milestone-photos',
    summary: `Keep a photo with a milestone (${PHOTO_TYPES.join(', ')}; at most ${String(PHOTO_MAX_BYTES / 1_000_000)} MB); every piece of metadata, location included, is removed`,
    access: { kind: 'user' },
    bodyType: 'multipart',
    maxFileBytes: PHOTO_MAX_BYTES,
    body: milestonePhotoUploadSchema,
    responses: { 201: milestonePhotoResponseSchema },
    errors: [404, 409],
  }),
  endpoint({
    method: 'GET',
    path: '/api/milestone-photos/:userId',
    summary: 'Her milestone photos, newest first',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: z.array(milestonePhotoSchema) },
  }),
  endpoint({
    method: 'GET',
    path: '/api/milestone-photos/file/:photoId',
    summary: 'One of her photos (hers only; never kept by a shared cache)',
    access: ownPhoto,
    params: photoIdParamsSchema,
    responses: { 200: photoFile },
  }),
  endpoint({
    method: 'GET',
    path: '/api/milestone-photos/file/:photoId/thumbnail',
    summary: 'One of her photos as a thumbnail (hers only; never kept by a shared cache)',
    access: ownPhoto,
    params: photoIdParamsSchema,
    responses: { 200: photoFile },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/milestone-photos/:photoId',
    summary: 'Delete one of her photos (its bytes with it)',
    access: ownPhoto,
    params: photoIdParamsSchema,
    responses: { 204: null },
  }),
  endpoint({
    method: 'POST',
    path: '/api/milestone-reports/generate',
    summary: 'Make a week’s milestone report for one baby (making it again replaces it)',
    access: { kind: 'user' },
    body: generateMilestoneReportSchema,
    responses: { 201: milestoneReportResponseSchema },
    errors: [404, 409],
  }),
  endpoint({
    method: 'GET',
    path: '/api/milestone-reports/:userId',
    summary: 'Her milestone reports, newest first',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: z.array(milestoneReportSchema) },
  }),
  endpoint({
    method: 'GET',
    path: '/api/milestone-reports/:reportId/pdf',
    summary: 'A milestone report as a PDF: statuses, notes, concerns and photo thumbnails',
    access: { kind: 'owner', param: 'reportId', resource: 'milestoneReport' },
    params: reportIdParamsSchema,
    responses: { 200: file('application/pdf', 'The milestone report') },
  }),
] as const;
