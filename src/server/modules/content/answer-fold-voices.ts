/**
 * Answers iteration 38: dialects and voice-to-text, each folded to the library's English only where its own marker
 * words occur (languageFolds), so an English question is left exactly as it was and pays one scan of the markers.
 * - Scots ("a sair heid aw day, can a take paracetamol, dinnae want tae harm the wean"): "a" before a verb is I,
 *   "tae" is to (not the Tagalog "tae", which the unguarded Taglish folds read as poo), "fir" for, "whit" what,
 *   "dae" do, "-nae" not, "sair" sore, "heid" head, "aw" all, "ma" my.
 * - Jamaican Patois beyond iteration 17's and 32's ("mi jus find out", "mi never tek no folic"): "jus" just, "an"
 *   and, "never tek no" has not taken.
 * - Voice-to-text slips of medicine names ("paris at a mall" for paracetamol, "tile and all" for Tylenol, "calm
 *   pole" for Calpol, "folic assid"): the medicine's name, which the brand folds then read as the library does.
 * - Words said without their last "g" ("flyin", "feelin", "thinkin", "worryin"): the whole word, for a list of
 *   everyday verbs only, where a dropped "g" is left ("fly" + "in" is not a word of its own).
 */
import type { Fold } from './fold-guard.ts';

export const SCOTS_MARKERS =
  /\b(?:dinnae|dinna|cannae|canna|didnae|isnae|wasnae|wouldnae|widnae|doesnae|disnae|havnae|havenae|shouldnae|willnae|winnae|couldnae|sair|heid|wean|weans|bairn|bairns|whit|tae|fir|dae|aw|ma|oor|ken|gonnae|awfy|pure|aye|naw|noo|greetin|hame|aboot|wis|ony|afore)\b/;
export const SCOTS_MIN = 3;

export const SCOTS_FOLDS: ReadonlyArray<Fold> = [
  [/\b(?:dinnae|dinna)\b/g, 'do not'],
  [/\b(?:cannae|canna)\b/g, 'cannot'],
  [/\b(did|is|was|does|have|should|could|will)nae\b/g, '$1 not'],
  [/\b(?:wouldnae|widnae)\b/g, 'would not'],
  [/\bdisnae\b/g, 'does not'],
  [/\bhavnae\b/g, 'have not'],
  [/\bwinnae\b/g, 'will not'],
  [/\bgonnae\b/g, 'going to'],
  [/\bsair heid\b/g, 'headache'],
  [/\bsair\b/g, 'sore'],
  [/\bheid\b/g, 'head'],
  [/\bwhit\b/g, 'what'],
  [/\btae\b/g, 'to'],
  [/\bfir\b/g, 'for'],
  [/\bdae\b/g, 'do'],
  [/\baw\b/g, 'all'],
  [/\bma\b/g, 'my'],
  [/\boor\b/g, 'our'],
  [/\b(?:weans?|bairns?)\b(?! (?:off|onto|from))/g, 'baby'],
  [/\bken\b/g, 'know'],
  [/\bawfy\b/g, 'very'],
  [/\bpure (?=\w+(?:y|ed|ful|ing)?\b)/g, 'very '],
  [/\bgreetin\b/g, 'crying'],
  [/\bthe noo\b/g, 'now'],
  [/\bhame\b/g, 'home'],
  [/\baboot\b/g, 'about'],
  [/\bwis\b/g, 'was'],
  [/\bony\b/g, 'any'],
  [/\bafore\b/g, 'before'],
  // "A" for I: at the start of a clause, or after a word that asks ("can a take"), before a verb.
  [
    /(^|[,.!?] |\b(?:and|an|but|so|that|cause|because|if|when|can|could|should|will|would|do|did|then) )a (?=(?:could|can|cannot|do not|am|was|have|had|need|want|think|feel|dont|do|did|get|go|know|take|took|cant|just|still|keep|give|use|eat|drink|sleep|stop|start|ask|talk|see|tell|put|be)\b)/g,
    '$1i ',
  ],
];

export const PATOIS_MARKERS = /\b(?:mi|fi|tek|seh|nuh|pickney|pikni|di|inna|likkle|wid|dem|waan|jus|nah)\b/;
export const PATOIS_MIN = 3;

export const PATOIS_FOLDS: ReadonlyArray<Fold> = [
  [/\bjus\b/g, 'just'],
  [/\ban\b/g, 'and'],
  [/\bnever (?:tek|take) no\b/g, 'have not taken any'],
  [/\b(?:pickney|pikni)\b/g, 'baby'],
];

export const VOICE_MARKERS = /\b(?:paris|tile|calm|eye|i be|assid|asid)\b/;

export const VOICE_FOLDS: ReadonlyArray<Fold> = [
  [/\bparis (?:at|and|a|et) (?:a |the )?mall?\b/g, 'paracetamol'],
  [/\btile (?:and|an|n) (?:all|ol)\b/g, 'tylenol'],
  [/\bcalm ?poles?\b/g, 'calpol'],
  [/\b(?:eye|i) ?(?:bu|be|b you) ?pro ?fen\b/g, 'ibuprofen'],
  [/\bfolic (?:assid|asid)\b/g, 'folic acid'],
];

/** A dropped "g", found by the fold's own pattern (its marker) and only then rewritten. */
export const DROPPED_G =
  /\b(fly|feel|think|worry|go|do|try|sleep|eat|keep|look|feed|bleed|tak|mak|com|giv|us|hurt|start|wonder|ask|walk|pump|cry|work|lift|smok|drink|carry|push|bring|wait|plann|runn|swimm|gett|sitt|stopp|throw|hav|vomit|spott|cramp|morn|los|expect|anyth|someth|noth|everyth)in\b/g;
export const DROPPED_G_FOLDS: ReadonlyArray<Fold> = [[DROPPED_G, '$1ing']];
