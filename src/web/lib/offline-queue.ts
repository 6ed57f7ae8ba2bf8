/**
 * Writes made with no signal (docs/architecture.md, "Offline"). `sendOrQueue` keeps each write in IndexedDB with a
 * random id first, then sends what is waiting in order; the id travels as the write's `Idempotency-Key`, so a write
 * sent twice (the reply was lost, two tabs, a retry on the next launch) is written once. What happens to a write:
 *   sent: removed from the queue, the screens' data refreshed;
 *   no network or the server failing (5xx): it waits, and is sent when the signal returns or on the next launch;
 *   401: everything waits until she signs in again (nothing is dropped);
 *   refused (400, 403, 404, 409, 422): kept with the server's reason until she sends it again or discards it; one
 *   refused for overlapping another feed or sleep (409 `overlap`) she may save anyway (`saveAnyway`).
 * Only endpoints declared `idempotent` can be queued (the type says so). Signing out clears the queue.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createStore, del, entries, set } from 'idb-keyval';
import type { EndpointAt, EndpointKey } from '../../core/contracts/api.ts';
import type { EndpointInput, EndpointOutput } from '../../core/contracts/endpoint.ts';
import type { Conflict } from '../../core/contracts/errors.ts';
import { ApiRequestError, callEndpoint, NetworkError } from './api-client.ts';

/** The endpoints a write may wait for: those that honour an Idempotency-Key. */
export type QueueableKey = {
  [K in EndpointKey]: EndpointAt<K> extends { idempotent: true } ? K : never;
}[EndpointKey];

type Input<K extends QueueableKey> = Omit<EndpointInput<EndpointAt<K>>, 'headers'>;

export interface QueuedWrite<K extends QueueableKey = QueueableKey> {
  /** Random, made in the browser: also the write's Idempotency-Key. */
  id: string;
  endpoint: K;
  input: Input<K>;
  /** Whose write it is: another mother signing in on this phone never sends it. */
  userId: string;
  /** When she made it (ISO). */
  queuedAt: string;
  /** The screens' data it changes, refreshed once it is sent. */
  invalidates: QueryKey[];
  /** Set when the server refused it: its words, its code, the fields it named, the entry it conflicts with. */
  refused?: {
    status: number;
    message: string;
    code?: string;
    fields?: Record<string, string>;
    conflict?: Conflict;
  };
}

export type SendResult<K extends QueueableKey> =
  | { sent: true; output: EndpointOutput<EndpointAt<K>> }
  | { sent: false; write: QueuedWrite<K> };

const store = createStore('zara-queue', 'writes');
let writes: QueuedWrite[] = [];
/**
 * Writes being sent from the form she is at: not shown as waiting (nor counted) unless that first try leaves them
 * waiting, so a screen does not take back what it shows while the server answers (a timer's card stays, with the
 * server's refusal on it) and the banner does not flash for a write that goes at once.
 */
const atForm = new Set<string>();
/** The server's refusal of a write made at the form, as it came (its code and conflict too), for the form. */
const formErrors = new Map<string, ApiRequestError>();
let visible: QueuedWrite[] = [];
let needsSignIn = false;
let queryClient: QueryClient | null = null;
const listeners = new Set<() => void>();
let loaded: Promise<void> | null = null;

function emit(): void {
  writes = [...writes];
  visible = writes.filter((w) => !atForm.has(w.id));
  for (const listener of listeners) listener();
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const queueSnapshot = (): readonly QueuedWrite[] => visible;
/** True after a 401: the queue waits until she signs in again. */
export const queueNeedsSignIn = (): boolean => needsSignIn;

/** Reads the queue kept by an earlier visit (once), so what waited is shown and sent on the next launch. */
function load(): Promise<void> {
  loaded ??= entries<string, QueuedWrite>(store).then((kept) => {
    const known = new Set(writes.map((w) => w.id));
    const earlier = kept.map(([, w]) => w).filter((w) => !known.has(w.id));
    writes = [...earlier, ...writes].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    emit();
  });
  return loaded;
}

async function remove(id: string): Promise<void> {
  writes = writes.filter((w) => w.id !== id);
  emit();
  await del(id, store);
}

async function update(write: QueuedWrite): Promise<void> {
  writes = writes.map((w) => (w.id === write.id ? write : w));
  emit();
  await set(write.id, write, store);
}

type Outcome = { sent: true; output: unknown } | { sent: false; stop: boolean };

async function sendOne(write: QueuedWrite): Promise<Outcome> {
  const call = callEndpoint as (key: string, input: object) => Promise<unknown>;
  try {
    const output = await call(write.endpoint, { ...write.input, headers: { 'Idempotency-Key': write.id } });
    const client = queryClient;
    const refreshed = client
      ? Promise.all(write.invalidates.map((queryKey) => client.invalidateQueries({ queryKey }))).catch(
          () => undefined,
        )
      : Promise.resolve();
    // One that waited leaves the waiting list once the list it joins is fetched again, so it never vanishes in
    // between; one made at the form goes at once (its notice must not wait for the screen to refresh).
    if (!atForm.has(write.id)) await refreshed;
    await remove(write.id);
    return { sent: true, output };
  } catch (err) {
    if (err instanceof NetworkError) return { sent: false, stop: true };
    if (!(err instanceof ApiRequestError)) throw err;
    if (err.status === 401) {
      needsSignIn = true;
      emit();
      return { sent: false, stop: true };
    }
    if (err.status >= 500 || err.status === 429) return { sent: false, stop: true };
    const refused = {
      status: err.status,
      message: err.userMessage,
      ...(err.body?.code ? { code: err.body.code } : {}),
      ...(err.body?.fields ? { fields: err.body.fields } : {}),
      ...(err.body?.conflict ? { conflict: err.body.conflict } : {}),
    };
    if (atForm.has(write.id)) formErrors.set(write.id, err);
    await update({ ...write, refused });
    return { sent: false, stop: false };
  }
}

let flushing: Promise<Map<string, Outcome>> | null = null;

/** Sends what waits, oldest first, one at a time; a refused write stays with its reason and the rest go on. */
export function flushQueue(userId: string): Promise<Map<string, Outcome>> {
  const run = async () => {
    await load();
    const outcomes = new Map<string, Outcome>();
    needsSignIn = false;
    emit();
    for (const write of writes.filter((w) => w.userId === userId && !w.refused)) {
      const outcome = await sendOne(write);
      outcomes.set(write.id, outcome);
      if (!outcome.sent && outcome.stop) break;
    }
    return outcomes;
  };
  // One flush at a time in this tab (a second waits for it, then runs); other tabs are kept apart by the key.
  const next = (flushing ?? Promise.resolve(new Map())).then(run, run);
  flushing = next;
  return next;
}

/**
 * Sends a write now if it can, else keeps it to send later. The one-line way for a screen to log offline:
 * `sendOrQueue('POST /api/journal', { body }, { userId, invalidates: [['journal', userId]] })`. A refusal of a
 * write made now (she is at the form) is thrown as usual, and the write is not kept.
 */
export async function sendOrQueue<K extends QueueableKey>(
  endpoint: K,
  input: Input<K>,
  { userId, invalidates }: { userId: string; invalidates: QueryKey[] },
): Promise<SendResult<K>> {
  const write: QueuedWrite<K> = {
    id: crypto.randomUUID(),
    endpoint,
    input,
    userId,
    queuedAt: new Date().toISOString(),
    invalidates,
  };
  atForm.add(write.id);
  writes = [...writes, write as QueuedWrite];
  emit();
  let outcome: Outcome | undefined;
  try {
    await set(write.id, write, store);
    outcome = (await flushQueue(userId)).get(write.id);
    // Refused: not kept, and the form gets the server's answer as it came (an overlap's conflict too).
    const refusal = formErrors.get(write.id);
    if (refusal) {
      formErrors.delete(write.id);
      await remove(write.id);
      throw refusal;
    }
  } finally {
    atForm.delete(write.id);
    emit();
  }
  if (outcome?.sent) return { sent: true, output: outcome.output as EndpointOutput<EndpointAt<K>> };
  return { sent: false, write };
}

/** Sends a refused write again (after what was wrong is put right: a sign-in, a restored account). */
export async function retryWrite(id: string, userId: string): Promise<void> {
  const write = writes.find((w) => w.id === id);
  if (!write) return;
  await update({ ...write, refused: undefined });
  await flushQueue(userId);
}

export const discardWrite = (id: string): Promise<void> => remove(id);

/** The writes an overlap can refuse, both of which take `confirmOverlap`: a baby log and a timer's stop. */
export type OverlapKey = 'POST /api/baby-tracking' | 'POST /api/baby-timers/:timerId/stop';
const OVERLAP_KEYS: readonly string[] = [
  'POST /api/baby-tracking',
  'POST /api/baby-timers/:timerId/stop',
] satisfies OverlapKey[];

/** A write refused for overlapping another entry (409 `overlap`), which she may save anyway. */
export const refusedForOverlap = (w: QueuedWrite): boolean =>
  w.refused?.code === 'overlap' && OVERLAP_KEYS.includes(w.endpoint);

/**
 * Saves a write refused for overlapping another entry anyway, as she chose (the tracker's "Save anyway"): sent
 * again with `confirmOverlap: true` under a new Idempotency-Key (the first key stays bound to what it first sent,
 * and the server answers another body under it with a 422). It keeps its place in the queue: it was made then.
 */
export async function saveAnyway(id: string, userId: string): Promise<void> {
  const write = writes.find((w) => w.id === id);
  if (!write || !refusedForOverlap(write)) return;
  const { refused, ...rest } = write as QueuedWrite<OverlapKey>;
  void refused;
  const again = {
    ...rest,
    id: crypto.randomUUID(),
    input: { ...rest.input, body: { ...(rest.input.body ?? {}), confirmOverlap: true } },
  } as unknown as QueuedWrite;
  writes = writes.map((w) => (w.id === id ? again : w));
  emit();
  await set(again.id, again, store);
  await del(id, store);
  await flushQueue(userId);
}

let signedIn: string | null = null;
const flushSignedIn = () => {
  if (signedIn) void flushQueue(signedIn);
};

/**
 * Starts the queue for her in this tab (the signed-in frame calls it): reads what an earlier visit left, sends it
 * now and whenever the signal returns. The query client is refreshed as writes are sent.
 */
export function startQueue(client: QueryClient, userId: string): void {
  queryClient = client;
  if (signedIn === null) window.addEventListener('online', flushSignedIn);
  signedIn = userId;
  void load().then(flushSignedIn);
}

/** Forgets every waiting write (signing out: a shared phone). */
export async function clearQueue(): Promise<void> {
  const ids = writes.map((w) => w.id);
  writes = [];
  emit();
  await Promise.all(ids.map((id) => del(id, store)));
  const kept = await entries<string, QueuedWrite>(store);
  await Promise.all(kept.map(([id]) => del(id, store)));
}
