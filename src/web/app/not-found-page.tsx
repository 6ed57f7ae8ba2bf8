import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <Compass aria-hidden className="mx-auto h-12 w-12 text-primary" />
      <h1 className="mt-4 text-2xl font-semibold">Page Not Found</h1>
      <p className="mt-2 text-muted">
        We couldn’t find that page. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        Go to Home
      </Link>
    </div>
  );
}
