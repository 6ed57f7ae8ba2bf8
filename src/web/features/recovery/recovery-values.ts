/**
 * Her recovery tracker's form as she fills it, and the API body it becomes (docs/product.md, "Recovery tracker"):
 * one set of values for the five tabs, with the spec's defaults (section 5), of which only the chosen type's fields
 * are sent. The day comes from the date picker (today means now); a dose keeps the time she took it, on her clock.
 */
import type { CreateRecoveryLog, RecoveryLog } from '../../../core/contracts/recovery.ts';
import {
  type BLEEDING_COLORS,
  type BLEEDING_VOLUMES,
  type MEDICATION_PURPOSES,
  type PAIN_LOCATIONS,
  type PAIN_TYPES,
  RECOVERY_DEFAULTS,
  type RecoveryLogType,
} from '../../../core/domain/recovery-log.ts';
import { localDateTimeIn, zonedTimeToInstant } from '../../../core/domain/zoned-time.ts';

export interface RecoveryValues {
  date: string;
  notes: string;
  bleedingVolume: (typeof BLEEDING_VOLUMES)[number];
  bleedingColor: (typeof BLEEDING_COLORS)[number];
  /** A yes/no pair of radio buttons. */
  bleedingClots: 'yes' | 'no';
  painLevel: number;
  painLocation: (typeof PAIN_LOCATIONS)[number];
  painType: (typeof PAIN_TYPES)[number];
  medicationName: string;
  medicationDosage: string;
  /** HH:mm on her clock, on `date`. */
  medicationTime: string;
  medicationPurpose: (typeof MEDICATION_PURPOSES)[number];
  waterIntake: number;
  mealQuality: number;
  nutritionNotes: string;
  moodRating: number;
  anxietyLevel: number;
  bonding: number;
  supportLevel: number;
  mentalHealthNotes: string;
}

export type RecoveryBody = Omit<CreateRecoveryLog, 'userId'>;

/** The spec's defaults; a new dose is taken now. */
export function recoveryDefaults(date: string, time: string): RecoveryValues {
  const d = RECOVERY_DEFAULTS;
  return {
    date,
    notes: '',
    bleedingVolume: d.bleedingVolume,
    bleedingColor: d.bleedingColor,
    bleedingClots: d.bleedingClots ? 'yes' : 'no',
    painLevel: d.painLevel,
    painLocation: d.painLocation,
    painType: d.painType,
    medicationName: '',
    medicationDosage: '',
    medicationTime: time,
    medicationPurpose: d.medicationPurpose,
    waterIntake: d.waterIntake,
    mealQuality: d.mealQuality,
    nutritionNotes: '',
    moodRating: d.moodRating,
    anxietyLevel: d.anxietyLevel,
    bonding: d.bonding,
    supportLevel: d.supportLevel,
    mentalHealthNotes: '',
  };
}

const words = (s: string) => s.trim() || null;

/** The chosen type's fields (nothing of another type), the day unless it is today, and its notes. */
export function recoveryBody(
  type: RecoveryLogType,
  v: RecoveryValues,
  ctx: { timeZone: string; today: string },
): RecoveryBody {
  const day = v.date && v.date !== ctx.today ? { logDate: v.date } : {};
  switch (type) {
    case 'bleeding':
      return {
        logType: type,
        ...day,
        bleedingVolume: v.bleedingVolume,
        bleedingColor: v.bleedingColor,
        bleedingClots: v.bleedingClots === 'yes',
        notes: words(v.notes),
      };
    case 'pain':
      return {
        logType: type,
        ...day,
        painLevel: v.painLevel,
        painLocation: v.painLocation,
        painType: v.painType,
        notes: words(v.notes),
      };
    case 'medication':
      return {
        logType: type,
        ...day,
        medicationName: v.medicationName,
        medicationDosage: v.medicationDosage,
        medicationTime: /^\d{2}:\d{2}$/.test(v.medicationTime)
          ? zonedTimeToInstant(v.date || ctx.today, v.medicationTime, ctx.timeZone).toISOString()
          : null,
        medicationPurpose: v.medicationPurpose,
        notes: words(v.notes),
      };
    case 'nutrition':
      return {
        logType: type,
        ...day,
        waterIntake: v.waterIntake,
        mealQuality: v.mealQuality,
        nutritionNotes: words(v.nutritionNotes),
      };
    case 'mental_health':
      return {
        logType: type,
        ...day,
        moodRating: v.moodRating,
        anxietyLevel: v.anxietyLevel,
        bonding: v.bonding,
        supportLevel: v.supportLevel,
        mentalHealthNotes: words(v.mentalHealthNotes),
      };
    default: {
      const never: never = type;
      throw new Error(`Unknown recovery log type ${String(never)}`);
    }
  }
}

/** A saved log back into the form, for editing (the other types' fields keep their defaults). */
export function recoveryValuesOf(log: RecoveryLog, timeZone: string): RecoveryValues {
  const at = localDateTimeIn(timeZone, new Date(log.medicationTime ?? log.loggedAt));
  const base = recoveryDefaults(log.logDate, at.time);
  return {
    ...base,
    notes: log.notes ?? '',
    bleedingVolume: log.bleedingVolume ?? base.bleedingVolume,
    bleedingColor: log.bleedingColor ?? base.bleedingColor,
    bleedingClots: log.bleedingClots ? 'yes' : 'no',
    painLevel: log.painLevel ?? base.painLevel,
    painLocation: log.painLocation ?? base.painLocation,
    painType: log.painType ?? base.painType,
    medicationName: log.medicationName ?? '',
    medicationDosage: log.medicationDosage ?? '',
    medicationPurpose: log.medicationPurpose ?? base.medicationPurpose,
    waterIntake: log.waterIntake ?? base.waterIntake,
    mealQuality: log.mealQuality ?? base.mealQuality,
    nutritionNotes: log.nutritionNotes ?? '',
    moodRating: log.moodRating ?? base.moodRating,
    anxietyLevel: log.anxietyLevel ?? base.anxietyLevel,
    bonding: log.bonding ?? base.bonding,
    supportLevel: log.supportLevel ?? base.supportLevel,
    mentalHealthNotes: log.mentalHealthNotes ?? '',
  };
}
