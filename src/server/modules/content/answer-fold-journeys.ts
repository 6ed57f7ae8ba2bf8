/**
 * Folds for answers iteration 29: everyday words that hid a question the library answers. A ride home in a taxi
 * (an Uber, a cab, a matatu) with the baby on a lap is a car journey without a car seat; a baby who "drops off"
 * in the car seat and is left in it at home is asleep in the car seat; going "way over" is being overdue;
 * remedies "so labour will start" are bringing on labour; a "normal delivery" is a vaginal birth. Applied after
 * iteration 28's folds (answer-fold-groups.ts), on both the question and the library.
 */
const CAR = String.raw`(?:car|cars|taxi|taxis|uber|ubers|cab|cabs|minicab|lyft|matatu|jeepney|tricycle|keke|okada|rickshaw|tuk ?tuk|ride|drive|journey|trip)`;
const LAP = String.raw`(?:on|in) (?:my|her|your|his|our|their|someone ?['’]?s|somebodys|a|mums?|moms?|the) (?:lap|laps|arms)`;

export const JOURNEY_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // A taxi by its names, in the UK, US, Kenya, the Philippines, Nigeria and India: a car journey.
  [
    /\b(?:uber|ubers|taxi|taxis|cab|cabs|minicab|lyft|matatu|jeepney|keke|okada|auto ?rickshaw|tuk ?tuk)\b/g,
    'taxi car',
  ],
  // A baby held on a lap (or in arms) for a ride is a car journey without a car seat.
  [new RegExp(String.raw`(?<=\b${CAR}\b.{0,160})\b${LAP}\b`, 'g'), 'on a lap without a car seat'],
  [new RegExp(String.raw`\b${LAP}\b(?=.{0,160}\b${CAR}\b)`, 'g'), 'on a lap without a car seat'],
  // Falling asleep told as dropping off (said of the baby, not of a cord stump), nodding off, conking out.
  [
    /\b(she|he|they|baby|bub|lo|(?:the|my|our) (?:baby|little one|newborn|son|daughter))((?: always| usually| often| just| finally| sometimes)?) (?:drops?|dropped|dropping) off\b/g,
    '$1$2 falls asleep',
  ],
  [/\b(?:nods?|nodded|nodding|conks?|conked|zonks?|zonked) (?:off|out)\b/g, 'falls asleep'],
  // Leaving a sleeping baby in the car seat (or "in it") at home: sleep in a car seat.
  [
    /\b(?:leave|leaves|leaving|left|keep|keeps|keeping|kept) (?:her|him|them|the baby|baby|bub|lo)(?: asleep)? in (?:it|the (?:car ?)?seat|her (?:car ?)?seat|his (?:car ?)?seat|the capsule)\b/g,
    'leave baby asleep in the car seat at home',
  ],
  // Where she saw a claim, with what she saw ("saw something on tiktok saying..."): an aside, as in iteration 12.
  [
    /\b(?:i |she |he |wife |husband |we )?(?:saw|seen|read|watched|heard) (?:something|a (?:video|post|reel|clip|thing)|stuff|things) (?:online|on (?:tiktok|facebook|instagram|youtube|reddit|twitter|x|google|the internet|a forum|a group|whatsapp))\b/g,
    '',
  ],
  // Remedies "so labour will start" ("to make labour come"): bringing on labour; a husband "doing his duty" is sex.
  [
    /\b(?:so|to|and|for) (?:(?:make|help|get) )?(?:the )?(?:labou?r|contractions|the baby) (?:will |would |can |might |to )?(?:start|come|begin|kick off|get going)\b/g,
    'bring on labour',
  ],
  [
    /\b(?:husband|hubby|partner|man|oga|bf|boyfriend|he) (?:should |must |to |will |has to |needs to )?do (?:his|the|their) (?:duty|duties|job|business|part|thing)\b/g,
    'partner sex',
  ],
  // "Normal delivery" (India, Nigeria, Kenya, the Philippines: NSD, NVD) is a vaginal birth.
  [/\b(?:normal|natural|nsd|nvd|svd) (?:delivery|deliveries|delivered)\b/g, 'vaginal birth'],
  // Going "way over" or "a week past": being overdue.
  [
    /\b(?:go|goes|going|gone|went|be|being|am|im|i['’]?m|get|getting) (?:way|well|far|much|really|a lot|too far|too long|a week|a fortnight|(?:one|two|1|2) weeks?) (?:over|past|overdue)\b/g,
    'go overdue',
  ],
];
