import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import type { User } from '../../core/contracts/auth.ts';
import { Loading } from '../components/ui/status.tsx';
import { BrowserReminders } from '../features/calendar/components/reminders-card.tsx';
import { ZaraBubble } from '../features/zara-bubble/zara-bubble.tsx';
import { Header } from './header.tsx';
import { BottomNav, SideNav } from './navigation.tsx';

// The signal line, the waiting banner and what starts the queue and the offline copy of her data: loaded after
// the first screen, from their own chunk, so neither first page carries them (e2e/first-load.e2e.ts).
const OfflineStatus = lazy(() =>
  import('../components/offline/offline-status.tsx').then((m) => ({ default: m.OfflineStatus })),
);

/** The signed-in frame: side navigation on wide screens, bottom navigation on phones. */
export function AppLayout({ user }: { user: User }) {
  return (
    <div className="flex min-h-dvh">
      <SideNav />
      <div className="min-w-0 flex-1">
        <Header />
        {/* On wide screens the page keeps a gutter on the right for Zara's floating bubble, so it covers nothing. */}
        <div className="lg:pr-24">
          <main
            id="main"
            className="mx-auto w-full max-w-3xl px-4 pt-4 pb-[calc(68px+2rem)] lg:px-8 lg:pb-10"
          >
            <Suspense fallback={null}>
              <OfflineStatus />
            </Suspense>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
      <ZaraBubble />
      <BottomNav />
      <BrowserReminders userId={user.id} />
    </div>
  );
}
