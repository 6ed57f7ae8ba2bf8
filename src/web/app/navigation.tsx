import { Link, useLocation } from 'react-router';
import { ZaraTabBubble } from '../features/zara-bubble/zara-bubble.tsx';
import { AdminNavLink } from './admin-nav-link.tsx';
import { cn } from '../lib/cn.ts';
import { isActive, morePlaces, navItems, sideNavLinkClass } from './nav-items.ts';
import { useKeyboardOpen } from './use-keyboard-open.ts';

/** Phones: a 68 px bar at the bottom that slides away while the keyboard is open. */
export function BottomNav() {
  const { pathname } = useLocation();
  const keyboardOpen = useKeyboardOpen();
  return (
    <nav
      aria-label="Main"
      data-keyboard-open={keyboardOpen}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 h-[68px] border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-all duration-200 lg:hidden',
        keyboardOpen && 'pointer-events-none translate-y-full opacity-0',
      )}
    >
      <ul className="mx-auto grid h-full max-w-xl grid-cols-5">
        {navItems.map(({ to, label, icon: Icon, activeOn }) => {
          const active = isActive(pathname, activeOn);
          if (to === '/zara-chat')
            return (
              <li key={to}>
                <ZaraTabBubble active={active} tabIndex={keyboardOpen ? -1 : undefined} />
              </li>
            );
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                tabIndex={keyboardOpen ? -1 : undefined}
                className={cn(
                  'flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium',
                  active ? 'text-primary' : 'text-muted',
                )}
              >
                <Icon aria-hidden className="h-6 w-6" strokeWidth={active ? 2.4 : 1.8} />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Wide screens: the same places as a side navigation. */
export function SideNav() {
  const { pathname } = useLocation();
  return (
    // The rail runs the full height of the page; its links stay in view while she scrolls.
    <nav aria-label="Main" className="hidden w-60 shrink-0 border-r border-border bg-surface lg:block">
      <div className="sticky top-0 flex max-h-dvh flex-col gap-1 overflow-y-auto p-4">
        <Link to="/" className="mb-6 px-3 text-2xl font-semibold text-primary">
          Zara
        </Link>
        <SideLinks places={navItems} pathname={pathname} />
        <p className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-muted uppercase">More</p>
        <SideLinks places={morePlaces} pathname={pathname} />
        <AdminNavLink variant="side" />
      </div>
    </nav>
  );
}

type Place = (typeof navItems)[number] | (typeof morePlaces)[number];

// On a wide screen every place has its own link: a tab is highlighted only where no place of its own is listed
// (her day, /dashboard, is "My day" there, while on a phone it counts as Home).
const ownPlace = (pathname: string) => morePlaces.some((p) => isActive(pathname, p.activeOn));

function SideLinks({ places, pathname }: { places: readonly Place[]; pathname: string }) {
  return places.map(({ to, label, icon: Icon, activeOn }) => {
    const active =
      isActive(pathname, activeOn) && (!ownPlace(pathname) || morePlaces.some((p) => p.to === to));
    return (
      <Link key={to} to={to} aria-current={active ? 'page' : undefined} className={sideNavLinkClass(active)}>
        <Icon aria-hidden className="h-5 w-5" />
        {label}
      </Link>
    );
  });
}
