import { Lightbulb } from 'lucide-react';
import { Card, CardTitle } from '../../../components/ui/card.tsx';

const TIPS = [
  'A few lines are enough. Write what stood out today, big or small.',
  'Note your baby’s kicks, hiccups or firsts: they are lovely to read later.',
  'Writing down a worry can make it lighter. Bring the ones that stay to your next appointment.',
  'Try ending with one thing you are grateful for.',
] as const;

export function TipsCard() {
  return (
    <Card className="bg-sage-soft">
      <CardTitle className="flex items-center gap-2">
        <Lightbulb aria-hidden className="h-5 w-5 text-sage" />
        Journaling tips
      </CardTitle>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        {TIPS.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </Card>
  );
}
