import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** True when the app has a page of its own to go back to (React Router counts entries in history.state.idx). */
export const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * Back to where she came from, keeping that page as she left it (its search, tab and filters live in its
 * URL); to `fallback` when she arrived here directly, from a link or a bookmark.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) void navigate(-1);
    else void navigate(fallback);
  }, [navigate, fallback]);
}
