import { LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { postpartumWeekText, stageLabel } from '../../../core/domain/phases.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useMe } from '../../api/auth/me.ts';
import { useSignOut } from '../../api/auth/signout.ts';
import { useLocalTime } from '../../lib/local-time.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { NotificationSettings } from './components/notification-settings.tsx';
import { PersonalInfo } from './components/personal-info.tsx';
import { PrivacyData } from './components/privacy-data.tsx';
import { RecordBirth } from './components/record-birth.tsx';
import { SignInDetails } from './components/sign-in-details.tsx';
import { SupportContact } from '../../components/operator-contact.tsx';
import { UndoBirth } from './components/undo-birth.tsx';
import { UnitsSetting } from './components/units-setting.tsx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('') || 'Z';

/** Profile and settings (docs/product.md, "Profile" and "Your data"). */
export function ProfilePage() {
  const me = useMe();
  const userId = useUserId();
  const status = useMyProfileStatus();
  const { today } = useLocalTime(status.data?.profile.timeZone);
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (status.isPending) return <Loading label="Loading your profile..." />;
  if (status.isError)
    return <ErrorState title="Failed to load your profile" onRetry={() => window.location.reload()} />;
  const { profile, pregnancyStatus } = status.data;
  return (
    <div className="space-y-5">
      <header className="flex items-center gap-4">
        <div
          aria-hidden
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-fg"
        >
          {initials(profile.firstName)}
        </div>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold">{profile.firstName}</h1>
          <p className="truncate text-muted">{me.data?.email}</p>
          <p className="text-sm text-muted">
            {profile.stage === 'pregnant'
              ? `Week ${String(pregnancyStatus.currentWeek)}`
              : postpartumWeekText(pregnancyStatus.currentWeek)}{' '}
            · {stageLabel(profile.stage, pregnancyStatus.currentWeek)}
          </p>
        </div>
      </header>
      <PersonalInfo userId={userId} data={status.data} />
      {profile.stage === 'pregnant' ? <RecordBirth userId={userId} today={today} /> : null}
      {profile.stage === 'postpartum' ? <UnitsSetting userId={userId} value={profile.volumeUnit} /> : null}
      <NotificationSettings userId={userId} value={profile.notifications} />
      {me.data ? <SignInDetails email={me.data.email} /> : null}
      <PrivacyData userId={userId} />
      {profile.stage === 'postpartum' && profile.dueDate ? (
        <UndoBirth userId={userId} dueDate={profile.dueDate} />
      ) : null}
      <Card>
        <CardTitle>Support</CardTitle>
        <ul className="mt-2 space-y-1">
          <li>
            <SupportContact />
          </li>
          <li>
            <Link
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-2"
              to="/privacy"
            >
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-2"
              to="/terms"
            >
              Terms of Use
            </Link>
          </li>
        </ul>
        <p className="mt-2 text-sm text-muted">Zara is not a substitute for professional medical advice.</p>
      </Card>
      <Button
        variant="outline"
        className="w-full"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) })}
      >
        <LogOut aria-hidden className="h-5 w-5" /> Sign out
      </Button>
      <p className="text-center text-sm text-muted">v1.2.0</p>
    </div>
  );
}
