import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { ArticleSummary } from '../../../../core/contracts/content.ts';
import { ARTICLE_PICTURES } from '../../../../core/domain/pictures.ts';
import { Picture } from '../../../components/picture.tsx';
import { ArticleMeta } from './article-meta.tsx';

/**
 * An article in a list, with its topic's picture: the whole card is one link to the article. Memoised: the lists
 * hold the cached summaries, so a redraw of the page (an answer, a keystroke in the search) skips the cards.
 */
export const ArticleCard = memo(function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li>
      <Link
        to={`/learn/articles/${article.id}`}
        className="group flex items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary"
      >
        <Picture name={ARTICLE_PICTURES[article.category]} size={40} className="mt-0.5" />
        <div className="min-w-0 flex-1 space-y-1.5">
          <Heading className="font-semibold leading-snug group-hover:text-primary">{article.title}</Heading>
          <p className="line-clamp-2 text-muted">{article.summary}</p>
          <ArticleMeta category={article.category} readTime={article.readTime} />
        </div>
        <ChevronRight aria-hidden className="mt-1 h-5 w-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
});
