/**
 * Crying called weeping or a burst into tears, and a thing that was cut, are not a wound (docs/clinical-safety.md, "Rules over concepts",
 * iteration 26; found by the blind batch H75): "I'm weeping at breakfast" is a person crying, and "the toast was cut
 * wrong" a thing cut, while "my scar is weeping" and "the cut is red and weeping" stay a wound that looks infected.
 * Read when the concepts are tagged (triage-context.ts), for the rules and the net alike.
 */
import type { Token } from './triage-text.ts';

/** A person weeping: "I am weeping", "she's been weeping", "weeping at breakfast", "started weeping". */
const PERSON_BEFORE =
  /(?:^|\b)(?:i|she|he|we|you|me|mum|wife|partner|been|was|am|is|are|were|keep|kept|started|start|just|sat|sitting|lay|lying|always|still|so|and) $/;
const CRYING_AFTER = /^(?:at|over|about|because|for|in|into|on|all|every|when|while|like|again|tears)\b/;
/** What a wound can be (a body's), before "was cut": not "the toast was cut", "the cake is cut". */
const BODY =
  /^(?:i|she|he|me|her|skin|perineum|tummy|belly|stomach|finger|fingers|hand|leg|arm|wound|scar|tear|stitches|nipple|nipples)$/;

/** Whether the concept at [start, end) is crying called weeping, or a thing that was cut, and not a wound. */
export function notAWound(tokens: readonly Token[], m: { c: string; start: number; end: number }): boolean {
  const w = tokens[m.start]?.w ?? '';
  if (m.c === 'infected' && w === 'weeping') {
    const before = `${tokens[m.start - 2]?.w ?? ''} ${tokens[m.start - 1]?.w ?? ''} `;
    const after = tokens
      .slice(m.end, m.end + 2)
      .map((t) => t.w)
      .join(' ');
    // ("my scar is weeping", "the wound is weeping at one end": the wound named just before it weeps.)
    if (/\b(?:scar|wound|cut|incision|stitches|tear|section|site|it)\b/.test(before)) return false;
    return PERSON_BEFORE.test(before) || CRYING_AFTER.test(after);
  }
  // ("she burst into tears because I ate the last cookie", "burst out laughing": a burst of feeling, not a wound
  // bursting open; iteration 43, H132.)
  if (m.c === 'infected' && w === 'burst' && FEELING_AFTER.test(span(tokens, m.end, m.end + 2))) return true;
  if (m.c === 'wound' && w === 'cut' && /^(?:was|is|were|been|got)$/.test(tokens[m.start - 1]?.w ?? ''))
    return !BODY.test(tokens[m.start - 2]?.w ?? '');
  return false;
}

/** A feeling burst into: "into tears", "out crying", "out laughing", "into song". */
const FEELING_AFTER =
  /^(?:into (?:tears|tear|sobs|laughter|giggles|song|a smile|a fit of)|out (?:crying|laughing|sobbing|in tears|into tears)|(?:in )?to tears)\b/;
const span = (tokens: readonly Token[], from: number, to: number) =>
  tokens
    .slice(from, to)
    .map((t) => t.w)
    .join(' ');
