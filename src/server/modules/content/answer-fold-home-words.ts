/**
 * Everyday words of home mixed into English (iteration 44), read wherever they appear because English does not use
 * them: Nepali drinks and meals (raksi, chhyang, tongba; dal bhat), Shona and Chichewa greetings (a greeting is not
 * a question), a Nepali cap and quilt (topi, sirak), and the English ways of asking that the words sat beside
 * (formula made weaker to last, booking the first check-up, walking to work, worry working abroad away from family).
 * Each is folded to the words the library's entry is asked in; Spanish, Tagalog and Indonesian words of the same
 * families are in their guarded folds (answer-fold-spanish.ts, answer-fold-tagalog.ts, answer-fold-indonesian.ts).
 */
import type { Fold } from './fold-guard.ts';

export const HOME_WORD_FOLDS: ReadonlyArray<Fold> = [
  // Greetings in Shona, Chichewa and Nyanja, and Caribbean "morning!": not a question.
  [/\b(?:makadii|mangwanani|masikati|manheru|muli bwanji|mwadzuka bwanji|mwauka bwanji|muribwanji)\b/g, ''],
  // Home-brewed and distilled drinks (Nepal, Tibet, Sikkim; Shona and Chichewa beers): alcohol.
  [
    /\b(?:raksi|rakshi|chhyang|chyang|tongba|jaand|kachasu|chibuku|masese|seven days beer|umqombothi|tuak|arak|arrack|toddy|tapai|palm wine|mbege)\b/g,
    'alcohol',
  ],
  // A plain everyday meal: lentils and rice (dal bhat, rajma chawal, khichdi) is a vegetarian diet's staple.
  [
    /\b(?:dal|daal|dhal) (?:bhat|bhaat|chawal|rice|roti)\b|\b(?:rajma chawal|khichdi|khichuri)\b/g,
    'lentils and rice vegetarian diet',
  ],
  // Milk powders and drinks sold for pregnancy ("pregnancy milk powder", "maternal milk"): special supplements.
  [
    /\b(?:special )?(?:pregnancy|maternity|maternal|mum|mom|mother|prenatal) (?:milk )?(?:powders?|milk drinks?|milks?|formulas?)\b/g,
    'special pregnancy supplement foods',
  ],
  // A Nepali and Hindi cap, and a heavy quilt: a hat and heavy bedding for sleep.
  [/\btopi\b/g, 'hat'],
  [/\b(?:sirak|razai|rajai|rezai)\b/g, 'heavy quilt'],
  // Formula made weaker (or "stretched") so the tin lasts: watering it down.
  [
    /\bmake (?:it|the formula|the bottles?|the milk|her formula|his formula) (?:a (?:bit|little) |slightly )?(?:weaker|thinner|less strong)\b|\b(?:weaker|thinner) (?:formula|bottles?|feeds)\b|\b(?:stretch|stretching) (?:the )?(?:formula|tin)\b/g,
    'water down formula',
  ],
  // Booking the first check-up (first visit, first antenatal): the booking appointment.
  [
    /\b(?:book|register|start|go for|make) (?:the |my |a )?first (?:check ?-?ups?|visits?|antenatal|prenatal|appointments?|clinic)\b|\bfirst (?:check ?-?ups?|antenatal visits?|prenatal visits?) (?:for|in) (?:pregnancy|the pregnancy)\b/g,
    'when to book the booking appointment',
  ],
  // Walking to work each day, and dancing at church, are her exercise.
  [
    /\b(?:i )?walk(?:ing)? (?:\d+ ?(?:min|mins|minutes|km|miles|hours?) )?(?:to|from) (?:work|school|the market|town)(?: and back)?\b/g,
    'walking exercise',
  ],
  [/\bdanc(?:e|ing) (?:at|in) (?:church|the church|chapel|the mosque|the temple)\b/g, 'dancing exercise'],
  // Spanish coffee and drinks mixed into English (a question with too few Spanish words for the Spanish folds):
  // a cafecito, cortadito or colada (Cuban), cafe de olla or cafe con leche is coffee; vino, cerveza, a copita is
  // alcohol; Noche Buena is Christmas Eve.
  [
    /\b(?:cafecitos?|cortaditos?|colada cubana|coladas? (?=with|con)|cafe de olla|cafe con leche)\b/g,
    'coffee ',
  ],
  [/\b(?:vino|vinito|copita|cerveza|cervecita)\b/g, 'alcohol wine'],
  [/\b(?:noche ?buena)\b/g, 'christmas'],
  // The fare she cannot pay is her story, not the question ("no money for kombi", "can't afford the bus").
  [
    /\b(?:no money for|cant afford|can't afford|cannot afford) (?:the |a )?(?:kombi|kombis|bus|buses|taxi|taxis|transport|fare|matatu|tro ?tro|danfo|jeepney|minibus|chapa)\b/g,
    '',
  ],
  // Overthinking is worry.
  [/\boverthink(?:ing)?\b/g, 'worry anxious'],
];
