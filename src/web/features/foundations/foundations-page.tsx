import { useState } from 'react';
import { Link } from 'react-router';
import { Chip } from '../../components/ui/chip.tsx';
import { ErrorState, Loading } from '../../components/ui/status.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAfterBirthEducation } from '../../api/content/after-birth.ts';
import { useGuides } from '../../api/content/guides.ts';
import { useMyStage } from '../../api/profile/my-stage.ts';
import { useWeeklyEducation } from '../../api/content/weekly.ts';
import { useArticleSummaries } from '../../api/content/article-summaries.ts';
import { EmergencyBox } from './components/emergency-box.tsx';
import { TopicCard } from './components/topic-card.tsx';
import { type FoundationsStage, topicFaqs, topicsFor } from './topics.ts';

/** Foundations (/foundations): the basics for her stage, built from the content library. */
export function FoundationsPage() {
  const status = useMyStage();
  const mine = status.data ?? null;
  const [picked, setPicked] = useState<FoundationsStage>('pregnant');
  const stage: FoundationsStage = mine?.stage ?? picked;
  const week = mine?.stage === 'pregnant' ? mine.week : null;
  const topics = topicsFor(stage);
  const articles = useArticleSummaries([...new Set(topics.flatMap((t) => t.articles))]);
  const guides = useGuides();
  // Questions come from her week's FAQs, or after birth from the after-birth ones.
  const weekly = useWeeklyEducation(stage === 'pregnant' ? week : null);
  const afterBirth = useAfterBirthEducation(
    stage === 'postpartum' ? (mine?.stage === 'postpartum' ? mine.week : 0) : null,
  );
  const availableFaqs = (stage === 'pregnant' ? weekly.data?.faqs : afterBirth.data?.faqs) ?? [];

  if (status.isPending && status.fetchStatus !== 'idle')
    return <Loading label="Finding the basics for you..." />;

  const fitsWeek = (start: number, end: number) => week === null || (start <= week && week <= end);

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold">Foundations</h1>
        <p className="text-lg text-muted">
          {stage === 'pregnant'
            ? 'The basics that matter all through pregnancy: eating well, what to avoid, moving, sleeping, your mind, and when to call.'
            : 'The basics for the weeks after birth: your recovery, feeding, sleep, gentle movement, your mind, and when to call.'}
        </p>
      </header>

      {mine === null ? (
        <div role="group" aria-labelledby="stage-pick" className="space-y-2 rounded-2xl bg-surface-2 p-4">
          <p id="stage-pick" className="font-medium">
            Your profile isn&apos;t set up yet. Show the basics for:
          </p>
          <div className="flex flex-wrap gap-2">
            <Chip selected={stage === 'pregnant'} onClick={() => setPicked('pregnant')}>
              Pregnancy
            </Chip>
            <Chip selected={stage === 'postpartum'} onClick={() => setPicked('postpartum')}>
              After birth
            </Chip>
          </div>
        </div>
      ) : null}

      {/* The links wrap rather than scroll sideways, so none is hidden off the edge of a phone. */}
      <nav aria-label="On this page">
        <ul className="flex flex-wrap gap-2">
          {topics.map((t) => (
            <li key={t.id} className="shrink-0">
              <a
                href={`#${t.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-2"
              >
                {t.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {articles.isError && !articles.byId.size ? (
        <ErrorState
          title="The basics didn't load"
          message={errorMessage(articles.error)}
          onRetry={articles.refetch}
        />
      ) : articles.isPending && !articles.byId.size ? (
        <Loading label="Gathering the basics..." />
      ) : (
        topics.map((t) => {
          const all = t.articles.flatMap((id) => articles.byId.get(id) ?? []);
          const fitting = t.byWeek ? all.filter((a) => fitsWeek(a.weekStart, a.weekEnd)) : all;
          const faqs = topicFaqs(t, availableFaqs);
          return (
            <TopicCard
              key={t.id}
              topic={t}
              articles={fitting.length ? fitting : all}
              guide={guides.data?.find((g) => g.id === t.guide?.id)}
              faqs={faqs}
            >
              {t.emergency ? <EmergencyBox stage={stage} week={week} /> : null}
            </TopicCard>
          );
        })
      )}

      <p className="text-center text-muted">
        Want more?{' '}
        <Link to="/learn" className="font-medium text-primary underline underline-offset-4">
          Explore all articles in Learn
        </Link>
      </p>
    </div>
  );
}
