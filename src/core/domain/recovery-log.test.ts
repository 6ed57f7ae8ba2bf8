import { describe, expect, it } from 'vitest';
import { medicineKey, recoveryFieldProblems } from './recovery-log.ts';

describe('recoveryFieldProblems', () => {
  it('needs a medicine’s name and dose', () => {
    expect(recoveryFieldProblems({ logType: 'medication' })).toEqual({
      medicationName: 'Enter the medicine’s name',
      medicationDosage: 'Enter the dose you took',
    });
    expect(
      recoveryFieldProblems({ logType: 'medication', medicationName: '  ', medicationDosage: '400 mg' }),
    ).toEqual({
      medicationName: 'Enter the medicine’s name',
    });
    expect(
      recoveryFieldProblems({
        logType: 'medication',
        medicationName: 'Ibuprofen',
        medicationDosage: '400 mg',
      }),
    ).toEqual({});
  });

  it('refuses another type’s fields unless empty', () => {
    expect(
      recoveryFieldProblems({ logType: 'pain', painLevel: 4, moodRating: 5, bleedingClots: false }),
    ).toEqual({
      moodRating: 'moodRating belongs to a mental health log, not a pain log',
      bleedingClots: 'bleedingClots belongs to a bleeding log, not a pain log',
    });
    expect(
      recoveryFieldProblems({ logType: 'pain', painLevel: 4, moodRating: null, nutritionNotes: '' }),
    ).toEqual({});
  });

  it('everything else is optional', () => {
    for (const logType of ['bleeding', 'pain', 'nutrition', 'mental_health'] as const)
      expect(recoveryFieldProblems({ logType })).toEqual({});
  });
});

describe('medicineKey', () => {
  it('treats case and spacing as the same medicine', () => {
    expect(medicineKey('  Ibuprofen   200 ')).toBe(medicineKey('ibuprofen 200'));
  });
});
