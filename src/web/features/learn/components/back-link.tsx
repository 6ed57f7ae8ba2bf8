import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { canGoBack, useGoBack } from '../../../lib/go-back.ts';

/**
 * Back: a real link to /learn, but when she came from a page of the app (search results, a tab, a filter,
 * another article, the chat) it goes back in history, so that page is as she left it.
 */
export function BackLink({ label = 'Back to Learn' }: { label?: string }) {
  const goBack = useGoBack('/learn');
  return (
    <Link
      to="/learn"
      onClick={(e) => {
        if (!canGoBack() || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        goBack();
      }}
      className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 font-medium text-primary hover:bg-primary-soft"
    >
      <ArrowLeft aria-hidden className="h-5 w-5" />
      {label}
    </Link>
  );
}
