/**
 * Taglish (iterations 13 and 14): Filipino words a mother in the Philippines or abroad mixes into an English question,
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
  // "May sipon ako" is "I have a cold": her own illness, not the baby's.
  [/\b(?:may|meron|mayroon) ([a-z]+(?: (?:at|and|tapos) [a-z]+)?) (?:ako|ko)\b/g, 'i have $1'],
  // Asking how she can tell, how long, how many, how often and when (iteration 14): the kind of answer asked for,
  // in the words the English folds then read ("how long", "how many", "when").
  [/\b(?:pano|paano) (?:ko |ba )?(?:malalaman|malaman|maiintindihan)\b/g, 'how do i know'],
  [/\b(?:malalaman|malaman)\b/g, 'know'],
  [/\bgaano (?:po )?katagal\b/g, 'how long'],
  [/\b(?:gaano (?:po )?kadalas|ilang beses)\b/g, 'how often'],
  [/\b(?:ilang|ilan|gaano (?:po )?karami)\b/g, 'how many'],
  [/\b(?:kelan|kailan)\b/g, 'when'],
  [
    /\b(?:anong|ano ang|ano ba ang) (?:pwede|puwede|pede|dapat|magandang) (?:kong )?(?:gawin|gagawin)\b/g,
    'what can i do',
  ],
  // Sleeping beside her in bed ("katabi ko si baby sa kama") is sharing the bed.
  [/\b(?:katabi|katabing|tabi)\b(?=[^.?!]{0,40}\b(?:kama|matulog|natutulog|tulog)\b)/g, 'cosleeping'],
  [/\b(?:katabi|katabing)\b/g, 'next to'],
  // Asking whether something is right or allowed.
  [
    /\b(?:pwede|puwede|pede) (?:po )?(?:ba )?(?:ako |ko )?(?:uminom|uminum|inumin|mag ?take)\b/g,
    'can i take',
  ],
  [/\btama (?:po )?ba\b/g, 'is that right'],
  // "Ok lang ba" (iteration 37) asks whether it is all right, as "pwede ba" does.
  [/\b(?:ok|okay|oks|okey|okie) (?:lang|lng) (?:po )?ba\b/g, 'is it ok'],
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
  // Everyday words that are the topic (iteration 14): enough milk, coffee, cramps in the legs at night, a fever,
  // a jab, a cold, a cough, her period, stitches, the sun for jaundice, the fridge for stored milk.
  [/\bsapat\b/g, 'enough'],
  [/\b(?:oras)\b/g, 'hours'],
  [/\b(?:labas|sa labas)\b/g, 'out'],
  [/\bkape\b/g, 'coffee'],
  [/\btsaa\b/g, 'tea'],
  [/\btubig\b/g, 'water'],
  [/\b(?:kumain|kakain|kain|pagkain)\b/g, 'eat'],
  [/\b(?:laging|lagi|palagi|palaging)\b/g, 'always'],
  [/\b(?:gabi-gabi|gabi gabi|tuwing gabi|pag gabi|sa gabi|gabi)\b/g, 'at night'],
  [/\b(?:umaga|tuwing umaga)\b/g, 'morning'],
  [/\b(?:binti|binte)\b/g, 'legs'],
  [/\b(?:pulikat|pinupulikat|namumulikat|pinulikat)\b/g, 'cramps'],
  [/\b(?:nilalagnat|may lagnat|lagnat|sinisinat|sinat)\b/g, 'fever'],
  // A headache (iteration 44), read wherever it appears: "sakit ulo" is not English.
  [/\b(?:may )?(?:sakit (?:ng |sa )?ulo|masakit (?:ang )?ulo|sumasakit (?:ang )?ulo)\b/g, 'headache'],
  [/\b(?:puyat|napupuyat|kulang sa tulog)\b/g, 'no sleep'],
  [/\b(?:bakuna|bakunahan|nabakunahan|pagbabakuna|turok|tinurukan)\b/g, 'vaccine'],
  [/\b(?:sinisipon|sipon)\b/g, 'cold'],
  // A blocked nose ("barado ilong", "barado ang ilong ko"), and "colds" (Philippine English for a cold).
  [/\b(?:barado|barado na|nababara|bara) (?:ang |yung )?ilong\b/g, 'blocked nose'],
  [/\bilong\b/g, 'nose'],
  [/\b(?:have|having|got|with|has) colds\b/g, 'have a cold'],
  [/\b(?:inuubo|ubo)\b/g, 'cough'],
  [/\b(?:regla|nireregla)\b/g, 'period'],
  [/\b(?:tahi|tinahi)\b/g, 'stitches'],
  [/\b(\d+) araw\b/g, '$1 days'],
  [/\b(?:araw-araw|araw araw)\b/g, 'every day'],
  [/\b(?:paarawan|pinaarawan|ipaaraw|magpaaraw|pagpapaaraw|arawan|sikat ng araw|araw)\b/g, 'sunlight'],
  [/\b(?:manilaw|naninilaw|paninilaw|madilaw|dilaw)\b/g, 'jaundice yellow'],
  [/\b(?:dumi|tae|pupu)\b/g, 'poo'],
  [/\b(?:umihi|ihi)\b/g, 'wee'],
  [/\b(?:nagsusuka|sumusuka|nagsuka|isinuka)\b/g, 'vomit'],
  [/\b(?:masakit|sakit|kumikirot)\b/g, 'pain'],
  [/\bgamot\b/g, 'medicine'],
  [/\b(?:umiiyak|iyak|iyakin)\b/g, 'crying'],
  [/\b(?:nagigising|gumigising|gising)\b/g, 'wake'],
  [/\bsuso\b/g, 'breast'],
  [/\b(?:bote|dumedede sa bote)\b/g, 'bottle'],
  [/\b(?:ref|pridyider|refrigerator)\b/g, 'fridge'],
  [/\b(?:babalik|bumalik)\b/g, 'going back'],
  [/\btrabaho\b/g, 'work'],
  [/\b(?:ligtas)\b/g, 'safe'],
  [/\b(?:delikado|mapanganib)\b/g, 'dangerous'],
  [/\btotoo\b/g, 'true'],
  [/\b(?:dapat|kailangan)\b/g, 'should'],
  [/\b(?:asawa|mister|hubby ko)\b/g, 'partner'],
  [/\bbiyenan\b/g, 'grandparents family'],
  [/\bhilot\b/g, 'massage'],
  [/\bmainit\b/g, 'hot'],
  [/\bmalamig\b/g, 'cold'],
  [/\bmarinig\b/g, 'hear'],
  [/\bmas\b/g, 'more'],
  [/\bkung\b/g, 'if'],
  [/\b(?:wala|walang)\b/g, 'no'],
  [/\bbahay\b/g, 'home'],
  [/\bhirap\b/g, 'hard'],
  // "Raw fish cooked in vinegar": kinilaw is raw fish.
  [/\bkinilaw\b/g, 'kinilaw raw fish'],
  // Particles and fillers with no topic of their own.
  [
    /\b(?:po|opo|lang|lng|daw|muna|naman|talaga|yung|ung|yun|mga|ng|nang|ba|na|pa|si|ni|ko|sa|mag|pag|kapag|para|baka|din|rin|nga|ang|ay|eh|kasi|kaya|ito|yan|iyan|kami|kaming|namin|natin|tayo|kayo|niyo|nyo|sila|siya|sya|niya|nya|ikaw|akin|akong|kong|mong|ganun|ganon|medyo|tapos|haha|hehe)\b/g,
    '',
  ],
];
