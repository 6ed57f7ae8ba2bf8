/**
 * Hours since the last feed from 24-hour clock times (docs/clinical-safety.md, "Numbers"; the catalogue's "not
 * feeding for 8 hours or more"): "last full feed 06:20 ... time now 15:45", as a list or a log gives them. The
 * tokens read "06:20" as two figures, "06 20"; a time counts when it is written as a 24-hour time (a leading zero
 * or an hour past 12) and the later one is "now". Read by the feeding rule only. Pure.
 */
import type { Reading } from './triage-reading.ts';

interface Time {
  h: number;
  at: number;
}

/** The 24-hour times in a message ("06 20", "15 45"), in order. */
function times24(r: Reading): Time[] {
  const out: Time[] = [];
  r.tokens.forEach((t, i) => {
    const hh = /^(?:0\d|1\d|2[0-3])$/.exec(t.w);
    const mm = r.tokens[i + 1];
    if (!hh || !mm || mm.sent !== t.sent || !/^[0-5]\d$/.test(mm.w)) return;
    if (/^(?:0\d|1[0-2])$/.test(t.w) && !t.w.startsWith('0')) return;
    out.push({ h: Number(t.w) + Number(mm.w) / 60, at: i });
  });
  return out;
}

/** Hours from the last feed's 24-hour time to the time said to be now, or null. */
export function hoursSinceLastFeed24(r: Reading, lastFeed: number): number | null {
  const ts = times24(r);
  const sentOf = (i: number) => r.tokens[i]?.sent ?? -1;
  const fed = ts.find((x) => x.at > lastFeed && sentOf(x.at) === sentOf(lastFeed));
  const now = ts.find(
    (x) =>
      fed !== undefined &&
      x.at > fed.at &&
      r.tokens.slice(Math.max(0, x.at - 4), x.at).some((t) => /^(?:now|ahora)$/.test(t.w)),
  );
  if (!fed || !now) return null;
  const span = now.h - fed.h;
  return span < 0 ? span + 24 : span;
}
