import { BookOpen, Dumbbell, Home, MessageCircleHeart, UserRound } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** The five tabs of the bottom navigation (docs/product.md, "Screens"). */
export const navItems = [
  { to: '/dashboard', label: 'Home', icon: Home, activeOn: ['/', '/dashboard'] },
  { to: '/zara-chat', label: 'Zara', icon: MessageCircleHeart, activeOn: ['/zara-chat'] },
  { to: '/exercise', label: 'Exercise', icon: Dumbbell, activeOn: ['/exercise'] },
  { to: '/learn', label: 'Learn', icon: BookOpen, activeOn: ['/learn'] },
  { to: '/profile', label: 'Profile', icon: UserRound, activeOn: ['/profile'] },
] as const;

export function isActive(pathname: string, activeOn: readonly string[]): boolean {
  return activeOn.some((p) =>
    p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`),
  );
}

/** A place in the side navigation on wide screens, highlighted when she is there. */
export const sideNavLinkClass = (active: boolean) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-xl px-3 font-medium',
    active ? 'bg-primary-soft text-primary' : 'text-fg hover:bg-surface-2',
  );
