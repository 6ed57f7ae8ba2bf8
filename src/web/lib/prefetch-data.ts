/**
 * What a screen's module may export as `prefetchData`: the queries its first draw reads, started (never awaited)
 * as soon as her profile is known, while the frame is still being drawn (app/early-requests.ts, issue 21).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ProfileStatus } from '../../core/contracts/profile.ts';

/** Where she is when a screen asks for its data early: her id, her profile, and the address's ?query. */
export interface PrefetchContext {
  userId: string;
  status: ProfileStatus;
  search: URLSearchParams;
  /** The address's path (a screen with an id in it reads it from here). */
  pathname: string;
}

export type PrefetchData = (queryClient: QueryClient, at: PrefetchContext) => void;
