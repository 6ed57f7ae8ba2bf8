import {
  Baby,
  BellRing,
  BookOpen,
  CalendarDays,
  ClipboardCheck,
  Dumbbell,
  HeartHandshake,
  HeartPulse,
  Home,
  Map,
  MessageCircleHeart,
  NotebookPen,
  Stethoscope,
  Sun,
  UserRound,
} from 'lucide-react';
import { cn } from '../lib/cn.ts';

/**
 * The five tabs of the bottom navigation (docs/product.md, "Screens"). Home is one place, `/`: the Home tab, the logo
 * and closing Zara all lead there; her day at a glance (/dashboard) opens from it and counts as Home on a phone.
 */
export const navItems = [
  { to: '/', label: 'Home', icon: Home, activeOn: ['/', '/dashboard'] },
  { to: '/zara-chat', label: 'Zara', icon: MessageCircleHeart, activeOn: ['/zara-chat'] },
  { to: '/exercise', label: 'Exercise', icon: Dumbbell, activeOn: ['/exercise'] },
  { to: '/learn', label: 'Learn', icon: BookOpen, activeOn: ['/learn'] },
  { to: '/profile', label: 'Profile', icon: UserRound, activeOn: ['/profile'] },
] as const;

/**
 * Every other main place, listed under the five in the side navigation on wide screens (docs/product.md,
 * "Screens"): on a phone they are reached from Home; on a desktop there is room to list them all.
 */
export const morePlaces = [
  { to: '/dashboard', label: 'My day', icon: Sun, activeOn: ['/dashboard'] },
  { to: '/journey', label: 'My journey', icon: Map, activeOn: ['/journey'] },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays, activeOn: ['/calendar'] },
  { to: '/symptoms', label: 'Symptom log', icon: Stethoscope, activeOn: ['/symptoms'] },
  { to: '/flags', label: 'Health alerts', icon: BellRing, activeOn: ['/flags'] },
  { to: '/journal', label: 'Journal', icon: NotebookPen, activeOn: ['/journal'] },
  { to: '/mental-wellness', label: 'Mental wellness', icon: HeartPulse, activeOn: ['/mental-wellness'] },
  { to: '/birth-prep', label: 'Birth prep', icon: Baby, activeOn: ['/birth-prep'] },
  { to: '/post-birth', label: 'Post-birth', icon: HeartHandshake, activeOn: ['/post-birth'] },
  { to: '/visit-toolkit', label: 'Visit toolkit', icon: ClipboardCheck, activeOn: ['/visit-toolkit'] },
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
