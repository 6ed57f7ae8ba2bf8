/**
 * A screening question answered yes (docs/clinical-safety.md, "The mind: recall first", iteration 26; found by the
 * blind batch H75): someone else's screening question ("the questionnaire asked about thoughts that I'd be better off
 * dead") is not her thought, unless she says she answered yes. The questionnaires' own answers count as yes: "I
 * answered 'more than half the days'", "nearly every day", "I ticked sometimes" (the EPDS and PHQ-9 answer options).
 * Read by triage-mind-cues.ts.
 */
export const SAID_YES =
  /\b(?:said yes|i said i have|told (?:her|him|them) yes|dijo que si|dije que si|i (?:answered|ticked|put|chose|picked|said) (?:yes|more than half|nearly every|most|quite often|several|sometimes|often|hardly ever)|more than half the days|nearly every day)\b/;

/**
 * A relative's illness asked about for herself while she is well (iteration 40; H122): "my aunt saw things that
 * were not there after her baby... can it happen to me too? I'm fine now". The relative's cues are the story, not
 * hers, when she asks whether it could happen to her and says she is fine now. Her own cue ("I'm seeing shadows")
 * stays hers (the subject there is her).
 */
const FOR_HERSELF =
  /\b(?:can|could|will|would|might|does) (?:it|this|that) (?:happen|run|come) (?:to|in|for) (?:me|my family|families|us)\b|\b(?:am i|will i be|could i be) (?:at risk|more likely|likely)\b|\b(?:is it|is that) (?:genetic|hereditary|in the genes)\b/;
const WELL_NOW =
  /\b(?:i am|i m|im|i feel|feeling|i have been|i ve been) (?:fine|ok|okay|well|good|alright|all right)(?: now| at the moment| so far| for now)?\b/;
export const relativeAsked = (text: string, who: string | null) =>
  (who === 'other' || who === 'she') && FOR_HERSELF.test(text) && WELL_NOW.test(text);
