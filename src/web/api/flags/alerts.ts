import { useQuery } from '@tanstack/react-query';
import { openRedFlagCount } from '../../../core/domain/nudges.ts';
import { flagsOptions } from './flags.ts';

/**
 * GET /api/admin/flags, shared with the alerts page: the Alerts tile counts red plus yellow flags, all of them;
 * the red-flag nudge counts only recent red ones she has not reviewed (openRedFlagCount).
 */
export const useAlerts = (userId: string) =>
  useQuery({
    ...flagsOptions(userId),
    select: (flags) => ({
      count: flags.filter((f) => f.flagType === 'red' || f.flagType === 'yellow').length,
      openRed: openRedFlagCount(flags, new Date()),
    }),
  });
