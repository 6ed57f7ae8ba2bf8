import { ArrowLeft } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useMyProfileStatus } from '../../api/session.ts';
import { PregnantPreview } from './components/pregnant-preview.tsx';
import { moduleAt } from './modules.ts';

/**
 * Post-Birth Mode's frame (docs/product.md, "Post-Birth Mode"): the hub at /post-birth goes back to Home; a module
 * opens in the page at /post-birth/<module> and goes back to the hub. Before the birth it shows what the hub will
 * hold and how to record the birth.
 */
export function PostBirthLayout() {
  const status = useMyProfileStatus();
  const { pathname } = useLocation();
  const module = moduleAt(pathname);
  if (status.isPending) return <Loading label="Loading your profile..." />;
  if (status.isError)
    return <ErrorState title="Failed to load your profile" onRetry={() => void status.refetch()} />;
  const pregnant = status.data.profile.stage === 'pregnant';
  const back =
    module && !pregnant ? { to: '/post-birth', label: 'Post-Birth Mode' } : { to: '/', label: 'Home' };
  return (
    <div className="space-y-5">
      <div>
        <Link
          to={back.to}
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-xl px-2 font-medium text-primary hover:bg-surface-2"
        >
          <ArrowLeft aria-hidden className="h-5 w-5" /> {back.label}
        </Link>
        <h1 className="text-3xl font-semibold">{module && !pregnant ? module.title : 'Post-Birth Mode'}</h1>
      </div>
      {pregnant ? <PregnantPreview /> : <Outlet />}
    </div>
  );
}
