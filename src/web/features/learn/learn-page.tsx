import { useDeferredValue, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EducationCategory } from '../../../core/contracts/content.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import type { PrefetchData } from '../../lib/prefetch-data.ts';
import { afterBirthEducationOptions, useAfterBirthEducation } from '../../api/content/after-birth.ts';
import { featuredArticlesOptions } from '../../api/content/featured.ts';
import { useWeeklyEducation, weeklyEducationOptions } from '../../api/content/weekly.ts';
import { isEducationCategory } from './categories.ts';
import { useChosenWeek } from './chosen-week.ts';
import { ArticlesTab } from './components/articles-tab.tsx';
import { AskZaraTab } from './components/ask-zara-tab.tsx';
import { CategoryChips } from './components/category-chips.tsx';
import { FaqsTab } from './components/faqs-tab.tsx';
import { GuidesTab } from './components/guides-tab.tsx';
import { SearchBox } from './components/search-box.tsx';
import { SearchResults } from './components/search-results.tsx';
import { WeeklyFocusCard } from './components/weekly-focus-card.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

const tabs = ['articles', 'faqs', 'guides', 'ask'] as const;

/**
 * Opened at /learn, the page's first draw reads her week's lists and the featured articles: asked for as soon as
 * her profile is known (app/early-requests.ts). A week in the address, or another tab, is left to the page.
 */
export const prefetchData: PrefetchData = (queryClient, { status, search }) => {
  if (search.has('week') || search.has('q')) return;
  const { phase, currentWeek } = status.pregnancyStatus;
  if (phase === 'pregnant') void queryClient.prefetchQuery(weeklyEducationOptions(currentWeek));
  else void queryClient.prefetchQuery(afterBirthEducationOptions(currentWeek));
  if ((search.get('tab') ?? 'articles') === 'articles')
    void queryClient.prefetchQuery(featuredArticlesOptions());
};
type Tab = (typeof tabs)[number];
const isTab = (v: string | null): v is Tab => tabs.some((t) => t === v);

/**
 * The Education centre (/learn): search, category chips, the weekly focus and four tabs. The search, tab and
 * category live in the URL (replaced, not pushed, as she types), so coming back from an article finds the
 * page as she left it.
 */
export function LearnPage() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(text, 200);
  // Enter searches at once; otherwise results follow 200 ms after she stops typing.
  const query = (submitted === text ? text : debounced).trim();
  const categoryParam = params.get('category');
  const category: EducationCategory | null = isEducationCategory(categoryParam) ? categoryParam : null;
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'articles';
  const chosen = useChosenWeek();
  const weekly = useWeeklyEducation(chosen.week);
  const weeklyData = weekly.data?.week === chosen.week ? weekly.data : undefined;
  // After birth (and no pregnancy week picked) the lists are the after-birth ones for her week after birth.
  const afterBirthWeek = chosen.showPostpartum && chosen.mine ? chosen.mine.week : null;
  const afterBirth = useAfterBirthEducation(afterBirthWeek);
  const lists = chosen.showPostpartum ? afterBirth : weekly;
  const listData = chosen.showPostpartum ? afterBirth.data : weeklyData;
  // Each answer redraws the page synchronously (a query's hooks read through useSyncExternalStore): the lists
  // follow a step behind, drawn in slices, so the answer's own task stays short on a phone. Until they catch up
  // they show as loading, never as empty.
  const shownLists = useDeferredValue(listData);
  const listsLoading = lists.isFetching || shownLists !== listData;

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value === null) p.delete(key);
        else p.set(key, value);
        return p;
      },
      { replace: true },
    );

  // The query she settled on goes into the URL, replacing the entry, so Back leaves /learn in one step.
  // Written when the query changes, not when the URL does.
  const writeQuery = useEffectEvent((q: string) => {
    if (q !== urlQuery.trim()) setParam('q', q || null);
  });
  useEffect(() => writeQuery(query), [query]);

  const changeText = (v: string) => {
    setText(v);
    setSubmitted(null);
  };

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-3xl font-semibold">Learn</h1>
        <p className="text-muted">Calm, trusted answers for your week.</p>
      </header>
      <SearchBox value={text} onChange={changeText} onSubmit={() => setSubmitted(text)} />
      <CategoryChips value={category} onChange={(c) => setParam('category', c)} />
      {query ? (
        <SearchResults
          query={query}
          category={category}
          onSuggest={(s) => {
            setText(s);
            setSubmitted(s);
          }}
        />
      ) : (
        <>
          <WeeklyFocusCard chosen={chosen} weekly={weekly} />
          <Tabs value={tab} onValueChange={(v) => setParam('tab', v === 'articles' ? null : v)}>
            <TabsList aria-label="Learn sections">
              <TabsTrigger value="articles">Articles</TabsTrigger>
              <TabsTrigger value="faqs">FAQs</TabsTrigger>
              <TabsTrigger value="guides">Guides</TabsTrigger>
              <TabsTrigger value="ask">Ask Zara</TabsTrigger>
            </TabsList>
            <TabsContent value="articles">
              <ArticlesTab
                weekPending={chosen.isLoading}
                week={chosen.week}
                afterBirth={chosen.showPostpartum}
                weeklyArticles={shownLists?.articles}
                weeklyLoading={listsLoading}
                category={category}
                postpartum={chosen.mine?.stage === 'postpartum'}
              />
            </TabsContent>
            <TabsContent value="faqs">
              <FaqsTab
                week={chosen.week}
                afterBirth={chosen.showPostpartum}
                faqs={shownLists?.faqs}
                category={category}
                openFaq={params.get('faq')}
                loading={listsLoading}
                error={lists.isError ? lists.error : null}
                onRetry={() => void lists.refetch()}
              />
            </TabsContent>
            <TabsContent value="guides">
              <GuidesTab />
            </TabsContent>
            <TabsContent value="ask">
              <AskZaraTab draft={text} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
