import { useEffect } from 'react';
import type { EducationCategory } from '../../../../core/contracts/content.ts';
import type { FaqItem } from '../../../../core/contracts/content.ts';
import { Accordion, AccordionItem } from '../../../components/ui/accordion.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/status.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFaqCategories } from '../../../api/content/faq-categories.ts';
import { categoryLabel } from '../categories.ts';

/**
 * Every question for her week (or for after birth), grouped by category, each an accordion (buttons with
 * aria-expanded). The category chip filters them like the articles; `openFaq` (?faq=, from Zara's links)
 * opens that question and scrolls to it.
 */
export function FaqsTab({
  week,
  afterBirth,
  faqs,
  category,
  openFaq,
  loading,
  error,
  onRetry,
}: {
  week: number | null;
  afterBirth: boolean;
  faqs: FaqItem[] | undefined;
  category: EducationCategory | null;
  openFaq: string | null;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const cats = useFaqCategories();
  const shown = (faqs ?? []).filter((f) => category === null || f.chip === category);
  const target = openFaq && shown.some((f) => f.id === openFaq) ? `faq-${openFaq}` : null;

  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'center' });
  }, [target]);

  if (week === null && !afterBirth) {
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
  const when = afterBirth ? 'for after birth' : `for week ${String(week)}`;
  if (!shown.length) {
    return (
      <EmptyState
        title={
          category
            ? `No ${categoryLabel(category).toLowerCase()} questions ${when}`
            : `No questions ${when} yet`
        }
      >
        {category
          ? 'Choose All to see every question, or search above.'
          : 'Try the search above, or ask Zara.'}
      </EmptyState>
    );
  }
  const order = cats.data?.map((c) => c.id) ?? [];
  const label = (id: string) => cats.data?.find((c) => c.id === id)?.label ?? categoryLabel(id);
  // After birth, the after-birth questions lead; otherwise the content's own order.
  const rank = (id: FaqItem['category']) => {
    if (afterBirth && id === 'after-birth') return -1;
    const i = order.indexOf(id);
    return i < 0 ? 99 : i;
  };
  const groups = [...new Set(shown.map((f) => f.category))].sort((a, b) => rank(a) - rank(b));
  return (
    <div className="space-y-6">
      <p className="text-muted">
        {afterBirth
          ? 'Common questions about the weeks after birth, for you and your baby.'
          : `Common questions around week ${String(week)}.`}{' '}
        {shown.length === 1 ? '1 question' : `${String(shown.length)} questions`}
        {category ? ` in ${categoryLabel(category)}` : ''}.
      </p>
      {groups.map((g) => (
        <section key={g} aria-labelledby={`faq-group-${g}`} className="space-y-2">
          <h2 id={`faq-group-${g}`} className="text-lg font-semibold">
            {label(g)}
          </h2>
          <Accordion {...(target ? { defaultValue: [target] } : {})}>
            {shown
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
