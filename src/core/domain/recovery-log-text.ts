/**
 * What a recovery log says, in a few words, for whoever reads it after her: the health flag's description in the
 * review queue and the visit summary's recovery alerts (docs/product.md, "Mom Recovery Tracker"). Only the fields
 * she gave are named, so a reader never sees "?" for a slider she left alone.
 */
import type { RecoveryLog } from '../contracts/recovery.ts';

type Facts = Pick<
  RecoveryLog,
  | 'logType'
  | 'bleedingVolume'
  | 'bleedingColor'
  | 'bleedingClots'
  | 'painLevel'
  | 'painLocation'
  | 'painType'
  | 'medicationName'
  | 'medicationDosage'
  | 'waterIntake'
  | 'mealQuality'
  | 'moodRating'
  | 'anxietyLevel'
  | 'bonding'
  | 'supportLevel'
>;

export const RECOVERY_LOG_NAME: Readonly<Record<RecoveryLog['logType'], string>> = {
  bleeding: 'Bleeding',
  pain: 'Pain',
  medication: 'Medication',
  nutrition: 'Nutrition',
  mental_health: 'Mental health',
};

const words = (value: string) => value.replace(/_/g, ' ');
const outOf = (label: string, n: number | null, max: number) =>
  n === null ? null : `${label} ${String(n)} of ${String(max)}`;

/** "Heavy, bright red, with clots", "Level 9 of 10, abdomen, cramping", "Mood 2 of 10, anxiety 9 of 10". */
export function whatSheLogged(log: Facts): string {
  const parts: (string | null)[] =
    log.logType === 'bleeding'
      ? [
          log.bleedingVolume && words(log.bleedingVolume),
          log.bleedingColor && words(log.bleedingColor),
          log.bleedingClots === null ? null : log.bleedingClots ? 'with clots' : 'no clots',
        ]
      : log.logType === 'pain'
        ? [outOf('level', log.painLevel, 10), log.painLocation, log.painType]
        : log.logType === 'mental_health'
          ? [
              outOf('mood', log.moodRating, 10),
              outOf('anxiety', log.anxietyLevel, 10),
              outOf('bonding', log.bonding, 10),
              outOf('support', log.supportLevel, 10),
            ]
          : log.logType === 'nutrition'
            ? [
                log.waterIntake === null ? null : `water ${String(log.waterIntake)} L`,
                outOf('meals', log.mealQuality, 5),
              ]
            : [log.medicationName, log.medicationDosage];
  const text = parts.filter(Boolean).join(', ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'No details';
}
