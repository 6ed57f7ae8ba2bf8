/** A queued write in a few words, for the list of refused entries ("Journal entry: Fed at 3...", "Feed at 03:10"). */
import { formatInstantTime } from '../../lib/dates.ts';
import type { QueuedWrite } from '../../lib/offline-queue.ts';

const NAMES: Partial<Record<QueuedWrite['endpoint'], string>> = {
  'POST /api/symptom-logs': 'Symptom',
  'POST /api/checkins': 'Check-in',
  'POST /api/journal': 'Journal entry',
  'POST /api/baby-tracking': 'Baby log',
  'POST /api/maternal-recovery': 'Recovery log',
  'POST /api/visit-questions': 'Visit question',
  'POST /api/baby-timers': 'Timer started',
  'POST /api/baby-timers/:timerId/stop': 'Timer stopped',
};

const TEXT_FIELDS = ['symptom', 'content', 'text', 'mood', 'logType', 'kind', 'notes'] as const;

const BABY_LOG: Readonly<Record<string, string>> = { feeding: 'Feed', diaper: 'Nappy', sleep: 'Sleep' };
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export function writeLabel(write: QueuedWrite): string {
  const name = NAMES[write.endpoint] ?? 'Entry';
  const body = ('body' in write.input ? write.input.body : undefined) as Record<string, unknown> | undefined;
  // A baby log or a timer's stop by when it was (the tracker's lists are by time).
  if (
    write.endpoint === 'POST /api/baby-tracking' ||
    write.endpoint === 'POST /api/baby-timers/:timerId/stop'
  ) {
    const what = BABY_LOG[str(body?.logType) ?? ''] ?? name;
    const at = str(body?.startedAt) ?? str(body?.sleepStart) ?? str(body?.endedAt) ?? write.queuedAt;
    return `${what} at ${formatInstantTime(at)}`;
  }
  const text = TEXT_FIELDS.map((f) => body?.[f]).find((v): v is string => typeof v === 'string' && v !== '');
  if (!text) return name;
  return `${name}: ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}
