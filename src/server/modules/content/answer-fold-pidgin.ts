/**
 * Nigerian Pidgin (iteration 14): the words a mother in Nigeria or abroad asks in, folded to the English the
 * library uses, so the English entry is found ("abeg, wetin i fit do when pikin get fever" is "what can I do
 * when the baby has a fever"). Particles that only carry the tense or the tone ("dey", "don", "abeg", "o",
 * "sef") go; the words that are the topic become the library's own (pikin a baby, belle her tummy or her
 * pregnancy, chop to eat). Applied in answer-folds.ts on both the question and the library, after the Taglish
 * folds (which already drop "na") and before the claim and family folds.
 */
export const PIDGIN_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // What she asks: "wetin i fit do" is what can I do, "e fit" it can, "make i" should I.
  [/\bwetin (?:i|we) (?:fit|go|suppose to|suppose|for) do\b/g, 'what can i do'],
  [/\bwetin\b/g, 'what'],
  [/\b(i|e|we|una|she|he|you|baby|pikin) fit\b/g, '$1 can'],
  [/\bmake (i|we)\b/g, '$1 should'],
  [/\bmake (?:e|am)\b/g, 'so it'],
  [/\b(?:e don|e done)\b/g, 'it has'],
  [/\be go\b/g, 'it will'],
  [/\bno be\b/g, 'is not'],
  [
    /\b(i|she|he|we|baby|pikin) no (?=(?:sabi|know|fit|wan|want|get|chop|sleep|poo|feed|drink)\b)/g,
    '$1 not ',
  ],
  [/\b(?:i|we) no sabi\b/g, 'i do not know'],
  [/\bsabi\b/g, 'know'],
  [/\bwan\b/g, 'want'],
  [/\buna\b/g, 'you'],
  [/\bdem\b/g, 'they'],
  [/\b(?:talk say|tell me say|dey say|say make)\b/g, 'says'],
  // "It never fall" is not yet ("the cord never fall", "she never poo for 4 days").
  [
    /(?<=\b(?:stump|cord|it|e|she|he|baby|pikin|belle|milk|period)) never (?=(?:fall|drop|poo|wee|pee|come|comot|pass|open)\b)/g,
    ' not yet ',
  ],
  // The words that are the topic.
  [/\b(?:pikin|pickin|pikin dem|pikins)\b/g, 'baby'],
  [/\b(?:get|carry|carrying|with) belle\b/g, 'pregnant'],
  [/\bbelle\b/g, 'tummy'],
  [/\bchop\b(?! (?:onions?|vegetables?|it up|them up))/g, 'eat'],
  [/\b(?:comot|commot)\b/g, 'out'],
  [/\bwell well\b/g, 'very'],
  [/\bsmall small\b/g, 'little'],
  [/\bwahala\b/g, 'problem'],
  [/\btey\b/g, 'long'],
  // "Drink am", "leave am", "put toothpaste on am": am is it after a verb.
  [
    /\b(drink|give|take|leave|put|wrap|use|rub|carry|feed|bath|wash|eat|chop|do|touch|cover|cause|causes|on|for|with) am\b/g,
    '$1 it',
  ],
  // Tense, tone and greeting words with no topic of their own.
  [/\b(?:abeg|biko|dey|don|sha|sef|jare|abi|shey|shebi|ehn|ehen|oya)\b/g, ''],
  // "O" at the end of a clause is tone ("e don tey o"); before a word it may be a blood group ("o negative").
  [/\s+oo?(?=\s*(?:$|[.?!,]))/g, ''],
  // Jamaican and Caribbean Patois (iteration 17): "mi granny seh fi drink it fi build up di baby blood" is "my
  // grandmother says to drink it to build up the baby's blood"; a pickney is a child.
  [/\b(?:mi|fi|di|wid)\b */g, ''],
  [/\bseh\b/g, 'says'],
  [/\btek\b/g, 'take'],
  // More Patois (iteration 32): "tape a coin pon it" is "on it", "waan" is "want", "likkle" is "little", "inna"
  // is "in", "dat" is "that", "nuh" is "not", and "dat postnatal ting" is "that postnatal thing".
  [/\bpon\b/g, 'on'],
  [/\bwaan\b/g, 'want'],
  [/\blikkle\b/g, 'little'],
  [/\binna\b/g, 'in'],
  [/\bdat\b/g, 'that'],
  [/\bnuh\b/g, 'not'],
  [/\bting\b/g, 'thing'],
  [/\b(?:pickney|pickni|pikni)\b/g, 'baby'],
];
