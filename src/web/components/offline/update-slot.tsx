/**
 * Where the Reload prompt appears: nothing, and no code for it, until the service worker says a new version is
 * waiting (lib/service-worker.ts); then the prompt loads from its own chunk, so the first page does not carry it.
 */
import { lazy, Suspense } from 'react';
import { useUpdateAvailable } from '../../lib/update-available.ts';

const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })));

export function UpdateSlot() {
  const reload = useUpdateAvailable();
  if (!reload) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt reload={reload} />
    </Suspense>
  );
}
