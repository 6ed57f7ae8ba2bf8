import { CalendarPlus, FileText } from 'lucide-react';
import type { HealthFlag } from '../../../../core/contracts/flags.ts';
import { FlagBadge } from '../../../components/safety/flag-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInstant } from '../../../lib/dates.ts';

/** docs/product.md, "Health alerts": "AI analysis preview: 100 characters". */
export const PREVIEW_LENGTH = 100;

/** The first 100 characters, without a dangling space or comma before the ellipsis. */
export const preview = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).replace(/[\s,;:]+$/, '')}...` : text;

/** The card title: the part of the reason before its colon ("Heavy bleeding"), else the whole reason. */
export const flagTitle = (flag: HealthFlag) => flag.reason.split(':')[0]?.trim() || flag.reason;

/**
 * Why, under its title: the rest of the reason after the title, so "Zara chat: urgent warning sign" reads
 * "Zara chat" then "Urgent warning sign" and never "Zara chat / Zara chat: ..."; nothing when the title is all of it.
 */
export function flagWhy(flag: HealthFlag): string {
  const title = flagTitle(flag);
  if (title === flag.reason.trim()) return '';
  const rest = flag.reason.slice(flag.reason.indexOf(':') + 1).trim();
  return rest ? `${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : '';
}

export const flagDate = (iso: string) => formatInstant(iso, 'medium');

const EDGE = { red: 'border-l-danger', yellow: 'border-l-caution', green: 'border-l-ok' } as const;

export function FlagCard({
  flag,
  onDetails,
  onSchedule,
}: {
  flag: HealthFlag;
  onDetails: () => void;
  onSchedule: () => void;
}) {
  const title = flagTitle(flag);
  const why = flagWhy(flag);
  return (
    <Card className={cn('border-l-4', EDGE[flag.flagType])}>
      <article aria-label={title}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold">{title}</h2>
          <FlagBadge type={flag.flagType} />
        </div>
        {why ? <p className="mt-1">{why}</p> : null}
        <dl className="mt-3 space-y-2 text-base">
          <div>
            <dt className="text-sm font-medium text-muted">Symptom</dt>
            <dd>{flag.symptom.description}</dd>
          </div>
          {flag.symptom.aiAnalysis ? (
            <div>
              <dt className="text-sm font-medium text-muted">Analysis</dt>
              <dd>{preview(flag.symptom.aiAnalysis)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-3 text-sm text-muted">
          <time dateTime={flag.createdAt}>{flagDate(flag.createdAt)}</time>
          {flag.reviewed ? ' · Reviewed by the care team' : ''}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onDetails} aria-label={`Details: ${title}`}>
            <FileText aria-hidden className="h-4 w-4" />
            Details
          </Button>
          {flag.flagType === 'red' ? (
            <Button variant="secondary" size="sm" onClick={onSchedule} aria-label={`Schedule: ${title}`}>
              <CalendarPlus aria-hidden className="h-4 w-4" />
              Schedule
            </Button>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
