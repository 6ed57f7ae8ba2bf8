import { Baby, HeartHandshake } from 'lucide-react';
import { babySizeText } from '../../../../core/domain/phases.ts';
import { Picture } from '../../../components/picture.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useWeek } from '../../../api/content/week.ts';
import { Suggestions } from './suggestions.tsx';
import { WarningSignsCard } from './warning-signs-card.tsx';

/**
 * One pregnancy week's content: the baby's size with its picture, her body and symptoms, the warning signs as one
 * card that opens, and Zara's suggestions. Her own week's suggestions are her dashboard's to-dos and its
 * affirmation, so they are not repeated here: the page links to them (docs/product.md, "Journey").
 */
export function PregnancyWeek({ week, isCurrent }: { week: number; isCurrent: boolean }) {
  const q = useWeek(week);
  if (q.isPending) return <Loading label="Loading your journey..." />;
  if (q.isError) return <ErrorState title="We could not load this week" onRetry={() => void q.refetch()} />;
  const w = q.data;
  return (
    <div className="space-y-4">
      <Card>
        <CardTitle className="flex items-center gap-2">
          <Baby aria-hidden className="h-5 w-5 text-primary" /> Baby size
        </CardTitle>
        <div className="mt-2 flex items-center gap-4">
          <Picture name={w.babySizePicture} size={72} />
          <div className="min-w-0">
            <p className="text-lg font-medium">{babySizeText(w)}</p>
            <p className="text-muted">{w.babySize}</p>
          </div>
        </div>
        <p className="mt-3">{w.development}</p>
        <p className="mt-2 text-sm text-muted">Milestone: {w.milestone}</p>
      </Card>
      <Card>
        <CardTitle className="flex items-center gap-2">
          <HeartHandshake aria-hidden className="h-5 w-5 text-primary" /> Your body this week
        </CardTitle>
        <p className="mt-2">{w.momChanges}</p>
        <h3 className="mt-3 font-semibold">Common symptoms</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {w.commonSymptoms.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </Card>
      <WarningSignsCard signs={w.redFlagDetails} />
      <Suggestions items={w.zaraRecommends} isCurrent={isCurrent} />
    </div>
  );
}
