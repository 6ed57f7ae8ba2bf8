/**
 * A tiny, safe renderer for the content library's simple markdown: '## ' and '### ' headings, paragraphs,
 * '- ' (or '• ', as Zara's replies write them) and '1. ' lists, and **bold**. It builds React elements from text, so nothing in the content can
 * become HTML (no dangerouslySetInnerHTML).
 */
import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type Block = { kind: 'h2' | 'h3' | 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

const bullet = /^\s*[-*•]\s+/;
const numbered = /^\s*\d+[.)]\s+/;

/** Splits markdown into blocks; lines of one paragraph are joined with a space. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  let list = null as { kind: 'ul' | 'ol'; items: string[] } | null;
  const flush = () => {
    if (para.length) blocks.push({ kind: 'p', text: para.join(' ') });
    para = [];
    if (list) blocks.push(list);
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: (heading[1]?.length ?? 2) >= 3 ? 'h3' : 'h2', text: heading[2] ?? '' });
      continue;
    }
    const kind = bullet.test(raw) ? 'ul' : numbered.test(raw) ? 'ol' : null;
    if (kind) {
      if (para.length) {
        blocks.push({ kind: 'p', text: para.join(' ') });
        para = [];
      }
      if (list?.kind !== kind) {
        if (list) blocks.push(list);
        list = { kind, items: [] };
      }
      list.items.push(line.replace(kind === 'ul' ? bullet : numbered, ''));
      continue;
    }
    if (list) {
      // A continuation line of the last list item.
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line}`;
      continue;
    }
    para.push(line);
  }
  flush();
  return blocks;
}

/** Inline text with **bold** runs as <strong>. */
export function Inline({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*]+\*\*)/g).filter(Boolean);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
          <strong key={i} className="font-semibold">
            {part.slice(2, -2)}
          </strong>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * Renders simple markdown as React elements inside `.prose-zara`.
 * `headingOffset` shifts headings down (## becomes h3 with 1) where the page already uses h2 above.
 */
export function Markdown({
  source,
  className,
  headingOffset = 0,
}: {
  source: string;
  className?: string;
  headingOffset?: 0 | 1;
}) {
  const blocks = parseMarkdown(source);
  const nodes: ReactNode[] = blocks.map((b, i) => {
    switch (b.kind) {
      case 'h2':
        return headingOffset ? (
          <h3 key={i}>
            <Inline text={b.text} />
          </h3>
        ) : (
          <h2 key={i}>
            <Inline text={b.text} />
          </h2>
        );
      case 'h3':
        return headingOffset ? (
          <h4 key={i} className="mt-4 mb-1 font-semibold">
            <Inline text={b.text} />
          </h4>
        ) : (
          <h3 key={i}>
            <Inline text={b.text} />
          </h3>
        );
      case 'p':
        return (
          <p key={i}>
            <Inline text={b.text} />
          </p>
        );
      case 'ul':
      case 'ol': {
        const List = b.kind;
        return (
          <List key={i}>
            {b.items.map((item, j) => (
              <li key={j}>
                <Inline text={item} />
              </li>
            ))}
          </List>
        );
      }
    }
  });
  return <div className={cn('prose-zara', className)}>{nodes}</div>;
}
