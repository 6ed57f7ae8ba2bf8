import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { OverviewTab } from './components/overview-tab.tsx';
import { PrepChecklistTab } from './components/prep-checklist-tab.tsx';
import { ReportsTab } from './components/reports-tab.tsx';

// Three tabs side by side even at 320 px: a long label wraps onto a second line rather than scrolling away.
const trigger = 'whitespace-normal! px-2! leading-tight';

/**
 * /visit-toolkit (docs/product.md, "Doctor Visit Toolkit"): ready for every appointment. Tabs Overview, Prep
 * Checklist and Reports & Tools; the tab lives in the address (?tab=checklist), and Back goes to Home.
 */
export function VisitToolkitPage() {
  const userId = useUserId();
  const status = useMyProfileStatus();
  const [tab, setTab] = useTabParam(['overview', 'checklist', 'reports']);
  if (status.isPending) return <Loading label="Loading your profile..." />;
  if (status.isError) {
    return <ErrorState title="Failed to load your profile" onRetry={() => void status.refetch()} />;
  }
  return (
    <div className="space-y-5">
      <Link
        to="/"
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 font-medium text-primary hover:bg-primary-soft"
      >
        <ArrowLeft aria-hidden className="h-5 w-5" />
        Back to Home
      </Link>
      <header>
        <h1 className="text-2xl font-semibold">Doctor Visit Toolkit</h1>
        <p className="mt-1 text-muted">
          Ready for every appointment: what to bring, what to ask, and a one-page summary for your midwife.
        </p>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Doctor Visit Toolkit">
          <TabsTrigger value="overview" className={trigger}>
            Overview
          </TabsTrigger>
          <TabsTrigger value="checklist" className={trigger}>
            Prep Checklist
          </TabsTrigger>
          <TabsTrigger value="reports" className={trigger}>
            Reports & Tools
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab userId={userId} status={status.data} />
        </TabsContent>
        <TabsContent value="checklist">
          <PrepChecklistTab userId={userId} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab userId={userId} stage={status.data.profile.stage} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
