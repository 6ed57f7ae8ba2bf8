/**
 * More words and customs of her own language and family (iteration 16): Portuguese, Polish, Hindi, Yoruba and
 * Igbo, Tagalog and Spanish words mixed into an English question, and everyday words of sport, sleep and
 * care, each folded to the class of practice the answer library already answers. Broad patterns, one per class:
 * accents dropped first (so "mãe", "teściowa" and "połóg" are read as words); family words are who advises;
 * the weeks of rest after the birth by their names are the confinement; a wrap "like a burrito" is a swaddle;
 * rolled towels and pillows in the cot are positioners; a disinfectant in a baby's bath is what goes in the bath;
 * a medicine sold at home and not here (dipirona) is a medicine from abroad; a heart rate and a "5k" are running.
 * Applied at the end of CUSTOM_FOLDS (answer-fold-customs.ts), on both the question and the library.
 */
export const MORE_CUSTOM_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // Accents of Portuguese, Polish, Spanish and te reo Māori dropped, so the words are read whole.
  [/[àáâãäåāą]/g, 'a'],
  [/[çćč]/g, 'c'],
  [/[èéêëēę]/g, 'e'],
  [/[ìíîïī]/g, 'i'],
  [/[ñń]/g, 'n'],
  [/[òóôõöō]/g, 'o'],
  [/[ùúûüū]/g, 'u'],
  [/[śš]/g, 's'],
  [/[źżž]/g, 'z'],
  [/ł/g, 'l'],
  // Family words of Hindi, Polish, Portuguese, Spanish and Tagalog: who advises, never what about.
  [
    /\b(?:saas(?: ?(?:ma|maa|ji))?|sasu ?(?:ma|maa)|tesciow\w*|babci[aie]?|sogra|mae|mamae|mainha|vovo|tias|tios|lolo)\b/g,
    'grandparents',
  ],
  [/\b(?:sou (?:o )?pai|jestem tat[ae])\b/g, 'i am the dad'],
  // The baby, nappies, a fever and drops in Portuguese and Polish.
  [/\b(?:bebe|bebes|nene|dziecko|dziecka|synek|coreczka)\b/g, 'baby'],
  [/\b(?:fraldas?|pieluch\w*|panales?)\b/g, 'nappies'],
  [/\b(?:febre|goraczk\w*|bukhar)\b/g, 'fever'],
  [/\b(?:gotas|gotinhas|krople|kropelki)\b/g, 'drops'],
  // A medicine sold at home but not licensed here: metamizole by its names.
  [
    /\b(?:dipirona|dipyrone|metamizol\w*|novalgin\w*|nolotil|pyralgin\w*)\b/g,
    'metamizole medicine from abroad',
  ],
  // Teas by their Portuguese, Polish and Hindi names, and boldo.
  [/\b(?:cha de|cha|herbat\w*|kadha|kaadha|boldo|cerasee|bush teas?)\b/g, 'herbal tea'],
  [/\b(?:enjoos?|mdlosci|nudnosci)\b/g, 'nausea morning sickness'],
  // The weeks of rest after the birth by their names (Portuguese, Polish, Hindi, Igbo).
  [/\b(?:resguardo|quarentena|polog\w*|sawa mahina|chilla|omugwo)\b/g, ' confinement '],
  [
    /\b(?:o )?utero cai\b|\b(?:the )?(?:womb|uterus) (?:will )?(?:falls?|drops?|comes? (?:out|down)|fall (?:out|down))\b/g,
    'womb prolapse',
  ],
  // Baby cereals by their Polish, Portuguese and Swahili (uji) names; milk called watery or thin is whether it is enough.
  [/\b(?:kaszk[aieę]|kasza|kasha|mingau|papinha|uji|ujis)\b/g, 'baby rice cereal'],
  [
    /\b(?:breast ?)?milk (?:is |looks |seems )?(?:too |so )?(?:watery|thin|weak|like water|not (?:rich|thick|fatty|strong) enough)\b/g,
    'not enough milk',
  ],
  // Reflux (Polish "ulewanie"), rolled towels and pillows to stop rolling, a wrap "like a burrito".
  [/\b(?:ulewa\w*|golfadas?)\b/g, 'reflux spit up'],
  [/\b(?:travesseir\w*|poduszk\w*|almohad\w*|unan|walki|walek)\b/g, 'positioner wedge'],
  [
    /\blike an? (?:taquito|burrito|tamale|mummy|cocoon|sushi roll)\b|\b(?:wraps|wrapped|wrapping) (?:the |my |our )?(?:baby |him |her )?(?:super |really |very |so )?(?:tight|tightly)\b/g,
    'swaddle',
  ],
  [
    /\b(?:(?:his|her|the|their) )?legs (?:straight(?: down)?|grow straight)\b|\bstraight legs\b/g,
    'legs hips',
  ],
  // Suppositories and a cotton bud or thermometer in a baby's bottom.
  [/\b(?:supositori\w*|czop(?:ek|ki|kiem)|glicerin\w*|glycerine?(?: suppositor\w*)?)\b/g, 'suppository'],
  [/\b(?:cotton (?:bud|swab)s?|q ?tips?)\b(?=[^.?!]{0,30}\b(?:bum|bottom|butt|anus)\b)/g, 'suppository'],
  // A disinfectant in a baby's bath (Polish "nadmanganian potasu"): what goes in the bath.
  [/\b(?:nadmanganian(?: potasu)?|(?:potassium )?permanganate|dettol|savlon)\b/g, 'herbs antiseptic'],
  // Saffron milk for a fair baby, and a birthmark from cravings: what she eats and the baby's looks.
  [/\b(?:kesar(?: doodh| dudh| milk)?|saffron(?: milk)?)\b/g, 'saffron'],
  [
    /\b(?:so )?(?:the )?baby (?:will be|is|comes out|becomes) (?:fair|fairer|gora|light skinned)\b|\b(?:fair|fairer|lighter) (?:skin(?:ned)?|complexion)\b|\bskin colou?r\b/g,
    'baby skin colour',
  ],
  [/\b(?:antojos?|desejos?|zachcianki)\b/g, 'cravings'],
  [/\bmanchas?\b/g, 'birthmark'],
  [/\b(?:usog|nausog|usug)\b/g, 'evil eye'],
  // A vinegar compress on a feverish baby is sponging; "so she sweats it out" is wrapping her up.
  [/\b(?:ocet|octem|vinagre|vinegar)(?: (?:compress\w*|socks|rub|wrap|bath))?\b/g, 'sponge cold flannel'],
  [/\bsweats? (?:it|the fever|the heat) out\b/g, 'sweat it out wrap up'],
  // A trip to a place where malaria is common, named by its city or country, is a trip to a malaria area.
  [
    /\b(?:fly|flying|travel\w*|trip|going|go|visit\w*|wedding|holiday|funeral) (?:back )?(?:home )?(?:to|in) (?:lagos|abuja|enugu|ibadan|port harcourt|kano|accra|kumasi|nairobi|mombasa|kampala|dar es salaam|lusaka|lilongwe|freetown|douala|yaounde|kinshasa|nigeria|ghana|kenya|uganda|tanzania|malawi|zambia|sierra leone|cameroon|congo|mozambique)\b/g,
    'trip to a malaria area',
  ],
  // Sport: a heart rate read off a watch, a "5k" run.
  [
    /\b(?:my )?(?:heart ?rate|pulse)(?: (?:hits|goes(?: up)?(?: to)?|gets(?: up)?(?: to)?|reaches|is|of|at))?(?= ?1\d\d\b)|\bmy hr(?: (?:hits|goes(?: up)?(?: to)?|gets(?: up)?(?: to)?|reaches|is|of|at))?(?= ?1\d\d\b)|\bhr (?:hits|goes(?: up)?(?: to)?|gets(?: up)?(?: to)?|reaches)(?= ?1\d\d\b)/g,
    'heart rate',
  ],
  [
    /\b(?:ran|run|running|jog|jogged|jogging|do|did|doing) (?:a |my |like )?\d{1,2} ?k\b|\b\d{1,2} ?k (?:runs?|races?)\b|\bparkruns?\b/g,
    'running',
  ],
  [
    /\b(?:my )?(?:fitbit|garmin|apple watch|smart ?watch|watch|tracker) (?:says|shows|said)\b/g,
    'my watch shows',
  ],
  // "Can I keep going?" after she tells of her running asks whether she can keep running.
  [/(\brunning\b[^?!]{0,120}?)\b(?:keep going|carry on|continue)\b/g, '$1keep running'],
  // Waking on her back in late pregnancy is the sleep position.
  [
    /\b(?:keep )?(?:waking|wake|woke) (?:up )?(?:flat |lying )?on my back\b/g,
    'wake up on my back sleep position',
  ],
  // Her own sleep on her back, told or advised ("mum says I should sleep on my back"), is her sleep position, not
  // the baby's (iteration 48).
  [
    /\b(?:i (?:should|must|have to|need to|ought to)|me to) (?:sleep|lie|lay) (?:flat |only )?on my back\b/g,
    '$& sleep position',
  ],
  // A traditional birth attendant (a TBA, a village or traditional midwife) is a birth at home; a health centre or
  // health facility is where she would give birth instead (iteration 48).
  [
    /\b(?:traditional birth attendants?|tbas?|traditional midwi(?:fe|ves)|village midwi(?:fe|ves))\b/g,
    'home birth',
  ],
  [
    /(?<=\b(?:birth|births|deliver|delivery|labour|labor)\b[^]*)\b(?:health (?:centre|center|facility|post)|the facility)\b|\b(?:health (?:centre|center|facility|post)|the facility)\b(?=[^]*\b(?:birth|births|deliver|delivery|labour|labor)\b)/g,
    'hospital',
  ],
  // The sleep spaces of Aotearoa New Zealand; a Lead Maternity Carer.
  [/\b(?:wahakura|pepi[ -]?pods?)\b/g, 'wahakura pepi pod'],
  [/\b(?:lmc|lead maternity carer)\b/g, 'midwife lead maternity carer'],
  // A frightening first birth told in a new pregnancy is fear of birth.
  [
    /\b(?:(?:traumatic|bad|awful|horrible|terrible|scary|difficult) (?:first )?(?:birth|labou?r|delivery)|(?:first |last |previous )?(?:birth|labou?r|delivery) (?:was|went) (?:so |really |very )?(?:traumatic|awful|horrible|terrible|scary|bad|difficult|hard))\b(?=[^.?!]{0,60}(?:#2|\bsecond\b|\bnumber (?:2|two)\b|\bpregnant again\b|\bthis time\b|\bnext (?:baby|birth|one)\b))/g,
    'scared of giving birth after a traumatic birth',
  ],
];
