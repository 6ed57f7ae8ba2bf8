import { describe, expect, it } from 'vitest';
import type { RecoveryLog } from '../../../core/contracts/recovery.ts';
import { recoveryText } from './recovery-text.ts';
import { recoveryBody, recoveryDefaults, recoveryValuesOf } from './recovery-values.ts';

const ctx = { timeZone: 'America/New_York', today: '2027-03-14' };
const none = {
  bleedingVolume: null,
  bleedingColor: null,
  bleedingClots: null,
  painLevel: null,
  painLocation: null,
  painType: null,
  medicationName: null,
  medicationDosage: null,
  medicationTime: null,
  medicationPurpose: null,
  waterIntake: null,
  mealQuality: null,
  nutritionNotes: null,
  moodRating: null,
  anxietyLevel: null,
  bonding: null,
  supportLevel: null,
  mentalHealthNotes: null,
  notes: null,
} as const;
const log = (fields: Partial<RecoveryLog>): RecoveryLog => ({
  id: 'r1',
  userId: 'u1',
  logType: 'bleeding',
  logDate: '2027-03-14',
  loggedAt: '2027-03-14T14:00:00.000Z',
  createdAt: '2027-03-14T14:00:00.000Z',
  updatedAt: '2027-03-14T14:00:00.000Z',
  redFlag: false,
  redFlagReason: '',
  signId: null,
  flagId: null,
  voiceMemoUrl: null,
  voiceMemo: null,
  ...none,
  ...fields,
});

describe('recoveryBody', () => {
  it("sends only the chosen type's fields, with the spec's defaults", () => {
    const v = recoveryDefaults('2027-03-14', '09:10');
    expect(recoveryBody('bleeding', v, ctx)).toEqual({
      logType: 'bleeding',
      bleedingVolume: 'light',
      bleedingColor: 'bright_red',
      bleedingClots: false,
      notes: null,
    });
    expect(recoveryBody('mental_health', v, ctx)).toMatchObject({
      moodRating: 5,
      anxietyLevel: 3,
      bonding: 7,
      supportLevel: 6,
    });
    expect(recoveryBody('nutrition', v, ctx)).toMatchObject({ waterIntake: 2, mealQuality: 3 });
    expect(recoveryBody('pain', v, ctx)).toMatchObject({
      painLevel: 3,
      painLocation: 'abdomen',
      painType: 'dull',
    });
  });
  it('a dose keeps the time she took it, in her zone; a past day goes as its date', () => {
    const v = {
      ...recoveryDefaults('2027-03-13', '22:10'),
      medicationName: 'Ibuprofen',
      medicationDosage: '400 mg',
    };
    expect(recoveryBody('medication', v, ctx)).toEqual({
      logType: 'medication',
      logDate: '2027-03-13',
      medicationName: 'Ibuprofen',
      medicationDosage: '400 mg',
      medicationTime: '2027-03-14T03:10:00.000Z', // 22:10 EST, the night before the clocks change
      medicationPurpose: 'pain',
      notes: null,
    });
  });
});

describe('recoveryText and recoveryValuesOf', () => {
  it('says each type plainly', () => {
    expect(
      recoveryText(
        log({ bleedingVolume: 'heavy', bleedingColor: 'dark_red', bleedingClots: true }),
        ctx.timeZone,
      ),
    ).toBe('Heavy bleeding · Dark red · Clots');
    expect(
      recoveryText(
        log({ logType: 'pain', painLevel: 8, painLocation: 'perineum', painType: 'sharp' }),
        ctx.timeZone,
      ),
    ).toBe('Pain 8/10 · Perineum · Sharp');
    expect(recoveryText(log({ logType: 'nutrition', waterIntake: 2.5, mealQuality: 4 }), ctx.timeZone)).toBe(
      'Water 2.5 L · Meals 4/5',
    );
  });
  it('a saved log fills the form again', () => {
    const v = recoveryValuesOf(
      log({
        logType: 'medication',
        medicationName: 'Paracetamol',
        medicationDosage: '1 g',
        medicationTime: '2027-03-14T13:05:00.000Z',
      }),
      ctx.timeZone,
    );
    expect(v).toMatchObject({ date: '2027-03-14', medicationName: 'Paracetamol', medicationTime: '09:05' });
  });
});
