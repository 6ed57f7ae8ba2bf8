import { ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { HUB_MODULES } from '../modules.ts';
import { PriorityBadge } from './priority-badge.tsx';

/** The module cards with their priority badges and estimated times (product spec section 2). */
export function ModuleCards() {
  return (
    <section aria-labelledby="hub-modules" className="space-y-3">
      <h2 id="hub-modules" className="text-xl font-semibold">
        Your tools
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {HUB_MODULES.map((m) => (
          <li key={m.slug}>
            <Link
              to={m.to ?? m.slug}
              className="flex h-full min-h-24 items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:bg-surface-2"
            >
              <m.icon aria-hidden className="mt-1 h-7 w-7 shrink-0 text-primary" />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-semibold">{m.title}</span>
                  <PriorityBadge priority={m.priority} />
                </span>
                <span className="mt-1 block text-muted">{m.description}</span>
                <span className="mt-1 flex items-center gap-1 text-sm text-muted">
                  <Clock aria-hidden className="h-4 w-4" /> {m.time}
                </span>
              </span>
              <ChevronRight aria-hidden className="mt-1 h-5 w-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
