import { CloudOff } from 'lucide-react';
import { useOnline } from '../../lib/use-online.ts';

/**
 * Said beside something that cannot wait on her phone for a signal (a photo, a report, a question for Zara): with
 * none, what needs one and that it can be done once she is back online, instead of a request that fails. The
 * caller disables the control meanwhile.
 */
export function NeedsSignal({ what, id }: { what: string; id?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p id={id} role="status" className="flex items-center gap-2 text-sm text-muted">
      <CloudOff aria-hidden className="h-4 w-4 shrink-0" />
      {what} needs a signal: you can do it when you are back online.
    </p>
  );
}
