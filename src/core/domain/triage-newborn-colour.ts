/**
 * A newborn's colour (docs/clinical-safety.md, "The newborn"; moved out of triage-rules-newborn.ts in iteration 41 to
 * keep each file under 300 lines, issue 12): blue, grey or dusky lips, pale skin cold to the touch, and mottled skin
 * are emergencies; hands and feet alone, a birthmark, a stain, a flushed face or pale poo are not.
 */
import {
  active,
  anywhere,
  finding,
  type Finding,
  flushedFace,
  nearActive,
  stainedColour,
} from './triage-rule-kit.ts';
import type { Reading } from './triage-context.ts';
import { span } from './triage-mind-figures.ts';

const BIRTHMARK =
  /\b(?:mongolian (?:blue )?spots?|slate (?:grey|gray) (?:spots?|patch\w*)|dermal melanocytosis|birth ?marks?|stork (?:marks?|bites?)|salmon patch\w*)\b/;
const SKIN_WORD = /\b(?:skin|face|lips|body|chest|piel|cara|labios|cuerpo|pecho)\b/;
const EXTREMITY = /^(?:hands|feet|fingers|toes|hand|foot|manos|pies|manitas|piecitos|deditos)$/;
/** The colour back once dressed or warm: "go pink again after he's dressed", "pink all over" once warmed. */
const PINK_AGAIN =
  /\b(?:go|goes|went|turn|turns|turned|are|is) (?:back )?pink again\b.{0,40}\b(?:dressed|socks|warm|warmed|covered|blanket|cuddle)|\b(?:dressed|warm|warmed up)\b.{0,30}\bpink all over\b/;
const PINK_CENTRE =
  /\b(?:lips|tongue|chest|face|mouth|labios|lengua|pecho|cara|boca)\b(?: \w+){0,6} (?:pink|rosa|rosados?|rosaditos?|rosaditas?)\b/;

/**
 * Hands and feet that go blue or purple while the lips, tongue and chest stay pink: the catalogue's sign is blue lips
 * or tongue, or skin that is pale, mottled or cold all over (newborn.json), not colour in the hands and feet alone.
 */
export function handsFeetOnly(r: Reading, i: number): boolean {
  const near = r.tokens.slice(Math.max(0, i - 6), i + 4).some((t) => EXTREMITY.test(t.w));
  // ("his feet go purple and blotchy with no socks on, then pink again once he's dressed": cold feet warmed; H116.)
  return near && (PINK_CENTRE.test(r.read.text) || PINK_AGAIN.test(r.read.text));
}

/** A colour change said in Spanish: "se pone morado", "se puso azul", "se esta poniendo gris", "se quedo palida". */
const SE_PONE =
  /\b(?:se (?:pone|puso|ponia|esta poniendo|estaba poniendo|vuelve|volvio|queda|quedo|quedaba)|poniendose|volviendose)(?: (?:todo|toda|muy|bien|medio))?$/;

/** The lips or mouth near a colour, as far again when the baby is named between ("los labios de mi bebe se ven morados"). */
function mouthNear(r: Reading, i: number): number {
  const at = nearActive(r, i, ['mouth'], 8);
  if (at < 0 || Math.abs(i - at) <= 5) return at;
  return /\bde (?:mi|la|el|su|nuestr[ao]) (?:bebe|nena|nene|hij[ao]|nin[ao]|bebita|bebito)\b/.test(
    span(r, Math.min(i, at), Math.max(i, at)),
  )
    ? at
    : nearActive(r, i, ['mouth'], 5);
}

/** The colour findings of a newborn: a change to blue, grey or pale, and mottled skin. */
export function colourFindings(r: Reading): Finding[] {
  const out: Finding[] = [];
  for (const i of active(r, 'blue')) {
    const w = r.tokens[i]?.w ?? '';
    const paleWord = /^(?:pale|white|palida|palido|blanco|blanca|colour|color)$/.test(w);
    const mouthAt = paleWord ? -1 : mouthNear(r, i);
    const mouth = mouthAt >= 0;
    // Pale or grey with skin cold to the touch ("gone all grey and her hands and feet are freezing"): the
    // catalogue's pale, mottled or cold skin, whatever word comes before the colour.
    const pale =
      (paleWord || /^(?:grey|gray|greyish|ashen|dusky)$/.test(w)) &&
      w !== 'colour' &&
      w !== 'color' &&
      (anywhere(r, 'floppy') ||
        /\b(?:cold|freezing|ice cold|icy|like ice|fria|frio|frias|frios|helad[ao]s?|cool|white as a sheet|muy palida|so pale|really pale)\b/.test(
          r.read.text,
        ));
    // "turned blue while feeding", "going grey": a colour change, wherever it shows.
    const changed =
      !paleWord &&
      (/^(?:turned|turning|turns|went|going|gone|goes|go|gray|grey|blue)$/.test(r.tokens[i - 1]?.w ?? '') ||
        SE_PONE.test(span(r, i - 3, i)));
    const flushed = flushedFace(r, i, mouthAt);
    // A patch or mark of colour on the skin ("a blue-grey patch on his lower back... Mongolian spot in his red book"),
    // not a change in his colour.
    if (!mouth && /^(?:\w+ )?(?:patch|patches|mark|marks|birthmark|birthmarks)\b/.test(span(r, i + 1, i + 3)))
      continue;
    // ("blue grey on his bottom since birth, the paediatrician says a Mongolian spot": a birthmark named, not his colour.)
    const turned =
      /\b(?:turned|turning|turns|went|going|gone|goes)(?: \w+)?$/.test(span(r, i - 3, i)) ||
      SE_PONE.test(span(r, i - 3, i));
    if (!mouth && !pale && !turned && BIRTHMARK.test(r.read.text)) continue;
    if (handsFeetOnly(r, i) || (mouth && stainedColour(r))) continue;
    // "her poo has gone really pale": the colour of the poo (pale chalky stools, triage-rules-jaundice.ts), not of her.
    if (!mouth && nearActive(r, i, ['stool'], 8) >= 0 && !SKIN_WORD.test(span(r, i - 4, i + 4))) continue;
    if (((mouth || changed) && !flushed) || pale)
      out.push(finding('newborn-colour-change', i, 'baby', 'symptom', 'blue, grey or pale colour'));
  }
  // (A blotchy rash is a rash; "manchas moradas" is the mottling itself, and mottled with cold hands and feet is.)
  for (const i of active(r, 'mottled')) {
    const rash = nearActive(r, i, ['rash'], 5);
    const cold = /\b(?:cold|freezing|fri[ao]s?|helad[ao]s?)\b/.test(r.read.text);
    // Blotches she called a rash and pressed a glass on, and they faded ("red blotchy patches after her bath, sort of
    // like a rash... disappears under the glass"; H126): the rash checked, not mottled skin; cold skin still raises.
    const glassFaded =
      anywhere(r, 'rash') && anywhere(r, 'glass') && anywhere(r, 'fade') && !anywhere(r, 'notFade');
    if ((rash < 0 || r.at[rash]?.has('mottled') || cold) && (cold || !glassFaded) && !handsFeetOnly(r, i))
      out.push(finding('newborn-colour-change', i, 'baby', 'symptom', 'mottled skin'));
  }
  return out;
}
