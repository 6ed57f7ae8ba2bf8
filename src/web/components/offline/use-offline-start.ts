import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startQueue } from '../../lib/offline-queue.ts';

/**
 * Signed in: keeps her data for offline use and sends what waited from an earlier visit, now and whenever the
 * signal returns. The signed-in frame calls it, and night mode, which is drawn outside the frame.
 */
export function useOfflineStart(userId: string): void {
  const qc = useQueryClient();
  useEffect(() => {
    void import('../../lib/persist-queries.ts').then((m) => m.startPersisting(qc));
  }, [qc]);
  useEffect(() => {
    if (userId) startQueue(qc, userId);
  }, [qc, userId]);
}
