import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface Tile {
  to: string;
  label: string;
  hint: string;
  icon: LucideIcon;
}

/** A grid of large link tiles (care tools, quick actions). */
export function TileGrid({ title, tiles }: { title: string; tiles: Tile[] }) {
  const id = `tiles-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              className="flex h-full min-h-24 flex-col gap-1 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:bg-surface-2"
            >
              <t.icon aria-hidden className="h-6 w-6 text-primary" />
              <span className="font-semibold">{t.label}</span>
              <span className="text-sm text-muted">{t.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
