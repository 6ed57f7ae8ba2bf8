/**
 * The mind: self-harm and harm to the baby (docs/clinical-safety.md, "Self-harm, harm to the baby and
 * psychosis"; CDC Hear Her; AWHONN; psychosis and mania are in triage-rules-psychosis.ts). Recall first: any wish
 * not to live or to vanish, others being better off without her, a plan or the means (pills counted or a lethal
 * amount asked about, a bridge, the river, a car into a wall, letters written, things given away, passwords
 * handed over), harming herself, thoughts or acts of harming the baby (shaking, squeezing, dropping, throwing, a
 * pillow, hitting her bump, leaving him out in the cold) are emergencies with the crisis lines, even in new
 * wording. A false alarm is accepted.
 * Only a plain denial ("no thoughts of hurting myself"), someone else's story or a question is not.
 */
import { negated, type Reading, sentenceOf, statusAt } from './triage-context.ts';
import type { Concept } from './triage-lexicon.ts';
import { subjectAt } from './triage-subject.ts';
import {
  active,
  all,
  anywhere,
  finding,
  type Finding,
  inSentence,
  nearActive,
  type Rule,
} from './triage-rule-kit.ts';

/** What a pointless thing can be when it is her life that is pointless ("no point in anything", "what is the point of me"). */
const LIFE =
  /^(?:me|my|myself|living|life|it|anything|going|trying|any|being|carrying|getting|anymore|trying|even|keeping|waking|existing|this|here)$/;

/** "dying for a coffee", "kill for sleep", "the death of me", "bored to death", "lol I'm dying". */
function figure(r: Reading, i: number): boolean {
  const w = (k: number) => r.tokens[k]?.w ?? '';
  if (/^(?:for|of)$/.test(w(i + 1)) && /^(?:dying|die|kill|killing|dead|death)$/.test(w(i))) return true;
  if (w(i - 1) === 'to' && /^(?:death)$/.test(w(i))) return true;
  if (w(i - 1) === 'the' && w(i) === 'death' && w(i + 1) === 'of') return true;
  // "feel like I've been hit by a bus", "run over by a train": how tired she is.
  if (
    r.at[i]?.has('means') &&
    /\b(?:hit|run over|knocked over|ran over) by (?:a|the)$/.test(
      r.tokens
        .slice(Math.max(0, i - 4), i)
        .map((t) => t.w)
        .join(' '),
    )
  )
    return true;
  // "disappear under my duvet for a week", "vanish on holiday" (not "disappear for good").
  if (
    /^(?:disappear|vanish)$/.test(w(i)) &&
    /^(?:for|under|into|on|to|off)$/.test(w(i + 1)) &&
    !/^(?:good|ever)$/.test(w(i + 2))
  )
    return true;
  // "a burden asking my mum for help": the guilt of asking, not a life that is a burden.
  if (w(i) === 'burden' && /^(?:asking|to|when|for|on)$/.test(w(i + 1))) return true;
  // "a plan in place", "my birth plan", "a care plan": plans for care, not for dying.
  if (
    /^(?:plan|plans|planned|planning)$/.test(w(i)) &&
    (/^(?:in|for|with|to)$/.test(w(i + 1)) ||
      /^(?:birth|care|feeding|sleep|safety|wellbeing|support|a)$/.test(w(i - 1)))
  )
    return true;
  // "so I don't wake her": waking someone else.
  const dm = r.mentions.find((x) => x.c === 'die' && x.start === i);
  if (dm && w(dm.end - 1) === 'wake' && /^(?:her|him|them|the|baby|my|you|everyone)$/.test(w(dm.end)))
    return true;
  // "I want to stop breastfeeding": stopping something, not herself.
  const m = r.mentions.find((x) => x.c === 'die' && x.start === i);
  if (m && w(m.end - 1) === 'stop') {
    const next = r.tokens[m.end];
    if (
      next &&
      next.clause === r.tokens[m.end - 1]?.clause &&
      !/^(?:now|forever|and|please|existing|living|being|it|everything)$/.test(next.w)
    )
      return true;
  }
  // "what's the point of a birth plan", "no point ironing": pointless things, not a pointless life.
  const hm = r.mentions.find((x) => x.c === 'hopeless' && x.start === i);
  if (
    hm &&
    /\bpoint/.test(
      r.tokens
        .slice(hm.start, hm.end)
        .map((t) => t.w)
        .join(' '),
    )
  ) {
    let k = hm.end;
    if (/^(?:of|in)$/.test(w(k))) k++;
    const obj = w(k);
    if (obj && r.tokens[k]?.sent === r.tokens[i]?.sent && !LIFE.test(obj)) return true;
  }
  if (
    /^(?:dead|dying)$/.test(w(i)) &&
    (/^(?:tired|on|inside)$/.test(w(i + 1)) || inSentence(r, i, 'joke') >= 0)
  )
    return true;
  return false;
}

/** A plan, a farewell, a wish to die or a thought within 12 words of token i, not said in a figure of speech. */
function backed(r: Reading, i: number, cs: readonly Concept[]): boolean {
  return r.mentions.some(
    (m) =>
      cs.includes(m.c) &&
      m.start !== i &&
      Math.abs(m.start - i) <= 12 &&
      !negated(r, m.start, m.end) &&
      !figure(r, m.start) &&
      !statusAt(r, m.start, m.end).history,
  );
}

/** "The midwife asked if I've had any thoughts of harming myself": someone else's question, reported. */
function asked(r: Reading, i: number): boolean {
  return /\b(?:asked (?:me )?(?:if|whether|about)|asks (?:me )?(?:if|whether|about)|screening for|screen for)\b/.test(
    r.tokens
      .slice(Math.max(0, i - 10), i)
      .filter((t) => t.sent === r.tokens[i]?.sent)
      .map((t) => t.w)
      .join(' '),
  );
}

/** A strong wish: not a single word but a phrase ("want to die", "not wake up", "end it"). */
function strongDie(r: Reading, i: number): boolean {
  const m = r.mentions.find((x) => x.c === 'die' && x.start === i);
  return (
    m !== undefined &&
    (m.end - m.start > 1 ||
      /^(?:suicide|suicidal|suicidally|overdose|morirme|matarme|suicidio|suicidarme)$/.test(
        r.tokens[i]?.w ?? '',
      ))
  );
}

/** Wanting, being tempted, an urge ("sometimes I want to drive into a wall"). */
const WISH =
  /\b(?:want|wanna|wish|tempted|urge|feel like|think about|thinking about|could just|ganas|quiero)\b/;

/** Medicines: everyday words, so only a plan, a count or a wish to die makes them means. */
const DRUG =
  /^(?:pills|tablets|meds|medication|painkillers|sertraline|antidepressants|citalopram|fluoxetine|insulin|overdose|pastillas|botiquin)$/;

/** The one whose harm is spoken of at token i: the baby (or her bump), herself, or someone else. */
function target(r: Reading, i: number): 'baby' | 'self' | 'other' {
  const s = sentenceOf(r, i);
  for (let k = i + 1; k < Math.min(r.tokens.length, i + 6) && r.tokens[k]?.sent === s; k++) {
    const at = r.at[k];
    if (!at) continue;
    if (at.has('baby') || at.has('belly') || at.has('daughter')) return 'baby';
    const word = r.tokens[k]?.w ?? '';
    if (/^(?:myself|herself|own|wrist|wrists|arms|thighs|skin)$/.test(word) && !at.has('baby')) return 'self';
    // "going to kill me", "killing me": something is hurting her, she is not hurting anyone.
    if (r.tokens[k]?.w === 'me') return 'other';
    if (at.has('he') || at.has('she')) {
      // "kill him" about her husband, said just before (in this sentence, or a man in the one before).
      const male = at.has('he');
      for (let j = i - 1; j >= 0 && (r.tokens[j]?.sent ?? -1) >= s - 1; j--) {
        const w = r.tokens[j]?.w ?? '';
        if (r.tokens[j]?.sent === s && r.at[j]?.has('other')) return 'other';
        if (male && /^(?:husband|partner|boyfriend|fiance|ex|dad|father|brother|man)$/.test(w))
          return 'other';
      }
      return 'baby';
    }
    if (at.has('other')) return 'other';
  }
  return 'other';
}

export const mindRules: Rule = (r) => {
  const out: Finding[] = [];
  const self = (i: number, phrase: string) =>
    out.push(finding('self-harm-thoughts', i, 'mind', 'event', phrase));
  for (const i of active(r, 'die')) {
    if (figure(r, i)) continue;
    const wish =
      strongDie(r, i) ||
      nearActive(r, i, ['thought', 'hopeless', 'plan', 'farewell', 'means'], 8) >= 0 ||
      /\b(?:want|wanna|wish|rather|better|ready|quiero|ganas)\b/.test(
        r.tokens
          .slice(Math.max(0, i - 5), i)
          .map((t) => t.w)
          .join(' '),
      );
    // "I could sleep forever lol": a joke said of sleep, not a wish.
    const joking = inSentence(r, i, 'joke') >= 0 && !strongDie(r, i);
    if (wish && !joking && !(anywhere(r, 'doom') && r.at[i]?.has('doom')))
      self(i, 'thoughts of not wanting to live');
  }
  // Hopelessness and farewells, whatever else is said (a denial of the thought itself is not among them).
  for (const c of ['hopeless', 'farewell'] as const)
    for (const i of all(r, c))
      if (!figure(r, i) && !asked(r, i))
        self(i, c === 'farewell' ? 'a plan or goodbye' : 'others better off without her');
  // Letters or notes left for after she is gone.
  for (const i of all(r, 'plan'))
    if (/^(?:letters|letter|notes|note|cartas|carta)$/.test(r.tokens[i]?.w ?? '') && anywhere(r, 'afterMe'))
      self(i, 'a plan or goodbye');
  // The means, with a plan, counting, a thought or a wish; medicines only with a plan, a count or a wish to die.
  for (const i of all(r, 'means')) {
    if (figure(r, i)) continue;
    const w = r.tokens[i]?.w ?? '';
    const drug = DRUG.test(w);
    if (/^(?:cutting|cut)$/.test(w) && /\b(?:again|myself|arms|legs|wrists|cortarme)\b/.test(r.read.text))
      self(i, 'cutting');
    else if (/^(?:wrist|wrists|throat)$/.test(w) && nearActive(r, i, ['means', 'harm'], 6) >= 0)
      self(i, 'a blade to her wrist');
    else if (
      backed(
        r,
        i,
        drug ? ['plan', 'farewell', 'die', 'hopeless'] : ['plan', 'farewell', 'thought', 'die', 'hopeless'],
      ) ||
      (!drug &&
        WISH.test(
          r.tokens
            .slice(Math.max(0, i - 8), i)
            .map((t) => t.w)
            .join(' '),
        )) ||
      /\b(?:how easy|just go in|not coming back|enough|turning the wheel|step(?:ping)? out)\b/.test(
        r.read.text,
      )
    )
      self(i, 'means and a plan');
  }
  // Harm: to the baby (thoughts, urges or acts) or to herself.
  for (const i of all(r, 'harm')) {
    if (figure(r, i)) continue;
    const who = subjectAt(r, i);
    // Someone else, an older child or the baby does the hurting ("the baby is trying to kill her lol").
    if (who === 'other' || who === 'child' || who === 'baby') continue;
    // "does a fever hurt the baby?": a question about harm, not a thought of harming.
    if (
      r.read.questions.has(r.tokens[i]?.sent ?? -1) &&
      (/^(?:does|do|can|could|will|would|is|are)$/.test(r.tokens[i - 2]?.w ?? '') ||
        /^(?:does|can|could|will|would)$/.test(r.tokens[i - 3]?.w ?? ''))
    )
      continue;
    const t = target(r, i);
    if (t === 'other' || asked(r, i)) continue;
    // "it hurts when he latches", "light is hurting my eyes": pain, unless wished, pictured or feared.
    if (
      /^(?:hurt|hurts|hurting)$/.test(r.tokens[i]?.w ?? '') &&
      !/^(?:myself|herself)$/.test(r.tokens[i + 1]?.w ?? '') &&
      nearActive(r, i, ['thought', 'fearAct'], 6) < 0 &&
      !/\b(?:want|wanna|urge|feel like|could|might|wish|tempted|going to)\b/.test(
        r.tokens
          .slice(Math.max(0, i - 4), i)
          .map((x) => x.w)
          .join(' '),
      )
    )
      continue;
    const denied =
      negated(r, i) &&
      nearActive(r, i, ['thought', 'fearAct'], 4) < 0 &&
      !/\b(?:scared|afraid|frightened|miedo)\b/.test(r.read.text);
    if (denied) continue;
    self(i, t === 'baby' ? 'thoughts of harming the baby' : 'harming herself');
    if (t === 'baby')
      out[out.length - 1] = { ...(out[out.length - 1] as Finding), phrase: 'thoughts of harming the baby' };
  }
  for (const i of active(r, 'fearAct')) self(i, 'afraid of what she might do');
  return out;
};
