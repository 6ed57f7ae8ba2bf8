/**
 * What a triage meaning rule reports, and how a regular expression over the normalised text becomes one.
 * Rules read meaning rather than catalogue phrases (triage.ts); they live in small files by theme.
 */

export interface RuleMatch {
  signId: string;
  /** Token index range (end exclusive) in the normalised message. */
  start: number;
  end: number;
  phrase: string;
  /** The rule's phrase already carries its own negation ("not feeding"): skip the negation check. */
  selfNegated?: boolean;
}

/** Tokens before a character offset of the space-joined token text. */
const tokensBefore = (text: string, offset: number) =>
  text.slice(0, offset).split(' ').filter(Boolean).length;

/** The token range of a character span of the space-joined token text. */
export function tokenRange(text: string, index: number, length: number): { start: number; end: number } {
  const start = tokensBefore(text, index);
  return { start, end: Math.max(start + 1, tokensBefore(text, index + length)) };
}

export interface MatchOptions {
  /** The phrase carries its own negation ("not feeding"). */
  selfNegated?: boolean;
  /** Keep a match only when this says so (guards against everyday idioms). */
  keep?: (m: RegExpExecArray) => boolean;
}

/** Every match of `re` (made global here) as a rule match over the tokens of `text`. */
export function regexMatches(
  text: string,
  re: RegExp,
  signId: string,
  phrase: string,
  { selfNegated = false, keep }: MatchOptions = {},
): RuleMatch[] {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  const out: RuleMatch[] = [];
  for (let m = g.exec(text); m; m = g.exec(text)) {
    if (m[0] === '') {
      g.lastIndex++;
      continue;
    }
    if (keep && !keep(m)) continue;
    out.push({
      signId,
      ...tokenRange(text, m.index, m[0].length),
      phrase,
      ...(selfNegated ? { selfNegated } : {}),
    });
  }
  return out;
}

/** The sentence of the normalised text around a character offset (sentence marks are their own tokens). */
export function sentenceAround(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const from = Math.max(before.lastIndexOf(' . '), before.lastIndexOf(' ! '), before.lastIndexOf(' ? '));
  const rest = text.slice(offset);
  const ends = [' . ', ' ! ', ' ? '].map((m) => rest.indexOf(m)).filter((i) => i >= 0);
  const to = ends.length ? offset + Math.min(...ends) : text.length;
  return text.slice(from < 0 ? 0 : from + 3, to);
}

/** A family of wordings for one meaning, with a guard judged on the sentence around each match. */
export interface Family {
  re: RegExp;
  phrase: string;
  /** Judged on the sentence around the match (and the whole text): false drops it. */
  guard?: (sentence: string, m: RegExpExecArray, text: string) => boolean;
}

export function familyMatches(text: string, fams: readonly Family[], signId: string): RuleMatch[] {
  const out: RuleMatch[] = [];
  for (const f of fams)
    out.push(
      ...regexMatches(text, f.re, signId, f.phrase, {
        ...(f.guard ? { keep: (m) => f.guard?.(sentenceAround(text, m.index), m, text) ?? true } : {}),
      }),
    );
  return out;
}
