import type { Notifications } from '../../../../core/contracts/onboarding.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { saveFailedToast, savedToast } from './toasts.ts';

/** The profile's four toggles mapped onto the stored notifications (01 section 3). */
const toggles: [string, string, keyof Notifications][] = [
  ['Daily Reminders', 'A morning and evening check-in', 'daily'],
  ['Whisper Mode', 'Calm reminders about symptoms at night', 'symptoms'],
  ['Alerts', 'Urgent health alerts', 'emergency'],
  ['Weekly Reports', 'Your week and your appointments', 'appointments'],
];

export function NotificationSettings({ userId, value }: { userId: string; value: Notifications }) {
  const update = useUpdateProfile(userId, { onSuccess: savedToast, onError: saveFailedToast });
  return (
    <Card>
      <CardTitle>Notifications</CardTitle>
      <div className="mt-3 divide-y divide-border">
        {toggles.map(([label, description, key]) => (
          <Switch
            key={key}
            label={label}
            description={description}
            checked={value[key]}
            disabled={update.isPending}
            onCheckedChange={(checked) => update.mutate({ notifications: { ...value, [key]: checked } })}
          />
        ))}
      </div>
    </Card>
  );
}
