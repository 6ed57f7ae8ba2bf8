import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/**
 * A dialog holding one short form with one submit button: closing it (or finishing) calls `onReset`, so it
 * opens empty next time. The form checks its fields itself (the contract's schema), so the browser's own checks
 * are off.
 */
export function FormDialog({
  open,
  onClose,
  onReset,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onReset: () => void;
  title: string;
  description: string;
  onSubmit: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) onClose();
        onReset();
      }}
      title={title}
      description={description}
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </Dialog>
  );
}
