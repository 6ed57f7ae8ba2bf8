import { Search } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { normaliseSymptomText } from '../../../../core/domain/symptom-match.ts';
import { type SignStage, signsForStage, type WarningSign } from '../../../../core/domain/warning-signs.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/** Everyday symptoms shown before she types: the catalogue's routine signs for her stage. */
const MAX_RESULTS = 8;

function search(signs: readonly WarningSign[], query: string): WarningSign[] {
  const q = normaliseSymptomText(query);
  if (!q) return signs.filter((s) => s.level === 'routine').slice(0, MAX_RESULTS);
  return signs
    .filter((s) => normaliseSymptomText(s.name).includes(q) || s.keywords.some((k) => k.includes(q)))
    .slice(0, MAX_RESULTS);
}

export interface PickedSymptom {
  /** What is sent: a catalogue id, or her own words. */
  value: string;
  label: string;
}

/** What a submit logs: the chip she picked, else the words she typed (the server recognises warning signs in them). */
export function chosenSymptom(picked: PickedSymptom | null, query: string): PickedSymptom | null {
  if (picked) return picked;
  const typed = query.trim();
  return typed ? { value: typed, label: typed } : null;
}

/**
 * A searchable list of catalogue signs and common symptoms; her own words are always allowed. Typing clears an
 * earlier pick, so what she last wrote is what gets logged.
 */
export function SymptomPicker({
  stage,
  week,
  query,
  onQueryChange,
  picked,
  onPick,
  error,
}: {
  stage: SignStage;
  week: number | undefined;
  query: string;
  onQueryChange: (q: string) => void;
  picked: PickedSymptom | null;
  onPick: (p: PickedSymptom | null) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const signs = useMemo(() => signsForStage(stage, week), [stage, week]);
  const results = search(signs, query);
  const typed = query.trim();

  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block font-medium">
        What are you feeling?
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={query}
          onChange={(e) => {
            onQueryChange(e.target.value);
            if (picked) onPick(null);
          }}
          placeholder="e.g. back ache, headache"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClass, 'pl-10')}
          maxLength={200}
        />
      </div>
      <ul aria-label="Symptoms" className="flex flex-wrap gap-2">
        {typed && !results.some((s) => normaliseSymptomText(s.name) === normaliseSymptomText(typed)) ? (
          <li>
            {/* Her own words are what a submit logs until she picks something else. */}
            <Chip
              selected={picked === null || picked.value === typed}
              onClick={() => onPick({ value: typed, label: typed })}
            >
              Log &ldquo;{typed}&rdquo;
            </Chip>
          </li>
        ) : null}
        {results.map((s) => (
          <li key={s.id}>
            <Chip selected={picked?.value === s.id} onClick={() => onPick({ value: s.id, label: s.name })}>
              {s.name}
            </Chip>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Chip({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'min-h-11 rounded-full border px-4 text-base transition-colors',
        selected
          ? 'border-primary bg-primary text-primary-fg'
          : 'border-border bg-surface hover:bg-surface-2',
      )}
    >
      {children}
    </button>
  );
}
