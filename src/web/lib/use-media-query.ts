import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches; follows changes (a window resized, a system setting changed). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: the side navigation and the floating bubble are shown from here. */
export const WIDE_SCREEN = '(min-width: 1024px)';
