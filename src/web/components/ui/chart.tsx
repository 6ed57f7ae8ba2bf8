import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** Axis ticks and lines in the muted text colour, so a chart reads the same in light and dark themes. */
export const chartAxis = { stroke: 'var(--muted)', fontSize: 12 } as const;

/** The grid behind a chart. */
export const chartGrid = { stroke: 'var(--border)', strokeDasharray: '3 3' } as const;

/** A tooltip on the theme's surface rather than recharts' white box. */
export const chartTooltipStyle = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  color: 'var(--fg)',
} as const;

/**
 * A chart as a figure: the drawing is hidden from screen readers, which get `summary` instead (every chart
 * says in words what it shows). With a `caption` the figure has a visible title too.
 */
export function ChartFigure({
  summary,
  caption,
  heightClass = 'h-56',
  children,
}: {
  summary: string;
  caption?: string;
  heightClass?: string;
  children: ReactElement;
}) {
  return (
    <figure>
      {caption ? <figcaption className="mb-1 font-medium">{caption}</figcaption> : null}
      <div className={`${heightClass} w-full`} aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      {caption ? (
        <p className="sr-only">{summary}</p>
      ) : (
        <figcaption className="sr-only">{summary}</figcaption>
      )}
    </figure>
  );
}
