/** Rows -> the recovery contract's shapes (contracts/recovery.ts). */
import type { RecoveryLog } from '../../../core/contracts/recovery.ts';
import type { LogWithMemo } from './repository.ts';

/** Where she plays a log's recording. */
export const voiceMemoUrl = (logId: string) =>
  `/api/maternal-recovery/entries/${encodeURIComponent(logId)}/voice-memo`;

export function toRecoveryLog(row: LogWithMemo): RecoveryLog {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id,
    userId: row.userId,
    logType: row.logType,
    logDate: row.logDate,
    loggedAt: row.loggedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    notes: row.notes,
    redFlag: row.redFlag,
    redFlagReason: row.redFlagReason,
    signId: row.signId,
    flagId: row.flagId,
    bleedingVolume: row.bleedingVolume,
    bleedingColor: row.bleedingColor,
    bleedingClots: row.bleedingClots,
    painLevel: row.painLevel,
    painLocation: row.painLocation,
    painType: row.painType,
    medicationName: row.medicationName,
    medicationDosage: row.medicationDosage,
    medicationTime: iso(row.medicationTime),
    medicationPurpose: row.medicationPurpose,
    waterIntake: row.waterIntake,
    mealQuality: row.mealQuality,
    nutritionNotes: row.nutritionNotes,
    moodRating: row.moodRating,
    anxietyLevel: row.anxietyLevel,
    bonding: row.bonding,
    supportLevel: row.supportLevel,
    mentalHealthNotes: row.mentalHealthNotes,
    voiceMemoUrl: row.memo ? voiceMemoUrl(row.id) : null,
    voiceMemo: row.memo
      ? {
          contentType: row.memo.contentType,
          size: row.memo.size,
          createdAt: row.memo.createdAt.toISOString(),
          url: voiceMemoUrl(row.id),
        }
      : null,
  };
}
