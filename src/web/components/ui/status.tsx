import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** A short loading line with a gentle pulse (screen readers hear it once). */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-muted">
      <span className="h-3 w-3 animate-pulse rounded-full bg-primary" aria-hidden />
      <span>{label}</span>
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
