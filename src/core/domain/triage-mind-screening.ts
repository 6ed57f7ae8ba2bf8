/**
 * A screening question answered yes (docs/clinical-safety.md, "The mind: recall first", iteration 26; found by the
 * blind batch H75): someone else's screening question ("the questionnaire asked about thoughts that I'd be better off
 * dead") is not her thought, unless she says she answered yes. The questionnaires' own answers count as yes: "I
 * answered 'more than half the days'", "nearly every day", "I ticked sometimes" (the EPDS and PHQ-9 answer options).
 * Read by triage-mind-cues.ts.
 */
export const SAID_YES =
  /\b(?:said yes|i said i have|told (?:her|him|them) yes|dijo que si|dije que si|i (?:answered|ticked|put|chose|picked|said) (?:yes|more than half|nearly every|most|quite often|several|sometimes|often|hardly ever)|more than half the days|nearly every day)\b/;
