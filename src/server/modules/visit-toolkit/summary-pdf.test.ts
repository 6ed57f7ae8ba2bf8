import { describe, expect, it } from 'vitest';
import { pregnancyStatus } from '../../../core/domain/pregnancy.ts';
import type { SummaryData } from './summary.ts';
import { whereSheIs, windowText } from './summary-pdf.ts';

const TODAY = '2026-11-28';
const at = (status: SummaryData['status']) => ({ status }) as SummaryData;

describe('the summary says where she is', () => {
  it('in weeks and days while pregnant', () => {
    const status = (dueDate: string) =>
      pregnancyStatus({ stage: 'pregnant', dueDate, birthDate: null }, TODAY);
    expect(whereSheIs(at(status('2027-02-17')))).toBe('28 weeks and 3 days pregnant');
    expect(whereSheIs(at(status('2027-02-20')))).toBe('28 weeks pregnant');
    expect(whereSheIs(at(status('2027-02-19')))).toBe('28 weeks and 1 day pregnant');
  });

  it('in days since the birth, with the weeks from two weeks on', () => {
    const status = (birthDate: string) =>
      pregnancyStatus({ stage: 'postpartum', dueDate: null, birthDate }, TODAY);
    expect(whereSheIs(at(status(TODAY)))).toBe('The baby was born today');
    expect(whereSheIs(at(status('2026-11-27')))).toBe('1 day since the birth');
    expect(whereSheIs(at(status('2026-11-16')))).toBe('12 days since the birth');
    expect(whereSheIs(at(status('2026-10-17')))).toBe('42 days since the birth (6 weeks)');
  });

  it('and what "since the last visit" means on this page', () => {
    expect(windowText({ since: '2026-11-18', basis: 'last-visit' })).toBe(
      'Since the last visit, on 18 November 2026',
    );
    expect(windowText({ since: '2026-11-16', basis: 'birth' })).toBe('Since the birth, on 16 November 2026');
    expect(windowText({ since: '2026-10-31', basis: 'usual-gap', weeks: 4 })).toBe(
      'Since 31 October 2026: no earlier visit is in the calendar, and visits are usually every 4 weeks at this stage',
    );
    expect(windowText({ since: '2026-11-21', basis: 'usual-gap', weeks: 1 })).toMatch(
      /visits are usually weekly/,
    );
    expect(windowText({ since: '2026-10-31', basis: 'recent-weeks', weeks: 4 })).toBe(
      'Since 31 October 2026 (the last 4 weeks): no visit since the birth is in the calendar',
    );
  });
});
