import { AlertOctagon, AlertTriangle, ChevronDown, Phone, Stethoscope } from 'lucide-react';
import { useId, useState } from 'react';
import type { SignSummary } from '../../../../core/contracts/content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { SignList } from './sign-list.tsx';

const ORDER = { emergency: 0, urgent: 1, routine: 2 } as const;
const LEVEL = {
  emergency: { word: 'Emergency', icon: AlertOctagon },
  urgent: { word: 'Urgent', icon: AlertTriangle },
  routine: { word: 'Call your care team', icon: Phone },
} as const;

/**
 * The week's warning signs as one card that opens (docs/product.md, "Journey"): closed, each sign's name and level
 * on one line, most urgent first, so she can scan them; open, what each one means and what to do.
 */
export function WarningSignsCard({ signs }: { signs: SignSummary[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const titleId = useId();
  const sorted = [...signs].sort((a, b) => ORDER[a.level] - ORDER[b.level]);
  return (
    <Card aria-labelledby={titleId} data-testid="warning-signs">
      <CardTitle id={titleId} className="flex items-center gap-2">
        <Stethoscope aria-hidden className="h-5 w-5 shrink-0 text-danger" /> Red flags: when to get help
      </CardTitle>
      <p className="mt-1 text-muted">
        {sorted.length === 1 ? 'One sign' : `${String(sorted.length)} signs`} to know this week. If you notice
        one, do what it says straight away.
      </p>
      <div id={listId}>
        {open ? (
          <SignList signs={sorted} />
        ) : (
          <ul className="mt-3 space-y-1">
            {sorted.map((s) => {
              const l = LEVEL[s.level];
              return (
                <li key={s.id} className="flex items-start gap-2">
                  <l.icon aria-hidden className="mt-1 h-4 w-4 shrink-0" />
                  <span>
                    {s.name} <span className="text-sm text-muted">({l.word.toLowerCase()})</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <Button
        variant="outline"
        className="mt-3 w-full"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the details' : 'What each sign means and what to do'}
        <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </Button>
    </Card>
  );
}
