import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a one-tap log can be taken back (docs/product.md, "Night mode"). */
export const UNDO_MS = 5000;

export interface Undoable {
  /** What was done, in words: "Wet nappy logged at 3:12 AM". */
  label: string;
  /** Absent: only said (a stopped feed is saved, and corrected in the day's list if need be). */
  undo?: () => Promise<unknown>;
}

/** The last one-tap action, said and offered for undo for five seconds; a new action replaces it. */
export function useUndo() {
  const [current, setCurrent] = useState<Undoable | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const offer = useCallback((u: Undoable) => {
    window.clearTimeout(timer.current);
    setCurrent(u);
    timer.current = window.setTimeout(() => setCurrent(null), UNDO_MS);
  }, []);
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setCurrent(null);
  }, []);
  return { current, offer, clear };
}
