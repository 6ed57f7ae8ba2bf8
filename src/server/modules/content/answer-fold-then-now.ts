/**
 * Folds for "what a grandparent did then against what we know now" (iteration 18). A relative's old practice is
 * told with its era and its proof ("in my day", "back in the 80s", "thats what she did wi us", "we all had
 * them", "he's 6 foot 4", "just a drop never hurt anyone"): those words say when and who, never what she asks,
 * so they are dropped, and the practice itself is read as the class the library answers (aspirin by any brand,
 * teething powders as teething gels, evaporated milk and corn syrup as homemade formula, how often she is seen
 * as antenatal appointments). Spread at the head of CLAIM_FOLDS (answer-fold-claims.ts), on both the question
 * and the library.
 */
export const THEN_NOW_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // The era: "in my day", "in her day", "back in the day", "in the 80s", "back in the sixties", "back then".
  [
    /\b(?:back )?in (?:my|her|his|our|their|your|them|those|mums?|moms?|mams?|grans?|nans?) (?:day|days|time|generation)\b|\bback (?:then|in the day)\b|\b(?:back )?in the (?:19)?[2-9]0s\b|\b(?:back )?in the (?:fifties|sixties|seventies|eighties|nineties)\b|\bwhen (?:i|we|she|he) (?:was|were) (?:small|little|a baby|babies|a child|kids?|growing up)\b/g,
    '',
  ],
  // The proof: what they always did, and everyone turned out fine.
  [
    /\b(?:thats|that is|this is|its) (?:what|how) (?:she|they|we|i|he|everyone|mum|mam|mom|my mum|my mam|my mom) (?:always )?(?:did|done|does|put|raised|reared|fed|had|used|gave)(?: (?:with|wi|for|to|on) (?:us|all of us|all hers|all his|all ours|hers|his|mine|me|them|all \w+ of us|all of hers))?\b/g,
    '',
  ],
  [
    /\b(?:we|they|you|i) (?:all|always) (?:had|did|used|got) (?:them|it|that|those|one)\b|\b(?:(?:just )?a (?:drop|little|bit|tiny bit|wee drop|touch)|it) never (?:hurt|harmed|killed) (?:anyone|anybody|nobody|a soul|us|me|them)\b|\b(?:(?:just )?a (?:drop|little|bit|glass|small glass)|it) never did (?:anyone|anybody|us|me|them) any harm\b|\b(?:its|it is) (?:a |an old |an )?(?:family |irish |old )?tradition\b|\b(?:and )?(?:hes|shes|he is|she is|im|i am) (?:\d|six|five) (?:foot|feet|ft)(?: \d+)?\b/g,
    '',
  ],
  [
    /\blike (?:she|they|we|i|he|my mum|mum|mam|mom|hers|his|mine|theirs|ours) (?:did|used to|always did|had to)\b/g,
    '',
  ],
  // Her own room or the nursery "from day one" is the room-sharing question, however early she names.
  [
    /\b(?:from|on) (?:the )?(?:first night|night one|day one|day 1|the start|the beginning|birth)\b(?<=\b(?:own room|nursery|room)\b.{0,40})/g,
    'from birth own room',
  ],
  [/\bswears? by\b/g, 'says'],
  // Iteration 38: "you can't do that anymore" about an old practice is that it is not advised now (never "I can't
  // do this anymore", her own despair), and the short, general question after a long story ("whats the official
  // line", "is resting the answer", "any truth in it") asks for the advice, naming no topic of its own.
  [
    /\b(?:you|they|we|people|parents|mums|moms) (?:cant|cannot|can not|dont|do not|shouldnt|should not|arent allowed to|are not allowed to) do (?:that|this|it|them) (?:any ?more|now|nowadays|these days)\b/g,
    'that is not advised now',
  ],
  [
    /\b(?:the )?(?:official|current|latest) (?:line|word|thinking|guidance|recommendations?)\b/g,
    'the advice',
  ],
  [/\bthe answer(?=\s*[?.!]*\s*$)/g, 'the advice'],
  [/\b(?:is there )?(?:any|some) truth (?:in|to|behind) (?:it|that|this|them)\b/g, 'is it true'],
  [/\bgood idea or (?:no|not)\b/g, 'good idea'],
  // "Sick as a dog" is very sick: the dog is a figure of speech, not her story.
  [/\bsick as (?:a dog|a parrot|anything|hell)\b/g, 'very sick'],
  // Days in bed after the birth, however it is told, is bed rest.
  [
    /\b(?:stay|staying|keep|keeping|lie|lying) (?:in (?:the |her |my )?bed|lying down|flat)(?= for\b)/g,
    'bedrest rest',
  ],
  // Raised on it: "she raised all 5 of us on evaporated milk" is what she fed them.
  [/\b(?:raised|reared|brought up|fed|grew up) (?:all )?(?:\w+ )?(?:of )?us on\b/g, 'fed baby'],
  // A Scots wean is the baby (not weaning): "the wean should go in her own room".
  [/\b(?:the|wee|ma|my|her|his|oor|our|a) wean\b(?! (?:off|onto|from))/g, 'the baby'],
  // Aspirin by its old brand names (baby aspirin in pregnancy is the low-dose aspirin entry, kept as it is).
  [
    /\b(?:junior disprin|disprin|st\.? josephs?(?: aspirin)?|aspro|childrens aspirin|chewable aspirin)\b/g,
    'aspirin',
  ],
  // Teething powders and adult mouth gels are the teething gel question.
  [
    /\b(?:teething powders?|ashton (?:and|&) parsons?|(?:adult )?(?:bonjela|orajel|anbesol|dentinox|calgel)(?: gel)?|numbing gels?|benzocaine|lidocaine gels?)\b/g,
    'teething gel',
  ],
  // Milk she makes at home for the baby: evaporated or condensed milk, corn syrup, a recipe of her own.
  [
    /\b(?:evaporated|condensed|carnation|tinned|canned|goats?) milk(?: formula)?\b|\b(?:karo|corn|golden) syrup\b|\bhome ?made (?:baby )?(?:formula|milk|bottles?)\b|\bmak(?:e|ing) (?:her|his|the|their|my|your) own (?:baby )?(?:formula|milk)\b/g,
    'homemade formula',
  ],
  // How often she is seen: "they want me in every 2 weeks", "saw her doctor 3 times the whole pregnancy".
  [
    /\b(?:want|wants|have|has|get|gets|got) (?:me|her) (?:in|coming in|to come in|going in)(?= every\b)|\b(?:saw|see|seen|seeing|visited|visits? to) (?:her|my|the|a|their) (?:doctor|midwife|ob|obgyn|gp)(?= (?:\w+ )?(?:(?:\d+|three|four|five) times|once|twice)\b)/g,
    'antenatal appointments',
  ],
];
