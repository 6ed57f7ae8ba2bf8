import { Outlet } from 'react-router';
import type { User } from '../../core/contracts/auth.ts';
import { ConsentGate } from '../features/consent/consent-gate.tsx';
import { Header } from './header.tsx';
import { BottomNav, SideNav } from './navigation.tsx';

/** The signed-in frame: side navigation on wide screens, bottom navigation on phones. */
export function AppLayout({ user }: { user: User }) {
  return (
    <div className="flex min-h-dvh">
      <SideNav />
      <div className="min-w-0 flex-1">
        <Header />
        <main id="main" className="mx-auto w-full max-w-3xl px-4 pt-4 pb-[calc(68px+2rem)] lg:px-8 lg:pb-10">
          <Outlet />
        </main>
      </div>
      <BottomNav />
      <ConsentGate user={user} />
    </div>
  );
}
