import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ConsentChoices,
  type ConsentRecord,
  consentRecordSchema,
} from '../../../../core/contracts/consent.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** One record per account in this browser: on a shared device, each mother makes her own choice. */
const keyFor = (userId: string) => `zara.consent.${userId}`;

/** The consent record kept in browser storage (01-core-app.md section 9), for this account. */
export function readLocalConsent(userId: string): ConsentRecord | null {
  try {
    const raw = localStorage.getItem(keyFor(userId));
    const parsed = raw ? consentRecordSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLocalConsent(userId: string, record: ConsentRecord): void {
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(record));
  } catch {
    // Private browsing or a full store: the server keeps the record, which is what counts.
  }
}

const serverConsentSchema = z.object({ consent: consentRecordSchema.nullable() });
const consentKey = (userId: string) => ['consent', userId] as const;

/** GET /api/consent/{userId}: her choice in force (the newest), or null. */
export const useServerConsent = (userId: string) =>
  useQuery({
    queryKey: consentKey(userId),
    queryFn: async () => serverConsentSchema.parse(await apiRequest('GET', `/api/consent/${userId}`)).consent,
  });

/**
 * POST /api/consent: the server keeps every choice with its time (the audit trail), then this browser keeps a
 * copy. Saved on the server first, so a choice never lives only in one browser.
 */
export function useSaveConsent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (choices: ConsentChoices) => {
      const { consent } = serverConsentSchema.parse(await apiRequest('POST', '/api/consent', choices));
      if (!consent) throw new Error('The server did not return your saved choices');
      writeLocalConsent(userId, consent);
      return consent;
    },
    onSuccess: (record) => qc.setQueryData(consentKey(userId), record),
  });
}
