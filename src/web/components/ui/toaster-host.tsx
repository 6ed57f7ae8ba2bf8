import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { connectToasterHost } from '../../lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Runs `onMount` after its earlier siblings' effects, so after the Toaster has subscribed to its notices. */
function Listening({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/** Where notices appear: nothing until the first notice (lib/toast.ts), then sonner's Toaster. */
export function ToasterHost() {
  const [open, setOpen] = useState(false);
  const listening = useRef<() => void>(() => undefined);
  const [onMount] = useState(() => () => listening.current());
  useEffect(() => {
    connectToasterHost(
      () =>
        new Promise<void>((resolve) => {
          listening.current = resolve;
          setOpen(true);
        }),
    );
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {/* One notice at a time, five seconds each (docs/product.md, "Notices and errors"). */}
      <Toaster
        visibleToasts={1}
        duration={5000}
        position="top-center"
        // A notice placed at the bottom clears the phone's bottom bar.
        mobileOffset={{ bottom: 'calc(5.5rem + env(safe-area-inset-bottom))' }}
        closeButton
        toastOptions={{
          classNames: {
            toast: '!bg-surface !text-fg !border-border',
            description: '!text-muted',
            error: '!border-danger',
          },
        }}
      />
      <Listening onMount={onMount} />
    </Suspense>
  );
}
