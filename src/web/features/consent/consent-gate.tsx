import { lazy, Suspense, useEffect, useRef } from 'react';
import { toast } from '../../lib/toast.ts';
import type { User } from '../../../core/contracts/auth.ts';
import { consentPromptNeeded } from '../../../core/domain/location.ts';
import { errorMessage } from '../../lib/api-client.ts';
import {
  readLocalConsent,
  useSaveConsent,
  useServerConsent,
  writeLocalConsent,
} from '../../api/consent/consent.ts';
import { useUserLocation } from '../../api/consent/user-location.ts';

// Most visits never need the prompt: it loads when it is about to open.
const ConsentModal = lazy(() => import('./consent-modal.tsx').then((m) => ({ default: m.ConsentModal })));

/**
 * Asks a signed-in user for her privacy choices when none is stored and she is in the EU set or her country is
 * unknown (docs/product.md, "Privacy choices"). The server's record is the one in force; this browser keeps a copy.
 * A choice this browser holds but the server never received (it was offline) is sent on the next visit, so the
 * audit trail has no holes; if the server cannot be asked, the browser's copy decides.
 */
export function ConsentGate({ user }: { user: User }) {
  const local = readLocalConsent(user.id);
  const server = useServerConsent(user.id);
  const save = useSaveConsent(user.id);
  const synced = useRef(false);

  const serverRecord = server.data;
  const { mutate } = save;
  useEffect(() => {
    if (serverRecord) {
      if (local?.timestamp !== serverRecord.timestamp) writeLocalConsent(user.id, serverRecord);
    } else if (serverRecord === null && local && !synced.current) {
      synced.current = true;
      mutate({
        essential: true,
        analytics: local.analytics,
        personalization: local.personalization,
        marketing: local.marketing,
        location: local.location,
      });
    }
  }, [serverRecord, local, mutate, user.id]);

  const undecided = local === null && (server.isError || (server.isSuccess && server.data === null));
  const location = useUserLocation(undecided);
  const country = location.data ?? null;
  // A failed location lookup counts as unknown, which asks (section 8).
  const open = undecided && !location.isPending && consentPromptNeeded(country) && !save.isSuccess;

  if (!open && !save.isPending) return null;
  return (
    <Suspense fallback={null}>
      <ConsentModal
        open={open}
        saving={save.isPending}
        onChoose={(toggles) =>
          save.mutate(
            { essential: true, ...toggles, location: country },
            {
              // At the bottom: the prompt comes before the wizard, whose "Step N of 7" sits at the top of the
              // screen, and a notice there would cover it for its five seconds.
              onSuccess: () => toast.success('Privacy Preferences Saved', { position: 'bottom-center' }),
              onError: (err) =>
                toast.error('Could not save your choices', {
                  description: `${errorMessage(err)} Please try again.`,
                }),
            },
          )
        }
      />
    </Suspense>
  );
}
