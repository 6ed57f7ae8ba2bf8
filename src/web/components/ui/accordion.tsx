import { ChevronDown } from 'lucide-react';
import { Accordion as A } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Accessible accordion (Radix): each header is a button with aria-expanded; several may be open. */
export function Accordion({
  className,
  children,
  value,
  defaultValue,
  onValueChange,
}: {
  className?: string;
  children: ReactNode;
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}) {
  return (
    <A.Root
      type="multiple"
      {...(value ? { value } : {})}
      {...(defaultValue ? { defaultValue } : {})}
      {...(onValueChange ? { onValueChange } : {})}
      className={cn('divide-y divide-border rounded-2xl border border-border bg-surface', className)}
    >
      {children}
    </A.Root>
  );
}

export function AccordionItem({
  value,
  title,
  children,
  headingLevel = 3,
  className,
}: {
  value: string;
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${String(headingLevel)}` as 'h3';
  return (
    <A.Item value={value} className={className} id={value}>
      <A.Header asChild>
        <Heading className="m-0">
          <A.Trigger className="group flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium hover:bg-surface-2">
            <span>{title}</span>
            <ChevronDown
              aria-hidden
              className="h-5 w-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
            />
          </A.Trigger>
        </Heading>
      </A.Header>
      <A.Content className="px-4 pb-4 text-fg">{children}</A.Content>
    </A.Item>
  );
}
