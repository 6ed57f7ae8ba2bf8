import { useMutation } from '@tanstack/react-query';
import type { CreateRecoveryLog, RecoveryLog } from '../../../core/contracts/recovery.ts';
import { type RecoveryFlag, recoveryFlag } from '../../../core/domain/recovery-flags.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';
import { recoveryKey } from './recovery-day.ts';

/** A saved log, or one kept on her phone (`kept`: the flag the same rule gives it, for her to see at once). */
export type LoggedRecovery = { log: RecoveryLog } | { kept: RecoveryFlag };

/**
 * POST /api/maternal-recovery: the red flag comes back decided by the server (and raised for review). With no
 * signal the log is kept on her phone and sent later (lib/offline-queue.ts), stamped with the moment she logged
 * it, and its flag is the same shared rule's (core/domain/recovery-flags.ts), so heavy bleeding still shows its
 * emergency card and Call button offline.
 */
export function useLogRecovery(userId: string) {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (form: CreateRecoveryLog): Promise<LoggedRecovery> => {
      const body = { ...form, logDate: form.logDate ?? new Date().toISOString() };
      const res = await sendOrQueue(
        'POST /api/maternal-recovery',
        { body },
        { userId, invalidates: [recoveryKey(userId), ['flags']] },
      );
      if (res.sent) return { log: res.output.log };
      return { kept: recoveryFlag(body, body) };
    },
  });
}
