/**
 * Who the words at a place in a message are about (docs/clinical-safety.md, "Who, when, and whether"): her,
 * whether she writes herself or a partner, her mother or a friend writes about her now ("my sister is 40 weeks
 * and..."); her baby; someone else's story ("my sister had pre-eclampsia with her first"); an older child. The
 * nearest person named before the words decides; a pronoun is the first person of its gender named in its
 * sentence; "my" before a body part is her own body, whoever tells it.
 */
import { span } from './triage-mind-figures.ts';
import { memoised, type Reading, sentenceText } from './triage-context.ts';
import { PERSONS } from './triage-lexicon.ts';
import { bornTo, objectOfVerb, speaks } from './triage-subject-object.ts';
import {
  GENERIC,
  MINE,
  OWNED_DEVICE,
  ownNotHers,
  relaying,
  toldOf,
  writerIntroduced,
  youngRelative,
} from './triage-subject-relatives.ts';

export type Subject = 'her' | 'baby' | 'she' | 'he' | 'other' | 'child' | null;

const MALE =
  /^(?:husband|dad|father|boyfriend|brother|uncle|son|grandson|nephew|grandad|stepson|man|marido|esposo|papa|hermano|hijo|nieto|novio)$/;
const FEMALE =
  /^(?:wife|girlfriend|mum|mother|grandmother|sister|daughter|aunt|auntie|niece|grandma|granny|nan|nana|gran|fiancee|missus|woman|lady|granddaughter|stepdaughter|esposa|mujer|novia|hermana|hija|mama|madre|abuela|tia|prima|amiga|suegra|cunada|nieta)$/;

const DEVICE_VERB = /^(?:bought|got|gave|lent|brought|ordered|borrowed|sent|uses|owns|compro|presto|regalo)$/;
const PLURAL =
  /^(?:kids|children|babies|boys|girls|ones|toddlers|twins|sons|daughters|sisters|brothers|friends|parents|grandparents|ninos|ninas|hijos|hijas|bebes)$/;

/** Parts and things of a body only the mother has. */
const MATERNAL =
  /^(?:maternity|sanitary|scar|stitches|stitch|wound|incision|section|breast|breasts|boob|boobs|nipple|nipples|pad|pads|bump|waters|womb|uterus|vagina|perineum|period|rings|ring|wedding|milk|supply|lochia|lochea|discharge|placenta|pelvis|cervix|husband|partner|pregnancy|labour|labor|midwife)$/;

/** Whether a third party named in this sentence is her, now ("my sister is 40 weeks", "my daughter had her baby on Monday"). */
function attachedNow(r: Reading, sent: number): boolean {
  const s = sentenceText(r, sent);
  if (
    /\b(?:last year|years ago|with both|with her first|when she was|after having|at \d+ weeks|in \d{4}|back in)\b/.test(
      s,
    )
  )
    return false;
  // ("my sister's little lad had jaundice and was under the blue light for 2 days": a story's span, not her age.)
  const story =
    /\b(?:had|was|were)\b/.test(s) && !/\b(?:is|are|has|have|now|still|keeps|today|s|been)\b/.test(s);
  if (
    writerIntroduced(r) ||
    /\b(?:is|now|just|esta|tiene)\b.{0,40}\b(?:weeks|wks|pregnant|postpartum|pp|semanas|embarazada)\b/.test(
      s,
    ) ||
    (/\b\d+ (?:weeks|days|week old|day old)\b/.test(s) && !(story && /\bfor \d+ (?:weeks|days)\b/.test(s)))
  )
    return true;
  // A birth named, told with something happening now ("she had the baby on Monday and is bleeding"), not a story
  // told in the past ("my friend had a massive bleed after her c-section").
  return (
    /\b(?:had (?:the|her) baby|gave birth|delivered|had him|had her|c section|postpartum|pp|parto|parió|pario|dio a luz|tuvo al bebe|tuvo a la bebe|de parida|after the birth|since the birth)\b/.test(
      s,
    ) &&
    /\b(?:is|are|has|now|today|tonight|this morning|keeps|currently|still|just|esta|tiene|ahora|hoy)\b/.test(
      s,
    )
  );
}

/** Who the words at token i are about: the nearest person before it in its sentence, else in the sentences before. */
export function subjectAt(r: Reading, i: number): Subject {
  return memoised(r, `s:${String(i)}`, () => subjectNow(r, i));
}

function subjectNow(r: Reading, i: number): Subject {
  const t = r.tokens[i];
  if (!t) return null;
  const classify = (k: number): Subject | undefined => {
    const at = r.at[k];
    if (!at) return undefined;
    // "with her own cuff": a possessive that belongs to a thing, not who the next words are about.
    if (r.tokens[k + 1]?.w === 'own' && !at.has('self')) return undefined;
    // "used my mums bp machine", "her mum's thermometer": whose device it is, not whose reading.
    if (at.has('other') && OWNED_DEVICE.test(span(r, k + 1, k + 4))) return undefined;
    // "the BP machine at mum's": a place, not a person.
    if (
      at.has('other') &&
      (r.tokens[k - 1]?.w === 'at' || (r.tokens[k - 1]?.w === 'my' && r.tokens[k - 2]?.w === 'at'))
    )
      return undefined;
    // "the machine my son bought", "the cuff her mum lent us": whoever got a device is not who its reading is about.
    if (
      DEVICE_VERB.test(r.tokens[k + 1]?.w ?? '') &&
      (r.at[k - 1]?.has('bp') ||
        r.at[k - 2]?.has('bp') ||
        r.at[k - 1]?.has('temperature') ||
        r.at[k - 2]?.has('temperature'))
    )
      return undefined;
    // "I gave my sister my jewellery box, told her to...": someone spoken to is not who the words are about.
    if (
      (at.has('other') || at.has('she') || at.has('he')) &&
      !at.has('self') &&
      TOLD.test(r.tokens[k - 1]?.w ?? '')
    )
      return undefined;
    if (at.has('other')) {
      if (relaying(r, k)) return undefined;
      // "what's good to cook for a breastfeeding mum? She just stood up...": a kind of person, not someone told of.
      if (GENERIC.test(span(r, k - 2, k + 1))) return undefined;
      let j = k - 1;
      while (j > 0 && /^(?:my|her|his|our|the|a|best|good|old|close|dear|oldest)$/.test(r.tokens[j]?.w ?? ''))
        j--;
      if (j < k - 1 && TOLD.test(r.tokens[j]?.w ?? '')) return undefined;
    }
    for (const p of PERSONS) {
      if (!at.has(p)) continue;
      switch (p) {
        case 'self':
          // "I've got the flu, 38.5, and I'm worried for my pregnant wife": the teller is not her.
          return tellerNotHer(r) ? 'other' : 'her';
        case 'her':
          return 'her';
        case 'she':
          return 'she';
        case 'he':
          return 'he';
        case 'baby':
          // "she had the baby 6 days ago", "feeding the baby": the baby is what she did, not who it is about.
          if (objectOfVerb(r, k)) return undefined;
          // "my granddaughter is 34 weeks along": in pregnancy, or pregnant or just delivered herself, a
          // granddaughter is her (a grandmother writing), not a baby.
          if (
            r.tokens[k]?.w === 'granddaughter' &&
            (r.stage === 'pregnant' ||
              (attachedNow(r, r.tokens[k]?.sent ?? -1) &&
                !/\bold\b/.test(sentenceText(r, r.tokens[k]?.sent ?? -1))))
          )
            return 'her';
          // "my friend's baby had meningitis last year": someone else's baby, in a story.
          return otherBefore(r, k) ? 'other' : 'baby';
        case 'daughter':
          return r.stage === 'pregnant' || attachedNow(r, r.tokens[k]?.sent ?? -1) ? 'her' : 'she';
        case 'child':
          // "just dropped the eldest at school and got this stabbing pain": a child taken somewhere is not who
          // the next words are about.
          if (ERRAND_VERB.test(r.tokens[k - 2]?.w ?? '') || ERRAND_VERB.test(r.tokens[k - 1]?.w ?? ''))
            return undefined;
          // "my nephew's 3 weeks old and he's grunting", "mi sobrino tiene 6 semanas": after the birth, a niece or
          // nephew of a baby's age is the baby a relative writes about, not an older child.
          // ("my niece is 3 weeks postpartum and soaking a pad": a niece who is pregnant or gave birth is her.)
          if (youngRelative(r, k)) return 'baby';
          return /^(?:niece|sobrina)$/.test(r.tokens[k]?.w ?? '') && attachedNow(r, r.tokens[k]?.sent ?? -1)
            ? 'her'
            : 'child';
        case 'other':
          // "el bebé de mi hermana tiene 10 días": the relative's baby, after the birth, is the baby she writes about.
          if (
            r.stage === 'postpartum' &&
            /^(?:de|del)$/.test(r.tokens[k - 2]?.w ?? '') &&
            /^(?:mi|su|tu|nuestra|nuestro)$/.test(r.tokens[k - 1]?.w ?? '') &&
            r.at[k - 3]?.has('baby')
          )
            return 'baby';
          // "my mother in law took my wife's blood pressure": the wife is nearer the reading.
          if (/^(?:husband|dad|father|boyfriend)$/.test(r.tokens[k]?.w ?? '')) return 'other';
          return attachedNow(r, r.tokens[k]?.sent ?? -1) ? 'her' : 'other';
      }
    }
    return undefined;
  };
  for (let k = i - 1; k >= 0; k--) {
    const s = classify(k);
    if (s === 'she' || s === 'he') {
      // A pronoun stands for a person of its gender named in its sentence ("my mum had a clot in her leg", "wife
      // had our baby 8 days ago and she is soaking a pad", not "this is her husband, she was shaking").
      const sent = r.tokens[k]?.sent;
      const wrong = s === 'she' ? MALE : FEMALE;
      let j = k - 1;
      while (j > 0 && r.tokens[j - 1]?.sent === sent) j--;
      const nounAt = (x: number) => {
        // An age ("a week old") describes the baby; it is not who a pronoun stands for.
        const age = r.tokens[x]?.w === 'old' || r.tokens[x + 1]?.w === 'old';
        // "Both my kids were sicky babies ... he's been sick": a plural is not who "he" or "she" stands for.
        const plural = PLURAL.test(r.tokens[x]?.w ?? '');
        let noun =
          r.at[x]?.has('self') || age || plural || wrong.test(r.tokens[x]?.w ?? '') ? undefined : classify(x);
        // "changing the baby and noticed his lips": a baby cared for is still who "his" stands for (a baby she
        // had is not: "wife had our baby 8 days ago and she's soaking a pad"; nor twins: "she" is one person).
        if (
          noun === undefined &&
          r.at[x]?.has('baby') &&
          !age &&
          !plural &&
          !bornTo(r, x) &&
          !otherBefore(r, x)
        )
          noun = 'baby';
        // "her scar", "her boobs", "her waters": a body only the mother has is not the baby's.
        if (noun === 'baby' && (MATERNAL.test(r.tokens[k + 1]?.w ?? '') || speaks(r, k))) return undefined;
        return noun !== undefined && noun !== 'she' && noun !== 'he' ? noun : undefined;
      };
      // The nearest person of its gender before it in its sentence ("my mother in law says my wife's face is
      // swollen, she's got a splitting headache": the wife).
      for (let x = k - 1; x >= j; x--) {
        const noun = nounAt(x);
        if (noun !== undefined) return noun;
      }
      // None in its sentence: the first person of its gender in the sentence before ("My friend had a baby three
      // weeks ago. She says she's fine").
      // ("staying with my friend while her husband's away. she's 31 wks and...": a friend whose pregnancy is told
      // now, in the pronoun's sentence, is her.)
      if (sent !== undefined && sent > 0)
        for (let x = 0; x < k; x++)
          if (r.tokens[x]?.sent === sent - 1) {
            const noun = nounAt(x);
            if (noun === 'other' && s === 'she' && attachedNow(r, sent)) return 'her';
            if (noun !== undefined) return noun;
          }
      return s;
    }
    // Someone else or an older child named in an earlier sentence does not carry over without a pronoun: "quick
    // one for my older one lol. There's loads of blood" is about her.
    if ((s === 'other' || s === 'child') && r.tokens[k]?.sent !== t.sent) return null;
    // "Baby born Saturday. Throbbing headache...": a baby named to date the birth, a sentence before, is not who the
    // next sentence is about (her own signs stay hers; a baby's sign still reads as the baby's, triage-rule-kit.ts).
    // ("I had a 2nd degree tear, baby is 8 days. ...the stitches have come apart": an age that dates the birth too.)
    const aged = /^(?:is |s )?\d+ (?:days?|weeks?|wks?)\b/.test(span(r, k + 1, k + 4));
    if (s === 'baby' && r.tokens[k]?.sent !== t.sent && (BIRTH_VERB.test(r.tokens[k + 1]?.w ?? '') || aged))
      return null;
    if (s !== undefined) return s;
    // "my coworkers said my arms were jerking": her own body, whoever tells it.
    if (r.at[k]?.has('my') && r.tokens[k]?.sent === t.sent) return 'her';
  }
  return null;
}

/**
 * Whether the one who writes is not her: a wife, girlfriend or fiancée named as pregnant or just delivered now ("my
 * pregnant wife", "my wife is 20 weeks"). Then "I" and "me" are the teller's own.
 */
function tellerNotHer(r: Reading): boolean {
  return memoised(
    r,
    'teller',
    () =>
      ownNotHers(r) ||
      r.tokens.some(
        (t, k) =>
          /^(?:wife|girlfriend|fiancee|missus|esposa|novia)$/.test(t.w) &&
          (/^(?:pregnant|embarazada)$/.test(r.tokens[k - 1]?.w ?? '') ||
            /^(?:embarazada)$/.test(r.tokens[k + 1]?.w ?? '') ||
            attachedNow(r, t.sent)),
      ),
  );
}

/** An unattached third party earlier in a sentence told in the past ("a friend of my wife's had a baby with jaundice"). */
function otherBefore(r: Reading, k: number): boolean {
  const sent = r.tokens[k]?.sent;
  const s = sentenceText(r, sent ?? -1);
  if (!/\b(?:had|got|was|were|lost|needed|went|took|did|last year|years ago)\b/.test(s)) return false;
  // ("my friends baby had to go under the lights for jaundice, mine is 2 wks and pink": her baby set against
  // theirs, so theirs is someone else's, however close.)
  const theirs = r.at[k - 1]?.has('other') || (r.tokens[k - 1]?.w === 's' && r.at[k - 2]?.has('other'));
  if (theirs && MINE.test(span(r, k + 1, r.tokens.length))) return true;
  for (let j = k - 1; j >= 0 && r.tokens[j]?.sent === sent; j--) {
    // "my husband was useless... then I was changing the baby": she is nearer the baby ("told me her baby": not her).
    if (r.at[j]?.has('self') && r.tokens[j]?.w !== 'my' && !toldOf(r, j)) return false;
    if (r.at[j]?.has('other') && !attachedNow(r, sent ?? -1)) return true;
  }
  return false;
}

const BIRTH_VERB = /^(?:born|arrived|came|delivered|nacio|llego)$/;

/** Taking a child somewhere: the child is what she did, not who the words are about. */
const ERRAND_VERB =
  /^(?:dropped|drop|dropping|took|take|taking|picked|pick|picking|collected|collect|collecting|walked|drove|llevar|lleve|deje|recogi)$/;

/** Verbs of telling and giving, whose object is someone spoken to. */
const TOLD =
  /^(?:told|tell|telling|gave|give|giving|asked|ask|asking|rang|called|texted|messaged|messaging|showed|warned|promised|wrote|write|writing|to|begged|begging)$/;

/** Whether the person the words at token i are about is an indefinite someone ("if someone took..."). */
export function indefinite(r: Reading, i: number): boolean {
  for (let k = i - 1; k >= 0 && r.tokens[k]?.sent === r.tokens[i]?.sent; k--)
    if (PERSONS.some((p) => r.at[k]?.has(p)))
      return /^(?:someone|somebody|anyone|anybody|people|alguien)$/.test(r.tokens[k]?.w ?? '');
  return false;
}

/** Whether the nearest person before token i in its sentence is a pronoun ("she", "he"), not a noun. */
export function byPronoun(r: Reading, i: number): boolean {
  for (let k = i - 1; k >= 0 && r.tokens[k]?.sent === r.tokens[i]?.sent; k--)
    if (PERSONS.some((p) => r.at[k]?.has(p)))
      return r.at[k]?.has('she') === true || r.at[k]?.has('he') === true;
  return false;
}
