import type { Highlighted as Runs } from '../../../../core/contracts/content.ts';

/** Text from the search's runs, the matched parts marked (no HTML from the server). */
export function Highlighted({ runs }: { runs: Runs }) {
  return (
    <>
      {runs.map((run, i) =>
        run.match ? (
          <mark key={i} className="rounded bg-primary-soft px-0.5 font-semibold text-fg">
            {run.text}
          </mark>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
    </>
  );
}
