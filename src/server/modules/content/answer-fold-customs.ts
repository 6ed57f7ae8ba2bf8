/**
 * Words and customs of her own language and family (iteration 15): Spanish, Chinese, Vietnamese, Bengali, Urdu,
 * Swahili and Twi words mixed into an English question, folded to the class of practice the answer library already
 * answers. Broad patterns, one per class: eating clay or earth is pica (the cravings entry); soft fresh cheeses of
 * Latin America are unpasteurised soft cheese, raw fish "cooked" in lime is raw seafood; a coin or band on the belly
 * button is a belly band (the cord entry); herbs or leaves in a baby's bath are the bath; a quilt, cushions or
 * bumpers in the cot are bumpers; rubbing a baby with alcohol or wrapping them to sweat a fever out is the fever
 * care entry; teas for a baby's colic are teas for the baby; a charcoal burner or stove indoors is carbon
 * monoxide; the month of rest after the birth by its Chinese and Spanish names is the confinement; sex that will
 * "hit the baby's head" is whether sex can hurt the baby. Family words (who advises) go with the traditions.
 * Applied in answer-folds.ts on both the question and the library, before the tradition folds.
 */
import { MORE_CUSTOM_FOLDS } from './answer-fold-customs-more.ts';
import type { Fold } from './fold-guard.ts';

export const CUSTOM_FOLDS: ReadonlyArray<Fold> = [
  // Family words of Chinese, Vietnamese, Bengali, Urdu, Swahili and Spanish: who advises, never what about.
  [
    /\b(?:po ?po|poh ?poh|ah ?ma|nai ?nai|lao ?lao|wai ?po|b[aà] (?:n[oộ]i|ngo[aạ]i|noi|ngoai)|bibi|shosho|cucu|nanu|shashuri|shashuri ma|ammu|abuelo|suegra|mi mam[aá]|mi madre|tia|t[ií]a|nana|aunty|auntie|aunties|aunt|nephew|niece|cousin)\b(?![\u00c0-\u024f])/g,
    'grandparents',
  ],
  // Eating clay, chalk or earth by its names (ayilo, shile, nzu, calabash chalk, kaolin, mitti): pica.
  [
    /\b(?:ayilo|shile|nzu|ndom|calabash (?:chalk|clay)|kaolin|white (?:clay|chalk)|eko (?:clay|chalk)|mabele|multani mitti|mitti)\b|\b(?:clay|soil|earth|dirt|mud)\b(?=[^.?!]{0,40}\b(?:eat|eating|craving|crave|cravings|chew|small)\b)|(?<=\b(?:eat|eating|craving|crave|chew|chewing)\b[^.?!]{0,20})\b(?:clay|soil|earth|mud)\b/g,
    'chalk pica',
    // Each choice needs one of these (its lookbehind, looking back from every position, cost the most).
    /ayilo|shile|nzu|ndom|kaolin|clay|chalk|mitti|mabele|soil|earth|dirt|mud/,
  ],
  // Soft fresh cheeses of Latin America, and raw fish or shellfish "cooked" in lime.
  [
    /\b(?:panela(?= cheese)|queso (?:panela|blanco|fresco|de bola|de hoja|oaxaca|cotija|crema)|quesillo|cuajada|reques[oó]n|cotija|queso)\b/g,
    'soft unpasteurised cheese',
  ],
  [
    /\b(?:ceviche|cebiche|aguachile|poke bowls?|raw (?:shrimp|prawns?|oysters?|clams?)|camar[oó]n(?:es)? crudos?|leche de tigre|kinilaw)\b/g,
    'raw shellfish sushi',
  ],
  // Illnesses carried by mosquitoes on a trip home: zika, dengue, chikungunya.
  [/\b(?:dengue|chikungunya|chikv|zica|sika)\b/g, 'zika virus'],
  // A date chosen for the birth ("a lucky date", "an auspicious day") is a planned caesarean booked early.
  [
    /\b(?:lucky|auspicious|chosen|astrolog\w*|feng ?shui) (?:date|day|muhurat|muhurtham)\b(?=[^.?!]{0,60}\b(?:caesarean|c ?section|cesarea|cesárea|section|birth|delivery|born)\b)/g,
    'planned caesarean early date',
  ],
  [/\bces[aá]reas?\b/g, 'caesarean'],
  // A coin, band or binder on the belly button: a belly band (the cord entry).
  [/\b(?:ombligueros?|fajeros?|fajero|bigkis)\b/g, 'belly band'],
  [/\b(?:ombligo|ombliguito|navel|rún)\b/g, 'belly button'],
  // The cord in Malay ("tali pusat").
  [/\btali pusat\b/g, 'cord'],
  // "Cord not fallen off yet" is the cord stump still on, not the belly button after it.
  [
    /\b(?:the )?(?:cord|belly button) (?:is )?(?:still (?:on|there|attached)|not (?:fallen|fall|come|came|dropped) off(?: yet)?|(?:hasnt|has not|not) (?:fallen|fall|come|dropped|drop)(?: off)?(?: yet)?)\b/g,
    'cord stump still on',
  ],
  [/\bcoins?\b(?=[^.?!]{0,40}\b(?:belly button|cord|stump|hernia|tummy)\b)/g, 'belly band on the cord stump'],
  // Herbs, leaves or spices put in a baby's bath water.
  [
    /\b(?:l[aá] ch[eè] xanh|green tea leaves|tea leaves|neem leaves|ngh[eệ]|turmeric|herbs|leaves)\b(?=[^.?!]{0,40}\b(?:bath|baths|bathes|bathing)\b)/g,
    'herbs',
  ],
  // A quilt, cushions or bumpers for the cot by their names.
  [/\b(?:razai|rajai|cobija|colcha|edred[oó]n|comforters?)\b/g, 'quilt'],
  [
    /\b(?:cot|crib) (?:cushions?|padding|protectors?)\b|\bcushions\b(?=[^.?!]{0,40}\b(?:cot|crib|bed)\b)/g,
    'bumpers',
  ],
  // Rubbing a feverish baby with alcohol ("sobar con alcohol", "alcohol rub").
  [
    /\b(?:rub(?:bing)?|sob(?:ar|ada)|wip(?:e|ing)|sponge|sponging|bathe) (?:him |her |them |the baby |baby )?(?:down )?(?:with |in )?(?:rubbing |isopropyl )?alcohol\b|\brubbing alcohol\b|\balcohol (?:rub|bath|sponge)s?\b/g,
    'alcohol rub fever sponge',
  ],
  [/\b(?:calentura|fiebre|fa ?shao)\b|发烧/g, 'fever'],
  // Wrapping a feverish baby to sweat it out (捂汗, "ủ cho ra mồ hôi").
  [/捂汗|\bwu ?han\b|\b(?:to )?sweat (?:it|the fever|the heat) out\b/g, 'sweat it out wrap up'],
  // Teas, herb waters and sugar water given to a baby for colic.
  [
    /\b(?:aguita|agüita|t[eé] de|anis estrellado|an[ií]s|star anise|manzanilla|chamomile|camomile|fennel tea|yerba buena|hierbabuena|peppermint tea)\b/g,
    'herbal tea',
  ],
  [/\b(?:c[oó]licos?|colicos)\b/g, 'colic'],
  // Spanish words for her breasts and feeding.
  [/\b(?:pezones|pez[oó]n)\b/g, 'nipples'],
  [/\b(?:agrietados?|agrietadas?|grietas)\b/g, 'cracked'],
  [/\b(?:senos|pechos?|chichis)\b/g, 'breasts'],
  [/\b(?:lactancia|dar pecho|dar el pecho|amamantar)\b/g, 'breastfeeding'],
  [/\bmanteca de cacao\b/g, 'cocoa butter'],
  // Scraping the skin (coining, cạo gió, gua sha) and balms of camphor or menthol rubbed on a baby.
  [/\bc[aạ]o gi[oó]\b|\b(?:coining|coin rubbing|gua ?sha|spooning)\b/g, 'coining balm'],
  [
    /\bd[aầ]u gi[oó]\b|\b(?:tiger balm|vicks(?: vapou?r ?rub)?|vapou?r ?rub|white flower (?:oil)?|camphor|menthol (?:rub|balm)|eucalyptus oil|mentholatum|kailash jeevan)\b/g,
    'camphor balm',
  ],
  // Jabs, kohl, mustard oil and baking soda in Spanish and Bengali.
  [/\b(?:vacunas?|vacunaci[oó]n|tika dewa)\b/g, 'vaccines'],
  [/\bka+la (?:tip|teep|dot|spot)\b/g, 'kohl'],
  [/\bshorsh?er (?:tel|oil)\b/g, 'mustard oil'],
  [
    /\b(?:magadi|baking soda|bicarbonate of soda|bicarb(?:onate)?(?: soda)?|sodium bicarbonate)\b/g,
    'baking soda',
  ],
  [/\b(?:tetero|tetera|biber[oó]n|mamila|mamadera|pacha)\b/g, 'bottle'],
  // A charcoal stove or burner indoors after the birth (nằm than, a brazier): carbon monoxide.
  [
    /\bn[aằ]m than\b|\b(?:charcoal|coal|coals|brazier|jiko|embers)\b(?=[^.?!]{0,60}\b(?:bed|room|indoors|inside|under|house|stove|burner|heater)\b)|\bcharcoal (?:stoves?|burners?|heaters?|pots?)\b/g,
    'charcoal carbon monoxide',
  ],
  // Herbal steaming of the vagina or perineum after the birth (xông hơi, a yoni or v-steam).
  [
    /\bx[oô]ng h[oơ]i\b|\b(?:yoni|vaginal|v|herbal|vagina|bajos) ?steam(?:s|ing)?\b|\bsteam(?:ing)? (?:herbs )?(?:for |over )?(?:down there|below|my vagina|the stitches|my stitches)\b|\bvaporizaci[oó]n\b/g,
    'herbal steaming stitches',
  ],
  // The month of rest after the birth by its Chinese and Spanish names.
  [/做月子|坐月子|月子|\bla dieta\b|\bcuarentena\b/g, ' confinement '],
  // Sex in pregnancy that will "hit", "poke" or "touch" the baby: whether sex can hurt the baby.
  [
    /\b(?:hit|hits|hitting|poke|pokes|poking|knock|knocks|bang|bangs|banging)(?: into)? (?:the |my |our |her )?(?:baby|babys|bebe)(?: s)?(?: head| face)?\b/g,
    'hurt the baby',
  ],
  // Asides about who says what, which name no topic ("my aunty keeps sending me stuff", "is this just my life now",
  // "you just live with it"), and a relative's claim in the library's words ("shake the baby loose" is miscarriage).
  [
    /\b(?:keeps? |kept )?send(?:s|ing)? me (?:stuff|things|links|videos|articles|posts|messages)(?: about it)?\b/g,
    '',
  ],
  [
    /\bis (?:this|that|it) (?:just )?(?:my life|life|how it is|how it will be|forever|permanent) now\b/g,
    'normal',
  ],
  [/\b(?:you )?(?:just )?(?:have to |got to |gotta )?(?:live|put up) with it\b/g, 'normal'],
  // Spanish "mi"/"mis" (my) and "la" before the month of rest; "my pregnancy is normal" is her story, not a topic.
  [/\bmis? (?=[a-z])/g, 'my '],
  [/\bla +(?=confinement)/g, ''],
  [
    /\b(?:my |the |this )?pregnancy (?:is|has been|was) (?:all |totally |completely )?(?:normal|fine|healthy|straightforward|uncomplicated|low risk|going well)(?:,? and (?:the |my )?baby(?: is|s)? (?:head down|well|growing well|fine))?\b|\beverything (?:is |has been )?(?:normal|fine) so far\b/g,
    '',
  ],
  // Panic said first ("ok slightly panicking.") is how she feels about the question, not a panic attack.
  [
    /(?:^|(?<=[.!?]\s*))(?:(?:ok|okay|so|um+|help|omg)[,. ]+)?(?:i am |im )?(?:slightly |a bit |a little |kind of |kinda |really |totally |low ?key |lowkey )?(?:panicking|panicked|freaking out|stressing out|in a panic)(?=[.!,]|$)/g,
    'worried',
  ],
  // A jab doubted by a relative ("a bit anti vax"); a baby "catching cold" in a warm house is being kept warm.
  [/\banti[- ]?(?:vax|vaxx|vaxxer|vaccine|vaccination|jab)s?\b/g, 'worried about vaccines'],
  [/\b(?:catch|catches|catching) (?:cold|chill|a chill)\b/g, 'get cold'],
  [
    /\bshake (?:the |my |her )?baby (?:loose|out|off)\b|\bmake (?:me|her) (?:lose the baby|miscarry)\b/g,
    'cause a miscarriage',
  ],
  // Iteration 16's words and customs (answer-fold-customs-more.ts), accents dropped first.
  ...MORE_CUSTOM_FOLDS,
];
