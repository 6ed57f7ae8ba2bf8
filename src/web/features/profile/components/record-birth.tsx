import { zodResolver } from '@hookform/resolvers/zod';
import { Baby } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { birthTimeSchema } from '../../../../core/contracts/baby-tracking-babies.ts';
import { isoDateSchema } from '../../../../core/contracts/common.ts';
import { babyNameSchema } from '../../../../core/contracts/profile.ts';
import { installZodMessages } from '../../../../core/contracts/zod-messages.ts';
import { birthDateProblem, birthDateRange } from '../../../../core/domain/onboarding.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../../../api/profile/update-profile.ts';
import { saveFailedToast, savedToast } from './toasts.ts';

// The form checks with the contract's schemas and the onboarding date rule, in the server's plain words.
installZodMessages();

/** The birth as the contract takes it, with the date in the range a birth date may have (her local today). */
const birthFormSchema = (today: string) =>
  z.object({
    birthDate: isoDateSchema.superRefine((date, ctx) => {
      const problem = birthDateProblem(date, today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    babyName: babyNameSchema,
    birthTime: z.union([z.literal(''), birthTimeSchema]),
  });

/**
 * "My baby is here" (docs/product.md, "Profile"): she switches to postpartum and keeps her due date. It changes every screen, so
 * it sits behind a button and a dialog where she gives the date herself (nothing prefilled) and, if she likes, the
 * baby's name; a mistake can be undone in the profile.
 */
export function RecordBirth({ userId, today }: { userId: string; today: string }) {
  const update = useUpdateProfile(userId, { onSuccess: savedToast, onError: saveFailedToast });
  // Arriving from Post-Birth Mode's "Record the birth" (/profile#record-birth): the dialog opens at once.
  const { hash } = useLocation();
  const [open, setOpen] = useState(() => hash === '#record-birth');
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { birthDate: '', babyName: '', birthTime: '' },
    mode: 'onChange',
    resolver: zodResolver(birthFormSchema(today), undefined, { raw: true }),
  });
  const range = birthDateRange(today);
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
          noValidate
          onSubmit={(e) =>
            void handleSubmit(({ birthDate, babyName, birthTime }) =>
              update.mutate(
                { stage: 'postpartum', birthDate, babyName, ...(birthTime ? { birthTime } : {}) },
                { onSuccess: () => setOpen(false) },
              ),
            )(e)
          }
        >
          <Field
            label="Baby's birth date"
            type="date"
            min={range.min}
            max={range.max}
            error={formState.errors.birthDate?.message ?? fields.birthDate}
            {...register('birthDate')}
          />
          <Field
            label="Time of birth (optional)"
            type="time"
            hint="So your baby's first day counts from the right hour"
            error={formState.errors.birthTime?.message ?? fields.birthTime}
            {...register('birthTime')}
          />
          <Field
            label="Baby's name (optional)"
            maxLength={50}
            autoComplete="off"
            error={formState.errors.babyName?.message ?? fields.babyName}
            {...register('babyName')}
          />
          <Button type="submit" disabled={!formState.isValid || update.isPending}>
            {update.isPending ? 'Saving...' : 'Record the birth'}
          </Button>
        </form>
      </Dialog>
    </Card>
  );
}
