/**
 * Everyday, brand and texting words folded to the words the answer library uses, on both sides (a question and
 * the library), so "tylenol" finds "paracetamol", "shud" is "should" and "a&e" is the emergency department;
 * a few compounds read whole ("hot dogs") and the kind of answer asked for kept as a word ("how often").
 */

import { BRAND_FOLDS, FRESH_FOLDS } from './answer-fold-words.ts';
import { TRADITION_FOLDS } from './answer-fold-traditions.ts';
import { SOMEONE_ELSE_FOLDS } from './answer-fold-someone-else.ts';
import { HEAD_FOLDS } from './answer-fold-heads.ts';
import { CLAIM_FOLDS } from './answer-fold-claims.ts';
import { TAGLISH_FOLDS } from './answer-fold-taglish.ts';
import { PIDGIN_FOLDS } from './answer-fold-pidgin.ts';
import { HINDI_FOLDS } from './answer-fold-hindi.ts';
import { CUSTOM_FOLDS } from './answer-fold-customs.ts';
import { FORUM_FOLDS } from './answer-fold-forum.ts';
import { HOME_WORD_FOLDS } from './answer-fold-home-words.ts';
import { LOCAL_FOLDS } from './answer-fold-local.ts';
import { applyFolds, type Fold, guardFolds } from './fold-guard.ts';
import { foldLanguages } from './answer-fold-languages.ts';

/** Rewrites applied to lower-cased text before it is split into terms, in order. */
export const FOLDS: ReadonlyArray<Fold> = [
  // "I'll" is not "ill" (unwell), which the library needs to read.
  [/\b(i|you|we|they|she|he|it)['’]ll\b/g, '$1 will'],
  [/['’]/g, ''],
  // Her own language's words first, before the texting folds read a Vietnamese "nội" as "n" (and).
  ...CUSTOM_FOLDS,
  // Texting at 3 a.m.: the words spelled out.
  [/\bshud\b/g, 'should'],
  [/\bwud\b/g, 'would'],
  [/\bcud\b/g, 'could'],
  [/\b(?:r)\b/g, 'are'],
  [/\b(?:u|ya)\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\b(?:wat|wot)\b/g, 'what'],
  [/\bwen\b/g, 'when'],
  [/\b(?:cos|coz|cuz|bc|becuz|bcos)\b/g, 'because'],
  [/\bn\b/g, 'and'],
  [/\b(?:tmrw|tmr|tmw|2moro|2morrow)\b/g, 'tomorrow'],
  [/\b(?:hrs?)\b/g, 'hours'],
  [/\b(?:mins?)\b/g, 'minutes'],
  [/\b(?:enuf|enuff)\b/g, 'enough'],
  // "Is that enough?" after what she or someone does ("he only smokes outside, is that enough?") asks whether
  // it is all right, as "is that ok" does: the story is what she asks about, not a baby getting enough milk.
  [
    /\b(is|was) (that|this) (?:good )?enough\b(?=\s*(?:[?.!,]|$|or\b|for (?:the |my |our )?(?:baby|babies|him|her|them)\b))/g,
    '$1 $2 ok',
  ],
  [/\b(?:abt|bout)\b/g, 'about'],
  [/\b(?:pls|plz)\b/g, 'please'],
  ...FORUM_FOLDS,
  [/\b(?:ppl)\b/g, 'people'],
  [/\b(?:nite|nites|nyt)\b/g, 'night'],
  [/\b(?:tonite|2nite|2night)\b/g, 'tonight'],
  // A part of her body that "is killing me" is pain ("my lower back is killing me"), and so when someone asks
  // for her ("her back is killing her"); anything else killing her is an aside that says nothing of what she
  // asks ("heartburn is killing me", "im in cork if that matters").
  [
    /\b(back|feet|hips?|head|legs?|pelvis|ribs?|neck|boobs?|breasts?|nipples?|stitches|scar|bump|tummy|belly|joints?|knees?|wrists?|hands?|bum|coccyx|tailbone) (?:is |are )?killing (?:me|her|him)\b/g,
    '$1 pain',
  ],
  [/\b(?:(?:is|are|its|it is) )?killing (?:me|her)\b/g, ''],
  // Running (or rushing) round after the children is being busy, not running for exercise ("quiet in the day
  // when I'm running round after the toddler"); loose stools or motions are diarrhoea.
  [/\b(?:running|rushing|chasing|racing) (?:a)?round(?: after)?\b/g, 'busy with'],
  [/\bloose (?:stools?|motions?|poos?|poops?|bowels?)\b/g, 'diarrhoea'],
  // Stretching (or spacing out) a baby's feeds is feeding less often.
  [
    /\b(?:stretch|stretching|space|spacing|spread|spreading)(?: out)? (?:her|his|their|the|my babys|babys|baby) feeds(?: out| apart)?\b/g,
    'feed less often',
  ],
  ...LOCAL_FOLDS,
  ...HOME_WORD_FOLDS,
  ...TAGLISH_FOLDS,
  ...PIDGIN_FOLDS,
  ...HINDI_FOLDS,
  ...SOMEONE_ELSE_FOLDS,
  ...CLAIM_FOLDS,
  [/\b(?:if (?:that|it|this) (?:matters|helps|is relevant|makes a difference)|if relevant|fwiw)\b/g, ''],
  // Where she lives is her story, not a topic ("we live in leeds", "living in mombasa", "based in perth").
  [/\b(?:live|lives|living|based|staying)\b(?= in\b)/g, ''],
  [/\b(?:mil|fil|sil|in[ -]?laws?)\b/g, 'grandparents family'],
  [/\b(?:dh|dp|oh|hubby|husband|boyfriend|fiance)\b/g, 'partner'],
  [/\b(?:a ?& ?e|a and e|ed)\b/g, 'emergency'],
  [/\bpp\b/g, 'postnatal'],
  [
    /\bdowns?(?: syndrome| test| screening)?\b(?= (?:syndrome|test|screening|risk|scan|part))|\bdowns syndrome\b/g,
    'downsyndrome',
  ],
  [
    /\b(?:nan|nana|nanna|nanny|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|gogo|shosh|shosho|cucu|ouma)\b/g,
    'grandparents',
  ],
  // "Won't take a bottle" is refusing it; the stop list would drop "won't".
  [
    /\b(?:wont|will not|refuses|refusing|refused)\b(?= (?:take|feed|eat|latch|drink|sleep|settle|nap|go))/g,
    'refuse',
  ],
  [/\bon (?:my|your|her) (?:stomach|tummy|belly|front)\b/g, 'on front'],
  // Compound nouns whose halves mean something else alone.
  [/\bhot ?dogs?\b/g, 'hotdog'],
  [/\bhot ?water ?bottles?\b/g, 'hotwaterbottle'],
  [/\b(?:settee|couch|sofas|armchair)\b/g, 'sofa'],
  [/\btop(?:ping)?[\s-]?ups?\b/g, 'topup'],
  [/\b(?:nauseous|nauseated|queasy|nauseus|nausious)\b/g, 'nausea'],
  [
    /\b(?:paint(?:ing)? (?:my )?(?:toe)?nails|gel nails|acrylic nails|manicure|pedicure|nail varnish|nail polish)\b/g,
    'nail polish',
  ],
  [
    /\b(?:milk|supply) (?:is |has )?(?:drying|dried|dropping|dropped|going) (?:up|down)\b/g,
    'milk supply low',
  ],
  [/\bice ?packs?\b/g, 'icepack'],
  // Idioms of not coping, said whole ("at the end of my rope").
  [
    /\b(?:(?:at )?(?:the )?end of (?:my|our) (?:rope|tether|wits)|at (?:my )?breaking point|losing (?:my|the) plot|cant take (?:it|this|any ?more))\b/g,
    'breaking point cope',
  ],
  // An age or a stage as the question ("what's the youngest you can give calpol", "from what age").
  [
    /\b(?:youngest|minimum age|how young|(?:from|at) (?:what|which) age|too young|old enough|oldest|age limit)\b/g,
    '$& whenq',
  ],
  // Amounts: "4oz" and "120ml" are an amount of milk, whatever the unit.
  [/\b(\d+(?:\.\d+)?) ?(?:fl ?oz|oz|ounces?)\b/g, '$1 oz'],
  [/\b(\d+(?:\.\d+)?) ?(?:ml|mls|millilitres?|milliliters?)\b/g, '$1 ml'],
  // Weather: a heatwave is hot weather.
  [
    /\b(?:boiling|scorching|sweltering|roasting|baking) (?:hot|weather|day|days|outside)|heat ?waves?|hot (?:spell|day|days)|(?:its|it is|so|really|very|too) hot (?:here|out|outside|today|this week|at the moment|right now)\b/g,
    'hot weather',
  ],
  // Work: a boss, manager or HR is her employer.
  [/\b(?:boss|bosses|line manager|my manager|human resources|workplace)\b/g, 'employer'],
  ...TRADITION_FOLDS,
  ...BRAND_FOLDS,
  // Sleeping in her bed, said as a place ("baby in bed with us").
  [
    /\b(?:(?:baby|him|her|them) (?:in|into) (?:our|my|the) bed|in (?:our|my) bed with (?:us|me)|in bed with (?:us|me)|sleep(?:s|ing)? (?:with|next to) (?:us|me) in (?:our|my|the) bed|sleep(?:s|ing)? with (?:us|me)(?= *(?:$|[?.!,]| at night| every night| most nights)))\b/g,
    'cosleeping bed',
  ],
  // "Second time round" is this time, not round ligaments.
  [/\b(first|second|2nd|this|last|next) time (?:a)?round\b/g, '$1 time'],
  // Going in to give birth ("when should we go in", "go in vs ring", "don't want to get sent home"); milk comes in
  // another way.
  [
    /\b(?:(?<!\b(?:milk|supply|colostrum)\b[^.?!]{0,25})(?:go|going|head|come|coming) in(?= *(?:$|[?.!,]| when| if| yet| now| or| vs| versus| and| this time| (?:second|2nd|next) time| with| to (?:hospital|the (?:hospital|unit|ward|birth cent(?:re|er)))))|(?:get|be|been|got) sent home)\b/g,
    'go hospital',
  ],
  // Before she knew she was pregnant, however she says it.
  [
    /\bbefore (?:i|we) (?:found out|find out|knew|realised|realized|discovered|knew i was pregnant)\b/g,
    'before knew',
  ],
  // Strength work is exercise, not her weight.
  [
    /\b(?:(?:lifting |lift )?weights(?! (?:gain|loss|chart|check))|weight training|weight lifting|squats?|lunges?|deadlifts?|strength training|resistance training)\b/g,
    'strength exercise',
  ],
  [
    /\b(?:spin class(?:es)?|spinning|spin|hiit|crossfit|bootcamp|zumba|aerobics|fitness class(?:es)?|orange ?theory|otf|f45|peloton|barre|body ?pump)\b/g,
    'exercise class',
  ],
  // Plant drinks are asked about as milk for the baby.
  [/\b(?:oat|almond|soya|soy|rice|coconut|plant|hemp|pea|oatly) (?:milk|drink)s?\b/g, 'plant milk cows milk'],
  // What a baby wears, item by item, is about layers of clothes.
  [
    /\b(?:socks?|shoes?|mittens?|booties|bootees|vests?|sleepsuits?|babygrows?|onesies?|pyjamas|pjs|bodysuits?|snowsuits?|cardigans?|jumpers?)\b/g,
    'clothes layers',
  ],
  // Asking for the rules is asking what to do ("sleep safety checklist", "just want to know the rules").
  [/\b(?:checklists?|check ?list|rules|guidelines|dos and donts|do s and don ts|guidance)\b/g, 'helpq'],
  // A painkilling gel or rub is asked about like the painkiller in it.
  [/\b(?:voltaren|voltarol|ibuleve|deep heat|deep freeze|tiger balm|deep relief)\b/g, 'ibuprofen gel'],
  ...FRESH_FOLDS,
  ...HEAD_FOLDS,
  // Irregular verbs the stemmer leaves apart.
  [/\b(?:woke|woken)\b/g, 'wake'],
  [/\b(?:slept)\b/g, 'sleep'],
  [/\b(?:ate|eaten)\b/g, 'eat'],
  [/\b(?:drank|drunk)\b/g, 'drink'],
  [/\b(?:fed)\b/g, 'feed'],
  [/\b(?:fell|fallen)\b/g, 'fall'],
  [/\b(?:bit|bitten)\b(?= (?:me|my|her|him|nipple))/g, 'bite'],
  [/\b(?:gave|given)\b/g, 'give'],
  [/\b(?:took|taken)\b/g, 'take'],
  [/\bran\b/g, 'run'],
  // Ordinals as typed ("with my 2nd", "3rd pregnancy"): "3rd degree" is read as a tear above.
  [/\b1st\b/g, 'first'],
  // "No2", "number 3": her second or third baby.
  [/\b(?:no\.? ?|number )2\b(?! ?(?:hours?|weeks?|months?|days?|oz|ml))/g, 'second'],
  [/\b(?:no\.? ?|number )3\b(?! ?(?:hours?|weeks?|months?|days?|oz|ml))/g, 'third'],
  [/\bkind of\b/g, ''],
  [/\b2nd\b/g, 'second'],
  [/\b3rd\b/g, 'third'],
  // NHS and everyday shorthand.
  [/\b(?:bh|braxton[\s-]?hicks?)\b/g, 'braxton hicks'],
  [/\bmat(?:ernity)? (leave|pay)\b/g, 'maternity $1'],
  [/\bhv\b/g, 'health visitor'],
  // Which trimester a week falls in, however she asks it ("am I in 2nd or 3rd trimester at 27 weeks").
  [
    /\b(?:(?:what|which) trimester|(?:first|second|third) or (?:first|second|third) trimester|trimester am i)\b/g,
    'whichtrimester trimester',
  ],
  // A body temperature written as a number (36.8, 38 or more) is about temperature, not weeks or days.
  [
    /\b(3[5-9]|4[0-2])(?:[.,]\d)?(?:\s?(?:c|°c|°|degrees?))?(?!\s*(?:\+|weeks?|wks?|w\b|days?|months?|kg|ml|hours?|minutes?))/g,
    'temperature $&',
  ],
  // What kind of answer is asked for survives as a word of its own ("how much should my newborn sleep" is not
  // "how should my newborn sleep"); these words only shape a question, so they weigh little.
  [/\bhow (?:much|many)\b/g, 'howmuch'],
  [/\bhow long\b/g, 'howlong'],
  [/\b(?:at what point|what point)\b/g, 'when'],
  [/\b(?:vs|versus)\b/g, 'or'],
  [/\b(?:ride|sit|wait) it out\b/g, 'wait'],
  [/\b(?:when|how soon|at what age|what age|how old)\b/g, '$& whenq'],
  [/\b(?:how|more|less) (?:often|frequently)\b/g, 'howoften'],
  [
    /\b(?:what (?:can|should|do) (?:i|we) do|what helps?|what can help|how (?:can|do|to|should) (?:i |we )?(?:stop|ease|help|relieve|soothe|get rid|cope|manage|treat)|tips|remed(?:y|ies)|relief|ways to)\b/g,
    '$& helpq',
  ],
  // Vitamin A, D and K are different questions; a lone letter would otherwise be dropped.
  [/\bvit(?:amin)?\.? ?(a|b12|b|c|d|k)\b/g, 'vitamin vitamin$1'],
  // US -ize spellings become UK -ise (sterilize, immunization); words shorter than 3 letters before it stay.
  [/\b([a-z]{3,})iz(e|es|ed|ing|ation|ations)\b/g, '$1is$2'],
  [/\bbreast[\s-]?(feed\w*|fed|milk|pump\w*)\b/g, 'breast $1'],
  [/\b(?:bf|bfing|ebf|nursing|breastfeeds?)\b/g, 'breast feeding'],
  // Breasts called tiny, flat or little are small breasts, a worry about making enough milk.
  [
    /\b(?:tiny|little|flat|smallish|itty bitty)\b(?= (?:boob|boobs|breasts?|chest|chested)\b)|(?<=\b(?:boob|boobs|breast|breasts) (?:are|r|is) (?:so |very |really |quite |pretty |too )?)(?:tiny|flat|little)\b/g,
    'small',
  ],
  [/\b(?:boob|boobs|boobie|boobies|titties|nipple feeding)\b/g, 'breast'],
  [/\b(?:poop|poops|pooped|pooping|poos|pooing|stools?|bowel movements?|bm|bms)\b/g, 'poo'],
  [/\b(?:pee|pees|peed|peeing|wees|weeing|weed myself|wet myself|urine|urinate|urinating)\b/g, 'wee'],
  [/\b(?:sunbeds?|sun ?beds?|tanning beds?|solarium)\b/g, 'sunbed'],
  [/\b(?:crib|cribs|bassinet|bassinets|moses baskets?|next ?to ?me|sidecar cot)\b/g, 'cot'],
  [/\b(?:pacifiers?|binky|binkies|soothers?|dummies)\b/g, 'dummy'],
  // Paracetamol by its name in South Africa, New Zealand, India, Canada and the Philippines too.
  [
    /\b(?:tylenol|acetaminophen|calpol|panadol|panado|pamol|crocin|tempra|biogesic|paracetemol|paracetomol)\b/g,
    'paracetamol',
  ],
  [/\b(?:advil|motrin|nurofen|neuro ?fen|nuro ?fen|brufen|ibuprofin|ibroprofen|iboprofen)\b/g, 'ibuprofen'],
  // NSAIDs sold in the Philippines and Asia (iteration 44): Alaxan (with ibuprofen), mefenamic acid (Dolfenal,
  // Ponstan), diclofenac: read as ibuprofen, the NSAID the library's entries answer under.
  [
    /\b(?:alaxan(?: fr)?|mefenamic(?: acid)?|dolfenal|ponstan|ponstel|gardan|diclofenac|voltaren|cataflam)\b/g,
    'ibuprofen',
  ],
  // Cold and cough remedies sold in Indonesia (Bodrex Flu, OBH Combi, Mixagrip, Procold): a combined cold remedy.
  [/\b(?:bodrex(?: flu)?|obh(?: combi)?|mixagrip|inza|decolsin)\b/g, 'cold remedy cough'],
  // Two brands of one medicine ("Calpol or Panadol syrup", "Advil or Motrin") are that medicine once, not a choice
  // between two things.
  [/\b(paracetamol|ibuprofen) (?:or|and|\/) \1\b/g, '$1'],
  // Paracetamol or ibuprofen syrup (suspension, liquid) is the infant medicine the library names.
  [/\b(?:infant )?(paracetamol|ibuprofen) (?:syrups?|suspension|liquid|sachets?)\b/g, 'infant $1'],
  [/\b(?:jabs?|shots?|vaccines?|vaccinations?|immunisations?|inoculations?)\b/g, 'vaccine'],
  [/\b(?:flu jab|flu shot)\b/g, 'flu vaccine'],
  [/\b(?:temp|temps)\b/g, 'temperature'],
  [/\b(?:feverish|fevers|high temperature)\b/g, 'fever'],
  [/\b(?:ogtt|gtt|glucose tolerance test|sugar test|glucose drink|glucola)\b/g, 'glucose test'],
  [/\bgd\b/g, 'gestational diabetes'],
  [/\bbp\b/g, 'blood pressure'],
  [/\b(?:preggo|preggers|preggy|preg|pregant|pregnat|prego)\b/g, 'pregnant'],
  [/\b(?:wk|wks)\b/g, 'weeks'],
  [/\b(?:lo|bubba|bubs|bub|bb|babe|babys|bebe|newborns?|infants?)\b/g, 'baby'],
  [/\b(?:dd|ds|dh)\b/g, ''],
  [/\b(?:ppd|pnd)\b/g, 'postnatal depression'],
  [/\bpost[\s-]?(?:partum|natal)\b/g, 'postnatal'],
  [/\bpostpartum\b/g, 'postnatal'],
  [/\b(?:c[\s-]?sec(?:tion)?s?|cesareans?|caesareans?|caesarians?|cesarians?|sections?)\b/g, 'caesarean'],
  // A baby's "8 week needles" or "2 month injections" are her vaccines.
  [
    /(?<=\b(?:\d+|two|four|six|eight|twelve|sixteen)[ -]?(?:week|weeks|wk|month|months)(?: old)? )(?:needles?|injections?)\b/g,
    'vaccines',
  ],
  // Eggs cooked "rock hard" (or "solid all the way through") are hard-boiled eggs, the other side of runny ones.
  [
    /(?<=\beggs?\b[^.?!]{0,40})\b(?:rock|stone|bullet|super|really|completely|totally|fully) (?:hard|solid)\b/g,
    'hard boiled',
  ],
  // "After they're born" (a baby named before) is after the birth ("what checks will the baby have after they're born").
  [
    /\b(after|once|when) (?:they|theyre|he|hes|she|shes|its)(?: (?:is|are|was|were|gets|get|has been))? (?:born|delivered)\b/g,
    '$1 birth',
  ],
  // "3 weeks post op" is 3 weeks after the operation: after the birth, her caesarean.
  [/\bpost[\s-]?op(?:erative|eratively)?\b/g, 'after caesarean'],
  // "CS" is a caesarean only beside what a caesarean is ("CS mom", "my CS scar", "3 weeks post CS").
  [
    /\bcs\b(?= (?:mom|mum|mama|mommy|mummy|scar|wound|incision|delivery|birth|recovery|baby))|(?<=\b(?:after|post|my|her|emergency|planned|elective|an?) )cs\b/g,
    'caesarean',
  ],
  [/\b(?:sids|cot death|crib death)\b/g, 'sids'],
  [/\b(?:burps?|burping|burped|windy|wind|gassy|trapped gas)\b/g, 'wind'],
  [/\b(?:spit(?:s|ting)? up|spitting|sick(?:ing)? up|possets?|possetting)\b/g, 'posset'],
  [/\bcolicky\b/g, 'colic'],
  // Skin-to-skin contact is one thing, not two mentions of skin (skin changes, dry skin).
  [/\bskin[\s-]+(?:to|2)[\s-]+skin\b/g, 'skintoskin'],
  // A baby shower is a party, not a wash.
  [/\bbaby[\s-]?showers?\b/g, 'babyshower'],
  [/\b(?:water infection|bladder infection|urine infection|utis)\b/g, 'uti'],
  [/\b(?:intercourse|make love|making love|shag(?:ging)?|bonk(?:ing)?|getting it on)\b/g, 'sex'],
  [/\b(?:birth control|contraceptives?|the pill|mini pill|family planning)\b/g, 'contraception'],
  // "Prenatals" are vitamins; a "prenatal visit" is an antenatal one.
  [/\bprenatal (?:vitamins?|vits|multivitamins?|supplements?|pills?|tablets?)\b/g, 'vitamin'],
  [/\b(?:prenatals|pregnacare|multivitamins?|vitamins)\b/g, 'vitamin'],
  [/\bprenatal\b/g, 'antenatal'],
  [/\bfolate\b/g, 'folic acid'],
  [/\b(?:kitty litter|litter tray|litter box|cat poo|cat litter)\b/g, 'cat litter'],
  [/\b(?:kegels?|kegal|kegel exercises)\b/g, 'pelvic floor'],
  [/\b(?:engorged|engorgment)\b/g, 'engorgement'],
  [/\b(?:tongue[\s-]tie|tongue tied|tongue[\s-]tied)\b/g, 'tonguetie'],
  [/\b(?:cluster[\s-]?feed\w*)\b/g, 'cluster feeding'],
  [/\b(?:expressing|expressed)\b/g, 'express'],
  // Sharing a bed is co-sleeping in a bed (iteration 37: both words, so "is bed sharing bad?" names enough to be
  // asked on its own beside another question).
  [/\bbed[\s-]?shar\w*\b/g, 'cosleeping bed'],
  [/\bco[\s-]?sleep\w*\b/g, 'cosleeping'],
  [/\b(?:lochia)\b/g, 'bleeding after birth'],
  [/\b(?:spd|pgp|pelvic girdle pain)\b/g, 'pelvic girdle pain'],
  [/\b(?:hg|hyperemesis gravidarum)\b/g, 'hyperemesis'],
  [/\b(?:throw(?:ing)? up|threw up|puk\w*|barf\w*|vomming|vom|spew(?:s|ed|ing)?|chunder\w*)\b/g, 'vomit'],
  // Retching in Scots and Irish words ("boakin", "boking", "the boke") is feeling sick, morning sickness's word.
  [/\b(?:boak\w*|bok(?:e|es|ed|in|ing))\b/g, 'feeling sick'],
  [/\b(?:hiccough\w*|hiccup\w*|hicups?)\b/g, 'hiccups'],
  [/\b(?:weaning|solids|solid food|first foods?)\b/g, 'weaning solid food'],
  [/\b(?:teeth(?:ing)?|teethe)\b/g, 'teething'],
  [/\b(?:sterilis\w*|steralis\w*)\b/g, 'sterilise'],
  [/\b(?:rocking chair)\b/g, 'chair'],
  [/\b(?:drs|dr|gp|physician|ob|obgyn|ob-gyn)\b/g, 'doctor'],
  [/\b(?:fluids?)\b/g, 'fluid'],
  [
    /\b(?:(?:a |one |small )?(?:glass|glasses|bottle|sip|drop) of (?:wine|champagne|prosecco|fizz|beer|cider|alcohol|stout|guinness)|booze|alcoholic drinks?|pints?|beers?|lagers?|wines?|prosecco|champagne|cava|bucks fizz|mimosas?|shandy|cider|guinness|stouts?|cocktails?|margaritas?|mojitos?|sangria|daiquiris?|pina coladas?|spritz|aperol|sake|soju|palm wine|vodka|gin|g ?(?:and|&) ?t|rum|whisky|whiskey|tequila|baileys|spirits|tipsy)\b/g,
    'alcohol',
  ],
  [/\b(?:coffees?|lattes?|espressos?|cappuccinos?|decaf)\b/g, 'coffee caffeine'],
  [/\b(?:energy drinks?|red bull|coke|cola)\b/g, 'caffeine'],
  [/\b(?:ciggies|cigarettes?|smoke|smoking|vape|vaping|vapes?)\b/g, 'smoking'],
  [/\b(?:weed|cannabis|marijuana|thc|cbd)\b/g, 'cannabis'],
  [/\b(?:sleepy|sleeping|asleep|slept)\b/g, 'sleep'],
  // Losing a baby is a loss, said the library's way ("after losing our last baby", "we lost a pregnancy").
  [
    /\b(?:losing|lost) (?:a |our |my |the |her |their )?(?:last |previous |first |other )?(?:baby|babies|pregnancy|pregnancies)\b(?! weight)/g,
    'pregnancy loss',
  ],
  // "Is that right?" after her story asks whether what she was told is true, not about a right side.
  [
    /\b(?:(?:is|was) (?:that|this|it|she|he) right|who(?:['’]?s| is) right|am i right|are they right)\b/g,
    'is that true',
  ],
  // Her own tears ("I keep crying at everything") are how she feels, not a crying baby.
  [
    /\bi(?:['’]?m| am)? (?:keep |cant stop |can['’]?t stop |cannot stop |have been |['’]?ve been |been |just |always )?(?:crying|cry|cried|in tears)\b/g,
    'i feel weepy',
  ],
  // Her tears told without the "I" a tired thumb leaves off ("crying every day since we got home").
  [
    /(?:^|(?<=[.!?]\s*))(?:(?:been|keep|always|just) )?(?:crying|in tears)(?= (?:every ?day|every night|all (?:the time|day)|constantly|non ?stop|for no reason|since|a lot|so much)(?![^.?!,]*\b(?:he|she|baby|they|him|her|it)\b))/g,
    'i feel weepy crying',
  ],
  [/\b(?:cry|cries|cried|crying|screams?|screaming|wailing|fussy|fussing|unsettled)\b/g, 'crying'],
];

const GUARDED = guardFolds(FOLDS);
export const foldText = (text: string): string => applyFolds(GUARDED, foldLanguages(text.toLowerCase()));
