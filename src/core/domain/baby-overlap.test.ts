import { describe, expect, it } from 'vitest';
import { describeLog, findOverlap, spansOverlap } from './baby-overlap.ts';
import { breast, bottle, nappy, sleep } from './baby-test-logs.ts';

const span = (from: string, to: string) => ({
  logType: 'feeding' as const,
  startedAt: new Date(from),
  endedAt: new Date(to),
});

describe('spansOverlap', () => {
  it('overlapping spans overlap; touching ones do not', () => {
    expect(
      spansOverlap(
        span('2027-01-01T10:00Z', '2027-01-01T10:30Z'),
        span('2027-01-01T10:20Z', '2027-01-01T10:40Z'),
      ),
    ).toBe(true);
    expect(
      spansOverlap(
        span('2027-01-01T10:00Z', '2027-01-01T10:30Z'),
        span('2027-01-01T10:30Z', '2027-01-01T10:40Z'),
      ),
    ).toBe(false);
  });

  it('an instant overlaps a span it begins or falls inside, not one it ends', () => {
    const feed = span('2027-01-01T10:00Z', '2027-01-01T10:30Z');
    expect(spansOverlap(span('2027-01-01T10:00Z', '2027-01-01T10:00Z'), feed)).toBe(true);
    expect(spansOverlap(feed, span('2027-01-01T10:10Z', '2027-01-01T10:10Z'))).toBe(true);
    expect(spansOverlap(span('2027-01-01T10:30Z', '2027-01-01T10:30Z'), feed)).toBe(false);
  });

  it('two instants overlap only at the same moment', () => {
    const a = span('2027-01-01T10:00Z', '2027-01-01T10:00Z');
    expect(spansOverlap(a, span('2027-01-01T10:00Z', '2027-01-01T10:00Z'))).toBe(true);
    expect(spansOverlap(a, span('2027-01-01T10:01Z', '2027-01-01T10:01Z'))).toBe(false);
  });
});

describe('findOverlap', () => {
  const feed = breast('2027-01-01T10:00:00Z', 30, 'left');
  const earlierFeed = breast('2027-01-01T09:50:00Z', 20, 'right');
  const night = sleep('2027-01-01T09:00:00Z', 120);
  const wet = nappy('2027-01-01T10:10:00Z', 'wet');

  it('names the earliest feed a feed overlaps, ignoring sleeps, nappies and itself', () => {
    const candidate = { id: 'new', ...span('2027-01-01T10:05:00Z', '2027-01-01T10:20:00Z') };
    expect(findOverlap(candidate, [feed, earlierFeed, night, wet])?.id).toBe(earlierFeed.id);
    expect(findOverlap({ ...candidate, id: feed.id }, [feed])).toBeNull();
  });

  it('compares sleeps with sleeps, and never nappies', () => {
    const nap = {
      logType: 'sleep' as const,
      startedAt: new Date('2027-01-01T10:30:00Z'),
      endedAt: new Date('2027-01-01T11:30:00Z'),
    };
    expect(findOverlap(nap, [feed, night])?.id).toBe(night.id);
    expect(findOverlap({ ...nap, logType: 'diaper' }, [wet, night])).toBeNull();
  });
});

describe('describeLog', () => {
  it('says what and when, in her zone and unit', () => {
    expect(describeLog(breast('2027-01-01T22:10:00Z', 25, 'left'), 'UTC')).toBe(
      'the left breastfeed at 22:10 (25 min)',
    );
    expect(describeLog(breast('2027-06-01T22:10:00Z', 25, 'both'), 'Europe/London')).toBe(
      'the breastfeed on both sides at 23:10 (25 min)',
    );
    expect(describeLog(bottle('2027-01-01T22:10:00Z', 120), 'UTC')).toBe('the 120 ml bottle at 22:10');
    expect(describeLog(bottle('2027-01-01T22:10:00Z', 120), 'UTC', 'fl_oz')).toBe(
      'the 4.1 fl oz bottle at 22:10',
    );
    expect(
      describeLog(
        breast('2027-01-01T22:10:00Z', 20, 'right', { feedingType: 'both', feedingAmount: 60 }),
        'UTC',
      ),
    ).toBe('the right breastfeed with a 60 ml top-up at 22:10 (20 min)');
    expect(describeLog(sleep('2027-01-01T22:00:00Z', 300), 'UTC')).toBe('the sleep from 22:00 to 03:00');
    expect(describeLog(nappy('2027-01-01T08:05:00Z', 'dirty'), 'UTC')).toBe('the dirty nappy at 08:05');
  });
});
