/**
 * Folds for answers iteration 27: a food named by its own or its country's name is asked about as its food group
 * (cured or dried meat, fish, a spice in milk), so "is <food> safe in pregnancy" reaches the food-safety entry of
 * its group; a dish around a fish is the fish; starting antenatal care is the booking appointment; iron by its
 * chemical name is iron tablets; and a family’s word that men do not
 * change nappies, or a father's own low mood, is about the partner.
 * Applied after the head folds (answer-fold-heads.ts), on both the question and the library.
 */
import { NAMED_FOLDS } from './answer-fold-named.ts';
import { JOURNEY_FOLDS } from './answer-fold-journeys.ts';
import { SLEEP_CUSTOM_FOLDS } from './answer-fold-sleep-customs.ts';

export const GROUP_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // Dried or cured raw meat by its own name (South Africa's biltong and droewors, jerky, Nigeria's kilishi,
  // the Philippines' tapa and tocino, bresaola, pastrami): cured meat, as salami is.
  [
    /\b(?:biltong|bilton|biltog|droewors|droe wors|dry ?wors|jerky|kilishi|tapa|tocino|bresaola|pastrami|landjaeger|cured sausage|dried sausage|dried meat|dry meat)\b/g,
    'cured meat salami',
  ],
  // A fresh sausage cooked on the fire (boerewors, wors, a braai) is cooked meat.
  [/\b(?:boerewors|boere ?wors|longganisa|longanisa)\b/g, 'sausage'],
  [
    /\b(?:braaied|braai ?ed|braai|barbecued|bbq ?ed|grilled)\b(?= (?:well|till|until|properly|right through))/g,
    'cooked',
  ],
  // A dish around a fish is the fish ("a tuna mayo sandwich", "tuna salad", "a sardine wrap").
  [
    /\b(tuna|salmon|sardines?|mackerel|fish)(?: (?:mayo|mayonnaise|sandwich(?:es)?|sarnies?|sarnie|salad|wrap|melt|pasta|bake|sub|roll|paste))+\b/g,
    '$1',
  ],
  // A toothache is a pain, asked about like any pain she wants a painkiller for.
  [/\b(?:toothache|tooth ache|teeth ache|sore tooth|tooth pain|tooth is killing me)\b/g, 'tooth pain'],
  // Saffron by its Indian name, in milk.
  [/\b(?:kesar|keshar|zafran)\b/g, 'saffron'],
  [/\b(?:doodh|dudh)\b/g, 'milk'],
  // Starting antenatal care is the booking appointment ("when do I start antenatal", "register for ANC"); antenatal
  // classes stay classes.
  [
    /\b(?:start|begin|register(?:ing)? (?:for|at)|enrol(?:l?ing)? (?:for|at)|book(?:ing)? (?:for|in for)) (?:my |the |your )?(?:antenatal|ante natal|prenatal|anc)(?: care| clinic| visits?| registration| booking)?\b(?! ?(?:classes|class|yoga|course|exercise))/g,
    'booking appointment first midwife appointment',
  ],
  // Iron by its chemical name is iron tablets ("ferrous sulfate", "ferrous fumarate").
  [
    /\bferrous(?: (?:sulfate|sulphate|fumarate|gluconate))?\b|\biron (?:pills?|supplements?|syrup|capsules?)\b/g,
    'iron tablets',
  ],
  // A family's word that a man should not change nappies or bathe the baby: a partner's hands-on care.
  [
    /\b(?:a )?(?:man|men|husbands?|fathers?|dads?) (?:should ?n ?t|should not|must ?n ?t|must not|do ?n ?t|do not|can ?n ?o?t|can not) (?:be )?(?:chang\w*|bath\w*|wash\w*|do\w*|touch\w*) (?:the )?(?:nappies|nappy|diapers?|baby)(?: (?:or|and|nor) (?:chang\w*|bath\w*|wash\w*) (?:the )?(?:nappies|nappy|diapers?|baby))?\b/g,
    'partner hands on care',
  ],
  // An older child named by age alone ("my 9 month old has ...") is a child: asked in pregnancy, about the baby
  // she has, not the one to come.
  [
    /\bmy (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(?:months?|mths?|mnths?|mos?|years?|yrs?)(?: |-)?old\b(?! (?:baby|babies|son|daughter|boy|girl|toddler|child|kid|little))/g,
    '$& baby',
  ],
  // A temperature reading told with no word for it ("has 100.8 after her shots", "she was 38.3 last night").
  [
    /\b(?:(?:9[7-9]|10[0-6])\.\d|(?:3[5-9]|4[01])\.\d)\b(?! ?(?:weeks?|wks?|kg|kgs|lbs?|cm|ml|oz|%|c \(|f\)|degrees c \())/g,
    '$& temperature',
  ],
  // Where she works, when she asks about leave: South Africa ("in SA", the UIF) and India (its cities).
  [/\bin (?:sa|rsa|mzansi)\b/g, 'in south africa'],
  [/\buif\b/g, 'uif south africa'],
  [
    /(?<=\bleave\b[^?]{0,150})\b(?:bangalore|bengaluru|mumbai|bombay|delhi|chennai|hyderabad|pune|kolkata|noida|gurgaon|gurugram|ahmedabad)\b/g,
    'india',
  ],
  [
    /\b(?:bangalore|bengaluru|mumbai|bombay|delhi|chennai|hyderabad|pune|kolkata|noida|gurgaon|gurugram|ahmedabad)\b(?=[^?]{0,150}\bleave\b)/g,
    'india',
  ],
  // A baby laid on her front to sleep or nap ("on front" by the fold for "on her stomach") is tummy sleeping,
  // whoever did it: the safe sleep question, not a relative's advice in general.
  [
    /\b(?:laid|lay|lays|laying|put|puts|putting|sleeps?|sleeping|naps?|napping) (?:her|him|them|the baby|baby|bub|my baby|my son|my daughter) on front\b/g,
    'put baby on tummy to sleep',
  ],
  // A first or second degree tear is a small tear with stitches: "degree" alone should not find the third or
  // fourth degree tear's entry.
  [/\b(?:1st|2nd|first|second)[- ]degree (?:tear|tears|graze)\b/g, 'tear stitches'],
  // A father's own mood told after the birth ("is that a thing for men", "happens to dads too").
  [
    /\b(?:is (?:that|it|this) a thing for|does (?:that|it|this) happen to|can (?:that|it|this) happen to) (?:men|dads|fathers|guys)\b/g,
    'dad postnatal depression',
  ],
  // Iteration 28: medicines, tests and conditions by a name of their own (answer-fold-named.ts).
  ...NAMED_FOLDS,
  // Iteration 29: a taxi ride on a lap, asleep in the car seat at home, overdue (answer-fold-journeys.ts).
  ...JOURNEY_FOLDS,
  // Iteration 30: safe sleep through a custom or an object (answer-fold-sleep-customs.ts).
  ...SLEEP_CUSTOM_FOLDS,
];
