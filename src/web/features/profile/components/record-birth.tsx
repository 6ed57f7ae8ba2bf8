import { Baby } from 'lucide-react';
import { useState } from 'react';
import { birthDateRange } from '../../../../core/domain/onboarding.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { saveFailedToast, savedToast } from './toasts.ts';

/** "My baby is here": records the birth; she switches to postpartum and keeps her due date (03 section 2). */
export function RecordBirth({ userId, today }: { userId: string; today: string }) {
  const update = useUpdateProfile(userId, { onSuccess: savedToast, onError: saveFailedToast });
  const [birthDate, setBirthDate] = useState(today);
  const range = birthDateRange(today);
  return (
    <Card className="bg-sage-soft">
      <CardTitle className="flex items-center gap-2">
        <Baby aria-hidden className="h-5 w-5" /> My baby is here
      </CardTitle>
      <p className="mt-1 text-muted">
        Congratulations! Tell Zara the birth date and your app switches to postpartum care.
      </p>
      <form
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ stage: 'postpartum', birthDate });
        }}
      >
        <Field
          label="Baby's birth date"
          type="date"
          value={birthDate}
          min={range.min}
          max={range.max}
          onChange={(e) => setBirthDate(e.target.value)}
        />
        <Button type="submit" disabled={!birthDate || update.isPending}>
          {update.isPending ? 'Saving...' : 'Record the birth'}
        </Button>
      </form>
    </Card>
  );
}
