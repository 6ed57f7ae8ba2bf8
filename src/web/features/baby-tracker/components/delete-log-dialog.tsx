import { toast } from '../../../lib/toast.ts';
import type { DayLog } from '../../../../core/contracts/baby-tracking-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { useDeleteBabyLog } from '../../../api/baby-tracking/delete-baby-log.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { logName } from '../log-text.ts';

/** Deleting a log asks once, naming it. */
export function DeleteLogDialog({
  log,
  userId,
  timeZone,
  onClose,
}: {
  log: DayLog | null;
  userId: string;
  timeZone: string;
  onClose: () => void;
}) {
  const remove = useDeleteBabyLog(userId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={log !== null}
      onOpenChange={(o) => (o ? null : close())}
      title={log ? `Delete the ${logName(log, timeZone)}?` : ''}
      description="It is removed from the day and its counts."
    >
      <FieldError message={remove.isError ? errorMessage(remove.error) : undefined} />
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          Keep it
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() =>
            log &&
            remove.mutate(log.id, {
              onSuccess: () => {
                toast.success('Entry deleted');
                close();
              },
            })
          }
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
