/**
 * The API: every area of the app and its endpoints. An area has the same name in every layer: its contract here
 * (`src/core/contracts/<area>.ts`), its server module (`src/server/modules/<area>/`) and its web calls
 * (`src/web/api/<area>/`); a test holds the folders to this list. Endpoints are named by `'METHOD /path'` on both
 * sides: `route(app, 'POST /api/journal', ...)` on the server, `callEndpoint('POST /api/journal', { body })` in the web.
 */
import { authEndpoints } from './auth.ts';
import { babyTrackingEndpoints } from './baby-tracking.ts';
import { birthPrepEndpoints } from './birth-prep.ts';
import { calendarEndpoints } from './calendar.ts';
import { checkinEndpoints } from './checkins.ts';
import { consentEndpoints } from './consent.ts';
import { contentEndpoints } from './content.ts';
import { copilotEndpoints } from './copilot.ts';
import { docsEndpoints } from './docs.ts';
import { exerciseEndpoints } from './exercise.ts';
import { flagEndpoints } from './flags.ts';
import { type Endpoint, type KeyOf, keyOf } from './endpoint.ts';
import { healthEndpoints } from './health.ts';
import { journalEndpoints } from './journal.ts';
import { legalEndpoints } from './legal.ts';
import { milestoneEndpoints } from './milestones.ts';
import { postpartumReportEndpoints } from './postpartum-reports.ts';
import { profileEndpoints } from './profile.ts';
import { recoveryEndpoints } from './recovery.ts';
import { reviewEndpoints } from './review.ts';
import { symptomEndpoints } from './symptoms.ts';
import { visitToolkitEndpoints } from './visit-toolkit.ts';
import { wellnessEndpoints } from './wellness.ts';
import { zaraEndpoints } from './zara.ts';

export const areas = {
  health: healthEndpoints,
  docs: docsEndpoints,
  legal: legalEndpoints,
  auth: authEndpoints,
  consent: consentEndpoints,
  profile: profileEndpoints,
  checkins: checkinEndpoints,
  symptoms: symptomEndpoints,
  flags: flagEndpoints,
  journal: journalEndpoints,
  calendar: calendarEndpoints,
  exercise: exerciseEndpoints,
  'birth-prep': birthPrepEndpoints,
  'visit-toolkit': visitToolkitEndpoints,
  content: contentEndpoints,
  review: reviewEndpoints,
  wellness: wellnessEndpoints,
  zara: zaraEndpoints,
  copilot: copilotEndpoints,
  'baby-tracking': babyTrackingEndpoints,
  recovery: recoveryEndpoints,
  milestones: milestoneEndpoints,
  'postpartum-reports': postpartumReportEndpoints,
} as const;

export type Area = keyof typeof areas;

/** Every declared endpoint, as a union of their literal types. */
export type ApiEndpoint = (typeof areas)[Area][number];

/** `'GET /api/journal/:userId'` for every declared endpoint. */
export type EndpointKey = ApiEndpoint extends infer E ? (E extends Endpoint ? KeyOf<E> : never) : never;

type MethodOf<K> = K extends `${infer M} ${string}` ? M : never;
type PathOf<K> = K extends `${string} ${infer P}` ? P : never;

/** The declaration named by a key. */
export type EndpointAt<K extends EndpointKey> = Extract<
  ApiEndpoint,
  { method: MethodOf<K>; path: PathOf<K> }
>;

export interface DeclaredEndpoint {
  area: Area;
  endpoint: Endpoint;
}

const byKey = new Map<string, DeclaredEndpoint>();
for (const [area, list] of Object.entries(areas) as [Area, readonly Endpoint[]][]) {
  for (const endpoint of list) {
    const key = keyOf(endpoint);
    if (byKey.has(key)) throw new Error(`${key} is declared twice`);
    byKey.set(key, { area, endpoint });
  }
}

/** Every declared endpoint with its area, in declaration order. */
export const declaredEndpoints: readonly DeclaredEndpoint[] = [...byKey.values()];

export function findEndpoint(key: string): DeclaredEndpoint {
  const found = byKey.get(key);
  if (!found) throw new Error(`No endpoint ${key} is declared in src/core/contracts`);
  return found;
}
