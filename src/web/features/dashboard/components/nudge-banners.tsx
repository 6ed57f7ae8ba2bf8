import { Bell, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Nudge } from '../../../../core/domain/nudges.ts';
import { cn } from '../../../lib/cn.ts';

const KEY = 'zara.dismissedNudges';
const readDismissed = (): string[] => {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** At most two nudge banners (the rule picks them), each dismissible for the session (docs/product.md, "Home and the dashboards"). */
export function NudgeBanners({ nudges }: { nudges: Nudge[] }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    sessionStorage.setItem(KEY, JSON.stringify(next));
    setDismissed(next);
  };
  const shown = nudges.filter((n) => !dismissed.includes(n.id));
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Reminders" className="space-y-2">
      {shown.map((n) => (
        <li
          key={n.id}
          className={cn(
            'flex items-start gap-3 rounded-2xl p-4',
            n.type === 'red_flags'
              ? 'bg-danger-soft'
              : n.priority === 'high'
                ? 'bg-caution-soft'
                : 'bg-primary-soft',
          )}
        >
          <Bell aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <div className="flex-1">
            <p>{n.message}</p>
            <Link to={n.route} className="font-semibold underline underline-offset-2">
              {n.action}
            </Link>
          </div>
          <button
            type="button"
            onClick={() => dismiss(n.id)}
            aria-label={`Dismiss: ${n.message}`}
            className="-m-2 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-black/5"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
