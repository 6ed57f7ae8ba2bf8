import type { Screening } from '../../../../core/contracts/wellness.ts';
import { INSTRUMENTS } from '../../../../core/domain/screening.ts';
import { Card } from '../../../components/ui/card.tsx';

/** A scored self-check in plain words: what it means and when to talk to a provider. */
export function ScreeningResult({ screening }: { screening: Screening }) {
  const { name } = INSTRUMENTS[screening.instrument];
  return (
    <Card role="status" aria-label={`${name} result`}>
      <h2 className="text-lg font-semibold">
        Your {name} result: {screening.total} of {screening.maxTotal} ({screening.band})
      </h2>
      <p className="mt-2">{screening.meaning}</p>
      <h3 className="mt-4 font-semibold">When to talk to a provider</h3>
      <p className="mt-1">{screening.advice}</p>
      <p className="mt-4 text-sm text-muted">
        A self-check is not a diagnosis. It helps you put feelings into words and decide when to ask for
        support.
      </p>
    </Card>
  );
}
