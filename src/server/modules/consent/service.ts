/**
 * Her privacy choices: each one recorded, the newest in force (docs/product.md, "Privacy choices"). Other modules
 * ask `consentOf` before using her data for what a choice covers (Zara's outside model and Personalization).
 */
import type { ConsentChoices, ConsentRecord } from '../../../core/contracts/consent.ts';
import type { Db } from '../../db/client.ts';
import { type ConsentRow, insertConsent, latestConsent } from './repository.ts';

const toRecord = (row: ConsentRow): ConsentRecord => ({
  essential: true,
  analytics: row.analytics,
  personalization: row.personalization,
  marketing: row.marketing,
  location: row.country,
  timestamp: row.createdAt.toISOString(),
});

export async function recordConsent(db: Db, userId: string, choices: ConsentChoices): Promise<ConsentRecord> {
  const row = await insertConsent(db, {
    userId,
    essential: true,
    analytics: choices.analytics,
    personalization: choices.personalization,
    marketing: choices.marketing,
    country: choices.location ?? null,
  });
  return toRecord(row);
}

/** Her choice in force, or null before she has made one. */
export async function consentOf(db: Db, userId: string): Promise<ConsentRecord | null> {
  const row = await latestConsent(db, userId);
  return row ? toRecord(row) : null;
}
