import { AlertCircle, ArrowUpCircle, Circle } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { Priority } from '../modules.ts';

const LOOK = {
  critical: { word: 'Critical', icon: AlertCircle, tone: 'bg-primary text-primary-fg' },
  high: { word: 'High', icon: ArrowUpCircle, tone: 'bg-primary-soft text-primary' },
  medium: { word: 'Medium', icon: Circle, tone: 'bg-surface-2 text-fg' },
} as const;

/** A module's priority as an icon and a word (the spec's badge), never colour alone. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const l = LOOK[priority];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium', l.tone)}
    >
      <l.icon aria-hidden className="h-4 w-4" />
      {l.word}
      <span className="sr-only"> priority</span>
    </span>
  );
}
