import { onlineManager } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Button } from './button.tsx';

/**
 * A short loading line with a gentle pulse (screen readers hear it once). With no signal, a load that was never
 * kept on her phone waits (TanStack Query pauses it), so it says so rather than seeming to load for ever.
 */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
  return (
    <div role="status" className="flex flex-col items-center gap-1 py-12 text-center text-muted">
      <p className="flex items-center justify-center gap-3">
        <span className="h-3 w-3 shrink-0 animate-pulse rounded-full bg-primary" aria-hidden />
        <span>{label}</span>
      </p>
      {online ? null : <p>You are offline: this will load when you are back online.</p>}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="mx-auto max-w-md space-y-3 py-12 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {message ? <p className="text-muted">{message}</p> : null}
      {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-border p-6 text-center">
      <p className="font-medium">{title}</p>
      {children ? <div className="mt-2 text-muted">{children}</div> : null}
    </div>
  );
}
