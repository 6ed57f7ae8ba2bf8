/**
 * Answers iteration 46: local words read anywhere, because English does not use them (or not in these phrases), so
 * one Scots, Malay, Ghanaian, Nigerian or Kenyan word in otherwise standard English is read as the library says it
 * (the guarded language folds need two or three of their marker words, and such a message has one).
 * - Scots: jags are jabs (vaccines), maw is mum, weans (plural) are babies, greetin is crying, the morra is
 *   tomorrow, fae is from, hame is home, baltic is freezing cold, a wee glass is a small glass, a pal is a friend, a dram is whisky.
 * - Malay (Manglish): air masak is boiled water, anak a baby, demam a fever, jemur putting a baby in the sun,
 *   pantang the confinement after the birth, "boleh ke" can I, "betul ke" is it true, sikit a little.
 * - Ghana and Nigeria: dumsor, NEPA and "no light" are a power cut; sachet or pure water is bottled water; Lactogen
 *   and Nan are formula; chale is a greeting and abeg is please.
 * - Kenya: CWC (the child welfare clinic, where babies are weighed) is the baby clinic; ANC is antenatal care.
 * - Thyroid tablets by brand (Thyronorm, Eltroxin, Thyrox, Synthroid, Euthyrox, Levoxyl, Tirosint, thyroxine) are
 *   levothyroxine; champers and bubbly are champagne.
 * - "Who's right?" or "what is right?" after a claim asks whether the claim is true; "2 weeks back" is two weeks
 *   ago (not her back); "just hit 28 weeks" is her week; "thank God" says nothing of what she asks.
 * - Lifting or carrying the car seat (a bucket seat, a capsule) is lifting something heavy.
 * - Worrying about the birth is the fear of birth (worry alone only shapes a question), and "this much worry" is
 *   anxiety.
 * - Answers iteration 47, South African English: howzit, eish and ag are greetings or sighs, and "shame" (or "ag
 *   shame", "shame man") opening a sentence is sympathy, not a feeling of her own; lekker is nice; now-now (soon, or at once) says nothing of what she asks;
 *   a bakkie is a car (a pickup); a braai is a barbecue; "at the robot" is at the traffic lights. Meat by its cut
 *   (lamb chops, pork ribs, a beef roast, mutton, sosaties) is meat, and "must" opening a question asks as "should"
 *   does ("I must rest" still tells); possessive pronouns (mine, yours) say nothing of what she asks (answer-words.ts).
 * - Grandparents and clothes in New Zealand, Australian, Welsh and Canadian words: a moko (mokopuna) is a
 *   grandchild; mamgu, nain and mamgi are a grandmother; a beanie or toque is a hat; a singlet is a vest; merino is
 *   a wool layer; blankies are blankets. Team sports where she could be knocked or fall (netball, basketball,
 *   hockey, touch rugby, soccer) are team sports (the sports entry's way of asking names them); a bolster is a pillow; an HDB is a flat.
 * - Insect repellent by brand (Off, Aerogard, Peaceful Sleep, Tabard, Odomos, Autan, Jungle Formula) or as bug or
 *   mozzie spray is insect repellent; bay rum (an alcohol rub, Jamaica) is rubbing alcohol.
 */
import type { Fold } from './fold-guard.ts';

export const LOCAL_FOLDS: ReadonlyArray<Fold> = [
  // Scots.
  [/\bjags\b/g, 'jabs vaccines'],
  [/\bjag\b/g, 'jab vaccine'],
  [/\bmaw\b/g, 'mum'],
  [/\bweans\b(?! (?:off|onto|from|herself|himself|themselves|them|him|her)\b)/g, 'babies'],
  [/\bgreetin\b/g, 'crying'],
  [/\bthe morra\b/g, 'tomorrow'],
  [/\bfae\b/g, 'from'],
  [/\bhame\b/g, 'home'],
  [/\b(?:its |it is |is )?baltic\b(?! (?:sea|states|countries|cruise))/g, 'freezing cold'],
  [
    /\bwee (?=(?:glass|drink|dram|nip|sip|drop|bottle|taste|splash|tipple|half|pint|wine|bit|one)\b)/g,
    'small ',
  ],
  [/\bpal\b/g, 'friend'],
  [/\b(?:drams?|a nip)\b(?! of (?:water|milk|juice|tea))/g, 'whisky'],
  // Malay, as mothers in Malaysia and Singapore write in English.
  [/\bair masak\b/g, 'boiled water'],
  [/\banak (?=(?:i|me|my|saya|aku)\b)/g, 'my baby '],
  [/\banak\b/g, 'baby'],
  [/\bdemam\b/g, 'fever'],
  [/\b(?:jemur|berjemur)\b/g, 'sunlight'],
  [/\b(?:pantang|berpantang)\b/g, 'confinement'],
  [/\bboleh ke\b/g, 'can i'],
  [/\bbetul ke\b/g, 'is it true'],
  [/\bsikit\b/g, 'a little'],
  // Ghana and Nigeria.
  [
    /\b(?:dumsor|nepa(?: (?:has |have )?(?:taken|take|took) (?:the )?light)?|no light|light off|lights off)\b/g,
    'power cut',
  ],
  [/\b(?:sachet|pure) water\b/g, 'bottled water'],
  [/\b(?:lactogen|nan (?:optipro|pro|supreme|1)|cerelac)\b/g, 'formula'],
  [/\bchale\b/g, ''],
  [/\babeg\b/g, 'please'],
  // Kenya.
  [/\bcwc\b/g, 'baby clinic'],
  [/\banc\b/g, 'antenatal appointment'],
  // Thyroid tablets by brand, and champagne by its nicknames.
  [
    /\b(?:thyronorm|eltroxin|thyrox|synthroid|euthyrox|levoxyl|tirosint|unithroid|thyroxine|levo)\b/g,
    'levothyroxine thyroid tablet',
  ],
  [/\b(?:champers|bubbly)\b/g, 'champagne'],
  // Lifting or carrying the baby's car seat (a bucket seat, a capsule) is lifting something heavy, not the seat.
  [
    /\b(lift|lifting|carry|carrying|lug|lugging|haul|hauling)( around| about)? (?:the |a |my |his |her |our |that )?(?:bucket |infant |baby |babys )?(?:car ?seats?|capsules?|infant carriers?)\b/g,
    '$1 heavy things',
  ],
  // Asking whether a claim is true, in other words.
  [
    /\b(?:who|what|which(?: one)?)(?:s| is| are)? (?:right|correct)\b(?! (?:for|to|with|about|amount|dose|size|way|time|age|temp|temperature)\b)/g,
    'is that true',
  ],
  // "2 weeks back" is two weeks ago; "just hit 28 weeks" is her week; "thank God" asks nothing.
  [
    /\b(\d+|a|one|two|three|four|five|six|few|couple of) (days?|weeks?|wks?|months?) back\b(?! (?:pain|ache|aches|is|hurts?|muscles?)\b)/g,
    '$1 $2 ago',
  ],
  [/\b(?:just )?(?:hit|hitting)(?= \d+ ?(?:weeks?|wks?|w|months?)\b)/g, ''],
  [/\bthank (?:god|goodness|heavens|the lord)\b/g, ''],
  // Worry is a shaping word ("should I worry"), but worrying about the birth is the fear of birth, and "this much
  // worry" is anxiety itself.
  [
    /\b(?:worry|worrying|worried|worries|fretting|stressing|stressed|panicking)(?: (?:so much|a lot|constantly|all the time|every night|non ?stop))? (?:about|over) (?:the |my |giving )?(?:birth|labou?r|delivery|childbirth)\b/g,
    'anxious about the birth',
  ],
  [/\b(?:this|that|so) much (?:worry|worrying|worrying|anxiety)\b/g, 'anxiety'],
  // South African English.
  [/\b(?:howzit|howsit|eish|eesh|aweh|heita)\b/g, ''],
  // "Must" opening a question ("or must mine be well done?") asks as "should" does; "I must rest" tells.
  [
    /(^|[.?!,] ?|\b(?:or|and|so|but) )must (?=(?:i|we|mine|it|my|she|he|they|you|the|baby|her|his|this|that)\b)/g,
    '$1should ',
  ],
  [
    /(^|[.!?,;:] ?)(?:ag |ah |oh )?shame(?:,? (?:man|hey|shame))?(?=[ ,.!]|$)(?! (?:on|of|that|about|for|to)\b)/g,
    '$1',
  ],
  [/\bag(?=,? (?:no|man|please|shame|sorry)\b)/g, ''],
  [/\blekker\b/g, 'nice'],
  [/\bnow ?now\b/g, ''],
  [/\bbakkies?\b/g, 'car'],
  [/\b(?:braais|braaing|braaied|braai)\b(?! (?:well|till|until|properly|right through)\b)/g, 'barbecue'],
  [/\b(?:at|by) (?:the|a) robots?\b/g, 'at the traffic lights'],
  // Grandparents and clothes.
  [/\b(?:mokopuna|mokos?)\b/g, 'grandchild'],
  [/\b(?:mamgu|mam-gu|mamgi|nain)\b/g, 'grandmother'],
  [/\b(?:beanies?|toques?|tuques?)\b/g, 'hat'],
  [/\bsinglets?\b/g, 'vest'],
  [/\bmerinos?\b/g, 'wool layer'],
  [/\bblankies\b/g, 'blankets'],
  [/\bbolsters?\b/g, 'pillows'],
  [/\bhdb(?: flat)?\b/g, 'flat'],
  // Insect repellent by brand, and bay rum.
  [
    /\b(?:(?:the |an? )?off!? (?:spray|lotion|repellent|deep woods|family)|bug spray|bugspray|(?:mozzie|mozzy|mossie|mosquito|insect) (?:spray|lotion|cream)|aerogard|peaceful sleep|tabard|odomos|autan|jungle formula|deet spray)\b/g,
    'insect repellent',
  ],
  [/\bbay ?rum\b/g, 'rubbing alcohol'],
  // Team sports where she could be knocked or fall.
  [
    /\b(?:(?:social |touch |indoor )?(?:netball|basketball|ice hockey|field hockey|hockey|touch rugby|soccer|futsal|volleyball|handball|lacrosse|ultimate frisbee|roller derby|aussie rules|afl|gaelic football|hurling|camogie))\b/g,
    'team sport',
  ],
  // Meat by its cut or its animal.
  [
    /\b(?:(?:lamb|mutton|pork|beef|veal|goat|venison|chicken|boerewors|wors)(?: (?:chops?|cutlets?|shanks?|ribs?|steaks?|roast|burgers?|mince|kebabs?|skewers?|sosaties|sausages?|loin|fillet|leg|neck|curry|stew))|(?:lamb|pork) chops?|sosaties|sosatie|mutton|venison)\b/g,
    'meat',
  ],
];
