import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentChoices, ConsentRecord } from '../../../core/contracts/consent.ts';
import { callEndpoint } from '../../lib/api-client.ts';

/** One record per account in this browser: on a shared device, each mother makes her own choice. */
const keyFor = (userId: string) => `zara.consent.${userId}`;

/** The consent record kept in browser storage (docs/product.md, "Privacy choices"), for this account. */
export function readLocalConsent(userId: string): ConsentRecord | null {
  try {
    const raw = localStorage.getItem(keyFor(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(parsed) ? parsed : null;
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

/** A record this browser wrote earlier (checked by hand: the first page carries no validation library). */
function isRecord(v: unknown): v is ConsentRecord {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    r.essential === true &&
    typeof r.analytics === 'boolean' &&
    typeof r.personalization === 'boolean' &&
    typeof r.marketing === 'boolean' &&
    typeof r.timestamp === 'string'
  );
}

const consentKey = (userId: string) => ['consent', userId] as const;

/** GET /api/consent/{userId}: her choice in force (the newest), or null. */
export const useServerConsent = (userId: string) =>
  useQuery({
    queryKey: consentKey(userId),
    queryFn: async () => (await callEndpoint('GET /api/consent/:userId', { params: { userId } })).consent,
  });

/**
 * POST /api/consent: the server keeps every choice with its time (the audit trail), then this browser keeps a
 * copy. Saved on the server first, so a choice never lives only in one browser.
 */
export function useSaveConsent(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (choices: ConsentChoices) => {
      const { consent } = await callEndpoint('POST /api/consent', { body: choices });
      if (!consent) throw new Error('The server did not return your saved choices');
      writeLocalConsent(userId, consent);
      return consent;
    },
    onSuccess: (record) => qc.setQueryData(consentKey(userId), record),
  });
}
