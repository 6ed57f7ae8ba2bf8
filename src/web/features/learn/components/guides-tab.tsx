import { BookHeart } from 'lucide-react';
import { Accordion, AccordionItem } from '../../../components/ui/accordion.tsx';
import { Markdown } from '../../../components/ui/markdown.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useGuides } from '../../../api/content/guides.ts';

/** The two guides; each section opens in place. */
export function GuidesTab() {
  const guides = useGuides();
  if (guides.isError) {
    return (
      <ErrorState
        title="Guides didn't load"
        message={errorMessage(guides.error)}
        onRetry={() => void guides.refetch()}
      />
    );
  }
  if (guides.isPending) {
    return (
      <p role="status" className="py-6 text-center text-muted">
        Loading guides...
      </p>
    );
  }
  if (!guides.data.length)
    return <EmptyState title="No guides yet">Browse the articles tab meanwhile.</EmptyState>;
  return (
    <div className="space-y-6">
      {guides.data.map((g) => (
        <section key={g.id} aria-labelledby={`guide-${g.id}`} className="space-y-3">
          <div className="flex gap-3">
            <span className="mt-0.5 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sage-soft text-sage">
              <BookHeart aria-hidden className="h-5 w-5" />
            </span>
            <div>
              <h2 id={`guide-${g.id}`} className="text-lg font-semibold">
                {g.title}
              </h2>
              <p className="text-muted">{g.summary}</p>
            </div>
          </div>
          <Accordion>
            {g.sections.map((s, i) => (
              <AccordionItem key={s.heading} value={`${g.id}-${String(i)}`} title={s.heading}>
                <Markdown source={s.body} headingOffset={1} />
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}
