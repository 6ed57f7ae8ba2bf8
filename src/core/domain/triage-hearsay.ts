/**
 * Words heard from someone else (docs/clinical-safety.md, "Who, when, and whether"): advice a relative, a friend or
 * a professional gave about a sign in general ("my mil says a baby going blue is serious", "mum says swelling can be
 * pre-eclampsia, how would I even tell?") is what to watch for, not a report; her own sign in someone's words ("my
 * mum says my face looks puffy", "she says there's a trickle") stays a report. So is planning for a sign that has
 * not happened (`planning`). Pure; read by triage-context.ts.
 */
import {
  clauseText,
  leadIn,
  type Reading,
  sentenceOf,
  sentenceRange,
  sentenceText,
  span,
} from './triage-reading.ts';
import { signedPlan } from './triage-signed-question.ts';

/** Words that place a sentence now: a question that carries them is a report. */
export const PRESENT_REPORT =
  /\b(?:i am having|i have got|i am bleeding|right now|(?:and|but) now (?:i|she|he|it|there|my|her|the)|at the moment|currently|just now|this (?:morning|afternoon|evening)|tonight|today|since (?:this|last|yesterday|lunch|breakfast)|ahora|ahorita|desde (?:hace|ayer|anoche))\b/;

const SAY = /^(?:says|said|say|saying|tells|told|reckons|reckon|warned|warns|swears|dice|dijo|dicen|decia)$/;
/** Who gives advice: a relative, a friend, a professional, "they", the internet; not her partner speaking of her. */
const ADVISER =
  /^(?:they|people|everyone|everybody|google|internet|nhs|mil|fil|sil|nan|nana|gran|granny|abuela|suegra)$/;
/** A sign in general words: any baby, babies, a woman, if you...; or what it is said to mean ("can be pre-eclampsia"). */
const GENERIC_BEFORE =
  /\b(?:any|babies|newborns|women|cualquier|a (?:baby|newborn|woman|pregnant|mum|mom|child)|if (?:you|your|a|an|any|babies|baby|bubs|el bebe)|si (?:el|la|tu) bebe)\b/;
const GENERIC_AFTER =
  /^(?:(?:can|could|may|might) (?:be|mean)|means?|is (?:a sign|serious|dangerous|always|never|an emergency|bad)|are (?:a sign|serious|dangerous|always|bad)|puede ser|significa|es (?:grave|peligroso|una emergencia))\b/;

/** Searching or reading about a sign, said just before it. */
const TOPIC_OF_WORDS =
  /\b(?:said|says|mentioned|mentions|talked|talks|went on|was on) (?:something |a bit |a lot |loads )?about$/;
const SEARCHED =
  /\b(?:googling|googled|google|searching|searched|looking up|looked up|reading about|read about|researching|buscando|busque|leyendo sobre|lei sobre)(?: (?:for|about|up|sobre|de))?$/;

/** An instruction given for a sign that may come: "said to ring if", "me dijo que llamara si". */
const CALL_IF =
  /\b(?:said|told (?:me|us|her)|says|advised|dijo|dijeron|me dijo|nos dijo) (?:to|que) (?:ring|call|phone|come in|go in|come back|contact|get in touch|llame|llamara|llamar|vaya|fuera|volver|volviera) (?:\w+ ){0,4}(?:if|si)\b/;
/** A turn back to what is happening, after the instruction ("... and I've soaked 2 in the last hour"). */
const TURN = /\b(?:but|pero|and (?:i|she|it|now|then)|y (?:ya|ahora|me|tengo))\b/;

/**
 * Advice someone gave about a sign in general ("my mil says a baby going blue is serious", "mum says swelling can
 * be pre-eclampsia, how would I even tell?"): what to watch for, not a report. Her own sign in someone's words
 * ("my mum says my face looks puffy", "she says there's a trickle") stays a report.
 */
export function advice(r: Reading, i: number, end: number): boolean {
  const sent = sentenceOf(r, i);
  // "I keep googling bleeding in pregnancy", "buscando sangrado en internet": a topic searched, not a report.
  const lead = leadIn(r, i, 3);
  if (SEARCHED.test(lead)) return true;
  // ("my midwife said something about pain under the ribs being different, what did she mean": the topic of what
  // someone said, asked about; not "said something about my blood pressure", a finding of hers; Q28.)
  if (TOPIC_OF_WORDS.test(lead) && r.read.questions.size && !PRESENT_REPORT.test(sentenceText(r, sent)))
    return true;
  // "the midwife said to ring if anything is golf ball size": the threshold she was given, not what is happening.
  const [a] = sentenceRange(r, sent);
  const upTo = r.tokens
    .slice(a, i)
    .map((t) => t.w)
    .join(' ');
  const whole = sentenceText(r, sent);
  if (CALL_IF.test(upTo) && !TURN.test(whole.slice(whole.search(/\b(?:if|si)\b/)))) return true;
  let say = -1;
  for (let k = i - 1; k >= 0 && r.tokens[k]?.sent === sent; k--)
    if (SAY.test(r.tokens[k]?.w ?? '')) {
      say = k;
      break;
    }
  if (say < 0 || PRESENT_REPORT.test(sentenceText(r, sent))) return false;
  let adviser = false;
  for (let k = say - 1; k >= Math.max(0, say - 4) && r.tokens[k]?.sent === sent; k--)
    if (r.at[k]?.has('other') || r.at[k]?.has('pro') || ADVISER.test(r.tokens[k]?.w ?? '')) adviser = true;
    else if (r.at[k]?.has('self') || r.at[k]?.has('her') || r.at[k]?.has('she')) break;
  if (!adviser) return false;
  const before = r.tokens.slice(Math.max(say + 1, i - 3), i).map((t) => t.w);
  if (before.some((w) => /^(?:my|her|his|our|the|mi|su|el|la)$/.test(w) && w !== before[0])) return false;
  const after = r.tokens
    .slice(end, end + 5)
    .map((t) => t.w)
    .join(' ');
  // ("my nan says if baby gets a fever wrap them up": the general case may open a few words before the sign.)
  const opening = r.tokens.slice(Math.max(say + 1, i - 6), i).map((t) => t.w);
  // ("they said blurry vision can mean pre eclampsia", H102: the sign's own noun may stand between.)
  const afterNoun = after.replace(
    /^(?:vision|sight|eyesight|eyes|headaches?|swelling|bleeding|spots|pain) /,
    '',
  );
  return (
    GENERIC_BEFORE.test(`${opening.join(' ')} ${r.tokens[i]?.w ?? ''}`) ||
    GENERIC_AFTER.test(after) ||
    GENERIC_AFTER.test(afterNoun)
  );
}

/**
 * Planning for a sign that has not happened, asking where to go: "if her waters went in the car, do we go straight
 * in or ring first?", "if her water breaks while I'm at work, does she call 911 or drive herself?" (H125),
 * "si se me rompe la fuente, voy al hospital?" (not "if it's my waters, do I go in?": "is" reports).
 */
const IF_EVENT =
  /\b(?:if|say|suppose|si) (?:my |her |the |she |i |me |se me |se le |le )?(?:\w+ ){0,2}(?:went|broke|go|goes|break|breaks|started|starts|start|happened|happens|came|comes|reduce|reduces|slow down|slows down|drop|drops|stop|stops|rompe|rompiera|empieza|empiezan|empezaran|viene|vienen)\b/;
// ("where to go"; Patois "whe mi fi go", "wha mi fi do", read "whe me to go", "wha me to do": triage47.)
const WHERE_TO_GO =
  /\b(?:(?:where|whe|weh) (?:(?:i|me|we|she) )?(?:to|should|must|have to|need to|fi) (?:go|ring|call)|(?:wha|weh|whe) (?:me|we|she) (?:to|fi) do|(?:do|should|would|shall|can) (?:we|i|she) (?:just |directly |straight |first )?(?:go|ring|call|drive|phone|head|come|stay)|does she (?:just |directly |straight |first )?(?:go|ring|call|drive|phone|head|come|stay)|(?:do|should|would|shall|can) (?:we|i|she) (?:just )?wait (?:till|until|for)|what (?:i|we|she) (?:should|must|shall|have to|need to) do|what (?:should|do|would|shall|can) (?:we|i|she|he) (?:actually |really |even |then )?do|(?:am|are) (?:i|we) (?:supposed|meant) to do|voy|vamos|llamo|llamamos|que (?:hago|hacemos|hace|debe hacer|debo hacer))\b/;
export const planning = (r: Reading, sent: number, s: string) =>
  (r.read.questions.has(sent) &&
    IF_EVENT.test(s) &&
    WHERE_TO_GO.test(s) &&
    !PRESENT_REPORT.test(s) &&
    !toldBeforeIf(r, sent)) ||
  signedPlan(r, s);

/** Signs told before the "if" are a report: "my waters broke an hour ago, where do we go if the baby comes?" */
const TOLD_SIGNS = [
  'bleed',
  'waters',
  'leak',
  'pain',
  'contraction',
  'headache',
  'fever',
  'less',
  'seizure',
] as const;
function toldBeforeIf(r: Reading, sent: number): boolean {
  const [a, b] = sentenceRange(r, sent);
  const at = r.tokens.slice(a, b).findIndex((t) => /^(?:if|say|suppose|si)$/.test(t.w)) + a;
  const ifClause = r.tokens[at]?.clause;
  // (In a clause of its own before it: "my absolute nightmare is my waters going ... if it happens" is one fear.)
  for (let k = a; k < at; k++)
    if (r.tokens[k]?.clause !== ifClause && TOLD_SIGNS.some((c) => r.at[k]?.has(c))) return true;
  return false;
}

/** A question about signs in general, a threshold, a cause or what to do: it reports nothing (triage-context.ts). */
export const QUESTION =
  /\b(?:^is (?:a |an |the )?\w+ the same (?:thing )?as|(?:what|how) (?:do|does|can|will|would|should) (?:hospitals?|doctors?|midwives|the nhs|staff) (?:\w+ )?(?:to )?(?:prevent|stop|treat|manage|avoid|handle)|(?:what is|whats) the difference between|(?:what|which) (?:kind|sort|type|kinds|sorts|types) of \w+(?: \w+)? (?:means?|is|are|counts|should|would|do)\b|(?:number|who|where) (?:do i |should i |to )?(?:ring|call|phone) (?:if|when|for)|when (?:should|do|would|must) (?:i|we|you) (?:ring|call|phone|go in)|what are the (?:warning |early )?signs|signs of|symptoms of|signs to|what to (?:look|watch)|look out for|watch out for|watch for|what should i (?:look|watch)|how (?:would|do|will|can|could|should) (?:i|we|you|she) (?:even |actually |really )?(?:know|tell|spot|recogni[sz]e)|how (?:i|we|she) (?:will|would|can|should) (?:know|tell)|how long (?:does|do|will|would) it (?:usually )?(?:take|last)|cuanta fiebre|how much (?:fever|temperature)|how high (?:a|does|should|of a|before)|que temperatura|por si acaso|what (?:should|do|would|could) (?:i|we) (?:actually |really |even )?do (?:if|when)|hypothetical(?:ly)?|in theory|what is the (?:advice|protocol|rule|drill) (?:if|when|for)|to be prepared|be prepared|how much .{0,40} is too much|how many \w+(?: \w+)? (?:is|are|would be|counts as|is classed as) (?:a worry|worrying|too many|too much|normal|ok|okay|a lot|concerning)|is it more likely|is a fever|is it dangerous|is .{0,20} dangerous|does a fever|what number|counts as too|when should|what if|in case|what does (?:it|a|an|the)? ?.{0,40}(?:feel|look) like|what causes|what actually causes|how common|more likely|does that make|am i at risk|is she likely|likely to get|risk of|run in famil|runs in famil|counts as|what temperature|is it safe|difference between|asking for the future|planning ahead|(?:note|notes|list|checklist) (?:of|for) (?:when|what|the signs|signs|reasons) to|(?:just |only )?making (?:my|a|our|the) (?:birth |hospital )?plan|what (?:i|we) (?:should |must )?do (?:if|when)|how long after|how far apart|when do (?:i|we|you) (?:go|actually go)|when to go|what happens if|cuales son las senales|como sabria|como (?:se|sabre|saber|puedo saber|distingo|diferencio) si|que vigilar|me puede pasar|desde cuanto|a partir de cuant\w*|es cierto|que pasa si|how do i support|how would i|should she ask|is that eclampsia|is that likely|how to (?:know|tell)|just asking|is it true|is that true|is this true|es verdad|at what point|next time|(?:can|does|do|could) \w+ cause|(?:do|should|would) (?:i|you|we) (?:need to )?worry about|asking for (?:preparation|the future|a friend)|asking in case|(?:what is|whats) the plan if|el plan si|que hago si|que hacemos si|what (?:does|do|would) (?!(?:that|this) mean|it mean (?:if|when) (?:i|my|she|her|he|his|the baby|baby)\b).{0,60}\bmean|what (?:do|does) (?:they|you|people) mean|when (?:they|you|people|midwives|doctors|the midwife|the nhs|it) says? |asking so (?:i|we) know|que significa|que quiere decir)\b/;
/** A question about what may happen ("will I faint in labour?"). */
export const HYPOTHETICAL =
  /\b(?:will|could|might|would|can) (?:i|she|we|you|the baby|my baby|baby|he|it|people|women) (?:\w+ )?(?:get|have|faint|bleed|develop|happen|end up|cause)\b|^(?:is it possible|do people|do women|does everyone)\b/;

/** Asking the cause of her own sign: "why would I get...", "how come my...". */
export const OWN_CAUSE = /^(?:why|how come) (?:would|do|does|am|is|did) (?:i|my)\b/;

/** "how do I know if it's my waters", "cómo sé si se me rompió la fuente": asking how to tell a sign apart. */
const HOW_TELL =
  /^(?:how (?:do|can|will|would|could|should) (?:i|we|you) (?:even |actually |really )?(?:know|tell)|how to (?:know|tell)|como (?:se|sabre|saber|puedo saber|distingo|diferencio) si)\b/;

/** "what do I do", "is a fever normal": asking what to do or whether it is normal, after a clause that told it. */
const WHAT_TO_DO =
  /^(?:what (?:do|should|can|shall) (?:i|we) do|que (?:hago|hacemos|debo hacer|puedo hacer)|(?:is|are) (?:a|an|it|that|this|these|the) (?:\w+ )?(?:normal|ok|okay|common|usual)|es normal)\b/;
/** A clause that opens a case to come or a question: "if she gets one", "when babies get", "is it". */
const CONDITION =
  /^(?:(?:and|but|so|or|then|y|pero|o) )?(?:if|when|whenever|why|how|what|which|where|who|whats|hows|next time|in case|once|say|suppose|what if|is|are|does|do|can|could|should|will|would|si|cuando|por si)\b/;

/**
 * "my waters broke, how do I know if it's waters or wee?": the sign told in a clause before the asking is a report;
 * the question is about the words after it (found by the blind batch H45 and its probes).
 */
export function toldBeforeAsking(r: Reading, i: number): boolean {
  const t = r.tokens[i];
  if (!t) return false;
  const [, b] = sentenceRange(r, t.sent);
  for (let k = i + 1; k < b; k++) {
    const x = r.tokens[k];
    if (!x || x.clause === t.clause || !/^(?:how|como|what|que|is|are|es)$/.test(x.w)) continue;
    const words = r.tokens
      .slice(k, k + 7)
      .map((y) => y.w)
      .join(' ');
    if (HOW_TELL.test(words)) return true;
    // ("she has a fever, what do I do next time?": what to do, asked after the sign is told; not "if she gets one".)
    if (WHAT_TO_DO.test(words) && !CONDITION.test(clauseText(r, t.clause))) return true;
  }
  return false;
}

/** "scared of seeing blood again", "miedo de volver a ver sangre": the sign at i feared, not seen. */
export const fearedSight = (r: Reading, i: number) =>
  /\b(?:scared|afraid|terrified|frightened|fear|miedo|panico|terror) (?:of|de) (?:\w+ ){0,2}(?:seeing|finding|ver|encontrar(?:me)?)(?: \w+)?$/.test(
    span(r, i - 7, i),
  );
