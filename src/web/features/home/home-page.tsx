import {
  Activity,
  Baby,
  BookOpen,
  Calendar,
  ClipboardList,
  Dumbbell,
  HeartPulse,
  LayoutDashboard,
  MessageCircleHeart,
  Moon,
  NotebookPen,
  Route,
  Sparkles,
  Stethoscope,
  Trophy,
} from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { postpartumGreeting, showBabyTools, showBirthPrep } from '../../../core/domain/phases.ts';
import { greetingText } from '../../../core/domain/time-windows.ts';
import { hasScreen } from '../../lib/screens.ts';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useLocalTime } from '../../lib/local-time.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { PostBirthEntry } from '../../components/post-birth-entry.tsx';
import { PhaseCard } from './components/phase-card.tsx';
import { type Tile, TileGrid } from '../../components/ui/tile-grid.tsx';
import { TrackerNotice } from './components/tracker-notice.tsx';
import { moduleLaunch } from './module-launch.ts';

/**
 * Home (docs/product.md, "Home and the dashboards"): greeting, phase card, care tools grid and quick actions; with
 * the visit toolkit's ?module=, the tool it names (module-launch.ts).
 */
export function HomePage() {
  const userId = useUserId();
  const status = useMyProfileStatus();
  const { hour } = useLocalTime(status.data?.profile.timeZone);
  const [params, setParams] = useSearchParams();
  if (status.isPending) return <Loading label="Loading your profile..." />;
  if (status.isError) {
    return <ErrorState title="Failed to load your profile" onRetry={() => void status.refetch()} />;
  }
  const { profile, pregnancyStatus } = status.data;
  const launch = moduleLaunch(params.get('module'), profile.stage, hasScreen);
  if (launch?.kind === 'open') return <Navigate to={launch.to} replace />;
  const week = pregnancyStatus.currentWeek;
  const tools: Tile[] = [
    { to: '/symptoms', label: 'Symptom Log', hint: 'How you feel today', icon: HeartPulse },
    { to: '/journal', label: 'Journal', hint: 'Your thoughts', icon: NotebookPen },
    { to: '/calendar', label: 'Calendar', hint: 'Appointments', icon: Calendar },
    { to: '/exercise', label: 'Exercise', hint: 'Gentle movement', icon: Dumbbell },
    { to: '/visit-toolkit', label: 'Visit Toolkit', hint: 'Doctor visits', icon: Stethoscope },
    { to: '/mental-wellness', label: 'Mental Wellness', hint: 'Mood and support', icon: Sparkles },
  ];
  if (showBirthPrep(profile.stage, week)) {
    tools.push({
      to: '/birth-prep',
      label: 'Birth Prep',
      hint: 'Plan and hospital bag',
      icon: ClipboardList,
    });
  }
  if (showBabyTools(profile.stage)) {
    tools.push(
      { to: '/post-birth/baby-tracker', label: 'Baby Tracker', hint: 'Feeds, sleep, nappies', icon: Baby },
      { to: '/post-birth/recovery', label: 'My Recovery', hint: 'Bleeding, pain, mood', icon: Activity },
      { to: '/milestone-tracker', label: 'Milestones', hint: "Baby's firsts", icon: Trophy },
    );
  }
  const quick: Tile[] = [
    { to: '/zara-chat', label: 'Ask Zara', hint: 'Any question, any time', icon: MessageCircleHeart },
    {
      to: profile.stage === 'pregnant' ? `/journey/${String(week)}` : '/journey',
      label: 'My Week',
      hint: 'This week, step by step',
      icon: Route,
    },
    { to: '/dashboard', label: 'Dashboard', hint: 'Today at a glance', icon: LayoutDashboard },
    { to: '/learn', label: 'Learn', hint: 'Articles and answers', icon: BookOpen },
    { to: '/whisper', label: 'Whisper Mode', hint: 'Calm for the night', icon: Moon },
  ];
  const visible = (tiles: Tile[]) => tiles.filter((tile) => hasScreen(tile.to));
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold">
          {greetingText(hour)}, {profile.firstName}
        </h1>
        <p className="text-lg text-muted">
          {profile.stage === 'pregnant'
            ? 'Here is where you and baby are today.'
            : postpartumGreeting(week, profile.babyName)}
        </p>
      </header>
      {launch ? (
        <TrackerNotice
          kind={launch.kind}
          stage={profile.stage}
          onClose={() => setParams({}, { replace: true })}
        />
      ) : null}
      <PhaseCard status={pregnancyStatus} babyName={profile.babyName} />
      {showBabyTools(profile.stage) ? <PostBirthEntry userId={userId} /> : null}
      <TileGrid title="Care tools" tiles={visible(tools)} />
      <TileGrid title="Quick actions" tiles={visible(quick)} />
    </div>
  );
}
