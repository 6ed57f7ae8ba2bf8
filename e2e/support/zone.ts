import { localDateTimeIn } from '../../src/core/domain/zoned-time.ts';

/** Minutes since midnight on the wall clock in `timeZone` at `at`. */
const minutesIntoDay = (timeZone: string, at: Date): number => {
  const [h = 0, m = 0] = localDateTimeIn(timeZone, at).time.split(':').map(Number);
  return h * 60 + m;
};

/**
 * The test mothers' time zone, and their browsers' (chosen once per test file, when it loads).
 *
 * Many flows count "today" in her zone: a feed started 25 minutes ago, a nap across last midnight, today's counters.
 * Run within reach of her midnight, half such a flow falls on the other day (CI at 05:15 UTC is 00:15 in New York: a
 * feed started "25 minutes ago" was yesterday's, and today's counters rightly showed none). So: New York, unless its
 * clock is within two hours of midnight; then London, five hours ahead, where it is then between 03:00 and 07:00.
 */
export function testZone(at: Date = new Date()): string {
  const ny = minutesIntoDay('America/New_York', at);
  return ny >= 2 * 60 && ny < 22 * 60 ? 'America/New_York' : 'Europe/London';
}

export const TEST_ZONE = testZone();
