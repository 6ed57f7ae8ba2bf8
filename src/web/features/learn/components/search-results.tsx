import { ChevronRight, MessageCircleQuestion, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { EducationCategory } from '../../../../core/contracts/content.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEducationSearch } from '../../../api/content/search.ts';
import { categoryLabel } from '../categories.ts';
import { articlePicture } from '../../../../core/domain/pictures.ts';
import { Picture } from '../../../components/picture.tsx';
import { ArticleMeta } from './article-meta.tsx';
import { FaqResult } from './faq-result.tsx';
import { Highlighted } from './highlighted.tsx';

const suggestions = ['sleep', 'heartburn', 'baby movements', 'what to eat'];

/** The results of a search, as she types; an empty result suggests other words and Zara. */
export function SearchResults({
  query,
  category,
  onSuggest,
}: {
  query: string;
  category: EducationCategory | null;
  onSuggest: (q: string) => void;
}) {
  const search = useEducationSearch(query, category);

  if (search.isError && !search.data) {
    return (
      <ErrorState
        title="Search isn't working right now"
        message={errorMessage(search.error)}
        onRetry={() => void search.refetch()}
      />
    );
  }
  if (!search.data) {
    return (
      <p role="status" className="py-6 text-center text-muted">
        Searching...
      </p>
    );
  }
  const { results } = search.data;
  const where = search.data.category ? ` in ${categoryLabel(search.data.category)}` : '';
  return (
    <section aria-labelledby="search-results-heading" className="space-y-3">
      <h2 id="search-results-heading" className="text-lg font-semibold" aria-live="polite">
        {results.length === 0
          ? `No results for "${search.data.query}"${where}`
          : `${String(results.length)} ${results.length === 1 ? 'result' : 'results'} for "${search.data.query}"${where}`}
      </h2>
      {results.length === 0 ? (
        <div className="space-y-4 rounded-2xl border border-dashed border-border p-5 text-center">
          <SearchX aria-hidden className="mx-auto h-8 w-8 text-muted" />
          <p className="text-muted">
            Try fewer or simpler words{category ? ', or search all categories' : ''}. People often look for:
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {suggestions.map((s) => (
              <button
                key={s}
                type="button"
                onClick={() => onSuggest(s)}
                className="min-h-11 rounded-full border border-border bg-surface px-4 text-sm hover:bg-surface-2"
              >
                {s}
              </button>
            ))}
          </div>
          <Link to={`/zara-chat?q=${encodeURIComponent(query)}`} className={buttonClass('secondary')}>
            <MessageCircleQuestion aria-hidden className="h-5 w-5" />
            Ask Zara instead
          </Link>
        </div>
      ) : (
        <ul className={`space-y-3 ${search.isFetching ? 'opacity-70' : ''}`}>
          {results.map((r) =>
            r.type === 'article' ? (
              <li key={`a-${r.id}`}>
                <Link
                  to={`/learn/articles/${r.id}`}
                  className="group flex items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm hover:border-primary"
                >
                  <Picture name={articlePicture(r.category)} size={40} className="mt-0.5" />
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <h3 className="font-semibold leading-snug group-hover:text-primary">
                      <Highlighted runs={r.title} />
                    </h3>
                    <p className="line-clamp-3 text-muted">
                      <Highlighted runs={r.snippet} />
                    </p>
                    <ArticleMeta category={r.category} />
                  </div>
                  <ChevronRight aria-hidden className="mt-1 h-5 w-5 shrink-0 text-muted" />
                </Link>
              </li>
            ) : (
              <FaqResult key={`f-${r.id}`} result={r} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
