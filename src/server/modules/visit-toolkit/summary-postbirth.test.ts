import { describe, expect, it } from 'vitest';
import type { RecoveryLog } from '../../../core/contracts/recovery.ts';
import type { DaySummaryFacts } from '../../../core/domain/baby-day.ts';
import type { BabyHistory } from '../baby-tracking/history.ts';
import { whatSheLogged } from '../../../core/domain/recovery-log-text.ts';
import { babyLine, dayRow } from './summary-postbirth.ts';

const log = (fields: Partial<RecoveryLog>) =>
  ({
    bleedingVolume: null,
    bleedingColor: null,
    bleedingClots: null,
    painLevel: null,
    painLocation: null,
    painType: null,
    medicationName: null,
    medicationDosage: null,
    moodRating: null,
    anxietyLevel: null,
    bonding: null,
    supportLevel: null,
    ...fields,
  }) as RecoveryLog;

describe('what she logged, in a few words', () => {
  it('says each kind of log by its own fields, leaving out what she did not give', () => {
    expect(
      whatSheLogged(
        log({ logType: 'bleeding', bleedingVolume: 'heavy', bleedingColor: 'dark_red', bleedingClots: true }),
      ),
    ).toBe('Heavy, dark red, with clots');
    expect(whatSheLogged(log({ logType: 'bleeding', bleedingVolume: 'light', bleedingClots: false }))).toBe(
      'Light, no clots',
    );
    expect(whatSheLogged(log({ logType: 'pain', painLevel: 8, painLocation: 'incision' }))).toBe(
      'Level 8 of 10, incision',
    );
    expect(whatSheLogged(log({ logType: 'mental_health', moodRating: 2, anxietyLevel: 9 }))).toBe(
      'Mood 2 of 10, anxiety 9 of 10',
    );
    expect(
      whatSheLogged(log({ logType: 'medication', medicationName: 'Paracetamol', medicationDosage: '1 g' })),
    ).toBe('Paracetamol, 1 g');
    expect(whatSheLogged(log({ logType: 'nutrition', waterIntake: 1.5, mealQuality: 2 }))).toBe(
      'Water 1.5 L, meals 2 of 5',
    );
    expect(whatSheLogged(log({ logType: 'pain' }))).toBe('No details');
  });
});

const facts = (f: Partial<DaySummaryFacts>): DaySummaryFacts => ({
  feeds: 0,
  bottleMl: 0,
  breastMinutes: 0,
  nappies: 0,
  wet: 0,
  dirty: 0,
  sleepMinutes: 0,
  sleepHours: 0,
  ...f,
});

describe('a baby’s day on the summary', () => {
  it('shows the tracker’s counters, a dash for none, and today as so far', () => {
    const day = facts({
      feeds: 8,
      bottleMl: 120,
      breastMinutes: 95,
      nappies: 7,
      wet: 6,
      dirty: 2,
      sleepMinutes: 870,
      sleepHours: 14.5,
    });
    expect(dayRow('2026-11-26', day, '2026-11-28', 'ml').map((c) => c.text)).toEqual([
      'Thu 26 Nov',
      '8',
      '95 min',
      '120 ml',
      '6',
      '2',
      '14.5 h',
    ]);
    expect(
      dayRow('2026-11-28', facts({ wet: 1, nappies: 1 }), '2026-11-28', 'fl_oz').map((c) => c.text),
    ).toEqual(['Today, so far', '–', '–', '–', '1', '–', '–']);
    expect(dayRow('2026-11-27', facts({ feeds: 1, bottleMl: 90 }), '2026-11-28', 'fl_oz')[3]?.text).toBe(
      '3 fl oz',
    );
  });

  it('names the baby (or its place among her babies) with the birth weight when she gave it', () => {
    const baby = (name: string | null, birthWeightGrams: number | null) =>
      ({ baby: { name, birthWeightGrams, birthDate: '2026-11-19' }, days: [] }) as unknown as BabyHistory;
    expect(babyLine(baby('Noor', 3400), 0)).toBe('Noor, born 19 November 2026, 3,400 g at birth');
    expect(babyLine(baby(null, null), 1)).toBe('Baby 2, born 19 November 2026, birth weight not recorded');
    expect(babyLine(baby('  ', 950), 0)).toBe('Baby 1, born 19 November 2026, 950 g at birth');
  });
});
