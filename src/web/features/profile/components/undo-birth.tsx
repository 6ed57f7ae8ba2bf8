import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { useUpdateProfile } from '../../../api/profile/update-profile.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveFailedToast, savedToast } from './toasts.ts';
import { formatDay } from '../../../lib/dates.ts';

const long = (d: string) => formatDay(d, 'long');

/**
 * Undoing a birth recorded by mistake: back to pregnant with her due date; the birth date and name are removed, and
 * her babies with them (refused while any has a log, with the server's reason beside the button).
 */
export function UndoBirth({ userId, dueDate }: { userId: string; dueDate: string }) {
  const update = useUpdateProfile(userId, { onSuccess: savedToast, onError: saveFailedToast });
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardTitle>Recorded the birth by mistake?</CardTitle>
      <p className="mt-1 text-muted">You can go back to your pregnancy, with your due date as it was.</p>
      <Button className="mt-3" variant="outline" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden className="h-5 w-5" /> I'm still pregnant
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          update.reset();
        }}
        title="Go back to your pregnancy?"
        description={`Zara will follow your pregnancy again, due ${long(dueDate)}. The birth date and your baby's name are removed.`}
      >
        {/* Refused while her baby tracker holds logs (409): the server says why, and nothing is lost. */}
        <FieldError message={update.isError ? errorMessage(update.error) : undefined} />
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            disabled={update.isPending}
            onClick={() => update.mutate({ stage: 'pregnant' }, { onSuccess: () => setOpen(false) })}
          >
            {update.isPending ? 'Saving...' : 'Yes, I am still pregnant'}
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
