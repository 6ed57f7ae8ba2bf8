import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A dialog that must be answered (consent) has no close button and ignores outside clicks. */
  dismissible?: boolean;
  className?: string;
  /** Classes for the body under the title, e.g. to let a chat fill the height and scroll inside. */
  bodyClassName?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissible = true,
  className,
  bodyClassName,
}: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <D.Content
          onPointerDownOutside={dismissible ? undefined : (e) => e.preventDefault()}
          onEscapeKeyDown={dismissible ? undefined : (e) => e.preventDefault()}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-surface p-6 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <D.Title className="pr-10 text-xl font-semibold">{title}</D.Title>
          {description ? <D.Description className="mt-1 text-muted">{description}</D.Description> : null}
          <div className={cn('mt-4', bodyClassName)}>{children}</div>
          {dismissible ? (
            <D.Close
              className="absolute top-4 right-4 inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface-2"
              aria-label="Close"
            >
              <X aria-hidden className="h-5 w-5" />
            </D.Close>
          ) : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
