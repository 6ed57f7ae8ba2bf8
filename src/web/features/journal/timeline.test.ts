import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../core/contracts/journal.ts';
import { groupByWeek, weekLabel } from './timeline.ts';

let n = 0;
const entry = (over: Partial<JournalEntry>): JournalEntry => ({
  id: `e${String(++n)}`,
  category: 'mom',
  mood: 'calm',
  content: 'A few lines',
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
  pregnancyWeek: null,
  postpartumWeek: null,
  ...over,
});

describe('journal timeline grouped by week', () => {
  it('names the week by pregnancy week, week after birth, or calendar week', () => {
    expect(weekLabel(entry({ pregnancyWeek: 24 }))).toBe('Week 24');
    expect(weekLabel(entry({ postpartumWeek: 0 }))).toBe('First week after birth');
    expect(weekLabel(entry({ postpartumWeek: 1 }))).toBe('1 week after birth');
    expect(weekLabel(entry({ postpartumWeek: 5 }))).toBe('5 weeks after birth');
    // Wednesday 4 March 2026: the calendar week starts on Sunday 1 March.
    expect(weekLabel(entry({}))).toMatch(/^Week of (1 March|March 1)$/);
  });

  it('keeps newest-first order and puts each run of a week under one heading', () => {
    const list = [
      entry({ pregnancyWeek: 26 }),
      entry({ pregnancyWeek: 26 }),
      entry({ pregnancyWeek: 25 }),
      entry({ pregnancyWeek: 24 }),
      entry({ pregnancyWeek: 24 }),
      entry({ pregnancyWeek: 24 }),
    ];
    const groups = groupByWeek(list);
    expect(groups.map((g) => [g.label, g.entries.length])).toEqual([
      ['Week 26', 2],
      ['Week 25', 1],
      ['Week 24', 3],
    ]);
    expect(groups.flatMap((g) => g.entries)).toEqual(list);
  });

  it('after the birth the headings follow her weeks after birth; repeated headings get their own keys', () => {
    const groups = groupByWeek([
      entry({ postpartumWeek: 1 }),
      entry({ postpartumWeek: 0 }),
      entry({ pregnancyWeek: 40 }),
      entry({ createdAt: '2026-03-04T10:00:00.000Z' }),
      entry({ createdAt: '2025-03-05T10:00:00.000Z' }),
    ]);
    expect(groups.map((g) => g.label.replace(/ of .*/, ' of ...'))).toEqual([
      '1 week after birth',
      'First week after birth',
      'Week 40',
      'Week of ...',
      'Week of ...',
    ]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
    expect(groupByWeek([])).toEqual([]);
  });
});
