/**
 * Dictated or typed without full stops, a message often chats first and then turns to its point ("...my partner is
 * back at work monday which im dreading but the reason im messaging is my temp is 38.6"). The turn begins a new
 * sentence, so what was said of the chat ("a relief after last week") does not date or settle the point told after
 * it (docs/clinical-safety.md, "How triage reads a message").
 */
import type { Token } from './triage-text.ts';

/** Words that turn to the point of the message, read at the start of a run of words. */
const TURN =
  /^(?:the (?:main |real |actual )?reason (?:i am|im|i m) (?:messaging|writing|texting|asking|here|getting in touch|contacting you|on here)|what i (?:wanted|want|really want|meant|need) to ask|my (?:actual |real |main )?question is|the thing (?:i am|im) (?:worried|asking) about is)\b/;

/** Starts a new sentence at each turn to the point that does not already start one; shifts the questions after it. */
export function splitAtTurns(tokens: Token[], questions: Set<number>): void {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    const prev = tokens[i - 1];
    if (!t || !prev || prev.sent !== t.sent) continue;
    const ahead = tokens
      .slice(i, i + 8)
      .map((x) => x.w)
      .join(' ');
    if (!TURN.test(ahead)) continue;
    const from = t.sent;
    for (let k = i; k < tokens.length; k++) {
      const x = tokens[k];
      if (x) x.sent++;
    }
    const later = [...questions].filter((s) => s >= from);
    for (const s of later) questions.delete(s);
    for (const s of later) questions.add(s + 1);
  }
}
