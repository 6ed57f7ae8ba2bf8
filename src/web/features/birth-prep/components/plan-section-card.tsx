import type { BirthPlanSection } from '../../../../core/contracts/birth-prep.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

/** One section of her birth plan: its options as checkboxes, or as radio buttons where one answer fits. */
export function PlanSectionCard({
  section,
  chosen,
  onChange,
}: {
  section: BirthPlanSection;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const picked = new Set(chosen);
  const toggle = (id: string, on: boolean) => {
    if (!section.multiple) return onChange(on ? [id] : []);
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    onChange(section.options.filter((o) => next.has(o.id)).map((o) => o.id));
  };
  const descId = `plan-${section.id}-desc`;
  return (
    <fieldset
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm"
      aria-describedby={descId}
      data-testid={`plan-section-${section.id}`}
    >
      <legend className="float-left w-full text-lg leading-snug font-semibold">{section.title}</legend>
      <p id={descId} className="clear-both pt-1 text-muted">
        {section.description}
      </p>
      <p className="mt-2 text-sm text-muted">{section.multiple ? 'Choose any that apply.' : 'Choose one.'}</p>
      <ul className="mt-2 space-y-1">
        {section.options.map((o) => (
          <li key={o.id}>
            <label
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 py-2 hover:bg-surface-2',
                picked.has(o.id) && 'bg-primary-soft',
              )}
            >
              <input
                type={section.multiple ? 'checkbox' : 'radio'}
                name={section.multiple ? undefined : `plan-${section.id}`}
                value={o.id}
                checked={picked.has(o.id)}
                onChange={(e) => toggle(o.id, e.target.checked)}
                className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
              />
              <span>{o.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {!section.multiple && picked.size > 0 ? (
        <Button variant="ghost" size="sm" className="mt-1 text-muted" onClick={() => onChange([])}>
          Clear my choice
        </Button>
      ) : null}
    </fieldset>
  );
}
