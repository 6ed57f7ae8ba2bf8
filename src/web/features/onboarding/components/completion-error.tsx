import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';

/** The step that asks for each field the server can refuse. */
const STEP_OF_FIELD: Record<string, number> = {
  stage: 2,
  dueDate: 3,
  birthDate: 3,
  firstName: 4,
  country: 4,
  notifications: 5,
  moodBaseline: 6,
};

/** The first refused answer that a step of the wizard can fix, with the server's words for it. */
export function fixableAnswer(err: unknown): { step: number; message: string } | null {
  if (!(err instanceof ApiRequestError) || err.status !== 400) return null;
  for (const [field, message] of Object.entries(err.body?.fields ?? {})) {
    const step = STEP_OF_FIELD[field.split('.')[0] ?? field];
    if (step) return { step, message };
  }
  return null;
}

/**
 * A failed completion (docs/product.md, "Onboarding": a message with a way forward, nothing lost). An answer the server
 * refused cannot succeed on retry, so she is taken back to the step that asks for it; anything else is retried.
 */
export function CompletionError({ error, onFix }: { error: unknown; onFix: (step: number) => void }) {
  const fix = fixableAnswer(error);
  return (
    <div role="alert" className="space-y-2 rounded-2xl bg-danger-soft p-4 text-danger">
      <p className="font-semibold">
        {fix ? 'One of your answers needs another look.' : 'We could not save your answers yet.'}
      </p>
      {fix ? (
        <>
          <p className="text-sm">{fix.message}</p>
          <Button variant="outline" onClick={() => onFix(fix.step)}>
            Go back and fix
          </Button>
        </>
      ) : (
        <p className="text-sm">
          {errorMessage(error)} Your answers are kept: tap Start My Journey to try again.
        </p>
      )}
    </div>
  );
}
