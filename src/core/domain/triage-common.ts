/**
 * Common, routine symptoms named in a message (heartburn, back ache, tiredness, baby blues...), by the
 * catalogue's own keywords: they never raise triage, but the answer speaks to them (responder.ts) and the
 * reply says when to call about them (reply-safety.ts). Warning signs are heard by the concept rules instead.
 */
import { normalise } from './triage-normalise.ts';
import { warningSigns } from './warning-signs.ts';

const ROUTINE = warningSigns
  .filter((s) => s.level === 'routine')
  .map((s) => ({
    id: s.id,
    phrases: [...new Set([s.name, ...s.keywords].map((k) => ` ${normalise(k)} `))].filter(
      (k) => k.trim().length > 2,
    ),
  }));

/** Catalogue ids of the routine signs named, not right after "no" or "not". */
export function commonSymptoms(message: string): string[] {
  const text = ` ${normalise(message)} `;
  // "What is the baby blues?" asks what a thing is: the answer comes from the library, not a symptom line.
  if (/^ (?:what is|whats|what are|what does|what do) /.test(text)) return [];
  const out: string[] = [];
  for (const s of ROUTINE)
    for (const p of s.phrases) {
      const at = text.indexOf(p);
      if (at < 0) continue;
      if (
        /\b(?:no|not|never|without|isnt|arent|dont|havent|hasnt)\s*$/.test(
          text.slice(Math.max(0, at - 12), at + 1),
        )
      )
        continue;
      out.push(s.id);
      break;
    }
  return out;
}
