import type { FaqItem } from '../../../../core/contracts/education.ts';
import { Accordion, AccordionItem } from '../../../components/ui/accordion.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFaqCategories } from '../api/faq-categories.ts';
import { categoryLabel } from '../categories.ts';

/** The week's questions, grouped by category, each an accordion (buttons with aria-expanded). */
export function FaqsTab({
  week,
  afterBirth,
  faqs,
  loading,
  error,
  onRetry,
}: {
  week: number | null;
  afterBirth: boolean;
  faqs: FaqItem[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const cats = useFaqCategories();
  if (week === null) {
    return (
      <EmptyState title="Choose a week to see its questions">
        Pick your pregnancy week in the card above, or search for any question.
      </EmptyState>
    );
  }
  if (error)
    return <ErrorState title="Questions didn't load" message={errorMessage(error)} onRetry={onRetry} />;
  if (loading && !faqs) {
    return (
      <p role="status" className="py-6 text-center text-muted">
        Loading questions...
      </p>
    );
  }
  if (!faqs?.length) {
    return (
      <EmptyState title={`No questions for week ${String(week)} yet`}>
        Try the search above, or ask Zara in the Ask Zara tab.
      </EmptyState>
    );
  }
  const order = cats.data?.map((c) => c.id) ?? [];
  const label = (id: string) => cats.data?.find((c) => c.id === id)?.label ?? categoryLabel(id);
  const groups = [...new Set(faqs.map((f) => f.category))].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  return (
    <div className="space-y-6">
      <p className="text-muted">
        {afterBirth
          ? 'Common questions about the last weeks and after birth.'
          : `Common questions around week ${String(week)}.`}
      </p>
      {groups.map((g) => (
        <section key={g} aria-labelledby={`faq-group-${g}`} className="space-y-2">
          <h2 id={`faq-group-${g}`} className="text-lg font-semibold">
            {label(g)}
          </h2>
          <Accordion>
            {faqs
              .filter((f) => f.category === g)
              .map((f) => (
                <AccordionItem key={f.id} value={`faq-${f.id}`} title={f.question}>
                  <p className="whitespace-pre-line">{f.answer}</p>
                </AccordionItem>
              ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}
