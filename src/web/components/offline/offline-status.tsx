/**
 * The signed-in frame's quiet word on the signal (docs/product.md, "Offline"): "Offline — last updated at 14:05"
 * with no signal, how many of her entries are waiting to send, and each entry the server refused with its reason and
 * a way forward (refused-write.tsx). Nothing she wrote is dropped without her say.
 */
import { CloudOff } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useUserId } from '../../api/session.ts';
import { formatInstantTime } from '../../lib/dates.ts';
import { useLastUpdated, useOnline, useQueue } from '../../lib/use-offline.ts';
import { RefusedWrite } from './refused-write.tsx';
import { useOfflineStart } from './use-offline-start.ts';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function OfflineStatus() {
  const userId = useUserId();
  useOfflineStart(userId);
  const online = useOnline();
  const lastUpdated = useLastUpdated();
  const { writes, needsSignIn } = useQueue();
  const mine = writes.filter((w) => w.userId === userId);
  const waiting = mine.filter((w) => !w.refused);
  // The one open in the tracker's form to change its time is shown there, not twice.
  const fixing = useSearchParams()[0].get('fix');
  const refused = mine.filter((w) => w.refused && w.id !== fixing);
  const [them, they] = waiting.length === 1 ? ['it', 'it is'] : ['them', 'they are'];

  return (
    <div className="mb-4 space-y-3 empty:hidden" data-testid="offline-status">
      {online ? null : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <CloudOff aria-hidden className="h-4 w-4 shrink-0" />
          {lastUpdated
            ? `Offline — last updated at ${formatInstantTime(new Date(lastUpdated))}`
            : 'Offline — what you write is kept and sent when you are back online'}
        </p>
      )}
      {waiting.length > 0 ? (
        <p
          role="status"
          className="rounded-xl border border-border bg-surface-2 px-4 py-3"
          data-testid="waiting-banner"
        >
          <span className="font-medium">
            {waiting.length === 1 ? '1 entry waiting to send.' : `${waiting.length} entries waiting to send.`}
          </span>{' '}
          {needsSignIn
            ? `Please sign in again to send ${them}; ${they} kept on this phone until then.`
            : online
              ? 'Sending now.'
              : `${capital(they)} kept on this phone and sent when you are back online.`}
        </p>
      ) : null}
      {refused.map((w) => (
        <RefusedWrite key={w.id} write={w} userId={userId} />
      ))}
    </div>
  );
}
