import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { z } from 'zod';
import {
  babyNameSchema,
  firstNameSchema,
  type ProfilePatchBody,
  type ProfileStatus,
} from '../../../../core/contracts/profile.ts';
import { installZodMessages } from '../../../../core/contracts/zod-messages.ts';
import { dueDateFromStart, startFromDueDate } from '../../../../core/domain/pregnancy.ts';
import { countryName } from '../../../components/safety/country-names.ts';
import { CountrySelect } from '../../../components/safety/country-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useUpdateProfile } from '../../../api/profile/update-profile.ts';
import { saveFailedToast, savedToast } from './toasts.ts';
import { formatDay } from '../../../lib/dates.ts';

// The form checks with the contract's schemas, in the server's plain words; the dates are checked by the server.
installZodMessages();
const personalSchema = z.object({
  firstName: firstNameSchema,
  babyName: babyNameSchema,
  startDate: z.string(),
  dueDate: z.string(),
  birthDate: z.string(),
});

interface PersonalValues {
  firstName: string;
  startDate: string;
  dueDate: string;
  birthDate: string;
  babyName: string;
}

const long = (d: string | null) => (d ? formatDay(d, 'long') : '—');

/**
 * Personal info with Edit/Cancel; saving exits edit mode. The start date (first day of the last period) sets the
 * due date = start + 40 weeks: changing it clears the delivery date field, which then follows the start.
 * Her country decides the emergency number; the Call buttons link here (/profile#country) while it is a guess.
 */
export function PersonalInfo({ userId, data }: { userId: string; data: ProfileStatus }) {
  const { profile } = data;
  const update = useUpdateProfile(userId, { onSuccess: savedToast, onError: saveFailedToast });
  const [editing, setEditing] = useState(false);
  const saved = (): PersonalValues => ({
    firstName: profile.firstName,
    startDate: profile.dueDate ? startFromDueDate(profile.dueDate) : '',
    dueDate: profile.dueDate ?? '',
    birthDate: profile.birthDate ?? '',
    babyName: profile.babyName ?? '',
  });
  const { register, handleSubmit, reset, setValue, control, formState } = useForm<PersonalValues>({
    defaultValues: saved(),
    mode: 'onChange',
    // The form's own values go to save (the server checks the dates).
    resolver: zodResolver(personalSchema, undefined, { raw: true }),
  });
  const startDate = useWatch({ control, name: 'startDate' });
  const [country, setCountry] = useState(profile.country);
  const [startChanged, setStartChanged] = useState(false);
  const pregnant = profile.stage === 'pregnant';

  const open = () => {
    reset(saved());
    setCountry(profile.country);
    setStartChanged(false);
    setEditing(true);
  };
  // Arriving from a Call button's "Set your country" link: open the form at the country.
  const { hash } = useLocation();
  // Only on arrival: `open` reads the profile as it is then.
  const openAtCountry = useEffectEvent(() => {
    open();
    window.setTimeout(() => document.getElementById('profile-country')?.focus(), 0);
  });
  useEffect(() => {
    if (hash === '#country') openAtCountry();
  }, [hash]);
  const save = ({ firstName, dueDate, birthDate, babyName }: PersonalValues) => {
    const body: ProfilePatchBody = { firstName };
    if (pregnant && startChanged && startDate) body.startDate = startDate;
    else if (pregnant && dueDate && dueDate !== profile.dueDate) body.dueDate = dueDate;
    if (!pregnant && birthDate && birthDate !== profile.birthDate) body.birthDate = birthDate;
    if (!pregnant && babyName.trim() !== (profile.babyName ?? '')) body.babyName = babyName;
    if (country !== profile.country) body.country = country;
    update.mutate(body, {
      onSuccess: () => setEditing(false),
    });
  };

  return (
    <Card>
      <div className="flex items-center justify-between">
        <CardTitle>Personal info</CardTitle>
        {editing ? (
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={open}>
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <form className="mt-4 space-y-4" noValidate onSubmit={(e) => void handleSubmit(save)(e)}>
          <Field
            label="First Name or Nickname"
            maxLength={50}
            error={formState.errors.firstName?.message}
            {...register('firstName')}
          />
          {pregnant ? (
            <>
              <Field
                label="Pregnancy start date"
                hint="The first day of your last period"
                type="date"
                {...register('startDate', {
                  onChange: () => {
                    setStartChanged(true);
                    setValue('dueDate', '');
                  },
                })}
              />
              <Field
                label="Due date"
                type="date"
                hint={
                  startChanged && startDate
                    ? `Will be ${long(dueDateFromStart(startDate))} (start + 40 weeks)`
                    : undefined
                }
                {...register('dueDate', { onChange: () => setStartChanged(false) })}
              />
            </>
          ) : (
            <>
              <Field label="Birth date" type="date" {...register('birthDate')} />
              <Field
                label="Baby's name (optional)"
                maxLength={50}
                error={formState.errors.babyName?.message}
                {...register('babyName')}
              />
            </>
          )}
          <CountrySelect id="profile-country" value={country} onChange={setCountry} />
          <Button type="submit" disabled={update.isPending || !formState.isValid}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </form>
      ) : (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted">Name</dt>
          <dd className="font-medium">{profile.firstName}</dd>
          {pregnant || profile.dueDate ? (
            <>
              <dt className="text-muted">Due date</dt>
              <dd className="font-medium">{long(profile.dueDate)}</dd>
            </>
          ) : null}
          {profile.birthDate ? (
            <>
              <dt className="text-muted">Birth date</dt>
              <dd className="font-medium">{long(profile.birthDate)}</dd>
            </>
          ) : null}
          {profile.babyName ? (
            <>
              <dt className="text-muted">Baby's name</dt>
              <dd className="font-medium">{profile.babyName}</dd>
            </>
          ) : null}
          <dt className="text-muted">Country</dt>
          <dd className="font-medium">
            {profile.country ? countryName(profile.country) : 'Not set: emergency numbers follow a guess'}
          </dd>
          <dt className="text-muted">Time zone</dt>
          <dd className="font-medium">{profile.timeZone}</dd>
        </dl>
      )}
    </Card>
  );
}
