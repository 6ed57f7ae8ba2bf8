import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  primary: 'bg-primary text-primary-fg hover:opacity-90',
  secondary: 'bg-primary-soft text-primary hover:opacity-90',
  outline: 'border border-border bg-surface text-fg hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  danger: 'bg-danger text-white hover:opacity-90 dark:text-black',
} as const;
const sizes = {
  md: 'min-h-11 px-5 text-base',
  sm: 'min-h-11 px-3 text-sm',
  lg: 'min-h-12 px-6 text-lg',
  icon: 'h-11 w-11',
} as const;

export type ButtonVariant = keyof typeof variants;

/** Class names of a button, for links styled as buttons. */
export const buttonClass = (
  variant: ButtonVariant = 'primary',
  size: keyof typeof sizes = 'md',
  extra?: string,
) =>
  cn(
    // An icon keeps its size beside a long label (it never shrinks to a few pixels on a narrow phone).
    'inline-flex items-center justify-center gap-2 rounded-xl font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&>svg]:shrink-0',
    variants[variant],
    sizes[size],
    extra,
  );

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** A button that is only an icon: its label is its accessible name, so every such button has one. */
export function IconButton({
  icon: Icon,
  label,
  small = false,
  ...props
}: Omit<ButtonProps, 'children' | 'aria-label'> & { icon: LucideIcon; label: string; small?: boolean }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon aria-hidden className={small ? 'h-4 w-4' : 'h-5 w-5'} />
    </Button>
  );
}
