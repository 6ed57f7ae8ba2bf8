/** Logs for the baby rules' tests (not a test file itself: the tests beside share it). */
import { type LogFacts, NO_DETAILS } from './baby-day.ts';

let next = 0;
const base = (over: Partial<LogFacts> & Pick<LogFacts, 'logType' | 'startedAt'>): LogFacts => ({
  id: `log-${String(++next).padStart(3, '0')}`,
  endedAt: over.startedAt,
  ...NO_DETAILS,
  ...over,
});

const at = (iso: string) => new Date(iso);
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

export const breast = (
  iso: string,
  minutes: number,
  side: 'left' | 'right' | 'both',
  over: Partial<LogFacts> = {},
) =>
  base({
    logType: 'feeding',
    startedAt: at(iso),
    endedAt: plus(iso, minutes),
    feedingType: 'breast',
    feedingDuration: minutes,
    feedingSide: side,
    ...over,
  });
export const bottle = (iso: string, ml: number, over: Partial<LogFacts> = {}) =>
  base({ logType: 'feeding', startedAt: at(iso), feedingType: 'bottle', feedingAmount: ml, ...over });
export const nappy = (iso: string, type: 'wet' | 'dirty' | 'both', over: Partial<LogFacts> = {}) =>
  base({ logType: 'diaper', startedAt: at(iso), diaperType: type, ...over });
export const sleep = (iso: string, minutes: number) =>
  base({ logType: 'sleep', startedAt: at(iso), endedAt: plus(iso, minutes) });
