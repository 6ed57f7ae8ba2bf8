import { Stethoscope } from 'lucide-react';
import type { UsualVisit } from '../../../../core/domain/visit-toolkit.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';

/**
 * What the visit usually covers, from the usual schedule's note: for the visit she booked, the usual visit at the
 * week she will be then; without one, the schedule's next visit.
 */
export function VisitCoversCard({ visit, booked }: { visit: UsualVisit; booked: boolean }) {
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Stethoscope aria-hidden className="h-5 w-5 text-primary" />
        {booked ? 'What this visit usually covers' : 'What your next visit usually covers'}
      </CardTitle>
      <p className="mt-1 text-sm text-muted">From the usual schedule: {visit.title}</p>
      <p className="mt-2">{visit.note.covers}</p>
      <p className="mt-2 text-sm text-muted">
        Your own team may do some of this at other visits. Sources:{' '}
        {visit.note.sources.map((s) => `${s.org}, ${s.title}`).join('; ')}.
      </p>
    </Card>
  );
}
