import type { WarningSign } from '../../../core/domain/warning-signs.ts';
import { cn } from '../../lib/cn.ts';

/** Where the advice about a warning sign comes from (docs/clinical-safety.md), in one quiet line. */
export function SignSources({ sign, className }: { sign: WarningSign; className?: string }) {
  return (
    <p className={cn('text-sm text-muted', className)}>
      Source: {sign.sources.map((s) => `${s.org}, ${s.title}`).join('; ')}
    </p>
  );
}
