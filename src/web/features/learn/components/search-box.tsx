import { Search, X } from 'lucide-react';
import { inputClass } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/** The search field: results follow as she types; Enter searches at once. */
export function SearchBox({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (v: string) => void;
  onSubmit: () => void;
}) {
  return (
    <form
      role="search"
      aria-label="Articles and questions"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="relative"
    >
      <label htmlFor="learn-search" className="sr-only">
        Search articles and questions
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-muted"
      />
      <input
        id="learn-search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={200}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search, e.g. heartburn"
        className={cn(
          inputClass,
          'min-h-12 rounded-2xl pr-12 pl-12 [&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-surface-2"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      ) : null}
    </form>
  );
}
