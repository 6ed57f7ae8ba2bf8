/**
 * Her live timers as this screen shows them: the server's, with the presses still waiting on her phone for a signal
 * (lib/offline-queue.ts) played over them in the order she made them. A timer started with no signal runs at once
 * (its id is made on her phone, so what she presses next can name it); a switch or a pause shows at once; a stopped
 * or discarded one leaves the card, and a stopped one shows in the day's list as a timed log waiting to send.
 * The counting is the shared timer rule's (core/domain/baby-timer.ts), as the server will count it.
 */
import type { Timer } from '../../../core/contracts/baby-tracking-status.ts';
import type { TimerAction } from '../../../core/domain/baby-log.ts';
import { newTimer, timerState } from '../../../core/domain/baby-timer.ts';
import type { QueuedWrite } from '../../lib/offline-queue.ts';
import { useQueue } from '../../lib/use-offline.ts';

/**
 * A timer on screen; `waiting` when some of what she did to it has not reached the server yet. Its `asOf` is her
 * phone's clock (for the server's timers, when the answer arrived), so a screen counts on from it.
 */
export type ShownTimer = Timer & { waiting?: boolean };

/** A timer she stopped with no signal: the log it becomes once sent. */
export interface StoppedTimer {
  writeId: string;
  babyId: string;
  kind: Timer['kind'];
  startedAt: string;
  endedAt: string;
}

const other = (side: Timer['side']) => (side === 'left' ? 'right' : 'left');

/** The timer at `at` (its counts moved on while it ran), then the press applied, as the server applies it. */
export function actOn(timer: ShownTimer, action: TimerAction, at: Date): ShownTimer {
  if (timer.kind === 'sleep') return timer;
  const when = Math.max(at.getTime(), Date.parse(timer.asOf));
  const ran =
    timer.status === 'running' ? Math.max(0, Math.floor((when - Date.parse(timer.asOf)) / 1000)) : 0;
  const counted: ShownTimer = {
    ...timer,
    elapsedSeconds: timer.elapsedSeconds + ran,
    leftSeconds: timer.leftSeconds + (timer.side === 'left' ? ran : 0),
    rightSeconds: timer.rightSeconds + (timer.side === 'right' ? ran : 0),
    asOf: new Date(when).toISOString(),
    waiting: true,
  };
  const running = timer.status === 'running';
  const since = counted.asOf;
  switch (action) {
    case 'pause':
      return running ? { ...counted, status: 'paused', runningSince: null } : { ...timer, waiting: true };
    case 'resume':
      return running ? { ...timer, waiting: true } : { ...counted, status: 'running', runningSince: since };
    case 'switch':
      return { ...counted, side: other(timer.side), runningSince: running ? since : null };
    default: {
      const never: never = action;
      throw new Error(`Unknown timer action ${String(never)}`);
    }
  }
}

/**
 * The server's timers with her waiting presses played over them, oldest first: what the screen shows, and the
 * timers she stopped meanwhile. A press naming a timer that is not there (stopped on her partner's phone) is left
 * for the server to refuse, with its reason shown in the frame.
 */
export function shownTimers(
  server: readonly Timer[],
  receivedAt: number,
  writes: readonly QueuedWrite[],
): { timers: ShownTimer[]; stopped: StoppedTimer[] } {
  const arrived = new Date(receivedAt).toISOString();
  let timers: ShownTimer[] = server.map((t) => ({ ...t, asOf: arrived }));
  const stopped: StoppedTimer[] = [];
  for (const w of writes) {
    if (w.refused) continue;
    if (w.endpoint === 'POST /api/baby-timers') {
      const body = (w as QueuedWrite<'POST /api/baby-timers'>).input.body;
      if (!body.id || !body.babyId || timers.some((t) => t.id === body.id)) continue;
      const startedAt = new Date(body.startedAt ?? w.queuedAt);
      const state = timerState(newTimer(body.kind, body.side ?? null, startedAt), startedAt);
      timers.push({
        id: body.id,
        babyId: body.babyId,
        kind: body.kind,
        ...state,
        asOf: state.startedAt,
        waiting: true,
      });
    } else if (w.endpoint === 'PATCH /api/baby-timers/:timerId') {
      const { input } = w as QueuedWrite<'PATCH /api/baby-timers/:timerId'>;
      const at = new Date(input.body.at ?? w.queuedAt);
      timers = timers.map((t) => (t.id === input.params.timerId ? actOn(t, input.body.action, at) : t));
    } else if (
      w.endpoint === 'POST /api/baby-timers/:timerId/stop' ||
      w.endpoint === 'DELETE /api/baby-timers/:timerId'
    ) {
      const { timerId } = (w as QueuedWrite<'DELETE /api/baby-timers/:timerId'>).input.params;
      const timer = timers.find((t) => t.id === timerId);
      timers = timers.filter((t) => t.id !== timerId);
      if (timer && w.endpoint === 'POST /api/baby-timers/:timerId/stop') {
        const body = (w as QueuedWrite<'POST /api/baby-timers/:timerId/stop'>).input.body;
        const endedAt = body?.endedAt ?? w.queuedAt;
        stopped.push({
          writeId: w.id,
          babyId: timer.babyId,
          kind: timer.kind,
          startedAt: timer.startedAt,
          endedAt,
        });
      }
    }
  }
  return { timers, stopped };
}

/** Her timers on screen (shownTimers over her waiting writes). */
export function useShownTimers(userId: string, server: readonly Timer[] | undefined, receivedAt: number) {
  const { writes } = useQueue();
  return shownTimers(
    server ?? [],
    receivedAt,
    writes.filter((w) => w.userId === userId),
  );
}
