/**
 * Her last-seen data kept in the browser (IndexedDB, through TanStack Query's persister): her profile, today's
 * logs, her calendar, her flags and the guides she opened, so the app opens with them when there is no signal
 * (docs/architecture.md, "Offline"). Loaded after the first page, and only when she may be signed in. The session
 * itself is not kept here (it has its own cache: api/auth/session-cache.ts). Signing out clears it.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { KEEP_MS } from './query-client.ts';

const store = createStore('zara-cache', 'queries');
const KEY = 'zara-queries';
/** Kept as long as the query client keeps an answer (24 days): weeks without signal still open with what she saw. */
export const PERSIST_MAX_AGE_MS = KEEP_MS;
/** Bumped when the shape of what is kept changes, so an old copy is dropped rather than misread. */
const BUSTER = 'v1';

const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key: string) => get<string>(key, store).then((v) => v ?? null),
    setItem: (key: string, value: string) => set(key, value, store),
    removeItem: (key: string) => del(key, store),
  },
  key: KEY,
  throttleTime: 1000,
});

const options = (queryClient: QueryClient) => ({
  queryClient,
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: BUSTER,
  dehydrateOptions: {
    // Answers only (never an error or a load in progress), not the session (it has its own cache), and none older
    // than what is kept, so the copy does not grow with every day she ever opened.
    shouldDehydrateQuery: (q: {
      state: { status: string; dataUpdatedAt: number };
      queryKey: readonly unknown[];
    }) =>
      q.state.status === 'success' &&
      q.queryKey[0] !== 'auth' &&
      Date.now() - q.state.dataUpdatedAt < PERSIST_MAX_AGE_MS,
  },
});

let started: Promise<void> | null = null;

/** Puts back what was kept, then keeps every change; online, what was put back is fetched again. Once a tab. */
export function startPersisting(queryClient: QueryClient): Promise<void> {
  started ??= (async () => {
    await persistQueryClientRestore(options(queryClient));
    persistQueryClientSubscribe(options(queryClient));
    // What was put back is a fallback: with a signal, the screens showing it fetch again at once.
    const pageStart = performance.timeOrigin;
    if (navigator.onLine)
      await queryClient.invalidateQueries({ predicate: (q) => q.state.dataUpdatedAt < pageStart });
  })();
  return started;
}

/** Forgets everything kept (signing out: a shared phone). */
export const clearPersisted = (): Promise<void> => del(KEY, store);
