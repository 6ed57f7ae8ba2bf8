/**
 * The event form, loaded when she first opens it rather than with the calendar: it brings the validation
 * library (Zod, react-hook-form), which the calendar's first screen does not need (issue 21). Until it has
 * come, the dialog opens with its title and a loading line, so a tap is answered at once.
 */
import { lazy, Suspense } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Loading } from '../../../components/ui/status.tsx';
import type { EventFormDialogProps } from './event-form-dialog.tsx';

const EventFormDialog = lazy(() =>
  import('./event-form-dialog.tsx').then((m) => ({ default: m.EventFormDialog })),
);

export function LazyEventFormDialog(props: EventFormDialogProps) {
  const fallback = (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.mode === 'add' ? 'Add Event' : 'Edit Event'}
    >
      <Loading label="Opening the form..." />
    </Dialog>
  );
  return (
    <Suspense fallback={fallback}>
      <EventFormDialog {...props} />
    </Suspense>
  );
}
