import { BookOpen, Dumbbell, Home, MessageCircleHeart, UserRound } from 'lucide-react';

/** The five tabs of the bottom navigation (01-core-app.md section 2). */
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
