import { CheckCircle2, Info } from 'lucide-react';
import type { DayOfLife } from '../../../../core/contracts/baby-tracking-status.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import type { ShownWet } from '../../../api/baby-tracking/shown-latest.ts';
import { WaitingMark } from '../../../components/offline/waiting-list.tsx';
import { cn } from '../../../lib/cn.ts';
import { durationText } from '../../../lib/dates.ts';
import { useNow } from '../../../lib/use-now.ts';

const NOT_JUDGED: Readonly<Record<NonNullable<DayOfLife['notJudgedBecause']>, string>> = {
  'first-day': 'In the first day feeds and nappies come unevenly, so the check starts on day 2.',
  'not-enough-logs': 'Log feeds and nappies through the day and the check starts once a day is covered.',
  'past-table':
    'The feeds-and-nappies guide covers the first four weeks; your midwife or health visitor checks on from there.',
};

const ROWS = [
  ['feeds', 'Feeds'],
  ['wet', 'Wet nappies'],
  ['dirty', 'Dirty nappies'],
] as const;

/** "just now", "20 min ago" in the first hour, then hours to one decimal ("1 hour ago", "2.5 hours ago"). */
function sinceText(wet: ShownWet, now: number): string {
  const hours = wet.hoursSince(now);
  if (hours >= 1) return `${String(hours)} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const minutes = wet.minutesSince(now);
  return minutes < 1 ? 'just now' : `${durationText(minutes)} ago`;
}

const targetText = (t: { min: number; max: number | null }) =>
  t.max === null ? `${String(t.min)} or more` : `${String(t.min)} to ${String(t.max)}`;

/**
 * Her baby's last 24 hours against what a midwife expects by day of life (docs/product.md, "Day of life"): feeds,
 * wet and dirty nappies and the hours since the last wet one. A count below its target is a gentle amber with a word,
 * not an alarm; a real warning sign shows separately with its advice and the Call button. The last wet nappy is the
 * newest of the server's and hers still waiting to send (shown-latest.ts), which it then says.
 */
export function DayOfLifeCard({ dayOfLife, lastWet }: { dayOfLife: DayOfLife; lastWet: ShownWet | null }) {
  const d = dayOfLife;
  const now = useNow(lastWet !== null, 60_000);
  return (
    <Card>
      <CardTitle>Day {d.day} of life: the last 24 hours</CardTitle>
      {d.judged ? null : (
        <p className="mt-1 text-muted">{d.notJudgedBecause ? NOT_JUDGED[d.notJudgedBecause] : null}</p>
      )}
      <ul className="mt-3 space-y-2">
        {ROWS.map(([key, label]) => {
          const t = d[key];
          if (!t) return null;
          const below = d.judged && d.below.includes(key);
          return (
            <li
              key={key}
              className={cn(
                'flex flex-wrap items-center justify-between gap-x-3 rounded-xl border p-3',
                below ? 'border-caution bg-caution-soft' : 'border-border',
              )}
            >
              <span className="font-medium">
                {label}: <span className="tabular-nums">{t.count}</span>
              </span>
              <span
                className={cn(
                  'flex items-center gap-1 text-sm',
                  below ? 'font-semibold text-caution' : 'text-muted',
                )}
              >
                {below ? (
                  <Info aria-hidden className="h-4 w-4" />
                ) : d.judged ? (
                  <CheckCircle2 aria-hidden className="h-4 w-4" />
                ) : null}
                {below ? 'Fewer than expected: ' : 'Expected: '}
                {targetText(t)}
              </span>
            </li>
          );
        })}
      </ul>
      {lastWet ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-2">
          <span>
            Last wet nappy: <span className="font-semibold">{sinceText(lastWet, now)}</span>
          </span>
          {lastWet.waiting ? <WaitingMark /> : null}
        </p>
      ) : null}
      {d.below.length > 0 && d.judged ? (
        <p className="mt-2 text-sm">
          If you are worried about how feeding is going, your midwife or health visitor can check it with you.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-muted">
        Source: NHS trust infant-feeding guides (nappies by day of life); MedlinePlus (8 to 12 feeds a day);
        AAP.
      </p>
    </Card>
  );
}
