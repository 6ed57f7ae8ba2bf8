/**
 * Possible sepsis after the birth (docs/clinical-safety.md, "After the birth"; the catalogue: confusion, slurred
 * speech, extreme shivering, no urine for a day, mottled skin, "feels like I'm going to die"): two of its signs
 * together, or a fever beside one of them, or the feeling that she is dying, which is reason enough (NHS sepsis
 * advice). A head cold's "feel like death", a joke and words the dictation caught from the television do not count.
 */
import type { Reading } from './triage-context.ts';
import { headCold } from './triage-fever-subject.ts';
import { active, all, anywhere, finding, type Finding, nearActive } from './triage-rule-kit.ts';
import { subjectAt } from './triage-subject.ts';

/** Words the dictation caught from the television or the room, disowned ("sorry that's the telly, ignore that"). */
const overheard = (r: Reading) =>
  /\b(?:that is|that was|it is|it was|its|thats) (?:just )?(?:the|my|his|her) (?:telly|tv|television|radio|film|show|programme|podcast)\b|\b(?:in the background|ignore that)\b/.test(
    r.read.text,
  );

/** Doom someone else thinks of her ("hubby thinks something is wrong with me"): his worry, not her sense of dying. */
const othersThought = (r: Reading, i: number) =>
  /\b(?:he|she|they|hubby|husband|partner|mum|mom|mother|dh|bf|boyfriend|family|everyone) (?:thinks|think|says|said|reckons)$/.test(
    r.tokens
      .slice(Math.max(0, i - 3), i)
      .map((t) => t.w)
      .join(' '),
  );

export function sepsisFindings(r: Reading): Finding[] {
  if (r.stage === 'pregnant') return [];
  const marks: number[] = [];
  const shiver = active(r, 'shiver').find(
    (i) =>
      /\b(?:so hard|so strong|uncontrollabl|can not stop|all over|chattering|under (?:\w+ )?(?:blankets|duvets|covers)|teeth (?:are )?(?:hitting|banging|knocking|rattling|clacking)|tiembla entera|no para|whole body)/.test(
        r.read.text,
      ) || nearActive(r, i, ['severe'], 5) >= 0,
  );
  if (shiver !== undefined) marks.push(shiver);
  for (const c of ['confused', 'slurred', 'doom'] as const) {
    const i = active(r, c)[0];
    if (
      i !== undefined &&
      !(c === 'doom' && (anywhere(r, 'joke') || headCold(r) || overheard(r) || othersThought(r, i)))
    )
      marks.push(i);
  }
  const mottled = active(r, 'mottled').find(
    (i) => nearActive(r, i, ['leg', 'feet', 'blue'], 8) >= 0 || /\bskin\b|\bpiel\b/.test(r.read.text),
  );
  if (mottled !== undefined) marks.push(mottled);
  // ("pee none since yesterday morning": the denial after, in sign-language order.)
  const noWee = all(r, 'wee').find(
    (i) =>
      (/\b(?:not|no|has not|have not|hasnt)\b/.test(
        r.tokens
          .slice(Math.max(0, i - 4), i)
          .map((t) => t.w)
          .join(' '),
      ) ||
        /^(?:none|nothing|zero)$/.test(r.tokens[i + 1]?.w ?? '')) &&
      /\b(?:since yesterday|all day|since|todo el dia|desde)\b/.test(r.read.text),
  );
  if (noWee !== undefined) marks.push(noWee);
  // A fever (a reading of 38 or more, or hot in words) beside another sign ("confused and hot", the catalogue).
  // (Her fever, not the baby's: "his temp was 38.3 ... still playing and feeding" is the baby's reading; Q39.)
  const fever =
    r.numbers.tempsC.find((t) => t.c >= 38 && subjectAt(r, t.at) !== 'baby')?.at ??
    active(r, 'fever').find((i) => subjectAt(r, i) !== 'baby');
  if (fever !== undefined && marks.length) marks.push(fever);
  // Shaking or shivering beside confusion ("confused and shivering", the catalogue), however hard.
  const anyShiver = active(r, 'shiver')[0];
  if (shiver === undefined && anyShiver !== undefined && active(r, 'confused').length) marks.push(anyShiver);
  // Feeling she has never been this ill, or that she is dying, is reason enough after the birth (NHS sepsis advice).
  const doom = active(r, 'doom').find(
    (i) => (r.mentions.find((m) => m.c === 'doom' && m.start === i)?.end ?? i) - i > 1,
  );
  // ("full blown cold, sore throat, feel like death": how a cold feels, when nothing else of sepsis is told.)
  const cold = headCold(r) && !marks.length;
  if (
    doom !== undefined &&
    !anywhere(r, 'joke') &&
    !cold &&
    !overheard(r) &&
    !othersThought(r, doom) &&
    marks.length < 2
  )
    marks.push(doom, doom);
  if (marks.length < 2) return [];
  // (Read at a sign told of her: "she is shaking... she asks where baby is when baby is in her arm, she doesn't
  // know what day it is" is hers, though the last "she" follows the baby.)
  const at = marks.find((i) => subjectAt(r, i) !== 'baby') ?? marks[0] ?? 0;
  return [finding('sepsis-signs', at, 'mother', 'symptom', 'signs of sepsis')];
}
