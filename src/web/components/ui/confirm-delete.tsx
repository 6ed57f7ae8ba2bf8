import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** The parts of a TanStack mutation the dialog drives (a delete hook's result fits as it is). */
export interface DeleteMutation<V> {
  mutate: (variables: V, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

export interface ConfirmDeleteProps<V> {
  /** What the mutation deletes (an id); the dialog is open while it is not null. */
  target: V | null;
  mutation: DeleteMutation<V>;
  /** The question, naming what goes ("Delete the feed at 03:10?"). */
  title: string;
  /** What deleting it means. */
  description?: ReactNode;
  /** The danger button's words ("Delete", "Discard", "Remove") and its words while it works. */
  confirmLabel?: string;
  pendingLabel?: string;
  /** After the delete succeeded, before the dialog closes (the caller's notice). */
  onDeleted?: () => void;
  /** The caller forgets the target: "Keep it", the close button, Escape, a tap outside, or done. */
  onClose: () => void;
}

/**
 * Asking once before something is deleted. A failure stays in the dialog in the server's words (which say what to
 * do), with the danger button there to try again and "Keep it" to leave it as it is; closing forgets the failure.
 */
export function ConfirmDelete<V>({
  target,
  mutation,
  title,
  description,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  onDeleted,
  onClose,
}: ConfirmDeleteProps<V>) {
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (target === null) return;
    mutation.mutate(target, {
      onSuccess: () => {
        onDeleted?.();
        close();
      },
    });
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(o) => (o ? null : close())}
      title={title}
      description={description}
    >
      {mutation.error ? (
        <p role="alert" className="mb-3 font-medium text-danger">
          {errorMessage(mutation.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          Keep it
        </Button>
        <Button variant="danger" disabled={mutation.isPending} onClick={confirm}>
          {mutation.isPending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
