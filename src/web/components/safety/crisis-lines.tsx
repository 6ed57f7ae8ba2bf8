import { Phone } from 'lucide-react';
import { crisisLinesFor, telHref } from '../../../core/domain/emergency-numbers.ts';

/** Crisis and support lines for her country, ending with the emergency number (docs/clinical-safety.md). */
export function CrisisLines({ country }: { country: string | null }) {
  const lines = crisisLinesFor(country);
  return (
    <ul className="space-y-2">
      {lines.map((l) => (
        <li key={`${l.name}-${l.number}`}>
          <a
            href={telHref(l.number)}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-border bg-surface p-3 hover:bg-surface-2"
          >
            <Phone aria-hidden className="h-5 w-5 shrink-0 text-primary" />
            <span>
              <span className="block font-medium">
                {l.name}: {l.number}
              </span>
              <span className="block text-sm text-muted">
                {l.how}
                {l.note ? `. ${l.note}` : ''}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
