import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A radio option drawn as a card (stage and mood steps); the native input keeps keyboard and screen readers right. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  children,
  className,
  icon,
  tile = false,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: string;
  children?: ReactNode;
  className?: string;
  icon?: ReactNode;
  /** A compact tile: icon above the title, the radio kept for keyboards and screen readers but not drawn. */
  tile?: boolean;
}) {
  return (
    <label
      className={cn(
        'relative flex min-h-14 cursor-pointer items-center rounded-2xl border-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
        tile ? 'flex-col justify-center gap-1 p-3 text-center' : 'gap-3 p-4',
        // One background per state: cn is plain clsx, so two bg-* classes would leave the winner to the CSS order.
        checked ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:border-primary/50',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className={tile ? 'sr-only' : 'h-5 w-5 shrink-0 accent-[var(--color-primary)]'}
      />
      {icon}
      {tile && checked ? (
        // The drawn tile hides its radio, so a tick (not colour alone) says which one is chosen.
        <Check aria-hidden className="absolute top-2 right-2 h-4 w-4 text-primary" />
      ) : null}
      <span>
        <span className="block font-semibold">{title}</span>
        {children ? <span className="block text-sm text-muted">{children}</span> : null}
      </span>
    </label>
  );
}
