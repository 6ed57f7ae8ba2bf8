/**
 * Psychosis and mania after the birth (docs/clinical-safety.md, "Self-harm, harm to the baby and psychosis";
 * Action on Postpartum Psychosis): hearing voices or seeing what others cannot ("someone says my name when
 * nobody's in the room"), beliefs that the baby was swapped or that she is being poisoned or watched, messages
 * meant for her, barricading, severe confusion, or nights without sleep with racing thoughts, elation or grand
 * plans ("she's figured everything out, she's starting a charity") are emergencies, even in new wording.
 */
import { active, anywhere, finding, type Finding, type Rule } from './triage-rule-kit.ts';

export const psychosisRules: Rule = (r) => {
  const out: Finding[] = [];
  for (const c of ['voices', 'delusion', 'barricade'] as const)
    for (const i of active(r, c)) {
      // A single word ("voices", "whispering") needs hearing; a phrase ("nobody else can see") is enough.
      const phrase = r.mentions.some((m) => m.c === 'voices' && m.start === i && m.end - m.start > 1);
      if (
        c === 'voices' &&
        !phrase &&
        !/\b(?:hear(?:ing)? (?:a |the |her |his |some )?(?:\w+ )?voices?|voices? (?:telling|saying|in my head|talking)|nobody else (?:can )?hears?|hearing things|seeing things|whispering to her|escucho voces|oigo voces|las oigo)\b/.test(
          r.read.text,
        )
      )
        continue;
      out.push(finding('postpartum-psychosis', i, 'mind', 'event', 'hearing, seeing or believing things'));
    }
  const odd = active(r, 'odd');
  const noSleep = active(r, 'noSleep');
  const mania = active(r, 'mania');
  if (odd.length >= 2 && (noSleep.length || mania.length || anywhere(r, 'notNormal')))
    out.push(
      finding('postpartum-psychosis', odd[0] ?? 0, 'mind', 'event', 'messages, missions or being watched'),
    );
  const changed =
    anywhere(r, 'notNormal') ||
    /\b(?:not her|isnt her|is not her|not herself|not like her)\b/.test(r.read.text);
  if (noSleep.length && (mania.length || odd.length || changed || anywhere(r, 'confused')))
    out.push(
      finding(
        'postpartum-psychosis',
        noSleep[0] ?? 0,
        'mind',
        'event',
        'no sleep with elation or strange beliefs',
      ),
    );
  if (mania.length && (mania.length >= 2 || odd.length))
    out.push(finding('postpartum-psychosis', mania[0] ?? 0, 'mind', 'event', 'mania'));
  // Severe confusion after the birth: not knowing the day or whose baby this is.
  if (r.stage === 'postpartum')
    for (const i of active(r, 'confused'))
      if (/\b(?:whose baby|what day it is|same thing|far away|que dia es)\b/.test(r.read.text))
        out.push(finding('postpartum-psychosis', i, 'mind', 'event', 'severe confusion'));
  return out;
};
