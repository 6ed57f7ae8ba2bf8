import { Monitor, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { AdminNavLink } from './admin-nav-link.tsx';
import { SignOutButton } from '../components/sign-out-button.tsx';
import { type ThemeChoice, useTheme } from './theme.ts';

const nextTheme: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const themeIcon = { system: Monitor, light: Sun, dark: Moon };

export function Header() {
  const { choice, choose } = useTheme();
  const Icon = themeIcon[choice];
  return (
    <header className="sticky top-0 z-20 flex items-center justify-between border-b border-border bg-bg/90 px-4 py-2 backdrop-blur lg:px-8">
      <Link to="/" className="text-xl font-semibold text-primary lg:invisible">
        Zara
      </Link>
      <div className="flex items-center gap-1">
        <AdminNavLink variant="header" />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Theme: ${choice}. Switch to ${nextTheme[choice]}`}
          onClick={() => choose(nextTheme[choice])}
        >
          <Icon aria-hidden className="h-5 w-5" />
        </Button>
        <SignOutButton />
      </div>
    </header>
  );
}
