import { type ReactNode, useDeferredValue } from 'react';

/**
 * Draws its children in a render of their own just after the one that first shows them, with `fallback` (a
 * skeleton of their size, so nothing moves) meanwhile. That render is React's deferred kind, done in slices of a
 * few milliseconds, so the part of a screen below its first view never lengthens the task that first draws the
 * screen (issue 21, total blocking time). Once drawn they stay drawn.
 */
export function DrawnNext({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : fallback;
}
