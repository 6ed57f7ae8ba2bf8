import type { Notifications } from '../../../../core/contracts/profile.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useUpdateProfile } from '../../../api/profile/update-profile.ts';
import { saveFailedToast, savedToast } from './toasts.ts';

/**
 * The profile's four toggles over the stored notifications (docs/product.md, "Profile"), each labelled by what it
 * switches, as onboarding names them (issue 20, point 4: the spec's 'Whisper Mode' and 'Weekly Reports' switched
 * symptom and appointment reminders). The API fields keep the spec's names. Each description says exactly what the
 * toggle switches (core/domain/nudges.ts); warnings are never among them.
 */
const toggles: [string, string, keyof Notifications][] = [
  ['Daily check-ins', 'The morning and evening check-in card, and the evening journal nudge', 'daily'],
  ['Symptom reminders', 'A morning nudge to log symptoms, and Whisper Mode suggested at night', 'symptoms'],
  ['Health alert reminders', "Reminders about health alerts you haven't looked at yet", 'emergency'],
  [
    'Appointment reminders',
    'Your four-weekly check-up card and reminders before appointments',
    'appointments',
  ],
];

export function NotificationSettings({ userId, value }: { userId: string; value: Notifications }) {
  const update = useUpdateProfile(userId, { onSuccess: savedToast, onError: saveFailedToast });
  return (
    <Card>
      <CardTitle>Notifications</CardTitle>
      <div className="mt-3 divide-y divide-border">
        {toggles.map(([label, description, key]) => (
          <div key={key} className="py-3 first:pt-0">
            <Switch
              label={label}
              description={description}
              checked={value[key]}
              disabled={update.isPending}
              onCheckedChange={(checked) => update.mutate({ notifications: { ...value, [key]: checked } })}
            />
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-muted">
        Warnings are always on: when a symptom you log or something you tell Zara could be serious, Zara tells
        you at once, whatever you choose here.
      </p>
    </Card>
  );
}
