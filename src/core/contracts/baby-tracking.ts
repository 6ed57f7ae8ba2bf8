/**
 * The baby tracker (docs/product.md, "Babies" and "Baby tracker"; product spec sections 3 and 7; issue 14): her
 * babies, their feeds, nappies and sleeps, the live timers kept on the server, and the tracker's live status. The
 * schemas live beside this file (baby-tracking-babies.ts, -logs.ts, -status.ts); the endpoints are declared here.
 *
 * Two calls fill the tracker: GET .../status (every baby's today, last feed, next side, day of life, signs, and
 * the running timers) and GET /api/baby-tracking/{userId}?date= (that day's list and counters).
 * An overlapping feed or sleep of the same baby is answered 409 `overlap` with `conflict` naming the other entry;
 * the same request with `confirmOverlap: true` saves it anyway.
 */
import { userIdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  babyIdParamsSchema,
  babyListSchema,
  babyResponseSchema,
  createBabySchema,
  updateBabySchema,
} from './baby-tracking-babies.ts';
import {
  babyLogIdParamsSchema,
  babyLogSchema,
  createBabyLogSchema,
  updateBabyLogSchema,
} from './baby-tracking-logs.ts';
import {
  babyDayQuerySchema,
  babyDaySchema,
  babyLogResponseSchema,
  babyStatusSchema,
  startTimerSchema,
  stopTimerSchema,
  timerActionSchema,
  timerIdParamsSchema,
  timerListSchema,
  timerResponseSchema,
} from './baby-tracking-status.ts';
import { z } from 'zod';

const self = { kind: 'self', param: 'userId' } as const;
const ownBaby = { kind: 'owner', param: 'babyId', resource: 'baby' } as const;
const ownLog = { kind: 'owner', param: 'logId', resource: 'babyLog' } as const;
const ownTimer = { kind: 'owner', param: 'timerId', resource: 'babyTimer' } as const;

export const babyTrackingEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/babies/:userId',
    summary: 'Her babies, first born (or first recorded) first, each with its age and corrected age',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: babyListSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/babies',
    summary: 'Add a baby (a twin) after the birth is recorded',
    access: { kind: 'user' },
    idempotent: true,
    body: createBabySchema,
    responses: { 201: babyResponseSchema },
    errors: [409],
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/babies/:babyId',
    summary: "Correct a baby's details (the first baby's name and birth date are her profile's too)",
    access: ownBaby,
    params: babyIdParamsSchema,
    body: updateBabySchema,
    responses: { 200: babyResponseSchema },
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/babies/:babyId',
    summary: 'Remove a baby added by mistake, with its logs (not the first: undo the birth record instead)',
    access: ownBaby,
    params: babyIdParamsSchema,
    responses: { 204: null },
    errors: [409],
  }),
  endpoint({
    method: 'GET',
    path: '/api/baby-tracking/:userId',
    summary: "One local day's logs of a baby (newest first, with sleeps running into it) and its counters",
    access: self,
    params: userIdParamsSchema,
    query: babyDayQuerySchema,
    responses: { 200: babyDaySchema },
    errors: [404, 409],
  }),
  endpoint({
    method: 'POST',
    path: '/api/baby-tracking',
    summary: 'Log a feed, nappy or sleep (409 `overlap` names an overlapping entry unless confirmOverlap)',
    access: { kind: 'user' },
    idempotent: true,
    body: createBabyLogSchema,
    responses: { 201: babyLogResponseSchema },
    errors: [404, 409],
  }),
  endpoint({
    method: 'GET',
    path: '/api/baby-tracking/:userId/recent',
    summary: 'Her last 10 baby logs (every baby), newest first',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: z.array(babyLogSchema) },
  }),
  endpoint({
    method: 'GET',
    path: '/api/baby-tracking/:userId/status',
    summary:
      'Now, for every baby: today, the last feed and next side, the day-of-life check and warning signs; and her timers',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: babyStatusSchema },
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/baby-tracking/entries/:logId',
    summary: 'Correct one of her baby logs (checked whole, as a new one)',
    access: ownLog,
    params: babyLogIdParamsSchema,
    body: updateBabyLogSchema,
    responses: { 200: babyLogResponseSchema },
    errors: [409],
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/baby-tracking/entries/:logId',
    summary: 'Delete one of her baby logs',
    access: ownLog,
    params: babyLogIdParamsSchema,
    responses: { 204: null },
  }),
  endpoint({
    method: 'GET',
    path: '/api/baby-timers/:userId',
    summary: 'Her running and paused timers (every baby)',
    access: self,
    params: userIdParamsSchema,
    responses: { 200: timerListSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/baby-timers',
    summary:
      'Start a feeding (one side) or sleep timer, backdated if need be (409 names one already running)',
    access: { kind: 'user' },
    idempotent: true,
    body: startTimerSchema,
    responses: { 201: timerResponseSchema },
    errors: [404, 409],
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/baby-timers/:timerId',
    summary: 'Switch side, pause or resume a feeding timer',
    access: ownTimer,
    idempotent: true,
    params: timerIdParamsSchema,
    body: timerActionSchema,
    responses: { 200: timerResponseSchema },
  }),
  endpoint({
    method: 'POST',
    path: '/api/baby-timers/:timerId/stop',
    summary:
      'Stop a timer and write its log; if the log would not be valid, the timer keeps running (400 says why)',
    access: ownTimer,
    idempotent: true,
    params: timerIdParamsSchema,
    body: stopTimerSchema.optional(),
    responses: { 201: babyLogResponseSchema },
    errors: [409],
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/baby-timers/:timerId',
    summary: 'Discard a timer without writing a log',
    access: ownTimer,
    idempotent: true,
    params: timerIdParamsSchema,
    responses: { 204: null },
  }),
] as const;
