import type { Source } from '../../../../core/contracts/content-library.ts';

/** Where a page's facts come from, each source linked when it has a stable address, and what the page is not. */
export function SourcesSection({
  sources,
  what,
}: {
  sources: readonly Source[];
  what: 'article' | 'answer';
}) {
  return (
    <section aria-labelledby="sources-heading" className="rounded-2xl bg-surface-2 p-5">
      <h2 id="sources-heading" className="text-lg font-semibold">
        Sources
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {sources.map((s) => (
          <li key={`${s.org}-${s.title}`}>
            <span className="font-medium text-fg">{s.org}</span>:{' '}
            {s.url ? (
              <a href={s.url} target="_blank" rel="noreferrer noopener" className="text-primary underline">
                {s.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              s.title
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">
        This {what} is general information, not a diagnosis. If something feels wrong, call your midwife or
        doctor.
      </p>
    </section>
  );
}
