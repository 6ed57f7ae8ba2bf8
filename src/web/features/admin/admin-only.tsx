import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

/** What a mother sees on an admin screen: that it is not for her, and the way to her own alerts. */
export function AdminOnly() {
  return (
    <div className="mx-auto max-w-md space-y-3 py-12 text-center">
      <ShieldAlert aria-hidden className="mx-auto h-10 w-10 text-muted" />
      <h1 className="text-2xl font-semibold">Only clinical reviewers can open this</h1>
      <p className="text-muted">
        This page is for Zara&apos;s clinical review team. Your own health alerts are on the Health Alerts
        page.
      </p>
      <Link to="/flags" className="inline-flex min-h-11 items-center font-medium text-primary underline">
        Go to my health alerts
      </Link>
    </div>
  );
}
