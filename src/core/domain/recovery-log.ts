/**
 * Her recovery tracker's vocabulary, bounds and defaults (product spec section 3 and 5; docs/product.md, "Recovery
 * tracker"). Pure data shared by the contracts, the rules and the screens.
 */

export const RECOVERY_LOG_TYPES = ['bleeding', 'pain', 'medication', 'nutrition', 'mental_health'] as const;
export type RecoveryLogType = (typeof RECOVERY_LOG_TYPES)[number];

export const BLEEDING_VOLUMES = ['none', 'light', 'moderate', 'heavy'] as const;
export type BleedingVolume = (typeof BLEEDING_VOLUMES)[number];
export const BLEEDING_COLORS = ['bright_red', 'dark_red', 'brown', 'pink'] as const;
export const PAIN_LOCATIONS = ['incision', 'breast', 'back', 'abdomen', 'perineum', 'other'] as const;
export const PAIN_TYPES = ['sharp', 'dull', 'cramping', 'burning', 'throbbing'] as const;
export const MEDICATION_PURPOSES = ['pain', 'infection', 'depression', 'other'] as const;

/** Section 5's ranges; `step` where the spec gives one. */
export const RECOVERY_RANGES = {
  painLevel: { min: 1, max: 10 },
  waterIntake: { min: 0, max: 5, step: 0.1 },
  mealQuality: { min: 1, max: 5 },
  moodRating: { min: 1, max: 10 },
  anxietyLevel: { min: 1, max: 10 },
  bonding: { min: 1, max: 10 },
  supportLevel: { min: 1, max: 10 },
} as const;

/** Section 5's form defaults (the form resets to these after a save). */
export const RECOVERY_DEFAULTS = {
  bleedingVolume: 'light',
  bleedingColor: 'bright_red',
  bleedingClots: false,
  painLevel: 3,
  painLocation: 'abdomen',
  painType: 'dull',
  medicationPurpose: 'pain',
  waterIntake: 2,
  mealQuality: 3,
  moodRating: 5,
  anxietyLevel: 3,
  bonding: 7,
  supportLevel: 6,
} as const;

/** The fields that belong to each type of log (anything else must be absent or null). */
export const RECOVERY_FIELDS = {
  bleeding: ['bleedingVolume', 'bleedingColor', 'bleedingClots'],
  pain: ['painLevel', 'painLocation', 'painType'],
  medication: ['medicationName', 'medicationDosage', 'medicationTime', 'medicationPurpose'],
  nutrition: ['waterIntake', 'mealQuality', 'nutritionNotes'],
  mental_health: [
    'moodRating',
    'anxietyLevel',
    'bonding',
    'supportLevel',
    'mentalHealthNotes',
    'voiceMemoUrl',
  ],
} as const satisfies Record<RecoveryLogType, readonly string[]>;

export type RecoveryField = (typeof RECOVERY_FIELDS)[RecoveryLogType][number];

const TYPE_NAMES: Record<RecoveryLogType, string> = {
  bleeding: 'a bleeding',
  pain: 'a pain',
  medication: 'a medication',
  nutrition: 'a nutrition',
  mental_health: 'a mental health',
};

/** Each field of a log of the wrong type, with what to fix; medication needs its name and dosage. */
export function recoveryFieldProblems(
  log: { logType: RecoveryLogType } & Partial<Record<RecoveryField, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [type, fields] of Object.entries(RECOVERY_FIELDS) as [
    RecoveryLogType,
    readonly RecoveryField[],
  ][]) {
    if (type === log.logType) continue;
    for (const field of fields) {
      const value = log[field];
      if (value !== undefined && value !== null && value !== '')
        problems[field] = `${field} belongs to ${TYPE_NAMES[type]} log, not ${TYPE_NAMES[log.logType]} log`;
    }
  }
  if (log.logType === 'medication') {
    if (!isFilled(log.medicationName)) problems.medicationName = 'Enter the medicine’s name';
    if (!isFilled(log.medicationDosage)) problems.medicationDosage = 'Enter the dose you took';
  }
  return problems;
}

const isFilled = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

/** A medicine's name as one medicine, whatever its case or spacing ("Ibuprofen " and "ibuprofen"). */
export const medicineKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
