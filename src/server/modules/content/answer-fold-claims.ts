/**
 * Folds for what a relative says and a generation's advice (iteration 12): the claim she quotes is what she
 * asks about, so it is read in the library's words ("eating for 2", "they run out of room", "every 4 hours",
 * "wait till she's older" for the jabs, "he only smokes out the back"), and so are the everyday words around
 * it that hid the question (a weather of 40 degrees, "a few drinks", "the big scan", "am I going mad").
 * Applied in answer-folds.ts, on both the question and the library, before the brand and texting folds.
 */
import { ELDER_FOLDS } from './answer-fold-elders.ts';
import { THEN_NOW_FOLDS } from './answer-fold-then-now.ts';
import { PRECISE_FOLDS } from './answer-fold-precise.ts';

export const CLAIM_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // Words that pulled a precise question to a neighbouring topic (iteration 20).
  ...PRECISE_FOLDS,
  // What a grandparent did then: its era and proof dropped, the practice read as its class (iteration 18).
  ...THEN_NOW_FOLDS,
  // A family tradition by its own names, read as the class the library answers (iteration 19).
  ...ELDER_FOLDS,
  // "Neither sounds right" after two relatives' claims judges the story, as "is that right?" does (iteration 22).
  [
    /\b(?:neither|none of (?:it|them|those|these|that)) (?:sounds?|seems?) (?:right|safe|ok|okay|good)\b/g,
    'is that right',
  ],
  // Eating for two, however a grandmother says it: double portions and second helpings are the same claim.
  [
    /\b(?:eat(?:ing)? (?:for|4) (?:two|2)|(?:double|bigger|extra) (?:portions?|helpings?)|(?:have|having|eat|eating|need) seconds|second helpings?|eat(?:ing)? (?:double|twice as much))\b/g,
    'eatingfortwo',
  ],
  // "They run out of room at the end": movements slowing down because of space, the myth the library answers.
  [
    /\b(?:run(?:s|ning)? out of (?:room|space)|(?:no|less|not (?:enough|much)) (?:more )?(?:room|space)|(?:isnt|is not|there is no|theres no|there isnt) (?:any |enough )?(?:room|space))\b/g,
    'less room',
  ],
  [/\b(babies|baby|they|he|she) (?:slow|slows|quieten|quietens|quiet|calm|calms) down\b/g, '$1 move less'],
  // A feeding schedule by the clock ("4 hourly", "every four hours") is the claim; feeding "non stop" is often.
  [/\b(?:every )?(2|3|4|two|three|four)[\s-]?hourly\b/g, 'every $1 hours'],
  [/\b(?:non ?stop|24 ?7|round the clock)\b/g, 'constantly'],
  // Putting off a baby's jabs ("wait till she's older", "too many at once", "spread them out").
  [
    /\b(?:wait|waiting|hold off) (?:un)?til{1,2} (?:she|he|they|the baby|baby)(?:s| is| are|re)? (?:older|bigger|a bit older|stronger)\b/g,
    'delay vaccine',
  ],
  [
    /\b(?:too many (?:at once|at one time|in one go|together)|spread(?:ing)? (?:them |it )?out)\b/g,
    'delay spread',
  ],
  [/\b(?:her|his|their|the babys?|babys?) (?:first )?injections\b/g, 'vaccine'],
  // "My bf smokes": a boyfriend, not breastfeeding, before a verb only a person does.
  [/\bbf\b(?= (?:smokes|vapes|says|thinks|wants|keeps|reckons|told|said|drinks))/g, 'partner'],
  [
    /\b(?:out (?:the|by the) back(?: door)?|(?:out(?:side)? )?(?:in|on) the (?:garden|balcony|porch|doorstep|yard)|out the front)\b/g,
    'outside',
  ],
  // A cold sore is the herpes virus, not a cold: who has one decides whether the baby may be kissed.
  [/\bcold ?sores?\b/g, 'coldsore herpes'],
  // "We turned out fine" is the claim's proof, not a topic; "the odd glass" is one.
  [
    /\b(?:(?:we|i|they|you|us|me) (?:all )?turned out (?:fine|ok|okay|alright|all right|normal)|(?:it )?never did (?:us|me|them|you|him|her) any harm|(?:it )?did ?nt (?:do )?(?:us|me|them|you|him|her) any harm)\b/g,
    '',
  ],
  [/\b(?:the|an) odd (glass|drink|beer|pint|cigarette|coffee)\b/g, 'one $1'],
  // Where she read or heard a claim is an aside ("but i read online its dangerous"): the claim is the question.
  [
    /\b(?:i )?(?:read|saw|seen|heard|googled)(?: it)? (?:online|on (?:google|tiktok|facebook|instagram|the internet|reddit|a forum)|somewhere)\b/g,
    '',
  ],
  // "Paternity" alone ("you get 2 weeks paternity") is the leave.
  [/\bpaternity\b(?! (?:leave|pay|benefit))/g, 'paternity leave'],
  // A glass counted after the drink is named ("wine is fine... one small glass at the weekend?") is that drink,
  // not the glass test for a rash.
  [
    /(?<=\b(?:alcohol|wines?|beers?|drinks?|prosecco|champagne|cider|fizz|pints?)\b.{0,200})\b(?:one|a|1|single) (?:small |little |tiny )?glass\b/g,
    'alcohol',
  ],
  // A grandparent's own grandchild ("my new granddaughter") is the baby.
  [/\b(?:my )?(?:new )?grand(?:daughter|son|baby|child|kid)s?\b/g, 'baby'],
  // Drinks had before she knew, however she counts them ("heaps of drinks", "went out drinking").
  [
    /\b(?:(?:a few|few|some|lots of|loads of|heaps of|plenty of|a couple of|couple of|several|too many|had|having|\d+|two|three|four|five) drinks|(?:went|go|going|been) (?:out )?drinking|got drunk|was drunk)\b/g,
    'alcohol',
  ],
  // The mid-pregnancy scan by its names (morphology in Australia, anatomy in the US, "the big scan").
  [
    /\b(?:(?:the )?big scan|morphology (?:scan|ultrasound)|morphology|anatomy (?:scans?|ultrasounds?|sonograms?|survey)|level (?:2|ii|two) (?:scan|ultrasound)|mid[\s-]?pregnancy scan)\b/g,
    'anomaly scan',
  ],
  // What to do first early in pregnancy, asked after her weeks or a positive test.
  [
    /(?<=\b(?:pregnant|weeks?|wks?|positive(?: test)?|found out|bfp)\b.{0,40})\b(?:what (?:should|do|must|shall) (?:i|we) do (?:now|first|next)|what now|what (?:are|r) the first (?:steps|things)|who do i (?:contact|call|ring|see|tell)|do i (?:ring|call|contact|see) (?:the )?(?:gp|doctor|midwife) or (?:the )?(?:gp|doctor|midwife))\b/g,
    'booking firststeps',
  ],
  // The weather as a number ("it's 40 degrees here this week") is hot weather, not her or her baby's temperature;
  // only "it is" with a place or a week after it, so "his temp has been 39 degrees today" stays a temperature.
  [
    /\b(?<!(?:temp|temperature|fever|he|she|baby)\W{0,12})(?:its|it is) (?:3\d|4\d) ?(?:degrees|°c|c|°)(?= (?:here|out|outside|this week|all week|in the day|during the day))/g,
    'hot weather',
  ],
  // Iteration 14: what a relative says, in the words the library answers.
  // The first milk called dirty or bad is colostrum; glucose water is sugar water.
  [
    /\b(?:(?:dirty|bad|impure|unclean|yellow|thick yellow|first yellow|first|sticky yellow) (?:breast ?)?milk|first (?:breast ?)?milk)\b/g,
    'colostrum',
  ],
  // Squeezing it out and throwing it away, said of the first milk, is what the colostrum entry answers.
  [
    /\b(?:squeez|express|pump|milk)(?:e|ed|es|ing)? (?:out |off )?(?:the |my |her |all the )?(?=colostrum\b)/g,
    'discard ',
  ],
  [
    /(?<=\bcolostrum\b[^.?!]{0,60})\b(?:throw|throwing|thrown|threw|chuck|chucking|tip|tipping|pour|pouring|discard(?:ing)?|wast(?:e|ing))(?: it| them)?(?: away| out)?\b/g,
    'discard colostrum',
  ],
  [/\b(?:glucose|glucose d|glucon d|sugar|sugared|sweet|dextrose) water\b/g, 'sugar water'],
  // Breastfeeding "to stop me getting pregnant" is asking about it as contraception.
  [
    /\b(?:stop|stops|prevent|prevents|avoid|protect(?:s)? (?:me )?from) (?:me |you |her )?(?:getting|falling|becoming) pregnant(?: again)?\b/g,
    'contraception',
  ],
  // Complete rest in the last months ("total bed rest", "no walking at all") is bed rest, which the exercise
  // entry answers.
  [
    /\b(?:(?:complete|total|full|strict|proper|absolute) (?:bed ?)?rest|bed ?rest|rest(?:ing)? (?:completely|totally|all day)|(?:rest|lie|lying) in bed all day|no walking(?: at all)?|stop (?:all )?walking)\b/g,
    'bedrest rest',
  ],
  // Her arms above her head and the cord round the baby's neck: the myth and what it is about.
  [
    /\b(?:lift(?:s|ing)?|rais(?:e|es|ing)|reach(?:es|ing)?|stretch(?:es|ing)?) (?:up )?(?:my |your |her |both )?arms(?: (?:up )?(?:above|over) (?:my|your|her|the) head)?\b|\b(?:arms?|hands?) (?:up )?(?:above|over) (?:my|your|her|the) head\b|\breach(?:ing)? (?:up )?(?:high|for (?:the )?(?:top|high) (?:shelf|shelves|cupboards?))\b/g,
    'armsup',
  ],
  [
    /\bwrap(?:s|ped|ping)? (?:the |umbilical )?cord\b|\b(?:the |umbilical )?cord (?:(?:will|would|could|can|might|may|is going to|gonna|going to) )?(?:get |gets )?(?:wraps?|wrapped|wrapping|twists?|twisted|tangles?|tangled)\b/g,
    'nuchalcord cord',
  ],
  [
    /\b(?:the |umbilical )?cord\b[^.?!]{0,30}\b(?:round|around|wraps? (?:round|around)|wrapped (?:round|around)|on|over)\b[^.?!]{0,15}\bneck\b/g,
    'nuchalcord cord neck',
  ],
  // Something put on the cord stump (toothpaste, a hot compress, oil, ash, herbs) is what the cord entry answers.
  [
    /(?<=\b(?:cord|stump|navel|belly button)\b[^?!]{0,120})\b(?:toothpaste|(?:hot |warm )?(?:water )?compress(?:es)?|ash|cow dung|herbs|methylated spirit|surgical spirit|dettol|turmeric|haldi|coconut oil|mustard oil|ghee|shea butter|(?:hot |warm )(?:water )?(?:cloth|towel|flannel)|minyak(?: \w+)?|surma|kajal|(?:creams?|ointments?|powders?))\b|\b(?:toothpaste|(?:hot |warm )?(?:water )?compress(?:es)?|ash|cow dung|methylated spirit|surgical spirit|dettol|turmeric|haldi)\b(?=[^.?!]{0,60}\b(?:cord|stump|navel|belly button)\b)/g,
    'put on cord',
  ],
  // Melted in a toastie or baked is cooked: the cheese entry turns on whether it is steaming hot. So is a sub or
  // sandwich "toasted" or heated up (the deli meat entry, iteration 45).
  [
    /\b(?:(?:all |fully |completely )?(?:melted|melty|melting)|toasties?|toasted sandwich(?:es)?|cheese toasties?|paninis?|grilled cheese|toasted(?! (?:bread|almonds?|nuts?|seeds?|coconut|sesame|marshmallows?))|toasting(?! (?:the (?:bride|groom|couple)|with))|(?:heat|warm|microwave|nuke)(?:ed)? (?:it|them) up|hot (?:subs?|sandwich(?:es)?))\b/g,
    'cooked steaming hot',
  ],
  [
    /\b(?:baked|grilled|oven[\s-]baked) (brie|camembert|cheese|goats cheese)\b/g,
    'cooked steaming hot $1 cheese',
  ],
  [/\bpiping hot\b/g, 'steaming hot'],
  // "To build blood", a blood tonic: what she asks about is iron.
  [
    /\b(?:build(?:s|ing)? (?:up )?(?:my |your |her |the )?(?:babys? |pregnancy )?blood|blood (?:builders?|tonics?|boosters?))\b/g,
    'iron anaemia',
  ],
  // Asking whether she is going mad, after what she does over and over, is asking whether the worry is normal.
  [
    /\b(?:am i|i am|im|i feel like im|feel like i am) (?:going (?:mad|crazy|insane|nuts)|losing my mind|mad|crazy|paranoid|overreacting)\b/g,
    'anxious worry normal',
  ],
  [
    /\bcheck(?:s|ing)? (?:that |if |whether |on )?(?:hes|shes|he is|she is|the baby is|baby is|theyre|they are|its|shes still|hes still)? ?(?:still )?breathing\b/g,
    'checking baby is breathing anxious',
  ],
  // An appointment as typed in a hurry ("appt", "appointmnts", "apointment"): the stem alone is too far off
  // for the typo search.
  [/\b(?:appts?|ap{1,2}oi?nt?me?n?ts?|ap{1,2}ointmen?ts?)\b/g, 'appointment'],
  // A medicine said to "dry up" her milk is asking whether it lowers her supply, not how to stop breastfeeding.
  // Read with a forward scan from the medicine: a lookbehind from "it" would run on nearly every question.
  [
    /\b(sudafed|pseudoephedrine|decongestants?|medicines?|meds|tablets?|pills?|it)\b([^.?!]{0,40}?)\bdr(?:y|ies|ying) up (?:my |the |your |her )?(?:breast ?)?(?:milk|supply)\b/g,
    '$1$2reduce milk supply',
  ],
  // A flight to anywhere is flying abroad, and the occasion she flies for is an aside ("for my cousin's wedding").
  [/\b(fly|flying|flight|fly out) to (?!see\b|visit\b)[a-z]+\b/g, '$1 abroad'],
  [
    /\bfor (?:a|my|the|our|his|her) (?:[a-z]+s? )?(?:wedding|hen do|hen party|stag do|christening|birthday|party|reunion|graduation)\b/g,
    '',
  ],
];
