import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Loading } from '../components/ui/status.tsx';
import { useMe } from '../api/auth/me.ts';
import { OnboardingGate } from '../features/onboarding/onboarding-gate.tsx';
import { ConsentGate } from '../features/consent/consent-gate.tsx';
import { AppLayout } from './app-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

// Every screen loads on demand, Home too: a signed-out visitor's first page carries no signed-in screen, and the
// screen at the address she opens starts loading with the app (screen-preload.ts).
const HomePage = lazy(() => import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })),
);
const LegalPage = lazy(() =>
  import('../features/legal/legal-page.tsx').then((m) => ({ default: m.LegalPage })),
);
const SymptomsPage = lazy(() =>
  import('../features/symptoms/symptoms-page.tsx').then((m) => ({ default: m.SymptomsPage })),
);
const FlagsPage = lazy(() =>
  import('../features/flags/flags-page.tsx').then((m) => ({ default: m.FlagsPage })),
);
const AdminFlagsPage = lazy(() =>
  import('../features/admin/admin-flags-page.tsx').then((m) => ({ default: m.AdminFlagsPage })),
);
const JournalPage = lazy(() =>
  import('../features/journal/journal-page.tsx').then((m) => ({ default: m.JournalPage })),
);
const WellnessPage = lazy(() =>
  import('../features/wellness/wellness-page.tsx').then((m) => ({ default: m.WellnessPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const DashboardV2Page = lazy(() =>
  import('../features/dashboard/dashboard-v2-page.tsx').then((m) => ({ default: m.DashboardV2Page })),
);
const JourneyPage = lazy(() =>
  import('../features/journey/journey-page.tsx').then((m) => ({ default: m.JourneyPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const ExercisePage = lazy(() =>
  import('../features/exercise/exercise-page.tsx').then((m) => ({ default: m.ExercisePage })),
);

const ZaraChatPage = lazy(() =>
  import('../features/zara/zara-chat-page.tsx').then((m) => ({ default: m.ZaraChatPage })),
);
const CopilotPage = lazy(() =>
  import('../features/zara/copilot-page.tsx').then((m) => ({ default: m.CopilotPage })),
);
const AdminCopilotPage = lazy(() =>
  import('../features/admin/admin-copilot-page.tsx').then((m) => ({ default: m.AdminCopilotPage })),
);
const LearnPage = lazy(() =>
  import('../features/learn/learn-page.tsx').then((m) => ({ default: m.LearnPage })),
);
const CalendarPage = lazy(() =>
  import('../features/calendar/calendar-page.tsx').then((m) => ({ default: m.CalendarPage })),
);
const ArticlePage = lazy(() =>
  import('../features/learn/article-page.tsx').then((m) => ({ default: m.ArticlePage })),
);
const AnswerPage = lazy(() =>
  import('../features/learn/answer-page.tsx').then((m) => ({ default: m.AnswerPage })),
);
const BirthPrepPage = lazy(() =>
  import('../features/birth-prep/birth-prep-page.tsx').then((m) => ({ default: m.BirthPrepPage })),
);
const VisitToolkitPage = lazy(() =>
  import('../features/visit-toolkit/visit-toolkit-page.tsx').then((m) => ({ default: m.VisitToolkitPage })),
);
const FoundationsPage = lazy(() =>
  import('../features/foundations/foundations-page.tsx').then((m) => ({ default: m.FoundationsPage })),
);
// Post-Birth Mode: the hub's frame and each module load on their own, so the hub opens without the trackers' forms.
const PostBirthLayout = lazy(() =>
  import('../features/post-birth/post-birth-layout.tsx').then((m) => ({ default: m.PostBirthLayout })),
);
const HubPage = lazy(() =>
  import('../features/post-birth/hub-page.tsx').then((m) => ({ default: m.HubPage })),
);
const BabyTrackerPage = lazy(() =>
  import('../features/baby-tracker/baby-tracker-page.tsx').then((m) => ({ default: m.BabyTrackerPage })),
);
const RecoveryPage = lazy(() =>
  import('../features/recovery/recovery-page.tsx').then((m) => ({ default: m.RecoveryPage })),
);
const MilestoneTrackerPage = lazy(() =>
  import('../features/milestone-tracker/milestone-tracker-page.tsx').then((m) => ({
    default: m.MilestoneTrackerPage,
  })),
);
const PostpartumReportsPage = lazy(() =>
  import('../features/postpartum-reports/postpartum-reports-page.tsx').then((m) => ({
    default: m.PostpartumReportsPage,
  })),
);
const RecoveryChatPage = lazy(() =>
  import('../features/recovery-chat/recovery-chat-page.tsx').then((m) => ({ default: m.RecoveryChatPage })),
);
// Night mode is full screen in a dim warm palette, outside the app frame like Whisper Mode.
const NightModePage = lazy(() =>
  import('../features/baby-tracker/night/night-mode-page.tsx').then((m) => ({ default: m.NightModePage })),
);
// Whisper Mode is a full-screen night screen of its own, outside the app frame (no bright header, navigation or
// Zara bubble: see zara-bubble.tsx).
const WhisperPage = lazy(() =>
  import('../features/whisper/whisper-page.tsx').then((m) => ({ default: m.WhisperPage })),
);
const whisper = (
  <Suspense fallback={<Loading label="Dimming the lights..." />}>
    <WhisperPage />
  </Suspense>
);

const page = (element: ReactNode) => <Suspense fallback={<Loading />}>{element}</Suspense>;
const legal = (
  <>
    <Route path="/terms" element={page(<LegalPage doc="terms" />)} />
    <Route path="/privacy" element={page(<LegalPage doc="privacy" />)} />
    <Route path="/cookies" element={page(<LegalPage doc="cookies" />)} />
  </>
);

/**
 * The route table. A signed-out visitor sees only the sign-in screen (and the legal pages);
 * screens of later features register their routes here.
 */
export function AppRoutes() {
  const me = useMe();
  // When the server answers, the whole frame and screen are drawn at once: a query's update renders in one
  // uninterrupted task, which on a slow phone blocks her taps for half a second or more (Lighthouse's total
  // blocking time). The deferred value keeps "Opening Zara..." for that update and draws the app in a background
  // render that React splits into short slices. Only the first answer is deferred: a sign-out takes effect at once.
  const opened = useDeferredValue(!me.isPending);
  if (!opened) return <Loading label="Opening Zara..." />;
  const user = me.data ?? null;
  if (!user) {
    return (
      <Routes>
        {legal}
        <Route path="*" element={page(<SignInPage />)} />
      </Routes>
    );
  }
  return (
    <Routes>
      {legal}
      <Route path="/onboarding" element={<Navigate to="/" replace />} />
      <Route path="/login" element={<Navigate to="/" replace />} />
      {/* The privacy choices are asked for before anything else, over the wizard as well as the app. */}
      <Route element={<OnboardingGate user={user} over={<ConsentGate user={user} />} />}>
        <Route path="/whisper" element={whisper} />
        <Route path="/whisper-mode" element={whisper} />
        <Route
          path="/post-birth/baby-tracker/night"
          element={
            <Suspense fallback={<Loading label="Dimming the lights..." />}>
              <NightModePage />
            </Suspense>
          }
        />
        <Route element={<AppLayout user={user} />}>
          <Route path="/learn" element={<LearnPage />} />
          <Route path="/calendar" element={<CalendarPage />} />
          <Route path="/learn/articles/:id" element={<ArticlePage />} />
          <Route path="/learn/answers/:id" element={<AnswerPage />} />
          <Route path="/foundations" element={<FoundationsPage />} />
          <Route path="/" element={<HomePage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/dashboard-v2" element={<DashboardV2Page />} />
          <Route path="/journey" element={<JourneyPage />} />
          <Route path="/journey/:week" element={<JourneyPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/exercise" element={<ExercisePage />} />
          <Route path="/symptoms" element={<SymptomsPage />} />
          <Route path="/flags" element={<FlagsPage />} />
          <Route path="/admin/flags" element={<AdminFlagsPage />} />
          <Route path="/admin/copilot" element={<AdminCopilotPage />} />
          <Route path="/journal" element={<JournalPage />} />
          {/* Zara's chat opens over Home. */}
          <Route
            path="/zara-chat"
            element={
              <>
                <HomePage />
                <ZaraChatPage />
              </>
            }
          />
          <Route path="/copilot" element={<CopilotPage />} />
          <Route path="/mental-wellness" element={<WellnessPage />} />
          <Route path="/birth-prep" element={<BirthPrepPage />} />
          <Route path="/post-birth" element={<PostBirthLayout />}>
            <Route index element={page(<HubPage />)} />
            <Route path="baby-tracker" element={page(<BabyTrackerPage />)} />
            <Route path="recovery" element={page(<RecoveryPage />)} />
            <Route path="reports" element={page(<PostpartumReportsPage />)} />
            <Route path="recovery-chat" element={page(<RecoveryChatPage />)} />
          </Route>
          <Route path="/milestone-tracker" element={<MilestoneTrackerPage />} />
          <Route path="/visit-toolkit" element={<VisitToolkitPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
