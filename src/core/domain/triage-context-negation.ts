/**
 * Negation (docs/clinical-safety.md, "Who, when, and whether"): whether a concept is denied, by a "no" or "not"
 * before it in its clause ("no bleeding", "not dizzy or faint"), by a word of being fine after it ("hands and feet
 * are fine", "lips pink") or by a question answered no ("dizzy? no"). A denial ends at a new subject, a new clause
 * with its own verb or a deed; "can not breathe", "not normal" and "without stopping" deny nothing.
 */
import { PERSONS } from './triage-lexicon.ts';
import { COGNITIVE, DEED, HEDGE, LINK, NEG_STOP, PINK, SUBJECT } from './triage-context-words.ts';
import { memoised, type Reading, sentenceRange, sentenceText } from './triage-reading.ts';

/** "no bleeding", "not dizzy or faint", "hands and feet are fine", "dizzy? no". */
export function negated(r: Reading, i: number, end = i + 1): boolean {
  return memoised(r, `n:${String(i)}:${String(end)}`, () => negatedNow(r, i, end));
}

function negatedNow(r: Reading, i: number, end: number): boolean {
  const t = r.tokens[i];
  if (!t) return false;
  // ("so much lighter now", "a lot less": an amount that says how much less, not how much.)
  if (/^(?:lighter|less|fewer|smaller|slower|paler)$/.test(r.tokens[end]?.w ?? '') && r.at[i]?.has('heavy'))
    return true;
  for (let k = i - 1, n = 0; k >= 0 && n < 7; k--, n++) {
    const tk = r.tokens[k];
    if (!tk || tk.sent !== t.sent) break;
    // "ni nada que supure": "que" after "nada" carries the denial on.
    // ("isn't coming and going like the practice ones": the "and" of a phrase does not end a denial.)
    const inPhrase = r.mentions.some((m) => m.start < k && m.end > k + 1);
    if (NEG_STOP.has(tk.w) && !inPhrase && !(tk.w === 'que' && r.tokens[k - 1]?.w === 'nada')) break;
    // A new subject ends it ("he will not stop screaming, I picture..."), unless she is reporting a thought
    // ("I do not think I have a fever").
    if (
      SUBJECT.test(tk.w) &&
      k > 0 &&
      !COGNITIVE.test(r.tokens[k - 1]?.w ?? '') &&
      !r.at[k - 1]?.has('neg') &&
      r.tokens.slice(k + 1, i).length > 0
    )
      break;
    // A comma before a clause with its own verb ends the reach of a negation ("won't relax, pain is constant").
    if (
      tk.clause !== t.clause &&
      /^(?:is|are|was|were|has|have|feels|keeps|getting|got|comes|came|started)$/.test(r.tokens[end]?.w ?? '')
    )
      break;
    // A new clause that opens with a deed ("felt nothing all afternoon, tried cold water") is not denied.
    if (tk.clause !== t.clause && DEED.test(r.tokens.find((x) => x.clause === t.clause)?.w ?? '')) break;
    // ("not like the tightenings, it not stop": a new clause whose own words open on its subject.)
    if (tk.clause !== t.clause && /^(?:it|she|he|i)$/.test(t.w)) break;
    // A comma followed by a new subject or verb ends the reach of a negation ("no headache, my vision is blurry").
    if (
      tk.clause !== t.clause &&
      r.tokens
        .slice(k + 1, i)
        .some(
          (x, j) =>
            /^(?:i|my|she|her|he|his|it|is|am|are|has|have|been|was|feel|feels|got|now|haber|yo|tengo|estoy|esta|ella|me|mi|ya|se|le)$/.test(
              x.w,
            ) || PERSONS.some((p) => r.at[k + 1 + j]?.has(p)),
        )
    )
      break;
    // ("this isn't normal tired": "not normal" says something is wrong; it denies nothing.)
    if (r.at[k]?.has('neg') && r.at[k]?.has('notNormal')) return false;
    if (r.at[k]?.has('neg')) {
      const prev = r.tokens[k - 1]?.w ?? '';
      const next = r.tokens[k + 1]?.w ?? '';
      // "not spotting, proper heavy, fresh red": a lesser amount denied to say how much more it is.
      if (tk.clause !== t.clause && corrected(r, k)) return false;
      // "worse, not better over 2 days, constant ache": a denied comparison ends with its clause.
      if (
        tk.clause !== t.clause &&
        /^(?:better|improving|easing|settling|helping|mejor|mejorando)$/.test(next)
      )
        return false;
      // ("no se si" is "I don't know if"; "no se mueve" is a reflexive verb denied.)
      const reflexive =
        next === 'se' &&
        !/^(?:si|que|q|como|cuando|donde|nada|bien|porque|cual)$/.test(r.tokens[k + 2]?.w ?? '');
      if ((HEDGE.has(next) && !reflexive) || (next === 'idea' && tk.w === 'no')) return false;
      // "no para de dar patadas", "llorando sin parar", "without stopping": not stopping is doing it all the time.
      if (/^(?:sin|without)$/.test(tk.w) && /^(?:parar|pausa|descanso|stopping)$/.test(next)) return false;
      // ("it not stop, always pain, sharp": a stop denied is the sign going on; it denies nothing after it.)
      if (tk.clause !== t.clause && /^(?:stop|stops|stopping|stopped|ease|easing|eased|letting)$/.test(next))
        return false;
      if (tk.w === 'no' && /^(?:para|paraba|deja|dejaba)$/.test(next) && r.tokens[k + 2]?.w === 'de')
        return false;
      // ("my pulse won't go below 130", "her temperature will not come down": a level that does not fall is held.)
      if (
        /^(?:go|come|get|drop|fall|settle|going|coming|getting|dropping|falling)$/.test(next) &&
        /^(?:below|down|under|lower|back)$/.test(r.tokens[k + 2]?.w ?? '')
      )
        return false;
      // "can not breathe", "could not wake": not being able to is the sign itself.
      if (/^(?:can|could|cannot)$/.test(prev)) return false;
      // ("uy no, llevo dos dias vomitando", "oh no, she's bleeding": a cry of dismay, its own clause, denies nothing.)
      if (/^(?:ay|uy|ah|oh|ohh|ayy|uyy)$/.test(prev) && tk.clause !== t.clause && tk.w === 'no') return false;
      return true;
    }
  }
  // "face and hands are fine", "legs look normal", "lips pink" (not "not breathing well", "no respira bien": the
  // denial is the sign's own; not "sangrado rosado": pink is a colour of blood too).
  const ownDenial = r.tokens.slice(i, end).some((_, j) => r.at[i + j]?.has('neg'));
  // ("seizure free for 4 years", "pain free since Tuesday": free of it.)
  if (r.tokens[end]?.w === 'free' && !ownDenial) return true;
  for (let k = end, n = 0; k < r.tokens.length && n < 4 && !ownDenial; k++, n++) {
    const tk = r.tokens[k];
    if (!tk || tk.clause !== t.clause) break;
    const pinkBlood = PINK.test(tk.w) && (r.at[i]?.has('bleed') || r.at[i]?.has('spotting'));
    // ("dolor de cabeza bien fuerte": "bien" before a word of severity is "very"; "is a pain under my ribs normal?" asks.)
    // ("Is 168/100 ok a week after giving birth?": a question opening on "is" asks whether it is fine.)
    const asked =
      r.read.questions.has(t.sent) &&
      /\b(?:my|her|his|this|i|me|mi|su)\b|^(?:is|are|es)\b/.test(sentenceText(r, t.sent));
    // ("yellow well well": Pidgin's doubled "well" says how much, not that it is fine.)
    const much = tk.w === 'well' && (r.tokens[k + 1]?.w === 'well' || r.tokens[k - 1]?.w === 'well');
    if (
      r.at[k]?.has('fine') &&
      !r.at[k - 1]?.has('neg') &&
      !pinkBlood &&
      !r.at[k]?.has('severe') &&
      !asked &&
      !much
    )
      return true;
    // "las manos y los pies no": a Spanish denial after what it denies, ending its clause.
    if (tk.w === 'no' && r.tokens[k + 1]?.clause !== t.clause) return true;
    if (!LINK.has(tk.w) && !r.at[k]?.has(r.mentions.find((m) => m.start === i)?.c ?? 'neg')) {
      if (
        !/^(?:and|or|y|o|both|hands|feet|face|legs|leg|lips|mouth|vision|eyes|los|las|mis|sus|manos|pies)$/.test(
          tk.w,
        )
      )
        break;
    }
  }
  // "dizzy? no." / "bleeding - none".
  const nextSent = r.tokens.find((x) => x.sent === t.sent + 1);
  if (r.read.questions.has(t.sent) && nextSent && /^(?:no|nope|none|nada|nothing)$/.test(nextSent.w)) {
    const [a, b] = sentenceRange(r, t.sent);
    if (b - a <= 5) return true;
  }
  return false;
}

/** A lesser amount denied ("not spotting", "not a bit of spotting") and a greater one told after the comma. */
const LESSER = /^(?:spotting|spots|light|little|bit|streaks?|specks?|pink|brown)$/;
const FILLER = /^(?:just|only|a|any|of|some|bit|little)$/;
const GREATER =
  /^(?:proper|properly|really|very|actually|actual|full|fresh|bright|heavy|heavier|heavily|loads|lots|gushing|pouring|real|more)$/;
function corrected(r: Reading, k: number): boolean {
  const clause = r.tokens[k + 1]?.clause;
  let j = k + 1;
  while (r.tokens[j]?.clause === clause && r.tokens[j]?.sent === r.tokens[k]?.sent) j++;
  const denied = r.tokens.slice(k + 1, j).map((x) => x.w);
  const after = r.tokens[j];
  if (!after || after.sent !== r.tokens[k]?.sent || !denied.some((w) => LESSER.test(w))) return false;
  if (!denied.every((w) => LESSER.test(w) || FILLER.test(w))) return false;
  const rest = r.tokens.filter((x, n) => n >= j && x.sent === after.sent).map((x) => x.w);
  return GREATER.test(after.w) && !rest.some((w) => /^(?:or|nor|ni|o)$/.test(w));
}
