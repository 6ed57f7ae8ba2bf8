import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** A tile with a number that opens its screen; '—' while the number is not available. */
export function CountTile({
  to,
  label,
  count,
  icon: Icon,
}: {
  to: string;
  label: string;
  count: number | null | undefined;
  icon: LucideIcon;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-24 flex-col gap-1 rounded-2xl border border-border bg-surface p-4 shadow-sm hover:bg-surface-2"
    >
      <Icon aria-hidden className="h-6 w-6 text-primary" />
      <span className="text-2xl font-semibold">{count ?? '—'}</span>
      <span className="text-sm text-muted">{label}</span>
    </Link>
  );
}
