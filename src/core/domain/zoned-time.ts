/**
 * Wall-clock time in an IANA time zone <-> instants, without a date library. Calendar events are stored as her
 * local date and time (10:30 stays 10:30 wherever she or the server is); reminders need real instants.
 * Gaps and overlaps follow Temporal's 'compatible' rule: a time skipped by a spring-forward is moved forward by
 * the gap (02:30 -> 03:30), a time repeated by a fall-back means its first occurrence.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A valid IANA zone name (Intl knows it). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const safeZone = (timeZone: string) => (isValidTimeZone(timeZone) ? timeZone : 'UTC');

/** The wall-clock fields of an instant in a zone, as a UTC timestamp of those fields. */
function wallMs(at: number, timeZone: string): number {
  const parts = formatterFor(safeZone(timeZone)).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
export function offsetMs(at: number, timeZone: string): number {
  const whole = Math.floor(at / 1000) * 1000;
  return wallMs(whole, timeZone) - whole;
}

/** The local date (yyyy-mm-dd) and time (HH:mm) of an instant in a zone. */
export function localDateTimeIn(timeZone: string, at: Date = new Date()): { date: string; time: string } {
  const iso = new Date(wallMs(at.getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant at which the wall clock in `timeZone` reads `date` `time` (HH:mm); DST-safe (see above). */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    h,
    m,
  );
  const DAY = 86_400_000;
  const before = offsetMs(wall - DAY, timeZone);
  const after = offsetMs(wall + DAY, timeZone);
  const valid = [...new Set([before, after])]
    .map((o) => wall - o)
    .filter((t) => wallMs(t, timeZone) === wall)
    .sort((a, b) => a - b);
  // An overlap has two valid instants (take the first); a gap has none (use the offset from before the gap).
  return new Date(valid[0] ?? wall - before);
}
