import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { FlagBadge } from '../../../components/safety/flag-badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useFlags } from '../../../api/flags/flags.ts';
import { shortDate } from './format.ts';

/** How many open alerts the overview lists; the rest are one tap away on /flags. */
const SHOWN = 3;

/** Her open health alerts (red and yellow, not yet reviewed): worth raising at the visit, if not before. */
export function OpenFlagsCard({ userId }: { userId: string }) {
  const flags = useFlags(userId);
  const open = (flags.data ?? []).filter(
    (f) => !f.reviewed && (f.flagType === 'red' || f.flagType === 'yellow'),
  );
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <BellRing aria-hidden className="h-5 w-5 text-primary" /> Open health alerts
      </CardTitle>
      {flags.isPending ? (
        <Loading label="Loading your alerts..." />
      ) : flags.isError ? (
        <ErrorState title="We could not load your alerts" onRetry={() => void flags.refetch()} />
      ) : open.length === 0 ? (
        <p className="mt-1 text-muted">
          None open. If something worries you before your visit, log it or call your midwife: it does not have
          to wait.
        </p>
      ) : (
        <>
          <p className="mt-1 text-muted">
            Mention these at your visit, if you have not already talked about them.
          </p>
          <ul className="mt-3 space-y-3">
            {open.slice(0, SHOWN).map((f) => (
              <li key={f.id} className="flex flex-wrap items-start gap-x-3 gap-y-1">
                <FlagBadge type={f.flagType} className="shrink-0" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{f.reason}</span>
                  <span className="block text-sm text-muted">{shortDate(f.createdAt)}</span>
                </span>
              </li>
            ))}
          </ul>
          {open.length > SHOWN ? (
            <p className="mt-2 text-sm text-muted">And {open.length - SHOWN} more.</p>
          ) : null}
          <Link to="/flags" className={buttonClass('ghost', 'md', 'mt-2 -ml-3')}>
            See all health alerts
          </Link>
        </>
      )}
    </Card>
  );
}
