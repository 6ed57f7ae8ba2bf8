import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { SearchResult } from '../../../../core/contracts/content.ts';
import { Highlighted } from './highlighted.tsx';

/**
 * A question among the search results: the matched part of its answer, and the whole answer in place at a tap
 * (a question has no page of its own to open).
 */
export function FaqResult({ result }: { result: SearchResult }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const header = useRef<HTMLButtonElement>(null);
  return (
    <li className="rounded-2xl border border-border bg-surface-2">
      <h3 className="m-0">
        <button
          ref={header}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="group flex w-full items-start gap-3 rounded-2xl p-4 text-left hover:bg-surface"
        >
          <span className="min-w-0 flex-1">
            {/* Seen, not read out: the heading's name stays the question itself. */}
            <span aria-hidden className="mb-1 block text-xs font-semibold tracking-wide text-muted uppercase">
              Question
            </span>
            <span className="block font-semibold leading-snug">
              <Highlighted runs={result.title} />
            </span>
          </span>
          <ChevronDown
            aria-hidden
            className="mt-1 h-5 w-5 shrink-0 text-muted transition-transform group-aria-expanded:rotate-180"
          />
        </button>
      </h3>
      <div id={panelId} className="px-4 pb-4">
        {open && result.answer ? (
          <p className="whitespace-pre-line text-fg">{result.answer}</p>
        ) : (
          <p className="text-fg">
            <Highlighted runs={result.snippet} />{' '}
            <button
              type="button"
              onClick={() => {
                setOpen(true);
                // This button goes away as the answer opens: keep her place on the question.
                header.current?.focus();
              }}
              className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
            >
              Read the full answer
            </button>
          </p>
        )}
      </div>
    </li>
  );
}
