import AhoCorasick from 'modern-ahocorasick';
import { literalNeeds } from './fold-needs.ts';

/**
 * A cheap test run before a costly rewrite. A fold that opens with a lookbehind over a stretch of text ("a word
 * about alcohol, then up to 200 characters, then ...") makes the regex engine look back from every position of
 * the question: most of the answer library's folding time went to six such folds. The lookbehind can only match
 * where its leading words occur, so when they occur nowhere in the text the fold is skipped: the same result,
 * found with one forward scan.
 */

/**
 * A rewrite, and when its pattern opens with a choice (so no lookbehind guard can be worked out), a test its
 * text must pass for the rewrite to change anything (a word every choice needs), given with it.
 */
export type Fold = readonly [RegExp, string] | readonly [RegExp, string, RegExp];

/**
 * A leading lookbehind's shape: where its first run of filler at the top starts (`.*`, `.{0,200}`,
 * `[^?!]{0,120}`; -1 when none), whether it holds a choice at the top, and where it closes; null without one.
 */
function scanLookbehind(src: string): { filler: number; choice: boolean; close: number } | null {
  if (!src.startsWith('(?<=')) return null;
  let depth = 0;
  let filler = -1;
  let choice = false;
  for (let i = 4; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      const close = classEnd(src, i);
      if (depth === 0 && filler < 0 && src[i + 1] === '^' && isRepeat(src[close + 1])) filler = i;
      i = close;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return { filler, choice, close: i };
      depth--;
    } else if (c === '|' && depth === 0) choice = true;
    else if (c === '.' && depth === 0 && filler < 0 && isRepeat(src[i + 1])) filler = i;
  }
  return null;
}

/**
 * The part of a leading lookbehind before its first run of filler, as a regex that must match somewhere in any
 * text the fold changes; null when there is no such part to test (no filler, or a choice at the top: no one part
 * is needed).
 */
export function lookbehindGuard(re: RegExp): RegExp | null {
  const shape = scanLookbehind(re.source);
  if (!shape || shape.choice || shape.filler < 0) return null;
  return guard(re.source.slice(4, shape.filler), re);
}

/**
 * The part of a fold after its leading lookbehind, as a regex that must match somewhere in any text the fold
 * changes (wherever the whole matches, the part after the lookbehind matches too); null without a lookbehind.
 */
export function bodyGuard(re: RegExp): RegExp | null {
  const shape = scanLookbehind(re.source);
  if (!shape) return null;
  const body = re.source.slice(shape.close + 1);
  // A back-reference would count its groups from the whole pattern: no guard then.
  if (!body.replace(/\\b/g, '').trim() || /\\[1-9k]/.test(body)) return null;
  try {
    return new RegExp(body, re.flags.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}

/** Both guards at once: one test that passes only where each does (each searched from the start). */
function both(a: RegExp | null, b: RegExp | null): RegExp | null {
  if (!a || !b) return a ?? b;
  try {
    return new RegExp(String.raw`^(?=[\s\S]*?(?:${a.source}))(?=[\s\S]*?(?:${b.source}))`, a.flags);
  } catch {
    return a;
  }
}

/**
 * A fold ready to apply: its rewrite, a test its text must pass (null: none), and literal strings one of which its
 * text must hold (null: none known).
 */
export type GuardedFold = readonly [RegExp, string, RegExp | null, ReadonlyArray<string> | null];

/** Folds ready to apply in order, with one matcher for all their literal strings. */
export interface PreparedFolds {
  readonly folds: ReadonlyArray<GuardedFold>;
  /** Every fold's literal strings in one Aho–Corasick dictionary; `owner[i]` is the fold of its i-th string. */
  readonly matcher: AhoCorasick | null;
  readonly owner: Int32Array;
  /** The length of the longest literal string. */
  readonly longest: number;
}

/**
 * Folds to apply, prepared (parsed, their strings gathered into the matcher: about a quarter of a second for the
 * answer library's 800) the first time a text is folded, so a process that imports them and never folds does not pay.
 */
export interface FoldSet {
  readonly prepared: PreparedFolds;
}

/**
 * Each fold with the guards it can be skipped by, worked out once: the words of its leading lookbehind, and since
 * answers iteration 30 the rest of its pattern too. A lookbehind's words are in most questions ("weeks",
 * "pregnant"), and then the lookbehind was tried from every position: most of a long question's folding time
 * went to one such fold. Its own words ("what should I do now") occur in few questions, and one forward scan
 * for them finds that. Since session 48, also the literal strings its pattern cannot match without
 * (fold-needs.ts), all folds' together in one Aho–Corasick dictionary: one scan of a text tells which of the 800
 * folds could change it (a long question has a dozen), where trying each fold's pattern from every position of the
 * text took most of an answer's time.
 */
export function guardFolds(folds: ReadonlyArray<Fold>): FoldSet {
  let prepared: PreparedFolds | undefined;
  return {
    get prepared() {
      return (prepared ??= prepare(folds));
    },
  };
}

function prepare(folds: ReadonlyArray<Fold>): PreparedFolds {
  const guarded = folds.map(
    (f) => [f[0], f[1], f[2] ?? both(lookbehindGuard(f[0]), bodyGuard(f[0])), literalNeeds(f[0])] as const,
  );
  const strings: string[] = [];
  const owner: number[] = [];
  guarded.forEach(([, , , literals], i) => {
    for (const l of literals ?? []) {
      strings.push(l);
      owner.push(i);
    }
  });
  return {
    folds: guarded,
    matcher: strings.length ? new AhoCorasick(strings) : null,
    owner: Int32Array.from(owner),
    longest: Math.max(0, ...strings.map((l) => l.length)),
  };
}

/**
 * Texts the matcher reads exactly as `includes` does: it finds strings at grapheme boundaries, where a fold's
 * pattern works in UTF-16 units, and the two agree wherever no character joins the one before it into a single
 * grapheme (a combining accent, a joiner, a variation selector, a skin tone). So the matcher is used only on texts
 * of Latin letters, punctuation and plain emoji; any other text is folded by trying every fold, as before it.
 */
const SCANNABLE = /^[\t\n\r\u0020-\u024f\u2010-\u205e\p{Extended_Pictographic}]*$/u;

/** Which folds' literal strings occur in a text (by fold), or null when the matcher cannot tell (every fold may match). */
function present(set: PreparedFolds, text: string): Uint8Array | null {
  if (!set.matcher || !SCANNABLE.test(text)) return null;
  const hit = new Uint8Array(set.folds.length);
  mark(set, text, hit);
  return hit;
}

function mark(set: PreparedFolds, text: string, hit: Uint8Array): void {
  for (const m of set.matcher?.iterate(text) ?? []) hit[set.owner[m.patternIndex] ?? 0] = 1;
}

/**
 * After a fold changed `before` into `after`: adds the strings that may now occur, from the changed stretch and as
 * far either side as a string could reach into it (a string wholly outside it was there before). Strings that went
 * stay marked; their folds are only tried and change nothing.
 */
function update(
  set: PreparedFolds,
  before: string,
  after: string,
  hit: Uint8Array | null,
): Uint8Array | null {
  if (!hit) return null;
  if (!SCANNABLE.test(after)) return null;
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail++;
  const reach = set.longest - 1;
  mark(set, after.slice(Math.max(0, head - reach), Math.min(after.length, after.length - tail + reach)), hit);
  return hit;
}

/**
 * The folds applied in order. A fold is skipped when none of its literal strings is in the text as it stands
 * (updated after each fold that changes it), or its guard fails; either way it could not have changed it.
 */
export function applyFolds(folds: FoldSet, text: string): string {
  const set = folds.prepared;
  let t = text;
  let hit = present(set, t);
  set.folds.forEach(([re, to, needs, literals], i) => {
    if ((literals && hit && !hit[i]) || (needs && !needs.test(t))) return;
    const out = t.replace(re, to);
    if (out !== t) {
      hit = update(set, t, out, hit);
      t = out;
    }
  });
  return t;
}

const isRepeat = (c: string | undefined) => c === '*' || c === '+' || c === '{';

function classEnd(src: string, open: number): number {
  for (let i = open + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === ']') return i;
  }
  return src.length;
}

function guard(prefix: string, re: RegExp): RegExp | null {
  // A prefix of assertions alone (\b) tests nothing.
  if (!prefix.replace(/\\b/g, '').trim()) return null;
  try {
    return new RegExp(prefix, re.flags.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}

/**
 * A language's folds, applied only to a question written (at least partly) in that language: at least `min`
 * of its marker words (words an English question does not use) occur. An English question is tested with one
 * scan of the markers and left exactly as it was, so its entry cannot change and the folds cost it nothing.
 */
export function languageFolds(
  markers: RegExp,
  min: number,
  folds: ReadonlyArray<Fold>,
): (text: string) => string {
  const guarded = guardFolds(folds);
  const global = new RegExp(
    markers.source,
    markers.flags.includes('g') ? markers.flags : `${markers.flags}g`,
  );
  return (text) => {
    global.lastIndex = 0;
    for (let found = 0; global.exec(text); ) if (++found >= min) return applyFolds(guarded, text);
    return text;
  };
}
