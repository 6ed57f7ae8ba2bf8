import { toast } from '../../../lib/toast.ts';
import type { RecoveryLog } from '../../../../core/contracts/recovery.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { useDeleteRecoveryLog } from '../../../api/recovery/delete-recovery-log.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInstantTime } from '../../../lib/dates.ts';
import { TYPE_LABEL } from '../recovery-text.ts';

/** Deleting an entry (and its voice memo) asks once, naming it. */
export function DeleteRecoveryDialog({
  log,
  userId,
  timeZone,
  onClose,
}: {
  log: RecoveryLog | null;
  userId: string;
  timeZone: string;
  onClose: () => void;
}) {
  const remove = useDeleteRecoveryLog(userId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={log !== null}
      onOpenChange={(o) => (o ? null : close())}
      title={
        log
          ? `Delete the ${TYPE_LABEL[log.logType].toLowerCase()} entry at ${formatInstantTime(log.loggedAt, { timeZone })}?`
          : ''
      }
      description={log?.voiceMemo ? 'Its voice memo is deleted with it.' : 'It is removed from the day.'}
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
