/**
 * Her last-seen data kept in the browser (IndexedDB, through TanStack Query's persister): her profile, today's
 * logs, her calendar, her flags and the guides she opened, so the app opens with them when there is no signal
 * (docs/architecture.md, "Offline"). Loaded after the first page, and only when she may be signed in. The session
 * itself is not kept here (it has its own cache: api/auth/session-cache.ts). Signing out clears it.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { KEEP_MS } from './query-client.ts';
import { whenIdle } from './when-settled.ts';

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
  // Saves are already batched (scheduleSave); one asked for as she leaves goes at once.
  throttleTime: 0,
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

/** At most one save in this time: the saves' cost stays off the first screen's path. */
const SAVE_EVERY_MS = 1000;
let saveTimer: ReturnType<typeof setTimeout> | null = null;

function saveNow(queryClient: QueryClient): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  void persistQueryClientSave(options(queryClient));
}

/**
 * Saves once for a burst of changes, a second after the first and when the browser is idle. The library's
 * persistQueryClientSubscribe dehydrated the whole cache on every cache event (40 times while the dashboard
 * loaded, each event of each of its requests), on the main thread while the first screen was being drawn.
 */
function scheduleSave(queryClient: QueryClient): void {
  if (saveTimer !== null) return;
  saveTimer = setTimeout(() => whenIdle(() => saveNow(queryClient), SAVE_EVERY_MS), SAVE_EVERY_MS);
}

/** What the library counts as a change of the cache (not an observer coming or going). */
const CHANGES = new Set(['added', 'removed', 'updated']);

let started: Promise<void> | null = null;

/** Puts back what was kept, then keeps every change; online, what was put back is fetched again. Once a tab. */
export function startPersisting(queryClient: QueryClient): Promise<void> {
  started ??= (async () => {
    const pageStart = performance.timeOrigin;
    await persistQueryClientRestore(options(queryClient));
    const save = () => scheduleSave(queryClient);
    queryClient.getQueryCache().subscribe((event) => CHANGES.has(event.type) && save());
    queryClient.getMutationCache().subscribe((event) => CHANGES.has(event.type) && save());
    // Leaving the app (another app, the screen locked, the tab closed) saves what waits at once.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden' && saveTimer !== null) saveNow(queryClient);
    });
    // What was put back is a fallback: with a signal, the screens showing it fetch again at once. Only answers
    // put back (fetched before this page opened): invalidating the ones still loading changed every one of
    // them, and each screen using them was drawn again (TanStack Query's hooks re-render synchronously).
    if (navigator.onLine)
      await queryClient.invalidateQueries({
        predicate: (q) => q.state.dataUpdatedAt > 0 && q.state.dataUpdatedAt < pageStart,
      });
  })();
  return started;
}

/** Forgets everything kept (signing out: a shared phone). */
export const clearPersisted = (): Promise<void> => del(KEY, store);
