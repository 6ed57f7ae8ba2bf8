import { useMutation } from '@tanstack/react-query';
import type { CreateSymptomLog, SymptomLogResponse } from '../../../core/contracts/symptoms.ts';
import { symptomFlag } from '../../../core/domain/symptom-flag.ts';
import { matchSymptom } from '../../../core/domain/symptom-match.ts';
import type { SignStage } from '../../../core/domain/warning-signs.ts';
import { sendOrQueue } from '../../lib/offline-queue.ts';

/** A logged symptom: the server's answer, or (`waiting`) the same rule's answer on her phone while it waits to send. */
export type LoggedSymptom = SymptomLogResponse & { waiting?: boolean };

/**
 * POST /api/symptom-logs: the colour comes back with the log; red and yellow also refresh the alerts. With no
 * signal the log is kept on her phone and sent later (lib/offline-queue.ts), stamped with when she logged it, and
 * its colour comes from the same shared rule the server uses (symptom-match.ts, symptom-flag.ts), so a red
 * symptom shows the emergency card and the Call button with no network.
 */
export function useLogSymptom(userId: string, stage?: SignStage) {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (form: CreateSymptomLog): Promise<LoggedSymptom> => {
      const body = { ...form, startedAt: form.startedAt ?? new Date().toISOString() };
      const res = await sendOrQueue(
        'POST /api/symptom-logs',
        { body },
        { userId, invalidates: [['symptoms', userId], ['flags']] },
      );
      if (res.sent) return res.output;
      const sign = matchSymptom(body.symptom, stage).sign;
      const flag = symptomFlag({ signId: sign?.id ?? null, severity: body.severity });
      return {
        waiting: true,
        reason: flag.reason,
        flagId: null,
        log: {
          id: res.write.id,
          symptom: body.symptom,
          signId: sign?.id ?? null,
          severity: body.severity,
          flagType: flag.flagType,
          redFlag: flag.redFlag,
          notes: body.notes || null,
          startedAt: body.startedAt,
          createdAt: res.write.queuedAt,
        },
      };
    },
  });
}
