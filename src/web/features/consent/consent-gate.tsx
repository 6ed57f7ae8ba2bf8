import { toast } from 'sonner';
import type { User } from '../../../core/contracts/auth.ts';
import { consentPromptNeeded } from '../../../core/domain/location.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { readLocalConsent, useSaveConsent, useServerConsent, writeLocalConsent } from './api/consent.ts';
import { useUserLocation } from './api/user-location.ts';
import { ConsentModal } from './consent-modal.tsx';

/**
 * Shows the consent modal to a signed-in user with no stored consent (in this browser or on the server)
 * when she is in the EU set or her country is unknown.
 */
export function ConsentGate({ user }: { user: User }) {
  const local = readLocalConsent();
  const server = useServerConsent(user.id, local === null);
  if (local === null && server.data) writeLocalConsent(server.data);
  const undecided = local === null && server.isSuccess && server.data === null;
  const location = useUserLocation(undecided);
  const save = useSaveConsent(user.id);
  const country = location.data ?? null;
  const open = undecided && location.isSuccess && consentPromptNeeded(country) && !save.isSuccess;

  return (
    <ConsentModal
      open={open}
      saving={save.isPending}
      onChoose={(toggles) =>
        save.mutate(
          { essential: true, ...toggles, location: country },
          {
            onSuccess: () => toast.success('Privacy Preferences Saved'),
            onError: (err) => toast.error('Could not save your choices', { description: errorMessage(err) }),
          },
        )
      }
    />
  );
}
