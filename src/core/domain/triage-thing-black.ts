/**
 * A thing that goes black is not her sight going (docs/clinical-safety.md, "How triage reads a message"; iteration
 * 43, H130): "the cord is drying out and going black" is the cord stump drying, "my toenail went black" a bruise,
 * while "everything went black", "my vision is going black" and "she said it's going black" stay faintness. Read
 * when the concepts are tagged (triage-context.ts), for the rules and the net alike.
 */
import type { Token } from './triage-text.ts';

/** Things that can be black: the cord stump, a nail, a bruise, fruit, a screen. */
const THING =
  /^(?:cord|stump|umbilical|nail|nails|toenail|toenails|bruise|banana|bananas|avocado|screen|phone|tv|telly|sky|scab|poo|poop|nipple|nipples|tip|end|edges?)$/;

/** Whether the concept at [start, end) is a dizzy "going black" said of a thing named just before it. */
export function thingGoneBlack(
  tokens: readonly Token[],
  m: { c: string; start: number; end: number },
): boolean {
  if (
    m.c !== 'dizzy' ||
    !/^(?:going|gone|went|turning|turned|goes) black$/.test(span(tokens, m.start, m.end))
  )
    return false;
  const sent = tokens[m.start]?.sent;
  for (let k = m.start - 1; k >= Math.max(0, m.start - 7) && tokens[k]?.sent === sent; k--)
    if (THING.test(tokens[k]?.w ?? '')) return true;
  return false;
}

const span = (tokens: readonly Token[], from: number, to: number) =>
  tokens
    .slice(from, to)
    .map((t) => t.w)
    .join(' ');
