/**
 * The mind: thoughts of not living, of harming herself or the baby (docs/clinical-safety.md, "The mind: recall
 * first"; CDC Hear Her; AWHONN POST-BIRTH). Recall first: any expression of not wanting to live, of ending
 * things, of harming herself or the baby is an emergency with the crisis lines, even in words no one has used
 * before, and a false alarm is accepted. The classes are broad (triage-lexicon-mind-en.ts) and their cues are
 * read with their exceptions in triage-mind-cues.ts; this rule only adds them up. A cue that says it on its own
 * (a wish to die, "unalive", "for after", shaking the baby, a face covered) is enough; a weaker one needs another
 * kind beside it: an ending and a wish ("ojala no despertar"), a place and a long look ("the train tracks, a bit
 * too long"), a means and getting it ("bought rope"), a farewell and a calm ("passwords... weirdly at peace"), a
 * decision and a date ("I've decided. Tonight"), an act and marks ("gripped his face... red marks"). Psychosis
 * and mania are in triage-rules-psychosis.ts.
 */
import { ownFuture } from './triage-mind-future.ts';
import { type Cue, joking, mindCues, type MindKind } from './triage-mind-cues.ts';
import { picturedOnCryingBaby } from './triage-mind-pictured.ts';
import { signDescribed } from './triage-mind-described.ts';
import { meansAtHand, medicinesReadyToEnd } from './triage-mind-ready.ts';
import { inScope, type ScopedCue } from './triage-mind-scope.ts';
import type { Reading } from './triage-context.ts';
import { finding, type Finding, type Rule } from './triage-rule-kit.ts';

/** What a cue can stand on: something said about living, dying, means, farewells or harm. */
const ANCHOR = new Set<MindKind>([
  'resign',
  'endStrong',
  'end',
  'burdenStrong',
  'burden',
  'farewellStrong',
  'farewell',
  'meansStrong',
  'means',
  'deathAct',
  'selfInjure',
  'selfHarm',
  'harmBaby',
  'handleBaby',
  'abandon',
  'distrust',
  'decide',
]);
/** Supports that qualify the words beside them (a wish, a look, an urge): they count in their own sentence. */
const LOCAL = new Set<MindKind>([
  'wish',
  'gaze',
  'linger',
  'lethal',
  'acquire',
  'hoard',
  'onPurpose',
  'stopMeds',
  'urge',
  'marks',
  'injuryIntent',
  'abandonPlace',
]);
// Every other support (a date, a calm, "I mean it", secrecy, distress, someone unreachable) colours the whole message.

const PHRASE: Partial<Record<MindKind, string>> = {
  resign: 'thoughts of not wanting to live',
  endStrong: 'thoughts of not wanting to live',
  end: 'thoughts of not wanting to live',
  burdenStrong: 'feeling others are better off without her',
  burden: 'feeling others are better off without her',
  farewellStrong: 'a plan or goodbye',
  farewell: 'a plan or goodbye',
  decide: 'a plan or goodbye',
  meansStrong: 'means and a plan',
  means: 'means and a plan',
  deathAct: 'means and a plan',
  selfInjure: 'harming herself',
  selfHarm: 'harming herself',
  harmBaby: 'thoughts or acts of harming the baby',
  handleBaby: 'thoughts or acts of harming the baby',
  abandon: 'thoughts of harming or leaving the baby',
  distrust: 'afraid of what she might do',
};

/** Which kinds can stand beside an anchor: a wish qualifies a death or a means, marks an act, a date a decision. */
const LIFE = ['endStrong', 'end', 'burdenStrong', 'burden', 'resign'] as const;
const MEANS = ['meansStrong', 'means', 'deathAct'] as const;
const GOODBYE = ['farewellStrong', 'farewell', 'decide'] as const;
const HARM = ['harmBaby', 'handleBaby', 'abandon'] as const;
const COLOUR = ['serious', 'when', 'calm', 'conceal', 'distress', 'unreachable'] as const;
const kinds = (...groups: readonly (readonly MindKind[])[]) => new Set<MindKind>(groups.flat());
const ACCEPTS: Record<string, ReadonlySet<MindKind>> = {
  life: kinds(LIFE, MEANS, GOODBYE, COLOUR, [
    'wish',
    'lethal',
    'gaze',
    'linger',
    'onPurpose',
    'stopMeds',
    'distrust',
  ]),
  means: kinds(LIFE, GOODBYE, COLOUR, [
    'wish',
    'gaze',
    'linger',
    'lethal',
    'acquire',
    'hoard',
    'onPurpose',
    'stopMeds',
    'urge',
    'deathAct',
    'meansStrong',
  ]),
  goodbye: kinds(LIFE, MEANS, GOODBYE, COLOUR, ['lethal', 'acquire', 'hoard', 'gaze']),
  self: kinds(LIFE, COLOUR, [
    'injuryIntent',
    'onPurpose',
    'marks',
    'urge',
    'wish',
    'distrust',
    'selfHarm',
    'selfInjure',
  ]),
  baby: kinds(LIFE, HARM, MEANS, COLOUR, [
    'urge',
    'wish',
    'marks',
    'onPurpose',
    'abandonPlace',
    'distrust',
    'deathAct',
    'decide',
  ]),
  distrust: kinds(LIFE, MEANS, GOODBYE, HARM, COLOUR, ['urge', 'wish', 'marks', 'selfInjure']),
};
const groupOf = (k: MindKind): string =>
  (LIFE as readonly MindKind[]).includes(k)
    ? 'life'
    : (MEANS as readonly MindKind[]).includes(k)
      ? 'means'
      : (GOODBYE as readonly MindKind[]).includes(k)
        ? 'goodbye'
        : k === 'selfInjure' || k === 'selfHarm'
          ? 'self'
          : k === 'distrust'
            ? 'distrust'
            : 'baby';

/** How much a cue counts beside an anchor, by how far apart they are. */
function nearness(a: Cue, c: ScopedCue): number {
  const d = Math.abs(a.sent - c.sent);
  // (A qualifier in the sentence after counts only from a short one that reads back: "nadie sabria que fue a
  // proposito", not "walked round Asda twice, bounced on the ball through a whole box set".)
  if (LOCAL.has(c.kind)) return d === 0 ? 1 : d === 1 && c.tail ? 0.5 : 0;
  return d <= 2 ? 1 : d <= 4 ? 0.75 : 0.5;
}

const overlaps = (a: Cue, c: Cue) => c.at < a.end && a.at < c.end;

/**
 * An anchor's score: its own weight and, for every other kind it accepts, the best cue of that kind near it (cues
 * that share words count once). Two different goodbye acts or decisions add up ("giving away my things and
 * writing notes"; "I've decided... going to do it on Friday"); a decision that ends its sentence ("I've
 * decided.", "I've picked a date.") says more.
 */
export function anchorScore(a: Cue, cues: readonly Cue[]): number {
  const accepts = ACCEPTS[groupOf(a.kind)];
  const best = new Map<MindKind, Cue>();
  const value = (c: Cue) => c.w * nearness(a, c);
  for (const c of cues) {
    // An anchor inside another ("die" in "want to die") says nothing more; a support around one does ("all my pills").
    // (A support that shares some words with the anchor without holding it, "i need to know" in "need to know for",
    // is the same words read twice.)
    const partly = overlaps(a, c) && !(c.at <= a.at && c.end >= a.end);
    if (c.kind === a.kind || (overlaps(a, c) && ANCHOR.has(c.kind)) || partly || !accepts?.has(c.kind))
      continue;
    if (value(c) > (best.get(c.kind) ? value(best.get(c.kind) as Cue) : 0)) best.set(c.kind, c);
  }
  const kept: Cue[] = [];
  // (Supports sharing words count once, but a look said again and again, "keep looking at", is both.)
  for (const c of [...best.values()].sort((x, y) => value(y) - value(x)))
    if (
      !kept.some((k) => overlaps(k, c) && k.kind !== 'linger' && c.kind !== 'linger') &&
      !(overlaps(a, c) && c.at === a.at && c.end === a.end)
    )
      kept.push(c);
  let score = a.w + kept.reduce((sum, c) => sum + value(c), 0);
  const again = cues.some((c) => c.kind === a.kind && !overlaps(a, c));
  if (again && a.kind === 'farewell') score += 1;
  if (again && a.kind === 'decide') score += 0.5;
  return score;
}

const SEARCH = /^(?:googl\w*|search\w*|research\w*|looked|looking|look)$/;

/**
 * A search for means (googling bridges, looking up how many pills, searching heights): a plan, however it is
 * laughed off ("lol... not me though. ok maybe me").
 */
export function searchedMeans(r: Reading, cues: readonly Cue[]): boolean {
  return cues.some(
    (g) =>
      g.kind === 'gaze' &&
      SEARCH.test(r.tokens[g.at]?.w ?? '') &&
      cues.some(
        (c) =>
          (c.kind === 'meansStrong' || c.kind === 'lethal' || c.kind === 'means') &&
          Math.abs(c.sent - g.sent) <= 1,
      ),
  );
}

/** Enough is 2; a joke with no "I mean it" needs 3 (a single strong cue said laughing is a figure), unless she searched for means. */
export const enough = (joke: boolean, cues: readonly Cue[], searched = false) =>
  joke && !searched && !cues.some((c) => c.kind === 'serious') ? 3 : 2;

/** An act of dying (driving into, stepping in front of, not turning the wheel) and an ending near each other. */
function actAndEnding(a: Cue, cues: readonly Cue[]): boolean {
  const act = (c: Cue) => c.kind === 'deathAct';
  const life = (c: Cue) => (LIFE as readonly MindKind[]).includes(c.kind);
  const other = act(a) ? life : life(a) ? act : null;
  return other !== null && cues.some((c) => other(c) && !overlaps(a, c) && Math.abs(a.sent - c.sent) <= 1);
}

export const mindRules: Rule = (r) => {
  // ("irregular, painless, stopped after a bath": how tightenings feel, not how lethal; the net reads it as before.)
  const read = mindCues(r);
  const cues = inScope(
    r,
    [...read, ...ownFuture(r, read)].filter((c) => !signDescribed(r, c.kind, c.at, c.end)),
  );
  const need = enough(joking(r), cues, searchedMeans(r, cues));
  let best: Cue | null = null;
  let top = 0;
  for (const a of cues) {
    if (!ANCHOR.has(a.kind)) continue;
    // A laugh or a disclaimer ("lol", "not going to do anything dramatic", "don't make it a thing") never clears an
    // act of dying told with an ending ("not turn the wheel... and be done with all of it"): that is the thought.
    const s = anchorScore(a, cues);
    const met = s >= need || (s >= 2 && actAndEnding(a, cues));
    if (met && s > top) {
      top = s;
      best = a;
    }
  }
  // ("I've got the pills ready and a warm bath run": medicines ready beside another act of ending.)
  const ready = best ? -1 : Math.max(medicinesReadyToEnd(r, cues), meansAtHand(r, read, cues));
  if (ready >= 0)
    return [finding('self-harm-thoughts', ready, 'mind', 'event', 'means and a plan', { judged: true })];
  if (!best) {
    // ("...so my partner can help. when he won't stop crying I picture throwing him": the baby, not the partner.)
    const at = picturedOnCryingBaby(r);
    return at < 0
      ? []
      : [
          finding('self-harm-thoughts', at, 'mind', 'event', 'thoughts or acts of harming the baby', {
            judged: true,
          }),
        ];
  }
  const out: Finding[] = [
    finding('self-harm-thoughts', best.at, 'mind', 'event', PHRASE[best.kind] ?? 'thoughts of harm', {
      judged: true,
    }),
  ];
  return out;
};

/** Psychosis cues that say something on their own (not a night without sleep, a locked door or "not herself"). */
const PSYCHOSIS_ANCHOR =
  /^(?:voices|visions|reference|grandiose|babyBelief|persecution|confusion)(?:Strong)?$|^mania$/;

/**
 * Whether a message carries any cue of the mind's family that could stand as an anchor, however weak (a word of
 * dying, a means, a farewell, an act on the baby, a voice), after the exceptions. The learned net reads such a
 * message with a lower emergency threshold (triage-net.ts): recall first where a miss can kill.
 */
export const mindConcern = (r: Reading): boolean =>
  inScope(r, mindCues(r)).some((c) => ANCHOR.has(c.kind) || PSYCHOSIS_ANCHOR.test(c.kind));
