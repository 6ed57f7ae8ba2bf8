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
  useEffect(() => {
    apply(choice);
    if (choice !== 'system') return;
    const mq = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply('system');
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [choice]);
  const choose = useCallback((next: ThemeChoice) => {
    localStorage.setItem(KEY, next);
    setChoice(next);
  }, []);
  return { choice, choose };
}
