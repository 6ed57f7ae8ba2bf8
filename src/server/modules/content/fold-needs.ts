/**
 * The words a regular expression cannot match without: a short list of literal strings, one of which occurs in any
 * text the expression matches ("\b(?:we|they) (?:all|always) had\b" needs " all " or " always ", among others, and
 * most of all " had"). Worked out once from the expression's syntax tree (parsed by ESLint's regexpp), so a fold can
 * be skipped with a few `includes` scans where the regex engine would try its pattern from every position of the
 * text. Nothing is guessed: where the tree gives no such list (a class of letters, a back-reference, an optional
 * part), the answer is null and the fold runs as before.
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';

/** What a part of a pattern can match: every string it can match when that is a short list, and strings one of which is in any match. */
interface Reading {
  /** Every string this part can match, when there are few (null: too many, or not known). */
  exact: ReadonlySet<string> | null;
  /** Strings one of which occurs in whatever this part matches (null: nothing known). */
  needs: ReadonlySet<string> | null;
}

/** The most strings an exact list may hold before it stops being worth keeping. */
const MAX_EXACT = 48;
/** The shortest string worth requiring: one letter occurs in almost every text. */
const MIN_LENGTH = 2;
/** Strings this long rule out most texts; shorter ones ("he", "in") are kept only where nothing better is known. */
const TELLING_LENGTH = 4;
/** The most strings a requirement may hold: past that, scanning for them all costs more than the fold. */
const MAX_NEEDS = 24;

const EMPTY: Reading = { exact: new Set(['']), needs: null };
const UNKNOWN: Reading = { exact: null, needs: null };

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** The literal strings one of which occurs in any text `re` matches, or null when none can be worked out. */
export function literalNeeds(re: RegExp): string[] | null {
  let pattern: AST.Pattern;
  try {
    pattern = parser.parsePattern(re.source, 0, re.source.length, {
      unicode: re.flags.includes('u'),
      unicodeSets: re.flags.includes('v'),
    });
  } catch {
    return null;
  }
  const fold = re.flags.includes('i') ? (s: string) => s.toLowerCase() : (s: string) => s;
  const needs = usable(minimal(disjunction(pattern.alternatives, fold).needs));
  return needs && needs.size <= MAX_NEEDS ? [...needs] : null;
}

/** A list of strings worth testing: none empty or too short to tell texts apart. */
function usable(set: ReadonlySet<string> | null): ReadonlySet<string> | null {
  if (!set || set.size === 0) return null;
  for (const s of set) if (s.length < MIN_LENGTH) return null;
  return set;
}

/**
 * The better of two requirements: the shorter list (each string is one scan of the text), unless its strings are
 * so short they occur in most texts.
 */
function better(a: ReadonlySet<string> | null, b: ReadonlySet<string> | null): ReadonlySet<string> | null {
  const ua = usable(a);
  const ub = usable(b);
  if (!ua || !ub) return ua ?? ub;
  const telling = (s: ReadonlySet<string>) => Math.min(...[...s].map((x) => x.length)) >= TELLING_LENGTH;
  const [ta, tb] = [telling(ua), telling(ub)];
  if (ta !== tb) return ta ? ua : ub;
  const [ma, mb] = [minimal(ua), minimal(ub)] as [ReadonlySet<string>, ReadonlySet<string>];
  return ma.size <= mb.size ? ma : mb;
}

function union(sets: ReadonlyArray<ReadonlySet<string> | null>, cap: number): ReadonlySet<string> | null {
  const out = new Set<string>();
  for (const s of sets) {
    if (!s) return null;
    for (const x of s) out.add(x);
  }
  return out.size > cap ? null : out;
}

/** A requirement without the strings that hold another of its strings: where the longer occurs, so does the shorter. */
function minimal(set: ReadonlySet<string> | null): ReadonlySet<string> | null {
  if (!set) return null;
  const all = [...set];
  return new Set(all.filter((s) => !all.some((t) => t !== s && s.includes(t))));
}

function disjunction(alternatives: ReadonlyArray<AST.Alternative>, fold: (s: string) => string): Reading {
  const readings = alternatives.map((a) => sequence(a.elements, fold));
  return {
    exact: union(
      readings.map((r) => r.exact),
      MAX_EXACT,
    ),
    // Each alternative must give a usable requirement, or the whole gives none.
    needs: minimal(
      union(
        readings.map((r) => usable(r.needs)),
        MAX_NEEDS * 4,
      ),
    ),
  };
}

/**
 * A run of elements one after another: neighbouring parts with exact lists join into longer strings ("glass" " of"
 * " wine"), and the best requirement of any run or any part is the sequence's.
 */
function sequence(elements: ReadonlyArray<AST.Element>, fold: (s: string) => string): Reading {
  let run: ReadonlySet<string> | null = new Set(['']);
  let whole = true;
  let needs: ReadonlySet<string> | null = null;
  for (const el of elements) {
    const r = element(el, fold);
    if (r.exact && run) {
      const joined = new Set<string>();
      for (const a of run) for (const b of r.exact) joined.add(a + b);
      if (joined.size <= MAX_EXACT) {
        run = joined;
        continue;
      }
    }
    // The run ends here: what it matched so far is a requirement, and so is this part's own.
    whole = false;
    needs = better(better(needs, run), better(r.needs, r.exact));
    run = r.exact;
  }
  needs = better(needs, run);
  return { exact: whole ? run : null, needs };
}

function element(el: AST.Element, fold: (s: string) => string): Reading {
  switch (el.type) {
    case 'Character':
      return literal(fold(String.fromCodePoint(el.value)));
    case 'CharacterClass': {
      if (el.negate) return UNKNOWN;
      const chars = new Set<string>();
      for (const c of el.elements) {
        if (c.type !== 'Character') return UNKNOWN;
        chars.add(fold(String.fromCodePoint(c.value)));
      }
      return chars.size <= 8 ? { exact: chars, needs: null } : UNKNOWN;
    }
    case 'Assertion':
      // Boundaries and lookarounds match no characters of their own.
      return EMPTY;
    case 'Group':
    case 'CapturingGroup':
      return disjunction(el.alternatives, fold);
    case 'Quantifier': {
      const inner = element(el.element, fold);
      if (el.min === 0)
        return {
          exact: el.max === 1 && inner.exact ? union([inner.exact, new Set([''])], MAX_EXACT) : null,
          needs: null,
        };
      return {
        exact: el.min === 1 && el.max === 1 ? inner.exact : null,
        needs: better(inner.needs, inner.exact),
      };
    }
    default:
      // Character sets (\d, \s, .), back-references and set expressions: anything may match.
      return UNKNOWN;
  }
}

const literal = (s: string): Reading => ({ exact: new Set([s]), needs: null });
