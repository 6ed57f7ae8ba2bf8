/**
 * The small words that bound a negation in a message (docs/clinical-safety.md, "Who, when, and whether"): where a
 * denial stops, which verbs and links it reaches across. Kept apart from triage-context.ts, which reads them.
 */
/** Negation does not carry past these words. */
export const NEG_STOP = new Set([
  'and',
  'then',
  'also',
  'plus',
  'so',
  'because',
  'since',
  'now',
  'but',
  'which',
  'that',
  'y',
  'que',
  'pero',
  'ahora',
  'just',
  'still',
  'only',
]);
export const SUBJECT = /^(?:i|she|he|we|they)$/;
export const COGNITIVE =
  /^(?:think|thought|sure|know|knew|feel|felt|believe|say|said|guess|suppose|reckon|if|whether|that)$/;
export const PINK = /^(?:pink|pinkish|rosado|rosadito|rosa|rosita)$/;
export const DEED =
  /^(?:tried|drank|had|took|went|called|rang|lay|lying|laid|gave|ate|got|did|checked|used|put|tomé|tome|probe|intente|llame|fui)$/;
export const HEDGE = new Set(['sure', 'know', 'certain', 'idea', 'tell', 'remember', 'se']);
export const LINK = new Set([
  'is',
  'are',
  'was',
  'were',
  'look',
  'looks',
  'looked',
  'seem',
  'seems',
  'stay',
  'stays',
  'totally',
  'both',
  'all',
  'esta',
  'estan',
  'se',
  've',
  'todo',
]);
