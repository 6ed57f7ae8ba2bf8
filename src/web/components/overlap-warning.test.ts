import { describe, expect, it } from 'vitest';
import { overlapTitle } from './overlap-warning.tsx';

const conflict = (summary: string) => ({
  resource: 'baby-log' as const,
  id: 'x',
  summary,
  startedAt: '2026-11-29T22:10:00Z',
  endedAt: null,
});

describe('overlapTitle', () => {
  it("names the other entry's times as her locale writes them", () => {
    expect(overlapTitle(conflict('the left breastfeed at 22:10 (25 min)'), 'en-US')).toBe(
      'This overlaps the left breastfeed at 10:10 PM (25 min)',
    );
    expect(overlapTitle(conflict('the sleep from 23:40 to 01:05'), 'en-US')).toBe(
      'This overlaps the sleep from 11:40 PM to 1:05 AM',
    );
    expect(overlapTitle(conflict('the sleep from 23:40 to 01:05'), 'en-GB')).toBe(
      'This overlaps the sleep from 23:40 to 01:05',
    );
  });

  it('leaves amounts and durations alone', () => {
    expect(overlapTitle(conflict('the 4 oz bottle at 07:00 (15 min)'), 'en-US')).toBe(
      'This overlaps the 4 oz bottle at 7:00 AM (15 min)',
    );
  });
});
