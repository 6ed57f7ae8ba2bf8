import { MessageCircleQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useAnswer } from '../../api/content/answer.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { ApiRequestError, errorMessage } from '../../lib/api-client.ts';
import { BackLink } from './components/back-link.tsx';
import { SourcesSection } from './components/sources-section.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * One of Zara's answers (/learn/answers/:id), whole: the direct answer, every point, what changes by week,
 * when to call, and the sources it rests on. Every library answer in the chat links here (issue 13).
 */
export function AnswerPage() {
  const { id = '' } = useParams();
  const answer = useAnswer(id);

  useDocumentTitle(answer.data?.question);

  if (answer.isPending) return <Loading label="Opening the answer..." />;
  if (answer.isError) {
    const notFound = answer.error instanceof ApiRequestError && answer.error.status === 404;
    return notFound ? (
      <div className="mx-auto max-w-md space-y-4 py-12 text-center">
        <MessageCircleQuestion aria-hidden className="mx-auto h-10 w-10 text-muted" />
        <h1 className="text-2xl font-semibold">We couldn&apos;t find that answer</h1>
        <p className="text-muted">The link may be wrong. You can ask Zara again, or look it up in Learn.</p>
        <Link to="/learn" className={buttonClass('primary')}>
          Go to Learn
        </Link>
      </div>
    ) : (
      <div>
        <BackLink label="Back" />
        <ErrorState
          title="This answer didn't load"
          message={errorMessage(answer.error)}
          onRetry={() => void answer.refetch()}
        />
      </div>
    );
  }
  const a = answer.data;
  return (
    <article className="mx-auto max-w-[68ch] space-y-6" aria-labelledby="answer-title">
      <BackLink label="Back" />
      <header className="space-y-3">
        <p className="text-sm font-medium text-muted">Zara&apos;s answer</p>
        <h1 id="answer-title" className="text-3xl leading-tight font-semibold lg:text-4xl">
          {a.question}
        </h1>
        <p className="text-lg lg:text-xl">{a.lead}</p>
      </header>
      <ul className="list-disc space-y-2 pl-6 text-base leading-relaxed lg:text-lg">
        {a.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      {a.weekNotes.length ? (
        <section aria-labelledby="weeks-heading" className="space-y-2">
          <h2 id="weeks-heading" className="text-lg font-semibold">
            What changes with the weeks
          </h2>
          <dl className="space-y-3">
            {a.weekNotes.map((n) => (
              <div key={`${n.when}-${n.text}`}>
                <dt className="font-medium">{n.when}</dt>
                <dd className="text-muted">{n.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="call-heading" className="rounded-2xl border-2 border-primary p-5">
        <h2 id="call-heading" className="text-lg font-semibold">
          When to call
        </h2>
        <p className="mt-2">{a.whenToCall}</p>
      </section>
      <SourcesSection sources={a.sources} what="answer" />
      {a.related.length ? (
        <section aria-labelledby="related-heading" className="space-y-3">
          <h2 id="related-heading" className="text-lg font-semibold">
            Read next
          </h2>
          <ul className="space-y-2">
            {a.related.map((r) => (
              <li key={r.href}>
                <Link
                  to={r.href}
                  className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2"
                >
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <BackLink label="Back" />
    </article>
  );
}
