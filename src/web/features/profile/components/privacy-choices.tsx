import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, Loading } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveConsent, useServerConsent } from '../../../api/consent/consent.ts';
import { ConsentSwitches, type ConsentToggles } from '../../../components/consent-switches.tsx';
import { formatInstantDay } from '../../../lib/dates.ts';

const OFF: ConsentToggles = { analytics: false, personalization: false, marketing: false };
const togglesOf = ({ analytics, personalization, marketing }: ConsentToggles): ConsentToggles => ({
  analytics,
  personalization,
  marketing,
});

/** Her privacy choices in the profile: the one in force, changeable at any time (each change is recorded). */
export function PrivacyChoices({ userId }: { userId: string }) {
  const server = useServerConsent(userId);
  const save = useSaveConsent(userId);
  const [draft, setDraft] = useState<ConsentToggles | null>(null);
  if (server.isPending) return <Loading label="Loading your privacy choices..." />;
  if (server.isError)
    return (
      <ErrorState title="We could not load your privacy choices" onRetry={() => void server.refetch()} />
    );
  const saved = server.data;
  const current = draft ?? (saved ? togglesOf(saved) : OFF);
  const changed =
    draft !== null &&
    (!saved ||
      draft.analytics !== saved.analytics ||
      draft.personalization !== saved.personalization ||
      draft.marketing !== saved.marketing);
  return (
    <section aria-labelledby="privacy-choices" className="mt-4 border-t border-border pt-4">
      <h3 id="privacy-choices" className="font-semibold">
        Your privacy choices
      </h3>
      <p className="mb-3 text-sm text-muted">
        {saved
          ? `Last chosen on ${formatInstantDay(saved.timestamp, 'long')}.`
          : 'You have not made a choice yet: everything optional is off.'}
      </p>
      <ConsentSwitches value={current} onChange={setDraft} disabled={save.isPending} />
      <Button
        className="mt-3"
        variant="secondary"
        disabled={!changed || save.isPending}
        onClick={() =>
          save.mutate(
            { essential: true, ...current, location: saved?.location ?? null },
            {
              onSuccess: () => {
                setDraft(null);
                toast.success('Privacy Preferences Saved');
              },
              onError: (err) =>
                toast.error('Could not save your choices', {
                  description: `${errorMessage(err)} Please try again.`,
                }),
            },
          )
        }
      >
        {save.isPending ? 'Saving...' : 'Save my choices'}
      </Button>
    </section>
  );
}
