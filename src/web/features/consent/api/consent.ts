import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ConsentChoices,
  type ConsentRecord,
  consentRecordSchema,
} from '../../../../core/contracts/consent.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = 'zara.consent';

/** The consent record kept in browser storage (01-core-app.md section 9). */
export function readLocalConsent(): ConsentRecord | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? consentRecordSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLocalConsent(record: ConsentRecord): void {
  localStorage.setItem(KEY, JSON.stringify(record));
}

const serverConsentSchema = z.object({ consent: consentRecordSchema.nullable() });

export const useServerConsent = (userId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['consent', userId],
    enabled: enabled && Boolean(userId),
    queryFn: async () =>
      serverConsentSchema.parse(await apiRequest('GET', `/api/consent/${userId ?? ''}`)).consent,
  });

/** Saves a choice locally at once and on the server (with its timestamp) for a signed-in user. */
export function useSaveConsent(userId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (choices: ConsentChoices) => {
      const record: ConsentRecord = {
        essential: true,
        analytics: choices.analytics,
        personalization: choices.personalization,
        marketing: choices.marketing,
        location: choices.location ?? null,
        timestamp: new Date().toISOString(),
      };
      writeLocalConsent(record);
      if (userId) await apiRequest('POST', '/api/consent', choices);
      return record;
    },
    onSuccess: (record) => qc.setQueryData(['consent', userId], record),
  });
}
