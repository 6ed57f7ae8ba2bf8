/** Her recovery logs in words (docs/product.md, "Recovery tracker"), and the words for each choice on the forms. */
import type { RecoveryLog } from '../../../core/contracts/recovery.ts';
import type { RecoveryLogType } from '../../../core/domain/recovery-log.ts';
import { formatInstantTime } from '../../lib/dates.ts';

export const TYPE_LABEL: Readonly<Record<RecoveryLogType, string>> = {
  bleeding: 'Bleeding',
  pain: 'Pain',
  medication: 'Medication',
  nutrition: 'Nutrition',
  mental_health: 'Mental Health',
};

export const VOLUME_LABEL = { none: 'None', light: 'Light', moderate: 'Moderate', heavy: 'Heavy' } as const;
export const COLOR_LABEL = {
  bright_red: 'Bright red',
  dark_red: 'Dark red',
  brown: 'Brown',
  pink: 'Pink',
} as const;
export const LOCATION_LABEL = {
  incision: 'Incision',
  breast: 'Breast',
  back: 'Back',
  abdomen: 'Abdomen',
  perineum: 'Perineum',
  other: 'Other',
} as const;
export const PAIN_TYPE_LABEL = {
  sharp: 'Sharp',
  dull: 'Dull',
  cramping: 'Cramping',
  burning: 'Burning',
  throbbing: 'Throbbing',
} as const;
export const PURPOSE_LABEL = {
  pain: 'Pain',
  infection: 'Infection',
  depression: 'Depression',
  other: 'Other',
} as const;

const outOf = (n: number | null, max: number) => (n === null ? '–' : `${String(n)}/${String(max)}`);

/** The row's words for a log. */
export function recoveryText(log: RecoveryLog, timeZone: string): string {
  switch (log.logType) {
    case 'bleeding':
      return [
        log.bleedingVolume ? `${VOLUME_LABEL[log.bleedingVolume]} bleeding` : 'Bleeding',
        log.bleedingColor ? COLOR_LABEL[log.bleedingColor] : null,
        log.bleedingClots ? 'Clots' : 'No clots',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'pain':
      return [
        `Pain ${outOf(log.painLevel, 10)}`,
        log.painLocation ? LOCATION_LABEL[log.painLocation] : null,
        log.painType ? PAIN_TYPE_LABEL[log.painType] : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'medication':
      return [
        `${log.medicationName ?? ''} ${log.medicationDosage ?? ''}`.trim(),
        log.medicationPurpose ? `for ${PURPOSE_LABEL[log.medicationPurpose].toLowerCase()}` : null,
        log.medicationTime ? `taken ${formatInstantTime(log.medicationTime, { timeZone })}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'nutrition':
      return `Water ${log.waterIntake === null ? '–' : `${log.waterIntake.toFixed(1)} L`} · Meals ${outOf(log.mealQuality, 5)}`;
    case 'mental_health':
      return `Mood ${outOf(log.moodRating, 10)} · Anxiety ${outOf(log.anxietyLevel, 10)} · Bonding ${outOf(log.bonding, 10)} · Support ${outOf(log.supportLevel, 10)}`;
    default: {
      const never: never = log.logType;
      throw new Error(`Unknown recovery log type ${String(never)}`);
    }
  }
}

/** The log's own notes field (nutrition and mental health have their own). */
export const recoveryNotes = (log: RecoveryLog) => log.nutritionNotes ?? log.mentalHealthNotes ?? log.notes;
