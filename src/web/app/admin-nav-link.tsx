import { Cpu, ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { sideNavLinkClass } from './nav-items.ts';
import { useMe } from '../api/auth/me.ts';

const PATH = '/admin/flags';
const SYSTEM_PATH = '/admin/copilot';

/**
 * The review queue in the navigation, for clinical reviewers only (mothers never see it). Beside the side
 * navigation's places on wide screens; in the header on phones, whose bottom bar keeps the spec's five tabs.
 */
export function AdminNavLink({ variant }: { variant: 'side' | 'header' }) {
  const me = useMe();
  const { pathname } = useLocation();
  if (me.data?.role !== 'admin') return null;
  const active = pathname === PATH;
  if (variant === 'header') {
    return (
      // A short word on a narrow header; the full name for screen readers starts with it (label in name).
      <Link
        to={PATH}
        aria-label="Review queue"
        aria-current={active ? 'page' : undefined}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-medium whitespace-nowrap text-primary hover:bg-surface-2 lg:hidden"
      >
        <ShieldCheck aria-hidden className="h-5 w-5" />
        Review
      </Link>
    );
  }
  return (
    <div className="mt-3 border-t border-border pt-3">
      <Link to={PATH} aria-current={active ? 'page' : undefined} className={sideNavLinkClass(active)}>
        <ShieldCheck aria-hidden className="h-5 w-5" />
        Review queue
      </Link>
      <Link
        to={SYSTEM_PATH}
        aria-current={pathname === SYSTEM_PATH ? 'page' : undefined}
        className={sideNavLinkClass(pathname === SYSTEM_PATH)}
      >
        <Cpu aria-hidden className="h-5 w-5" />
        Co-pilot system
      </Link>
    </div>
  );
}
