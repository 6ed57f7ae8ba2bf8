import { Baby, HeartHandshake } from 'lucide-react';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { usePostpartumWeek } from '../../../api/content/postpartum-week.ts';
import { Suggestions } from './suggestions.tsx';
import { WarningSignsCard } from './warning-signs-card.tsx';

/** One postpartum week's content: her recovery, the baby, what is normal, when to get help, tips (as PregnancyWeek). */
export function PostpartumWeekView({ week, isCurrent }: { week: number; isCurrent: boolean }) {
  const q = usePostpartumWeek(week);
  if (q.isPending) return <Loading label="Loading your journey..." />;
  if (q.isError) return <ErrorState title="We could not load this week" onRetry={() => void q.refetch()} />;
  const w = q.data;
  return (
    <div className="space-y-4">
      <Card>
        <CardTitle>{w.title}</CardTitle>
        <p className="mt-2 flex gap-2">
          <HeartHandshake aria-hidden className="mt-1 h-5 w-5 shrink-0 text-primary" /> {w.motherFocus}
        </p>
        <p className="mt-2 flex gap-2">
          <Baby aria-hidden className="mt-1 h-5 w-5 shrink-0 text-primary" /> {w.babyFocus}
        </p>
      </Card>
      <Card>
        <CardTitle>What's normal</CardTitle>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {w.normal.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </Card>
      <WarningSignsCard signs={w.notNormalDetails} />
      <Suggestions items={w.tips} isCurrent={isCurrent} />
    </div>
  );
}
