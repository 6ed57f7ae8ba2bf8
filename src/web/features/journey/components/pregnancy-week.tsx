import { Baby, HeartHandshake, Lightbulb, Sparkles, Stethoscope } from 'lucide-react';
import { babySizeText } from '../../../../core/domain/phases.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { useWeek } from '../../../api/content/week.ts';
import { SignList } from './sign-list.tsx';

/** One pregnancy week's content: baby size, symptoms, red flags, recommendations, affirmation. */
export function PregnancyWeek({ week }: { week: number }) {
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
        <p className="mt-2 text-lg font-medium">{babySizeText(w)}</p>
        <p className="text-muted">{w.babySize}</p>
        <p className="mt-2">{w.development}</p>
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
      <Card>
        <CardTitle className="flex items-center gap-2">
          <Stethoscope aria-hidden className="h-5 w-5 text-danger" /> Red flags: when to get help
        </CardTitle>
        <SignList signs={w.redFlagDetails} />
      </Card>
      <Card>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb aria-hidden className="h-5 w-5 text-primary" /> Zara recommends
        </CardTitle>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {w.zaraRecommends.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </Card>
      <Card className="bg-primary-soft">
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden className="h-5 w-5 text-primary" /> Affirmation
        </CardTitle>
        <p className="mt-2 text-lg italic">“{w.affirmation}”</p>
      </Card>
    </div>
  );
}
