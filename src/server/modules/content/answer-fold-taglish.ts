/**
 * Taglish (iteration 13): Filipino words a mother in the Philippines or abroad mixes into an English question,
 * folded to the English the library uses, so the English entry is found. Politeness and filler words carry no
 * topic ("po", "lang", "daw", "muna", "naman") and go; family words are family; the words that are the topic
 * (bawal maligo, binat, pusod, bigkis, nireseta) become the library's own. Applied in answer-folds.ts on both
 * the question and the library, before the claim and family folds, so "lola" is then read as a grandparent.
 */
export const TAGLISH_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // Where she is: "here sa pinas" is her story (as "we live in leeds"); the country asked about is a topic
  // ("maternity leave sa pilipinas").
  [/\b(?:dito|here) sa (?:pinas|pilipinas|philippines)\b/g, ''],
  [/\bsa (?:pinas|pilipinas|philippines)\b/g, 'in philippines'],
  [/\b(?:pinas|pilipinas)\b/g, 'philippines'],
  // Asking whether something is right or allowed.
  [/\btama (?:po )?ba\b/g, 'is that right'],
  [/\b(?:pwede|puwede|pede) (?:po )?ba\b/g, 'is it ok'],
  [/\b(?:pwede|puwede|pede)\b/g, 'can'],
  [/\bbawal\b/g, 'not allowed'],
  // What a tradition forbids after the birth, and the relapse it is said to cause.
  [/\b(?:maligo|maliligo|naligo|paligo|ligo)\b/g, 'shower'],
  [/\b(?:mabinat|mabibinat|binat|nabinat|binatin)\b/g, 'relapse illness'],
  // The baby's navel and the belly band tied over it.
  [/\bpusod\b/g, 'cord stump'],
  [/\bbigkis\b/g, 'binder'],
  // A prescription and the medicine taken while breastfeeding.
  [/\b(?:nireseta|niresetahan|resetahan|reseta)\b/g, 'prescribed'],
  [/\b(?:umiinom|iinom|uminom)\b/g, 'taking'],
  [/\bhabang\b/g, 'while'],
  [/\bpero\b/g, 'but'],
  [/\bkasi\b/g, 'because'],
  [/\b(?:hindi|di)\b(?= (?:pa|ko|ako|siya|na|makatulog|kumakain|dumedede))/g, 'not'],
  [/\b(?:buntis|nagbubuntis)\b/g, 'pregnant'],
  [/\b(?:anak|baby ko)\b/g, 'baby'],
  [/\b(?:dumedede|dede|magpadede|nagpapadede|padede)\b/g, 'breastfeeding'],
  [/\bgatas\b/g, 'milk'],
  [/\b(?:pano|paano)\b/g, 'how'],
  [/\bbakit\b/g, 'why'],
  [/\bano\b/g, 'what'],
  [/\b(?:sabi (?:ng|ni|nila)|sabi)\b/g, 'says'],
  // Family: an aunt or uncle is family, a grandmother or grandfather a grandparent.
  [/\b(?:titas?|titos?)\b/g, 'family'],
  [/\b(?:lolas?|lolos?)\b/g, 'grandma'],
  [/\bako\b/g, 'i'],
  [/\b(?:manganak|nanganak|panganganak|pagkapanganak)\b/g, 'giving birth'],
  [/\b(?:matulog|natutulog|tulog)\b/g, 'sleep'],
  [/\bkasama\b/g, 'with'],
  [/\bkama\b/g, 'bed'],
  // "Raw fish cooked in vinegar": kinilaw is raw fish.
  [/\bkinilaw\b/g, 'kinilaw raw fish'],
  // Particles and fillers with no topic of their own.
  [/\b(?:po|opo|lang|lng|daw|muna|naman|talaga|yung|ung|mga|ng|ba|na|si|ni|ko|sa|mag)\b/g, ''],
];
