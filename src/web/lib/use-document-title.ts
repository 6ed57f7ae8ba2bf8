import { useEffect } from 'react';

/** The tab's title while a screen is open ("<title> · Zara"), back to "Zara" when it closes; none while loading. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · Zara`;
    return () => {
      document.title = 'Zara';
    };
  }, [title]);
}
