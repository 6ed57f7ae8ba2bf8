import {
  Apple,
  Ban,
  Baby,
  Bed,
  Footprints,
  HeartHandshake,
  HeartPulse,
  Link as LinkIcon,
  PhoneCall,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticleSummary, FaqItem } from '../../../../core/contracts/content.ts';
import type { Guide } from '../../../../core/contracts/content.ts';
import { Accordion, AccordionItem } from '../../../components/ui/accordion.tsx';
import { Markdown } from '../../../components/ui/markdown.tsx';
import type { Topic, TopicIcon } from '../topics.ts';

const icons: Record<TopicIcon, typeof Apple> = {
  nutrition: Apple,
  avoid: Ban,
  movement: Footprints,
  sleep: Bed,
  mind: HeartHandshake,
  call: PhoneCall,
  recovery: HeartPulse,
  feeding: Baby,
};

/** One topic: a line of why, the article summaries (linked), guide sections and FAQ answers that open in place. */
export function TopicCard({
  topic,
  articles,
  guide,
  faqs,
  children,
}: {
  topic: Topic;
  articles: ArticleSummary[];
  guide: Guide | undefined;
  faqs: FaqItem[];
  children?: ReactNode;
}) {
  const Icon = icons[topic.icon];
  const sections = guide?.sections.filter((s) => topic.guide?.headings.includes(s.heading)) ?? [];
  return (
    <section
      id={topic.id}
      aria-labelledby={`topic-${topic.id}`}
      className="scroll-mt-20 space-y-4 rounded-3xl border border-border bg-surface p-5 shadow-sm"
    >
      <div className="flex gap-3">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <div>
          <h2 id={`topic-${topic.id}`} className="text-xl font-semibold">
            {topic.title}
          </h2>
          <p className="text-muted">{topic.intro}</p>
        </div>
      </div>
      {children}
      {articles.length ? (
        <ul className="space-y-3">
          {articles.map((a) => (
            <li key={a.id} className="rounded-2xl bg-surface-2 p-4">
              <h3 className="font-semibold leading-snug">{a.title}</h3>
              <p className="mt-1">{a.summary}</p>
              <Link
                to={`/learn/articles/${a.id}`}
                aria-label={`Read the article: ${a.title} (${String(a.readTime)} min)`}
                className="mt-2 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
              >
                Read the article ({a.readTime} min)
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {sections.length || faqs.length ? (
        <Accordion>
          {sections.map((s) => (
            <AccordionItem key={s.heading} value={`${topic.id}-${s.heading}`} title={s.heading}>
              <Markdown source={s.body} headingOffset={1} />
              <p className="text-sm text-muted">From the guide “{guide?.title}”.</p>
            </AccordionItem>
          ))}
          {faqs.map((f) => (
            <AccordionItem key={f.id} value={`${topic.id}-${f.id}`} title={f.question}>
              <p className="whitespace-pre-line">{f.answer}</p>
            </AccordionItem>
          ))}
        </Accordion>
      ) : null}
      {topic.links?.length ? (
        <ul className="flex flex-wrap gap-2">
          {topic.links.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-border px-4 font-medium hover:bg-surface-2"
              >
                <LinkIcon aria-hidden className="h-4 w-4" />
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
