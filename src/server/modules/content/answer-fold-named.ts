/**
 * Folds for answers iteration 28: medicines, tests and everyday conditions asked by a name of their own. A
 * combined pill by its brand (Microgynon, Yaz, Rigevidon) is the combined pill, a question about contraception,
 * not about breastfeeding; "strep B" and GBS are group B strep; vomiting or being sick every morning is morning
 * sickness; a UTI told as "an infection in the urine" is a urine infection; "which drug can I take" for a pain is
 * a painkiller. Applied after iteration 27's folds (answer-fold-groups.ts), on both the question and the library.
 */
export const NAMED_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // The combined pill by its brand, in the UK, US, Ireland and Australia.
  [
    /\b(?:microgynon|microgynen|micro gynon|yaz|yasmin|rigevidon|rigevidone|cilest|lucette|ovranette|marvelon|femodette|millinette|gedarel|levest|maexeni|eloine|zoely|qlaira|loestrin|sprintec|junel|levlen|nordette|diane 35|dianette)\b/g,
    'combined pill',
  ],
  [/\b(?:ocp|combined oral contraceptive|combined contraceptive pill|combi pill)\b/g, 'combined pill'],
  // "Go back on the pill" after the birth: the pill as contraception.
  [
    /\b(?:back on|restart(?:ing)?|start(?:ing)?|go on|going on|get on) (?:the|my) pill\b/g,
    'start the combined pill contraception',
  ],
  // Group B strep by its short names ("strep B", "GBS", "group b streptococcus").
  [/\b(?:strep[\s-]?b|group[\s-]?b[\s-]?strep(?:tococcus)?|grp b strep|gbs|beta strep)\b/g, 'group b strep'],
  // Sick or vomiting every morning in pregnancy: morning sickness ("I vomit every morning", "sick each morning").
  [
    /\b(?:vomit|vomits|vomiting|sick|nauseous|nausea|queasy)(?: (?:every|each|in the|all) (?:morning|mornings|day|days)| every ?day)\b/g,
    'morning sickness vomit',
  ],
  // An infection in the urine is a urine infection (second-language English: "infection in urine").
  [/\binfection in (?:my |the )?(?:urine|wee|pee|bladder)\b/g, 'urine infection uti'],
  // Which drug, tablet or medicine to take for a pain or a headache is which painkiller.
  [
    /\b(?:which|what) (?:drug|drugs|medicine|medicines|medication|tablet|tablets) (?:can|should|do|to|is)\b/g,
    'which painkiller can',
  ],
  // A vaccine by its full name: "influenza vaccine" is the flu jab.
  [/\binfluenza\b/g, 'flu'],
  // Dates the fruit, eaten so many a day ("7 dates a day", "a few dates daily"): not a due date.
  [
    /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|some|lots of|a handful of) dates (?:a|per|every|each) ?day\b|\bdates (?:daily|every ?day)\b/g,
    'eating dates every day',
  ],
  // A diet by its name while breastfeeding ("keto", "intermittent fasting", "Slimming World") is dieting to lose
  // weight; fasting for Ramadan stays fasting.
  [
    /\b(?:keto(?:genic)?(?: diet)?|intermittent fasting|slimming world|weight ?watchers|calorie counting|low[\s-]carb(?: diet)?|juice cleanse|detox diet)\b/g,
    'diet to lose weight',
  ],
  // Turning a child's car seat round to face forward ("turn her round", "flip him forward").
  [
    /\b(?:turn|turning|flip|flipping|switch|switching) (?:her|him|them|the baby|baby|bub|the seat|the car seat|his seat|her seat) (?:round|around|forwards?|to face (?:forward|the front))\b/g,
    'turn forward facing car seat',
  ],
  // Shouting or snapping at the baby is her anger, not abuse by someone else.
  [
    /\bi (?:keep |sometimes |often )?(?:shout|shouted|yell|yelled|snap|snapped|scream|screamed|lose my temper|lost my temper) (?:at|with) (?:my |the |our )?(?:baby|bub|babe|son|daughter|lo|newborn|him|her)\b/g,
    'i feel angry rage with my baby',
  ],
  // How she asks, not what: "what's the actual deal", "I'm trying to help her decide".
  [
    /\b(?:so )?what(?:['’]?s| is) the (?:actual |real )?(?:deal|story|craic|verdict)(?: with (?:it|that|this))?\b/g,
    'is it safe',
  ],
  [
    /\b(?:i ?['’]?m |i am )?(?:trying to )?help(?:ing)? (?:her|him|them|me|us) (?:to )?(?:decide|choose|make up (?:her|his|my|our) mind)\b/g,
    '',
  ],
  // What a relative did then, for all her children ("she ate dates for all her 7 children", "my nan did it with
  // all of hers"): her story, not what she asks; the claim itself stays.
  [
    /\b(?:she|he|they|my (?:mum|mom|mother|nan|gran|granny|grandma|grandmother|aunt|aunty|auntie|mother in law))(?: always)? (?:ate|eat|had|did|took|drank|used|gave)(?: (?:it|them|this|that|\w+))?(?: every day)? (?:for|with|in) (?:all|each|every one)(?: of)?(?: (?:her|his|their|my))?(?: (?:\d+|two|three|four|five|six|seven|eight|nine|ten))?(?: (?:children|kids|babies|pregnancies|of us|of hers))?\b/g,
    '',
  ],
];
