import { useCallback, useEffect, useState } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'zara.theme';

function apply(choice: ThemeChoice) {
  const dark =
    choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** Light and dark theme: dark follows the system unless chosen. */
export function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>(() => {
    const saved = localStorage.getItem(KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  });
  // Following the system's changes while the choice is 'system' is public/theme-init.js's job, on every screen.
  useEffect(() => apply(choice), [choice]);
  const choose = useCallback((next: ThemeChoice) => {
    localStorage.setItem(KEY, next);
    setChoice(next);
  }, []);
  return { choice, choose };
}
