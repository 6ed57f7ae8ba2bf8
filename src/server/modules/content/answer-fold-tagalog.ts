/**
 * Tagalog and Taglish (iteration 20), beside answer-fold-taglish.ts: the words a question mostly in Tagalog
 * carries its topic in, and the words that only join it, so it finds the English entry an English speaker asking
 * the same question gets (the answer stays in English). Applied in answer-folds.ts before the English folds and
 * only to a question with at least two of TAGALOG_MARKERS (words an English question does not use), so English
 * questions and the library's English are never changed (fold-guard.ts, languageFolds). The older Taglish folds
 * (answer-fold-taglish.ts) still read what these leave: politeness words, family words, "bawal", "pwede".
 * Verb forms are folded by their root (padede, padedein, pinapadede; paliguan, pinapaliguan); words that name a
 * family belief (lamig, usog, hilot, pasma, binat) keep the words of the class the library answers it under.
 */
import type { Fold } from './fold-guard.ts';

/** Words of Tagalog that an English question does not use; two of them make a question Tagalog. */
export const TAGALOG_MARKERS =
  /\b(?:po|lang|daw|ba|ng|naman|sabi|si|yung|ung|ako|ko|sya|siya|nya|niya|pag|kasi|wag|hindi|di|na|pa|ang|mga|sa|namin|ni|kung|pero|tapos|dapat|pwede|bawal|totoo|medyo|ano|kelan|kailan|paano|pano|gatas|buntis|lola|nanay)\b/;
export const TAGALOG_MIN = 2;

export const TAGALOG_FOLDS: ReadonlyArray<Fold> = [
  // Breastfeeding and milk, by the root "dede" and "gatas".
  [
    /\b(?:padedein|pinapadede|magpadede|nagpapadede|pagpapadede|dumede|dumedede|dede|padede)\b/g,
    'breastfeeding',
  ],
  [/\b(?:malabnaw|matubig)\b/g, 'watery milk'],
  [/\b(?:masustansya|masustansiya|sustansya)\b/g, 'nutritious'],
  [/\b(?:gutom|nagugutom)\b/g, 'hungry'],
  [/\b(?:sabaw|sinabawan)\b/g, 'soup'],
  [/\b(?:magsugat|sugat|nagsusugat)\b/g, 'sore cracked nipples'],
  [/\b(?:utong)\b/g, 'nipples'],
  // Cold ("lamig", "malamig"), a belief about the milk, the womb and her body after the birth.
  [/\b(?:uminom ng malamig|malamig na tubig)\b/g, 'cold drinks'],
  [/\b(?:magka-lamig|magkaka-lamig|lalamig|lamigin|nilalamig|malamig|lamig|ginaw)\b/g, 'cold'],
  [/\b(?:kabag|kinakabag|hangin sa tiyan)\b/g, 'wind colic'],
  [/\b(?:parang bato|bato)\b/g, 'hard'],
  // Bathing the baby, and her own bath after the birth.
  [/\b(?:paliguan|pinapaliguan|pinaliguan|paliguin|pagpapaligo)\b/g, 'bath'],
  [/\b(?:mainit-init|maligamgam)\b/g, 'warm'],
  [/\bkainit\b/g, 'hot'],
  [/\b(?:pinakuluang|pinakuluan|pakuluan|pinakulo|pang-laga|laga)\b/g, 'boiled'],
  [/\b(?:dahon-dahon|dahon|dahong)\b/g, 'leaves herbs'],
  [/\b(?:lagkit|malagkit)\b/g, 'sticky'],
  [/\b(?:lampin|lampin ni baby|diaper)\b/g, 'nappy'],
  // Her body: swelling, cramps, the womb, her wound, lifting and driving, leaking when she coughs.
  [/\b(?:manas|namamanas|minamanas|nagmamanas)\b/g, 'swelling'],
  [/\b(?:paa)\b/g, 'feet'],
  [/\b(?:matres|bahay-bata|bahay bata)\b/g, 'womb'],
  [/\b(?:magpahilot|ipa-hilot|ipahilot|hinilot)\b/g, 'massage'],
  [/\b(?:gagaling|gumaling|paggaling)\b/g, 'heal'],
  [/\b(?:magbuhat|buhat|bumuhat)\b/g, 'lifting'],
  [/\b(?:mabigat)\b/g, 'heavy'],
  [/\b(?:timba|balde)\b/g, 'heavy bucket'],
  [/\b(?:umuubo|inuubo)\b/g, 'cough'],
  [/\b(?:bumabahing|bumahing|bahing)\b/g, 'sneeze'],
  [/\b(?:tiyan|tyan)\b/g, 'tummy'],
  [/\b(?:mapasma|mapapasma|pasma|pasmado)\b/g, 'pasma'],
  [/\b(?:maasim)\b/g, 'sour food'],
  [/\b(?:salabat)\b/g, 'ginger tea'],
  [/\b(?:buko juice|buko)\b/g, 'coconut water'],
  // Fever, temperature and the armpit it is taken in; wiping and sponging.
  [/\b(?:nilagnat|lalagnatin|may sinat)\b/g, 'fever'],
  [/\b(?:kili-kili|kilikili)\b/g, 'armpit'],
  [/\b(?:punas|punasan|pinunasan|pahiran|pinahiran)\b/g, 'sponge rub'],
  [/\b(?:dibdib)\b/g, 'chest'],
  // Sleep: a blanket, a pillow, a cap; turning over; a round head.
  [/\b(?:kumot|kumutan)\b/g, 'blanket'],
  [/\b(?:unan|unanan|lagyan ng unan)\b/g, 'pillow'],
  [/\b(?:bilog|bilugan|mabilog)\b/g, 'round'],
  [/\bulo\b/g, 'head'],
  // Kicks not felt yet (iteration 44): "sipa" is a kick, "nararamdaman" feeling it.
  [/\b(?:sipa|sumisipa|sinisipa|galaw ni baby|gumagalaw)\b/g, 'baby movements kicks'],
  [/\b(?:nararamdaman|maramdaman|naramdaman|ramdam)\b/g, 'feel'],
  [/\bwala pa (?:ako(?:ng)? )?(?=feel\b)/g, 'not yet '],
  [/\b(?:matutulog|natulog|patulugin)\b/g, 'sleep'],
  [/\b(?:gumulong|dumadapa|dapa)\b/g, 'roll'],
  // Pregnancy and birth, cravings, sweets before the test, vaccines.
  [/\b(?:nagbubuntis|magbuntis|mabubuntis|nabuntis)\b/g, 'pregnant'],
  [/\b(?:matamis|matatamis)\b/g, 'sweets'],
  [/\b(?:magpabakuna|bakunahan)\b/g, 'vaccine'],
  [/\b(?:pinya)\b/g, 'pineapple'],
  [/\b(?:itlog na pula|itlog)\b/g, 'eggs'],
  [/\b(?:lumabas)\b/g, 'come out'],
  [/\b(?:mahihirapan|mahirap)\b/g, 'hard'],
  // Crying, tiredness and her mood.
  [/\b(?:iyak ng iyak|umiyak|iiyak)\b/g, 'crying'],
  [/\b(?:pagod na pagod|pagod)\b/g, 'exhausted'],
  [/\b(?:malungkot|lungkot)\b/g, 'low mood sad'],
  [/\b(?:walang gana)\b/g, 'no interest'],
  [/\b(?:bisita)\b/g, 'visitor'],
  // Asking: what to do, whether it is true, whether she may; "wag" is "don't".
  [/\b(?:ano ang gagawin ko|anong gagawin|ano gagawin|gagawin)\b/g, 'what to do'],
  [/\b(?:legit ba|totoo ba)\b/g, 'is that true'],
  [/\b(?:wag|huwag)\b/g, 'dont'],
  [/\b(?:gusto ko|gusto)\b/g, 'want'],
  [/\b(?:ulit)\b/g, 'again'],
  [/\b(?:inom|uminom ako|iinumin)\b/g, 'drink'],
  [/\b(?:kesa|kaysa|kaysa sa)\b/g, 'than'],
  [/\bhindi\b/g, 'not'],
  [/\b(?:na-usog|nausog|naususog)\b/g, 'evil eye'],
  [/\b(?:madaming|maraming|marami|madami)\b/g, 'lots of'],
  [/\b(?:katawan)\b/g, 'body'],
  [/\b(?:pumasa|pasado)\b/g, 'pass'],
  [/\bmag-prepare\b/g, 'prepare'],
  [/\b(?:nawawala|mawala|mawawala)\b/g, 'goes away'],
  [/\b(?:uupo|umupo|upo)\b/g, 'sit'],
  [/\bnaka-cross\b/g, 'crossed'],
  [/\b(?:konti|konting|kaunti)\b/g, 'little'],
  [/\b(?:lagyan|ilagay|lagay)\b/g, 'put'],
  // How she feels about asking, not what she asks: "nakakahiya" (it is embarrassing), "puro" (only, all of it).
  [/\b(?:nakakahiya|nahihiya|hiyang-hiya|puro|gumagawa|ginagawa)\b/g, ''],
  // Words that only join a sentence.
  [
    /\b(?:parang|namin|nya|niya|sya|yun|ito|iyon|nag|mag|magka|maka|pang|para|kay|kina|sina|nila|naming|ating|nung|noong|pala|sana|kahapon|ngayon|maayos|masigla|talaga|grabe|buong|angkan|may|meron|lahat|doon|dun|dito)\b/g,
    '',
  ],
];
