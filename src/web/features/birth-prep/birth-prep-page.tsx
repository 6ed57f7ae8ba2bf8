import { birthPrepPriorities } from '../../../core/domain/birth-prep.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { BirthPlanTab } from './components/birth-plan-tab.tsx';
import { HospitalBagPanel } from './components/hospital-bag-panel.tsx';
import { PostpartumView } from './components/postpartum-view.tsx';
import { PrepIntro } from './components/prep-intro.tsx';
import { PriorityMark } from '../../components/ui/priority-mark.tsx';

/** /birth-prep (docs/product.md, "Birth prep"): birth plan and hospital bag. The tab lives in the address (?tab=bag). */
export function BirthPrepPage() {
  const userId = useUserId();
  const status = useMyProfileStatus();
  const [tab, setTab] = useTabParam(['plan', 'bag']);
  if (status.isPending) return <Loading label="Loading your profile..." />;
  if (status.isError) {
    return <ErrorState title="Failed to load your profile" onRetry={() => void status.refetch()} />;
  }
  const { pregnancyStatus } = status.data;
  const pregnant = pregnancyStatus.phase === 'pregnant';
  const week = pregnancyStatus.currentWeek;
  const priorities = birthPrepPriorities(week);

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold">Birth Prep</h1>
        <p className="mt-1 text-muted">
          {pregnant
            ? 'Your birth plan and hospital bag, ready when you are.'
            : 'The plan you made for your birth, kept for you.'}
        </p>
      </header>
      {pregnant ? (
        <>
          <PrepIntro week={week} />
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Birth prep">
              <TabsTrigger value="plan" className="gap-2">
                Birth plan {priorities.birthPlan ? <PriorityMark /> : null}
              </TabsTrigger>
              <TabsTrigger value="bag" className="gap-2">
                Hospital bag {priorities.hospitalBag ? <PriorityMark /> : null}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="plan">
              <BirthPlanTab userId={userId} />
            </TabsContent>
            <TabsContent value="bag">
              <HospitalBagPanel userId={userId} />
            </TabsContent>
          </Tabs>
        </>
      ) : (
        <PostpartumView userId={userId} />
      )}
    </div>
  );
}
