import { Baby } from 'lucide-react';
import { useState } from 'react';
import { birthDateProblem, birthDateRange } from '../../../../core/domain/onboarding.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../../../api/profile/update-profile.ts';
import { saveFailedToast, savedToast } from './toasts.ts';

/**
 * "My baby is here" (03 section 2): she switches to postpartum and keeps her due date. It changes every screen, so
 * it sits behind a button and a dialog where she gives the date herself (nothing prefilled) and, if she likes, the
 * baby's name; a mistake can be undone in the profile.
 */
export function RecordBirth({ userId, today }: { userId: string; today: string }) {
  const update = useUpdateProfile(userId, { onSuccess: savedToast, onError: saveFailedToast });
  const [open, setOpen] = useState(false);
  const [birthDate, setBirthDate] = useState('');
  const [babyName, setBabyName] = useState('');
  const range = birthDateRange(today);
  const problem = birthDate ? birthDateProblem(birthDate, today) : null;
  const fields = update.error instanceof ApiRequestError ? (update.error.body?.fields ?? {}) : {};
  return (
    <Card className="bg-sage-soft">
      <CardTitle className="flex items-center gap-2">
        <Baby aria-hidden className="h-5 w-5" /> Has your baby arrived?
      </CardTitle>
      <p className="mt-1 text-muted">
        When your baby is here, tell Zara and your app switches to postpartum care for you both.
      </p>
      <Button className="mt-3" variant="secondary" onClick={() => setOpen(true)}>
        My baby is here
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          update.reset();
        }}
        title="Congratulations!"
        description="Zara will switch to postpartum care: your recovery, your baby's weeks, and support for you both. You can undo this in your profile if it was a mistake."
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ stage: 'postpartum', birthDate, babyName }, { onSuccess: () => setOpen(false) });
          }}
        >
          <Field
            label="Baby's birth date"
            type="date"
            value={birthDate}
            min={range.min}
            max={range.max}
            error={problem ?? fields.birthDate}
            onChange={(e) => setBirthDate(e.target.value)}
          />
          <Field
            label="Baby's name (optional)"
            value={babyName}
            maxLength={50}
            autoComplete="off"
            error={fields.babyName}
            onChange={(e) => setBabyName(e.target.value)}
          />
          <Button type="submit" disabled={!birthDate || problem !== null || update.isPending}>
            {update.isPending ? 'Saving...' : 'Record the birth'}
          </Button>
        </form>
      </Dialog>
    </Card>
  );
}
