import { BookOpen } from 'lucide-react';
import { Link, matchPath, useParams } from 'react-router';
import { ARTICLE_PICTURES } from '../../../core/domain/pictures.ts';
import { Picture } from '../../components/picture.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Markdown } from '../../components/ui/markdown.tsx';
import { AddVisitQuestion } from '../../components/visit-questions/add-visit-question.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { ApiRequestError, errorMessage } from '../../lib/api-client.ts';
import { articleOptions, useArticle } from '../../api/content/article.ts';
import type { PrefetchData } from '../../lib/prefetch-data.ts';
import { ArticleCard } from './components/article-card.tsx';
import { ArticleMeta } from './components/article-meta.tsx';
import { BackLink } from './components/back-link.tsx';
import { SourcesSection } from './components/sources-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The article at the address, asked for before the frame is drawn (app/early-requests.ts). */
export const prefetchData: PrefetchData = (queryClient, { pathname }) => {
  const id = matchPath('/learn/articles/:id', pathname)?.params.id;
  if (id) void queryClient.prefetchQuery(articleOptions(id));
};

/** One article (/learn/articles/:id): readable text, read time, sources at the end, related articles. */
export function ArticlePage() {
  const { id = '' } = useParams();
  const article = useArticle(id);

  useDocumentTitle(article.data?.title);

  if (article.isPending) return <Loading label="Opening the article..." />;
  if (article.isError) {
    const notFound = article.error instanceof ApiRequestError && article.error.status === 404;
    return notFound ? (
      <div className="mx-auto max-w-md space-y-4 py-12 text-center">
        <BookOpen aria-hidden className="mx-auto h-10 w-10 text-muted" />
        <h1 className="text-2xl font-semibold">We couldn&apos;t find that article</h1>
        <p className="text-muted">
          It may have moved, or the link may be wrong. There is plenty more to read.
        </p>
        <Link to="/learn" className={buttonClass('primary')}>
          Back to Learn
        </Link>
      </div>
    ) : (
      <div>
        <BackLink />
        <ErrorState
          title="This article didn't load"
          message={errorMessage(article.error)}
          onRetry={() => void article.refetch()}
        />
      </div>
    );
  }
  const a = article.data;
  return (
    <article className="mx-auto max-w-[68ch] space-y-6" aria-labelledby="article-title">
      <BackLink />
      <header className="space-y-3">
        <div className="flex items-start gap-4">
          <Picture name={ARTICLE_PICTURES[a.category]} size={56} className="mt-1" />
          <h1 id="article-title" className="min-w-0 text-3xl leading-tight font-semibold lg:text-4xl">
            {a.title}
          </h1>
        </div>
        <ArticleMeta category={a.category} readTime={a.readTime} />
        <p className="text-lg text-muted lg:text-xl">{a.summary}</p>
      </header>
      <Markdown source={a.body} className="text-base leading-relaxed lg:text-lg" />
      <AddVisitQuestion suggestion={`Can we talk about “${a.title}”?`} source="article" />
      <SourcesSection sources={a.sources} what="article" />
      {a.related.length ? (
        <section aria-labelledby="related-heading" className="space-y-3">
          <h2 id="related-heading" className="text-lg font-semibold">
            Related articles
          </h2>
          <ul className="space-y-3">
            {a.related.map((r) => (
              <ArticleCard key={r.id} article={r} />
            ))}
          </ul>
        </section>
      ) : null}
      <BackLink />
    </article>
  );
}
