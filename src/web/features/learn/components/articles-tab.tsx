import { useDeferredValue } from 'react';
import type { EducationCategory } from '../../../../core/contracts/content.ts';
import type { ArticleSummary } from '../../../../core/contracts/content.ts';
import { EmptyState, ErrorState } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFeaturedArticles } from '../../../api/content/featured.ts';
import { categoryLabel } from '../categories.ts';
import { ArticleCard } from './article-card.tsx';

/** Cards' stand-ins, about an article card's height each, so the list below does not jump when they come. */
function ListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul aria-hidden className="space-y-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="h-44 animate-pulse rounded-2xl bg-surface-2" />
      ))}
    </ul>
  );
}

/**
 * The first 4 of the week's articles, then More Articles from the featured list without repeats,
 * both filtered by the chosen category. After birth (no pregnancy week) the first list is the after-birth one.
 */
export function ArticlesTab({
  week,
  afterBirth,
  weeklyArticles,
  weeklyLoading,
  category,
  postpartum,
  weekPending = false,
}: {
  /** Her week is not known yet (her profile is loading): her week's list is held open, so nothing jumps. */
  weekPending?: boolean;
  week: number | null;
  afterBirth: boolean;
  weeklyArticles: ArticleSummary[] | undefined;
  weeklyLoading: boolean;
  category: EducationCategory | null;
  postpartum: boolean;
}) {
  const featured = useFeaturedArticles();
  // Drawn a step behind its answer, in slices (as the week's lists are: learn-page.tsx); a skeleton meanwhile.
  const featuredArticles = useDeferredValue(featured.data);
  const featuredWaiting = featured.isPending || featuredArticles !== featured.data;
  const fits = (a: ArticleSummary) => category === null || a.category === category;
  // The lists come ranked, the key articles for her week first.
  const thisWeek = (weeklyArticles ?? []).filter(fits).slice(0, 4);
  const shown = new Set(thisWeek.map((a) => a.id));
  // Featured articles that suit her now come first: after birth the after-birth ones, in pregnancy those
  // whose weeks hold hers (so a pregnant reader does not meet the baby blues before the week's basics).
  const suits = (a: ArticleSummary) =>
    postpartum && week === null ? a.postpartum : week !== null && a.weekStart <= week && week <= a.weekEnd;
  const more = (featuredArticles ?? [])
    .filter((a) => !shown.has(a.id) && fits(a))
    .sort((a, b) => Number(suits(b)) - Number(suits(a)));
  const catWord = category ? `${categoryLabel(category).toLowerCase()} ` : '';

  return (
    // Keyed: the week's list and More Articles keep their own elements whichever of the week's states comes
    // first (a renderer that matches unkeyed children by type would otherwise move More Articles' section up into
    // the week's place as her week arrives, a layout shift).
    <div className="space-y-6">
      {weekPending ? (
        <div key="week-pending" aria-hidden className="space-y-3">
          <div className="flex h-7 items-center">
            <div className="h-5 w-28 animate-pulse rounded bg-surface-2" />
          </div>
          <ListSkeleton count={4} />
        </div>
      ) : week !== null || afterBirth ? (
        <section key="week" aria-labelledby="week-articles" className="space-y-3">
          <h2 id="week-articles" className="text-lg font-semibold">
            {afterBirth ? 'For you after birth' : `For week ${String(week)}`}
          </h2>
          {weeklyLoading && !weeklyArticles ? (
            <ListSkeleton count={4} />
          ) : thisWeek.length ? (
            <ul className="space-y-3">
              {thisWeek.map((a) => (
                <ArticleCard key={a.id} article={a} />
              ))}
            </ul>
          ) : (
            <EmptyState
              title={
                afterBirth
                  ? `No ${catWord}articles for after birth`
                  : `No ${catWord}articles picked for week ${String(week)}`
              }
            >
              Choose All to see every article for this week, or search above.
            </EmptyState>
          )}
        </section>
      ) : null}
      <section key="more" aria-labelledby="more-articles" className="space-y-3">
        <h2 id="more-articles" className="text-lg font-semibold">
          {week !== null || afterBirth ? 'More Articles' : 'Featured articles'}
        </h2>
        {featured.isError ? (
          <ErrorState
            title="Articles didn't load"
            message={errorMessage(featured.error)}
            onRetry={() => void featured.refetch()}
          />
        ) : featuredWaiting ? (
          <ListSkeleton />
        ) : more.length ? (
          <ul className="space-y-3">
            {more.map((a) => (
              <ArticleCard key={a.id} article={a} />
            ))}
          </ul>
        ) : (
          <EmptyState title={`No more ${catWord}articles here`}>
            Choose All to see every featured article, or search above for a topic.
          </EmptyState>
        )}
      </section>
    </div>
  );
}
