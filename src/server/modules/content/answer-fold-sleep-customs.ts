/**
 * Folds for answers iteration 30: safe sleep asked through a custom or an object. A carer who "naps babies on
 * their tummies" (a childminder, a daycare, a grandmother) is tummy sleeping; a mustard-seed pillow (rai ka
 * takiya) or any small pillow to shape the head is a pillow in the cot; a big blanket, a quilt or pillows on
 * each side so she does not roll is soft bedding in the cot. Applied after iteration 29's folds
 * (answer-fold-groups.ts), on both the question and the library.
 */
const CARER_BABY = String.raw`(?:babies|baby|bub|lo|her|him|them|the kids?|kids|infants?)`;
const FRONT = String.raw`(?:tummy|tummies|stomach|stomachs|belly|bellies|front|fronts)`;

export const SLEEP_CUSTOM_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // Put down, napped or laid on the tummy by someone ("she naps babies on their tummies", "let her nap on her
  // front so it counts"): tummy sleeping.
  [
    new RegExp(
      String.raw`\b(?:naps?|napping|napped|sleeps?|sleeping|slept|puts?|putting|lays?|laying|laid|lies|lying|lie) (?:the |our |my |your )?${CARER_BABY}(?: down)? on (?:their|his|her|the|its|your) ${FRONT}\b`,
      'g',
    ),
    'put down to sleep on tummy or side, sleep position',
  ],
  [
    new RegExp(String.raw`\b(?:nap|naps|napping) on (?:their|his|her|the|its) ${FRONT}\b`, 'g'),
    'put down to sleep on tummy or side, sleep position',
  ],
  // A pillow of mustard seed, rice or millet, by its names (rai ka takiya), or any small pillow for the head's
  // shape: a pillow in the cot.
  [
    /\b(?:(?:mustard|rai|rye|sarson|rice|millet|grain|bean) ?(?:seeds? )?(?:ka |ki )?(?:pillow|pillows|takiya|takia|takiye)|takiya|takia)\b/g,
    'head shaping pillow in the cot for sleep',
  ],
  [/\b(?:small|little|tiny|thin|soft) pillow\b/g, 'pillow'],
  // A pillow so the head grows round ("so head becomes nice round shape"): a head shaping pillow.
  [
    /\bpillows?\b(?=.{0,80}\bhead\b.{0,40}\b(?:round|rounder|shape|shaped|flat)\b)/g,
    'head shaping pillow in the cot for sleep',
  ],
  // Why a carer sleeps a baby on the tummy ("bc they sleep longer"): the claim's reason, not a question of how long.
  [
    /(?<=\b(?:tummy|tummies|belly|bellies|front|fronts|stomach|stomachs)\b.{0,40})\b(?:because|as|since) (?:they|she|he|babies|baby|it) (?:sleeps?|nap|naps) (?:longer|better|more|deeper|sounder)\b/g,
    '',
  ],
  // A big blanket, a quilt or a comforter over the baby, pillows on each side so she does not roll: soft bedding.
  [
    /\b(?:big|heavy|thick|warm|large|wool|woollen) (?:blanket|blankets|quilt|comforter|duvet)\b/g,
    'duvet blanket in the cot',
  ],
  [/\b(?:a )?pillows? (?:on|at|down) (?:each|either|both|the) sides?\b/g, 'pillow in the cot'],
  // Iteration 37: a family that all sleeps together, on one bed or one mattress (on the floor too), or a baby
  // between the parents, is sharing a bed with the baby, whatever the custom calls it.
  [
    /\b(?:(?:we|they|everyone|everybody|the whole family|whole family|all of us|the family) (?:all )?(?:sleeps?|sleeping|slept) (?:all )?together|(?:sleeps?|sleeping|slept) (?:all )?(?:together )?(?:on|in) (?:one|the same|a shared|one big|the one) (?:bed|mattress)|(?:a |one |the )?mattress on the floor|floor mattress)\b/g,
    'cosleeping bed',
  ],
  [
    /\b(?:baby|bub|bubba|lo|him|her) (?:sleeps? |sleeping |lies |lying )?(?:in )?(?:between|in the middle of|in the middle between) (?:us|the two of us|us two|me and (?:my )?(?:partner|husband|hubby|wife|dh|dad|daddy|papa|him|her)|(?:my )?(?:partner|husband|wife) and me)\b/g,
    'cosleeping bed',
  ],
  [
    /\b(?:sleeps?|sleeping|slept) (?:with|beside|next to) (?:the |his |her |their |my )?(?:mother|mum|mom|mama|mummy|mommy|parents) in (?:her|their|the|our|my|one|the same) bed\b/g,
    'cosleeping bed',
  ],
];
