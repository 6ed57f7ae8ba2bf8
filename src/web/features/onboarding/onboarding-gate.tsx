import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { Outlet, useNavigate } from 'react-router';
import type { User } from '../../../core/contracts/auth.ts';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useOnboardingStatus } from '../../api/profile/onboarding-status.ts';

// Only a newcomer needs the wizard: it loads on demand.
const OnboardingWizard = lazy(() =>
  import('./onboarding-wizard.tsx').then((m) => ({ default: m.OnboardingWizard })),
);

/**
 * Shows the wizard instead of the app until she is onboarded (docs/product.md, "Onboarding"). `over` is shown
 * above either once her status is known: the app gives it the privacy choices, asked before anything else.
 */
export function OnboardingGate({ user, over }: { user: User; over?: ReactNode }) {
  const status = useOnboardingStatus(user.id);
  const navigate = useNavigate();
  // Her status's answer is the moment the whole frame and screen are first drawn. A query's update is drawn at
  // once, in one task (Lighthouse's total blocking time on every signed-in page); the deferred value keeps the
  // loading line for that update and draws the app in a background render React splits into short slices, as
  // AppRoutes does for the session (app/router.tsx).
  const known = useDeferredValue(!status.isPending);
  if (!known || status.isPending) return <Loading label="Loading your profile..." />;
  if (status.isError) {
    return (
      <main id="main">
        <ErrorState
          title="Failed to load your profile"
          message="Please check your connection, then try again."
          onRetry={() => window.location.reload()}
        />
      </main>
    );
  }
  return (
    <>
      {status.data.onboarded ? (
        <Outlet />
      ) : (
        <Suspense fallback={<Loading label="Loading your profile..." />}>
          <OnboardingWizard userId={user.id} onDone={() => void navigate('/', { replace: true })} />
        </Suspense>
      )}
      {over}
    </>
  );
}
