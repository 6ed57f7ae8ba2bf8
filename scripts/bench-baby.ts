/**
 * The baby tracker's bench (issue 14): a mother whose first baby is a year old, with a year of its logs (12 a day:
 * 8 feeds, 2 nappies, 2 sleeps, written through the API as she would), and her twin baby to log into. Measured at
 * 10 connections: GET /api/baby-tracking/{userId}?date= over every day of that year in turn, and POST
 * /api/baby-tracking with a bottle, a wet and a dirty nappy in turn, each at its own instant (so every feed runs the
 * overlap check against real neighbours and none is refused as a duplicate).
 */
import autocannon from 'autocannon';
import { signUpUser } from './bench-mixed.ts';

const json = { 'content-type': 'application/json' };
const DAY_MS = 86_400_000;
export const BABY_DAYS = 364;
export const LOGS_PER_DAY = 12;

export interface BabyBench {
  userId: string;
  cookie: string;
  /** The dates of the seeded year, oldest first. */
  dates: string[];
  twinId: string;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The 12 logs of one day (UTC), none overlapping another of its kind. */
function dayOfLogs(date: string): unknown[] {
  const at = (hhmm: string) => `${date}T${hhmm}:00Z`;
  const feeds = ['00:30', '03:30', '06:30', '09:30', '12:30', '15:30', '18:30', '21:30'].map((t, i) =>
    i % 2 === 0
      ? {
          logType: 'feeding',
          feedingType: 'breast',
          feedingDuration: 15,
          feedingSide: i % 4 ? 'right' : 'left',
          startedAt: at(t),
        }
      : { logType: 'feeding', feedingType: 'bottle', feedingAmount: 120, startedAt: at(t) },
  );
  return [
    ...feeds,
    { logType: 'diaper', diaperType: 'wet', startedAt: at('07:00') },
    { logType: 'diaper', diaperType: 'dirty', stoolColor: 'yellow', startedAt: at('14:00') },
    { logType: 'sleep', sleepStart: at('01:00'), sleepEnd: at('03:00'), sleepQuality: 4 },
    { logType: 'sleep', sleepStart: at('10:00'), sleepEnd: at('12:00'), sleepQuality: 3 },
  ];
}

async function post(base: string, cookie: string, path: string, body: unknown): Promise<Response> {
  return fetch(base + path, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify(body) });
}

/** Signs her up as the mother of a one-year-old (UTC), adds the twin, and writes a year of logs, 10 at a time. */
export async function seedBabyYear(base: string): Promise<BabyBench> {
  const user = await signUpUser(base, `baby-${String(Date.now())}@example.com`);
  const now = Date.now();
  const birthDate = isoDate(now - BABY_DAYS * DAY_MS);
  const recorded = await fetch(`${base}/api/profile/${user.userId}`, {
    method: 'PATCH',
    headers: { ...json, cookie: user.cookie },
    body: JSON.stringify({ stage: 'postpartum', birthDate, babyName: 'Bench' }),
  });
  if (!recorded.ok)
    throw new Error(`recording the birth failed: ${String(recorded.status)} ${await recorded.text()}`);
  const twin = await post(base, user.cookie, '/api/babies', { birthDate, name: 'Twin' });
  if (twin.status !== 201)
    throw new Error(`adding the twin failed: ${String(twin.status)} ${await twin.text()}`);
  const twinId = ((await twin.json()) as { baby: { id: string } }).baby.id;
  // Whole days from the birth to yesterday: every log in the past.
  const dates = Array.from({ length: BABY_DAYS }, (_, i) => isoDate(now - (BABY_DAYS - i) * DAY_MS));
  const bodies = dates.flatMap(dayOfLogs);
  for (let i = 0; i < bodies.length; i += 10) {
    const batch = bodies.slice(i, i + 10).map((b) => post(base, user.cookie, '/api/baby-tracking', b));
    for (const res of await Promise.all(batch))
      if (res.status !== 201) throw new Error(`seeding failed: ${String(res.status)} ${await res.text()}`);
  }
  return { ...user, dates, twinId };
}

/** Her day list, each day of the year in turn. */
export function runDayList(base: string, b: BabyBench, seconds: number): Promise<autocannon.Result> {
  let turn = 0;
  return autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        headers: { cookie: b.cookie },
        setupRequest: (req) => ({
          ...req,
          path: `/api/baby-tracking/${b.userId}?date=${b.dates[turn++ % b.dates.length] ?? ''}`,
        }),
      },
    ],
  });
}

/** Counts every insert of this process, so no two requests (warm-up or measured) share an instant. */
let inserted = 0;

/** A bottle, a wet and a dirty nappy in turn, for the twin, each a distinct second in the past. */
export function runInsert(base: string, b: BabyBench, seconds: number): Promise<autocannon.Result> {
  const start = Date.now();
  const body = () => {
    const n = inserted++;
    const startedAt = new Date(start - (n + 1) * 5_000).toISOString();
    const kinds = [
      { logType: 'feeding', feedingType: 'bottle', feedingAmount: 90 },
      { logType: 'diaper', diaperType: 'wet' },
      { logType: 'diaper', diaperType: 'dirty', stoolColor: 'yellow' },
    ];
    return JSON.stringify({ babyId: b.twinId, startedAt, ...kinds[n % kinds.length] });
  };
  return autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/baby-tracking',
        headers: { ...json, cookie: b.cookie },
        setupRequest: (req) => ({ ...req, body: body() }),
      },
    ],
  });
}

/** The weeks of the seeded year a postpartum report can be made for (week 0 is the birth week). */
export const REPORT_WEEKS = Math.floor(BABY_DAYS / 7);

/**
 * A postpartum report made (issue 15), each week of the year in turn, one at a time (she makes one at a time): the
 * week's logs read out of the year's, the figures, the texts, and the report written (made again, it replaces it).
 */
export function runReport(base: string, b: BabyBench, seconds: number): Promise<autocannon.Result> {
  let turn = 0;
  return autocannon({
    url: base,
    connections: 1,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/postpartum-reports/generate',
        headers: { ...json, cookie: b.cookie },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ weekNumber: turn++ % REPORT_WEEKS }) }),
      },
    ],
  });
}
