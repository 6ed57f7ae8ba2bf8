import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProfileStatus, ProfilePatchBody } from '../../../../core/contracts/profile.ts';
import { dueDateFromStart, startFromDueDate } from '../../../../core/domain/pregnancy.ts';
import { countryName } from '../../../components/safety/country-names.ts';
import { CountrySelect } from '../../../components/safety/country-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useUpdateProfile } from '../../../api/profile/update-profile.ts';
import { saveFailedToast, savedToast } from './toasts.ts';

const long = (d: string | null) =>
  d
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${d}T12:00:00Z`),
      )
    : '—';

/**
 * Personal info with Edit/Cancel; saving exits edit mode. The start date (first day of the last period) sets the
 * due date = start + 40 weeks: changing it clears the delivery date field, which then follows the start (01 section 4).
 * Her country decides the emergency number; the Call buttons link here (/profile#country) while it is a guess.
 */
export function PersonalInfo({ userId, data }: { userId: string; data: ProfileStatus }) {
  const { profile } = data;
  const update = useUpdateProfile(userId, { onSuccess: savedToast, onError: saveFailedToast });
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState(profile.firstName);
  const [startDate, setStartDate] = useState(profile.dueDate ? startFromDueDate(profile.dueDate) : '');
  const [dueDate, setDueDate] = useState(profile.dueDate ?? '');
  const [birthDate, setBirthDate] = useState(profile.birthDate ?? '');
  const [babyName, setBabyName] = useState(profile.babyName ?? '');
  const [country, setCountry] = useState(profile.country);
  const [startChanged, setStartChanged] = useState(false);
  const pregnant = profile.stage === 'pregnant';

  const open = () => {
    setFirstName(profile.firstName);
    setStartDate(profile.dueDate ? startFromDueDate(profile.dueDate) : '');
    setDueDate(profile.dueDate ?? '');
    setBirthDate(profile.birthDate ?? '');
    setBabyName(profile.babyName ?? '');
    setCountry(profile.country);
    setStartChanged(false);
    setEditing(true);
  };
  // Arriving from a Call button's "Set your country" link: open the form at the country.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== '#country') return;
    open();
    window.setTimeout(() => document.getElementById('profile-country')?.focus(), 0);
    // Only on arrival: `open` reads the profile as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
  const save = () => {
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
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Field
            label="First Name or Nickname"
            value={firstName}
            maxLength={50}
            onChange={(e) => setFirstName(e.target.value)}
          />
          {pregnant ? (
            <>
              <Field
                label="Pregnancy start date"
                hint="The first day of your last period"
                type="date"
                value={startDate}
                onChange={(e) => {
                  setStartDate(e.target.value);
                  setStartChanged(true);
                  setDueDate('');
                }}
              />
              <Field
                label="Due date"
                type="date"
                value={dueDate}
                hint={
                  startChanged && startDate
                    ? `Will be ${long(dueDateFromStart(startDate))} (start + 40 weeks)`
                    : undefined
                }
                onChange={(e) => {
                  setDueDate(e.target.value);
                  setStartChanged(false);
                }}
              />
            </>
          ) : (
            <>
              <Field
                label="Birth date"
                type="date"
                value={birthDate}
                onChange={(e) => setBirthDate(e.target.value)}
              />
              <Field
                label="Baby's name (optional)"
                value={babyName}
                maxLength={50}
                onChange={(e) => setBabyName(e.target.value)}
              />
            </>
          )}
          <CountrySelect id="profile-country" value={country} onChange={setCountry} />
          <Button type="submit" disabled={update.isPending || firstName.trim() === ''}>
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
