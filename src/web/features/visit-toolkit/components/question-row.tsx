import { Pencil, Trash2 } from 'lucide-react';
import type { VisitQuestion } from '../../../../core/contracts/visit-toolkit.ts';
import type { QuestionSource } from '../../../../core/domain/visit-questions.ts';
import { IconButton } from '../../../components/ui/button.tsx';
import { CheckRow } from '../../../components/ui/check-row.tsx';
import { cn } from '../../../lib/cn.ts';

const FROM: Readonly<Record<QuestionSource, string | null>> = {
  own: null,
  zara: 'From a Zara reply',
  article: 'From an article',
  'symptom-log': 'From your symptom log',
};

/** One question: the whole row ticks it as asked (44 px and more); edit and delete beside it. */
export function QuestionRow({
  question,
  onAsked,
  onEdit,
  onDelete,
  busy,
}: {
  question: VisitQuestion;
  onAsked: (asked: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const from = FROM[question.source];
  const short = question.text.length > 40 ? `${question.text.slice(0, 40)}…` : question.text;
  return (
    <li className="flex items-start gap-1" data-testid="visit-question">
      <CheckRow checked={question.asked} onChange={onAsked} tone="primary">
        <span className="sr-only">Asked: </span>
        <span className={cn('block break-words', question.asked && 'text-muted line-through')}>
          {question.text}
        </span>
        {from ? <span className="block text-sm text-muted">{from}</span> : null}
      </CheckRow>
      {question.asked ? null : (
        <IconButton icon={Pencil} label={`Edit "${short}"`} onClick={onEdit} disabled={busy} />
      )}
      <IconButton icon={Trash2} label={`Delete "${short}"`} onClick={onDelete} disabled={busy} />
    </li>
  );
}
