import { Tabs as T } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Accessible tabs (Radix): arrow keys move between tabs, the panel follows. */
export const Tabs = T.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List className={cn('flex gap-1 overflow-x-auto rounded-2xl bg-surface-2 p-1', className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'min-h-11 flex-1 shrink-0 rounded-xl px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm sm:text-base',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof T.Content>) {
  return <T.Content className={cn('mt-4 focus-visible:outline-offset-4', className)} {...props} />;
}
