/**
 * Hindi and Urdu words mothers mix into an English question (iteration 14), folded to the English the library
 * uses when they name a topic: doodh is milk, shahad honey, bukhar a fever, a tika a jab, sutak or chilla the
 * confinement after the birth, malish a massage, janam ghutti the herbal first taste the newborn entry answers,
 * a nazar tika the kohl mark against the evil eye. Family words (saas, nani, dadi) and ajwain are folded with
 * the traditions (answer-fold-traditions.ts). Applied in answer-folds.ts on both the question and the library,
 * before the claim and tradition folds.
 */
export const HINDI_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // The first milk ("pehla doodh") is colostrum; a mother's milk is breast milk.
  [/\b(?:pehla|pahla|pehle ka) (?:doodh|dudh)\b/g, 'colostrum'],
  [/\b(?:maa ka|mother ka|apna) (?:doodh|dudh)\b/g, 'breast milk'],
  [/\b(?:doodh|dudh) (?:pilana|pilane|pilati|pilate|pila rahi|pilaati)\b/g, 'breastfeeding'],
  [/\b(?:le|lay) (?:sakti|sakta|sakte)\b/g, 'can take'],
  [/\b(?:kha|khaa) (?:sakti|sakta|sakte)\b/g, 'can eat'],
  [/\b(?:pi|pee) (?:sakti|sakta|sakte)\b/g, 'can drink'],
  [/\b(?:doodh|dudh) (?:kam|kum|nahi aa raha|nahin aa raha|kam aa raha)\b/g, 'milk supply low'],
  [/\b(?:doodh|dudh)\b/g, 'milk'],
  [/\b(?:shahad|shehad|madhu)\b/g, 'honey'],
  [/\b(?:janam ?ghutti|janam ?gutti|ghutti|gutti|ghuti)\b/g, 'ghutti'],
  // A black mark against the evil eye is kohl (the kohl entry); "nazar" alone is the belief, not a topic.
  [/\b(?:nazar (?:ka |ke )?(?:tika|teeka|tikka|tilak)|ka+la (?:tika|teeka|tikka)|nazar ?battu)\b/g, 'kohl'],
  [/\b(?:nazar|najar|buri nazar)\b/g, 'evil eye'],
  // The forty days after the birth by their names.
  [/\b(?:sutak|sootak|sutak period|chhilla|chhila|sawa mahina|40 din)\b/g, 'confinement'],
  // Oil massage for the baby or for her, and the dai or malishwali who gives it.
  [/\b(?:malish|maalish|maalis|malis|tel malish|oil malish|champi)\b/g, 'massage'],
  [/\b(?:malishwali|maalishwali|dai ma|dai maa|daai|dai)\b/g, 'helper'],
  [/\b(?:sarson (?:ka |ke )?tel|sarso (?:ka )?tel)\b/g, 'mustard oil'],
  // Ghee said to ease the birth is a way to bring labour on; ghee in food is food.
  [/\b(?:desi )?ghee\b(?=[^.?!]{0,40}\b(?:delivery|labour|labor|birth)\b)/g, 'ghee bring on labour'],
  [/\bdesi ghee\b/g, 'ghee'],
  // Illness and medicine words.
  [/\b(?:bukhar|bukhaar|taap)\b/g, 'fever'],
  [/\b(?:khansi|khaansi|khasi)\b/g, 'cough'],
  [/\b(?:zukam|zukaam|jukam|jukaam|nazla)\b/g, 'cold'],
  [/\b(?:dawai|dawaai|dawa|davai|davaai)\b/g, 'medicine'],
  [/\b(?:tikakaran|teekakaran|tika|teeka|tikka)\b(?! masala)/g, 'vaccine'],
  [/\b(?:kadha|kaadha|kadhaa)\b/g, 'herbalremedy herbal'],
  [/\b(?:panjiri|gond (?:ke )?(?:laddu|ladoo|laddoo)s?)\b/g, 'confinement food'],
  [/\b(?:godh bharai|god bharai|godbharai)\b/g, 'babyshower'],
  [/\bchai\b/g, 'tea'],
  // Snacks from a street stall are street food, before "pani" is read as water (iteration 39).
  [
    /\b(?:pani ?puri|pani ?poori|gol ?gappas?|golgappe|puchkas?|phuchkas?|chaat|bhel ?puri|sev ?puri|dahi ?puri|vada ?pav|pav bhaji)\b/g,
    'street food',
  ],
  [/\bpani\b/g, 'water'],
  [/\b(?:bachcha|baccha|bacha|bachche|bacche|munna|munni|beti)\b/g, 'baby'],
  // Who says what: "meri saas bolti hai" is my mother-in-law says.
  [/\b(?:meri|mera|mere)\b/g, 'my'],
  [/\b(?:bolti|bolte|bola|boli|kehti|kehte|kaha)\b/g, 'says'],
  [/\b(?:karu|karun|karoon|karein|karna)\b/g, 'do'],
  // Question and filler words.
  [/\b(?:kya|kyaa) (?:main|mai|me)\b/g, 'can i'],
  [/\b(?:kya|kyaa)\b/g, 'what'],
  [/\b(?:kaise|kese)\b/g, 'how'],
  [/\b(?:kitna|kitni|kitne)\b/g, 'how much'],
  [/\b(?:nahi|nahin|nai)\b/g, 'not'],
  [/\b(?:theek|thik) (?:hai|he)\b/g, 'ok'],
  [
    /\b(?:hai|hain|bhi|aur|wala|wali|bas|accha|acha|yaar|beta ji|ji|hu|hoon|ke time pe|ke time|ke baad|ke liye)\b/g,
    '',
  ],
];
