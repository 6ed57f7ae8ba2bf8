import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A 1-5 star rating as a native radio group: Tab reaches it, the arrow keys choose, and screen readers
 * hear "3 stars, radio button, 3 of 5".
 */
export function StarRating({ value, onChange }: { value: number | null; onChange: (v: number) => void }) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">How did it feel? Rate this session</legend>
      <div className="flex gap-1">
        {STARS.map((n) => {
          const id = `${name}-${String(n)}`;
          const filled = value !== null && n <= value;
          return (
            <div key={n}>
              <input
                id={id}
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-full peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-surface-2"
              >
                <Star
                  aria-hidden
                  className={cn('h-8 w-8', filled ? 'fill-primary text-primary' : 'text-muted')}
                />
                <span className="sr-only">
                  {n} {n === 1 ? 'star' : 'stars'}
                </span>
              </label>
            </div>
          );
        })}
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {value === null ? 'Choose 1 to 5 stars to finish.' : `You chose ${String(value)} of 5.`}
      </p>
    </fieldset>
  );
}
