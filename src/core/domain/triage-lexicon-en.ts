/**
 * The English medical lexicon: every word or phrase triage listens for, grouped by the concept it names
 * (docs/clinical-safety.md, "Concepts"). The rules (triage-rules-*.ts) speak only of concepts, so a new way of
 * saying a thing is one more word here, never a new rule. Words are matched by stem and with typo tolerance
 * (triage-lexicon.ts); phrases are written as the text reader spells them ("can not", "i am"). "=word" is
 * matched only exactly. Spanish names the same concepts in triage-lexicon-es.ts.
 */
export const EN = {
  // ----- who it is about
  self: '=i|=me|=myself|=mine',
  my: '=my|=our',
  her: 'wife|partner|girlfriend|fiancee|missus|spouse|other half|=pregnant woman',
  she: '=she|=her|=herself|=hers',
  he: '=he|=him|=his|=himself',
  baby: 'baby|newborn|infant|son|=lo|twins|twin|little one|little man|little girl|little boy|grandson|granddaughter|bubba|neonate|week old|weeks old|day old|days old|wk old|month old|months old',
  daughter: '=daughter|=daughters',
  other:
    'friend|sister|brother|cousin|aunt|auntie|uncle|neighbour|neighbor|colleague|coworker|someone|somebody|=woman|=women|lady|ladies|=mums|=moms|celebrity|mother in law|sister in law|brother in law|grandma|=gran|=nan|=nana|granny|grandmother|grandad|=mum|=mother|husband|=dad|father|boyfriend|best mate|bestie|=mate|=people|=others',
  child:
    'toddler|=kid|=kids|=child|=children|nephew|niece|stepson|stepdaughter|=older|eldest|big sister|big brother|year old|years old',
  pro: 'midwife|doctor|nurse|consultant|health visitor|paramedic|paramedics|hospital|triage|=ae|a and e|accident and emergency|maternity unit|assessment unit|day unit|pharmacist|pharmacy|epu|early pregnancy unit|pediatrician|paediatrician|obstetrician|=gp|=er|emergency room|=ctg|monitor|=team|=ward',
  // ----- bleeding
  bleed:
    'bleed|bleeding|bled|blood|bloody|hemorrhage|hemorrhaging|hemorrhaged|hemorage|haemorage|hemmorage|spotting|=spotted',
  spotting: 'spotting|=pink|=pinkish|=pinky|=brown|=brownish|=streak|=streaks|=streaky|=tinge|=tinged',
  // Red said of what comes out ("bright red, soaked through my jeans"): bleeding without the word.
  red: 'bright red|fresh red|dark red|=red|=crimson',
  clot: 'clot|clots|clotting|lumps like liver|like liver|like jelly|clots like jelly|jelly like|lumps of blood',
  heavy:
    'heavy|heavily|heavier|=loads|=lots|massive|huge|=tons|=alot|a lot|so much|too much|everywhere|pouring|poured|gushing|=gush|=gushed|streaming|running down|down my leg|down her leg|down my legs|down her legs|soaked|soaking|=soak|drenched|puddle|=pool|will not stop|not stopping|non stop|does not stop|through my|through her|hemorrhaging|haemorrhaging|hemorrhage|haemorrhage|keeps coming|will not stop coming|filled the bowl|filled the toilet|all over the floor|through my clothes|through her clothes|this much|that much',
  pad: '=pad|=pads|maxi|maternity pad|=towel|=towels|=liner|sanitary',
  wipe: 'wipe|wiped|wiping|tissue|toilet|=loo|underwear|=pants|leggings|jeans|joggers|trousers|=sheets|bathroom|shower|=floor|=sofa|=couch|=bed',
  notBleed:
    'gave blood|give blood|giving blood|donated blood|donating blood|blood donation|blood pressure|blood test|blood tests|blood sugar|blood sugars|=bloods|blood work|blood results|blood type|blood group|blood clot|bloodshot|blood transfusion|heel prick blood|blood vessel|blood flow|blood transfusion',
  benignSite:
    'nose|nosebleed|nosebleeds|=gums|=gum|nipple|nipples|finger|thumb|=piles|hemorrhoids|haemorrhoids|=bum|=anus|=tooth|=teeth|brush|brushing|=graze|=scratch|=cord|=stump',
  // ----- pain
  pain: 'pain|pains|painful|hurt|hurts|hurting|ache|aches|aching|achy|cramp|cramps|cramping|=sore|agony|stabbing|twinge|twinges|throbbing|tender|=killing',
  severe:
    'severe|severely|terrible|awful|unbearable|excruciating|=worst|intense|horrendous|horrible|crippling|extreme|agonising|agonizing|agony|=sharp|stabbing|knife|so bad|really bad|doubled over|screaming|can not stand|can not walk|can not move|crushing|unreal',
  constant:
    'constant|constantly|does not ease|not easing|will not ease|not ease|will not go|not going away|does not go away|not go away|all the time|no break|does not stop|does not come and go|not in waves|will not let up|there all the time|nonstop|non stop|getting worse|worse and worse|one long|the whole time|persistent|=doesnt ease|not coming in waves|does not come in waves|not in waves',
  belly:
    'tummy|belly|stomach|abdomen|abdominal|=bump|womb|uterus|pelvis|pelvic|low down|lower tummy|lower belly',
  chest: 'chest|breastbone|sternum',
  chestFeel: 'tight|tightness|pressure|crushing|crushed|squeezing|=squeeze|heavy|heaviness|sitting on|=band',
  radiate: 'jaw|=arm|=arms|shoulder|=neck',
  ribs: 'ribs|=rib|bra line|upper right',
  tip: '=tip',
  shoulder: 'shoulder|shoulders',
  oneSide: 'one side|one sided|=left|=right|on the side',
  heartburn: 'heartburn|reflux|indigestion|=acid|gaviscon|rennie|antacid|=throat|=curry|=pizza',
  braxton: 'braxton|hicks|practice contractions|practice ones',
  // ----- head, eyes, swelling, blood pressure
  headache: 'headache|headaches|migraine|migraines',
  head: '=head|forehead|temples|behind my eyes|behind her eyes',
  throb: 'pounding|banging|splitting|throbbing|thumping|blinding|=killing|exploding',
  persist:
    'since yesterday|nothing i take helps|nothing i take|nothing works|nothing is working|not working|will not go|will not shift|will not budge|not shifting|nothing helps|nothing touches|not touching|does not touch|does not shift|done nothing|not helping|has not helped|did not help|still there|keeps coming back|nothing is helping|not shift|not budge|not go',
  medicine: 'paracetamol|ibuprofen|painkillers|painkiller|cocodamol|codeine|aspirin',
  vision: 'vision|=eyes|=eye|eyesight|=sight|seeing|=see|=screen|=letters|=text|reading|=phone|laptop',
  visionBad:
    'blurry|blurred|blurring|=blur|fuzzy|=spots|flashing|flashes|flashy|=lights|sparkly|sparkles|sparkling|shimmering|shimmery|shimmer|zigzag|zigzags|=stars|=double|floaters|floating|wavy|haze|tunnel|tunnelly|can not see|can not read|half the screen|half of the screen|left half|right half',
  swell: 'swollen|swelling|swelled|=swell|puffy|puffed|puffing|puffiness|bloated|balloons|=balloon|=fat',
  faceHands: '=face|eyelids|cheeks|=hands|=hand|fingers|=finger|=rings|=ring|knuckle|wedding ring',
  feet: '=feet|=foot|ankles|ankle|=shoes|=legs',
  sudden:
    'sudden|suddenly|overnight|all of a sudden|woke up with|since this morning|since this afternoon|this afternoon',
  bp: 'blood pressure|cuff|systolic|diastolic|top number|bottom number|=reading|=machine|=readings',
  // ----- movements, waters, contractions, itch
  move: 'move|moves|moving|moved|movement|movements|kick|kicks|kicking|kicked|kicky|wriggle|wriggles|wriggling|wriggly|wiggle|wiggles|wiggling|flutter|flutters|fluttering|=roll|=rolls|rolling|squirm|squirming|=poke|=pokes|=jabs|=active|lively|booting|felt him|felt her|felt the baby|feel him|feel her|feel the baby|felt baby|feel baby|felt it',
  less: 'can not feel|could not feel|not felt|not feel|=less|=fewer|quiet|quieter|=still|stopped|hardly|barely|not as much|weaker|=weak|softer|gentler|lazier|sluggish|different|reduced|decreased|slower|=only|couple of|=tiny|=nothing|=none|calmer|=calm|not a peep|not a wriggle|not a kick|no kicks|no movement|no movements|not moving much|has not moved|not moved|not as active|much quieter|hardly moved|barely moved',
  kickTry:
    'cold water|cold drink|ice water|iced water|cold juice|orange juice|fizzy drink|sugary drink|something sugary|lying on my left|lay on my left|lie on my left|on my left side|torch on|prodding|prodded|poking my bump|jiggling|jiggled|kick counting|counting kicks',
  lots: '=loads|=lots|so active|like a footballer|like crazy|=constantly|=plenty|as usual|same as always|like a footballer|has not stopped kicking|not stopped moving|not stopped kicking|will not stop kicking|will not stop moving|never stops|going mental|going crazy in there|too much movement',
  usual: 'usually|normally|=usual|=normal|always|like clockwork|every night|every evening',
  waters: 'waters|=water|fluid|liquid|amniotic',
  leak: 'leak|leaking|leaks|leaked|trickle|trickling|trickles|gush|gushing|gushed|dribble|dribbling|dripping|drip|running down|keeps coming|splash|pouring out|comes out',
  wet: '=wet|damp|soaked|soaking|soggy|drenched|moist',
  wee: '=wee|=pee|=peed|=weed|peed myself|peeing|weeing|urine|wet myself|wet herself|incontinence|bladder',
  discharge: 'discharge|mucus|=plug|creamy|=show|lochia',
  contraction:
    'in labour|in labor|going into labour|going into labor|labour has started|labor has started|labour started|labor started|=labouring|=laboring|contraction|contractions|tightening|tightenings|tighten|tightens|period pains|period type pains|period like pains|period like cramps|labour pains|labor pains|surges',
  regular: 'regular|regularly|like clockwork|apart|coming every|coming and going',
  itch: 'itch|itchy|itching|itches|itchiness|scratching|=scratch|scratched|crawling',
  palmsSoles: 'palms|=palm|soles|=sole|=hands|=feet|hands and feet',
  rash: 'rash|=spots|=dots|blotches|=marks|pinpricks|pin pricks|petechiae|red patches|=spotty|=speckles',
  // ----- general symptoms
  vomit:
    'vomit|vomiting|vomited|vomits|=sick|being sick|been sick|throwing up|threw up|throw up|puking|=puke|puked|bringing up|brought up|sicked up|spit up|spits up|comes back up|came back up|=bile',
  keep: '=keep|=kept|keeping|stay down|stays down',
  faint:
    'faint|fainted|fainting|faintness|passed out|pass out|passing out|blacked out|black out|collapsed|collapse|collapsing|slid down|came round|come round|unconscious|keeled over|going to faint|=woozy',
  dizzy:
    'dizzy|dizziness|lightheaded|light headed|=woozy|room spins|room is spinning|room spinning|=spinning|=spins|went grey|went black|everything went|seeing stars|going to go|ears ringing|ears are ringing|going dark|everything going dark|everything is going dark|vision going dark|going black|tunnel vision|about to pass out|going to pass out|clammy|going grey|went black|everything went black|had to grab|had to hold on|spaced out|spacey|out of it|not with it|wobbly|going to collapse',
  heartRace:
    'racing|pounding|hammering|palpitations|palpitating|thumping|going like mad|like a drum|beating fast|going so fast|like the clappers|going like the clappers|going mad|beating out of my chest|out of my chest|=hammering',
  heart: '=heart|=heartbeat',
  breath:
    'breath|breathe|breathing|breathes|breaths|breathless|breathlessness|=air|gasping|=gasp|=gasps|panting|wheezing|wheezy',
  struggle:
    'struggling|struggle|=hard|difficult|difficulty|trouble|=short|shortness|gasping|fighting|laboured|labored|can not catch|can not get|little gasps|can not finish',
  fever:
    'fever|feverish|febrile|high temperature|burning up|running a temperature|rigors|=chills|hot to touch|feels hot|feel hot|=roasting',
  temperature: 'temperature|thermometer|=degrees|under the arm|armpit|rectal|=ear|=reading',
  shiver: 'shivering|shivery|shivers|=shaking|chattering|trembling|rigors|shaky|=chills|can not stop shaking',
  confused:
    'confused|confusion|not making sense|nonsense|disoriented|disorientated|out of it|what day it is|not with it|delirious|=muddled',
  slurred: 'slurring|slurred|=slur|coming out slurred',
  mottled: 'mottled|blotchy|marble|marbled|purplish|patchy|=purply',
  doom: 'going to die|gonna die|something is really wrong|something is seriously wrong|something is wrong|never felt this ill|really unwell|so ill|=dying|never felt this ill|never felt so ill|never felt this bad|feel like i am dying|going to pass out|feel like death|really really ill',
  exhaust:
    'exhausted|exhaustion|wiped out|shattered|drained|=tired|=tiredness|=knackered|can not get off|can not keep my eyes open|switching off|lift my head|can barely stand|can not function|can not stand up|cant function|barely function|can not get out of bed|can not lift|can not stay awake|can not keep awake|without needing to sit|need to sit down|have to sit down',
  notNormal:
    'not normal|is not normal|not her normal|not my normal|isnt normal|never been this|not like this|not usual|not like her|not like me|this is not',
  // ----- after the birth
  wound:
    '=scar|wound|incision|stitches|=stitch|=cut|=tear|=section|c section|=dressing|down there|down below|perineum|episiotomy',
  infected:
    '=red|redness|angry|inflamed|=hot|=pus|ooze|oozing|oozes|gunk|coming out|weeping|=leaking|=opened|=open|opening|gaping|come apart|came apart|=apart|=split|=burst|splitting|coming open|come open|pulling apart|gaping open|goo|=gooey|=yellow goo|weeping',
  smell:
    'smell|smells|smelly|stink|stinks|stinky|stinking|foul|rotten|fishy|odour|odor|whiff|smells off|smell off|smelt off|horrid',
  leg: '=leg|=legs|=calf|=calves|thigh|=shin|back of my knee|back of her knee|back of the knee|=knee',
  legSign:
    'swollen|swelling|=red|=hot|=warm|painful|=sore|tender|=aches|=bigger|=pink|=pinkish|=hard|heavy|puffy|hurts|=hurt|=pain|aching|=ache|throbbing',
  breast: '=breast|=breasts|=boob|=boobs|=nipple|=nipples|=wedge',
  // ----- the newborn
  blue: '=blue|bluey|bluish|blueish|=grey|=gray|greyish|dusky|=purple|purply|ashen|=pale|=white|white as a sheet|=colour|=color',
  mouth: '=lips|=lip|=mouth|=tongue|=face',
  grunt: 'grunt|grunting|grunts|groaning',
  recession:
    'sucking in|pulling in|sucks in|caving in|ribs showing|recession|flaring|nostrils|in and out|head bobbing',
  apnoea:
    'stopped breathing|stops breathing|stop breathing|=pauses|pausing|=pause|apnea|not breathing|big gasp',
  floppy: 'floppy|limp|rag doll|=flops|=hang|listless|lifeless|=floppiness',
  hardWake:
    'can not wake|will not wake|hard to wake|barely wake|can not rouse|unresponsive|not responding|not reacting|not answering|hard to rouse|can not get him to wake|can not get her to wake|does not wake|not waking|barely wakes',
  cry: '=cry|crying|=cries|screaming|screams|=scream|squeal|wail|wailing|whimper|mewing',
  cryBad:
    'high pitched|squeal|shrill|kitten|mewing|not her normal|not his normal|does not sound like|not like her usual|not like his usual|not her usual|not his usual|different cry|inconsolable|nothing settles|weak cry|squeaky|squeaking|shrieking|piercing|never heard',
  seizure:
    'seizure|seizures|=fit|=fits|fitting|convulsion|convulsions|convulsing|convulsed|jerking|jerks|twitching|eyes rolled|eyes rolling|went stiff|=stiff|rigid|shaking all over|=jerk|stiffening|stiffened|stiffens|went rigid',
  glass: '=glass|tumbler|glass test|=press|=pressed',
  notFade:
    'do not fade|does not fade|will not fade|not fading|still there|do not go away|does not go away|did not fade|do not disappear|did not disappear|not disappear|non blanching|nonblanching|not blanching|does not blanch|do not blanch|will not blanch|did not blanch',
  fade: '=fade|=fades|=faded|disappear|disappears|blanch|blanches|goes away|go away|vanish|vanishes|vanished|go white|goes white|goes pale|disappear completely|vanish completely',
  green: '=green|=bile|bilious|dark green|bright green',
  jaundice: '=yellow|yellowy|jaundice|jaundiced|=orange|orangey|whites of his eyes|whites of her eyes',
  sleepy: 'sleepy|drowsy|lethargic|dozes off|dozing|not waking|hard to wake|out of it|=dozy',
  feed: '=feed|=feeds|feeding|=fed|=bottle|=bottles|breastfeed|breastfeeding|=boob|=breast|=latch|latching|=nurse|nursing|=eat|eating|=drink|drinking|=ounce|=ounces|=oz|=ml|formula|=milk|=sip|=sips',
  refuse:
    'refuse|refuses|refusing|refused|turns away|turns her head|turns his head|turning away|not interested|will not take|will not feed|will not latch|pulls off|pulling off|=fussing|not interested in|refusing every|refused every|not taking|will not take|would not take|not feeding|not fed|no feeds|not had a feed|has not fed|has not eaten|barely fed|barely feeding|hardly feeding|not eating',
  nappy: 'nappy|nappies|wet nappy|wet nappies|diaper|diapers|wet diaper|wet diapers',
  dry: '=dry|bone dry',
  stool: '=poo|=poos|=poop|=poops|stool|stools|dirty nappy|bowel|=poopy',
  paleStool: '=pale|=white|=chalk|chalky|=clay|putty|=grey|greyish',
  cord: '=cord|=stump|belly button|navel|umbilical',
  // ----- the mind
  die: '=die|=dying|=dead|=death|suicide|suicidal|kill myself|end it|end it all|end my life|ending it|end things|take my own life|not wake up|never wake up|not be here|not being here|not exist|stop existing|=disappear|vanish|gone for good|go away for good|i was not around|i were not around|i am not around|she was not around|not be around|not want to be here|not want to live|not want to exist|not want to wake up|not want to be alive|not wanting to live|not want to be around|not here anymore|overdose|be over|want to die|wants to die|not coming back|not come back|never come back|go to sleep and not|not wake|to not wake|stop existing|want it all to stop|it all to stop|it all to be over|=suicidally|wasnt here|was not here|if i was gone|if i were gone|me gone|not be in it|not to be in it|to not be in it|away for good|went away for good|go away forever|not in the picture|was not in the picture|were not in the picture|not be in the picture|want to stop|just want to stop|want everything to stop|the world to stop|not wake up ever|never wake|stop breathing myself|not be alive|be dead|was dead|were dead|disappear for good|vanish for good|disappear forever|gone forever|drift off and not|not feel anything anymore|both of us in the car|take us both|with both of us',
  hopeless:
    'no point|pointless|what is the point|burden|better off without me|better off without her|better off if i|better off if she|better off with someone else|cope fine without me|manage fine without me|manage without me|better mum than me|deserves a better|deserve a better|can not go on|can not do this anymore|can not do this no more|can not keep going|do not care anymore|no way out|worthless|tired of living|nothing to live for|fine without me|better without me|be better off|would be better off|cope without me|nobody would miss|no one would miss|would not miss me|see the point|not worth living|worth living|no reason to be here|no reason for me|no reason to live|no reason to go on|no reason to keep|tired of fighting|tired of it all|tired of all of it|tired of everything|tired of trying|tired of being alive|tired of existing|tired of life|done with everything|done with it all|done with life|deserve a mum|deserves a mum|deserve better|deserves better|deserve someone better|better if i|better if she|happier without me|happier if i|manage better|cope better without|nothing left|given up on everything|give up on everything|no future|can not see a future|see no future|weight round|weight around|millstone|drag on everyone|dragging everyone down|better mum to him than me|better mum to her than me|better mother than me|better off with someone|kindest thing|do any of this anymore|do this anymore|have to do any of this|not have to do this',
  means:
    '=pills|=tablets|sleeping tablets|=meds|medication|=bridge|balcony|=river|=sea|=lake|=canal|=train|=trains|=bus|traffic|motorway|into the road|in front of a car|in front of the bus|in front of a bus|in front of a train|in front of a lorry|under a bus|under a train|=wheel|=rope|noose|=knife|=knives|=blade|=blades|razor|=roof|cliff|heights|=jump|jumping|step out|stepping out|drive into|turning the wheel|cutting|cut myself|=overdose|=banister|=stairs|painkillers|sertraline|antidepressants|citalopram|fluoxetine|insulin|into a tree|into a wall|into a lorry|into oncoming|off the road|off a bridge|crash the car|crashing the car|crash into|drive off|swerve|swerving|into traffic|=wrist|=wrists|reservoir|quarry|=pond|=cliff|sleeping tablets|sleeping pills|car park|multistorey|multi storey|tower block|top floor|how high',
  plan: 'plan|planned|planning|=plans|decided how|=letters|=notes|goodbye|after i am gone|when i am gone|look after him for me|look after her for me|giving away|gave away|saved up|saving up|stockpile|stockpiling|=stash|counting|=enough|looked up|googling|how many it would take|how long it takes|how to do it|wedding ring to look after|collecting|hoarding|stockpiled|stashing|saving my|hiding my|fatal|lethal|deadly|how much would|how many would|how much it would take|enough to kill|enough to not wake|would kill me|how i would do it|how i will do it|planning how|make it look like an accident|look like an accident|nobody finds out|no one finds out|nobody would know|no one would know|researching ways|ways to end|ways to die|ways to kill|told no one|not told anyone|taking all my|take all my|took all my|all of my|the whole box|whole packet|whole bottle|whole box|every pill|every tablet|would it take|would it actually take|it would take|would they just|whole box|whole packet|all of them|=the lot|not feel anything|drift off|looking up|look up|searched|searching|in my lap|in my hand|in my hands|in front of me|lined up|counted out|all ready|got them ready',
  harm: 'hurt|harm|harming|=kill|smother|suffocate|=shake|=shook|=drop|dropping|dropped|=throw|throwing|=threw|squeeze|squeezed|squeezing|=hit|hitting|punch|punched|punching|slap|slapped|stab|drown|drowning|pillow over|=rough|roughly|nails into|strangle|choke|=whacked|hurting|hurts|leave him out|leave her out|leave the baby out|leave him outside|leave her outside|leave the baby outside|out in the cold|letting go|let go of him|let go of her|head going under|head under the water|under the water|hold him under|hold her under|pushed him|shoved|smothering|suffocating|shaking him|shaking her|shaking the baby|shake him|shake her|shook him|shook her|throwing him|throwing her|throw him|throw her|threw him|threw her|dropping him|dropping her|drop him|drop her|too rough|being rough|rough with him|rough with her',
  thought:
    'thought|thoughts|thinking|=think|picture|picturing|imagine|imagining|=urge|=urges|=image|=images|keep seeing|intrusive|fantasise',
  fearAct:
    'scared of what i|afraid of what i|frightened of what i|terrified of what i|worried about what i|scared i will do|afraid i will do|scared i might do|afraid i might do|scared i will hurt|afraid i will hurt|scared i might hurt|afraid i might hurt|scared i will harm|scared i will snap|scared i will lose it|scared i will lose control|not sure i would not|might do it|could do it|felt like i might|scared i will do it again|not safe around|not safe with|not safe alone|not safe to be|feel unsafe|frightened of myself|scared of myself|do not trust myself|do not trust what|what i might do|what i could do|what i will do|scares me what|might do something|could do something|do something stupid|do something silly|do something bad',
  voices:
    'voices|=voice|hearing things|seeing things|whispering|whispers|hearing voices|hear voices|heard voices|voices in my head|voice in my head|in my head telling|talking to me in my head|nobody else can see|no one else can see|nobody else can hear|no one else can hear|that he can not see|that she can not see|that they can not see|husband can not see|partner can not see|crawling on the walls|not really there|says my name|saying my name|calling my name|calls my name|nobody is in the room|no one is in the room|nobody is there|no one is there|nobody was there|no one was there|shapes crawling|black shapes|shapes in the corners|figures in the corner|faces in the|people in the corner|things crawling|bugs crawling',
  delusion:
    'swapped|not mine|not ours|is not ours|poison|poisoning|putting something|they are listening|listening to us through|through the monitor|through the baby monitor|spying|following me|devil|evil|possessed|demon|special powers|hidden messages|in on it|save the world|take the baby|take her off|take him off|take the baby off|replaced|imposter|impostor|sending me messages|sending her messages|messages for me|messages in|they can not hear|talking to her about|god chose|chose her|chose me|=chosen|tv is talking|can not get in|people are watching|they are watching|someone is watching|everyone is watching|=being =watched|=being =followed|following us|spying on|tracking me|tracking us|cameras in|=bugged|special purpose|special mission|chosen one|=destined|special connection|talk without words|without words|telepathic|telepathy|read my mind|reads my mind|reading my mind|can read minds|knows what i am thinking|the baby is god|a sign from',
  barricade:
    'barricade|barricaded|against the door|locked herself|locked myself|locked in|will not open the door|can not get in',
  mania:
    'feel amazing|feels amazing|euphoric|elated|invincible|talking nonstop|talking non stop|mile a minute|racing thoughts|thoughts racing|=businesses|=spent|do not need sleep|does not need sleep|does not need to|special powers|scrubbing|more alive|going so fast|thoughts going so fast|thoughts are going so fast|mind racing|mind is racing|racing mind|brain racing|brain is racing|million ideas|so many ideas|full of energy|never felt better|on top of the world|do not need to sleep|not tired at all|special purpose|figured everything out|figured it all out|worked it all out|will not stop talking|wont stop talking|can not stop talking|can not sit still|cant sit still|starting a charity|starting a business|putting the house on the market|big plans|grand plans|talking so fast|talking really fast|spending loads|spent hundreds|spent thousands',
  noSleep:
    'not slept|has not slept|have not slept|no sleep|barely slept|not sleeping|without sleep|awake for|slept for|nights without|or slept|not slept in|slept in days|no sleep in|awake for days|not sleeping at all|has not slept or eaten|not eaten or slept|not eating or sleeping|up for 2 nights|up for 3 nights|up for two nights|up for three nights|nights straight|nights in a row|days without sleep|no sleep for',
  lowMood:
    '=low|depressed|depression|=numb|=empty|feel nothing|feeling nothing|=grey|=flat|anxious|anxiety|dread|=crying|=cry|tearful|=sad|can not enjoy|do not enjoy|not myself|not enjoying|miserable|=panic|=worry|=worried|=sobbing|cries|crying all day|cries all day|cries most of the day|crying most of the day|in tears|rubbish mum|bad mum|terrible mum|useless mum|failure|will not leave the house|will not leave the flat|not leaving the house|baby blues|not lifting|underwater|in a fog|dark place|dark cloud|black cloud|through the roof|on edge|stomach in knots|=dreading',
  joke: '=lol|=lmao|=haha|=hahaha|=jk|joking|=rofl|=jaja|=jajaja',
  brief:
    '=seconds|=second|a few seconds|couple of seconds|then gone|and goes|comes and goes|when i roll|when i stand|when i sneeze|when i get out|when she stood|fine once|goes off|went off|goes away|when i walk|rolls over|roll over|stood up too fast|after sex|when the baby latches|after the feed|on exertion|walking up the stairs|walking up stairs|=stairs|come in waves|comes in waves|in waves|when i breastfeed|when i feed|while feeding|during feeds|during a feed|afterpains|after pains|once the feed',
  brk: 'broke|broken|=burst|popped|=went|=gone|breaking|released|=go|=going',
  cantKeep:
    'nothing stays down|not even water|not even sips|everything comes back up|comes straight back up|everything comes straight back|not kept anything|can not keep|could not keep|not keeping anything|throwing up everything|bringing everything up|sick after everything|everything i eat|everything i drink|can not keep anything|can not even keep|vomiting non stop|sick non stop|throwing up non stop|all day and night|thrown up everything|throw up everything|sick after everything|sips of water come back|even sips|even water comes back|comes back up within|come back up within|everything comes back',
  farewell:
    'after i am gone|when i am gone|for after i am gone|look after him for me|look after her for me|giving away my|gave away my|goodbye letters|letters for everyone|notes to my|decided how|how many it would take|how long it takes|wedding ring to look after|written letters|writing notes|saved up my|stockpiling|=stash|wrote letters|written letters|writing letters|letters to everyone|letters for everyone|notes for everyone|letters for after|notes for after|for after i am gone|sorted my affairs|made a will|wrote a will|writing a will|said my goodbyes|saying my goodbyes|how i would do it|planning how|make it look like an accident|look like an accident|researching ways|will not be needing|wont be needing|not going to need it|not be needing|can have the good|can have my|bank passwords|the passwords|my passwords|tidy for them|sorted for them|in order for them|everything tidy|sorting all my stuff|sorting my things|keep it for the baby|keep them for the baby|gave me her wedding ring|gave me her ring|look after it for|after the kids for me|after the baby for me|after them for me|after my kids for me|after everyone for me|giving away my|given away my|gave her my|gave him my|gave them my|given her my|can have my|be there for my daughter when|be there for my son when|be there for them when|be there for him when|be there for her when|when i am not here|when i am not around|when i am no longer|made my peace|at peace with it',
  // What a goodbye is for: after she is gone, everyone, in case ("letters to everyone, for after").
  afterMe:
    'for after|after i am gone|when i am gone|once i am gone|if i am gone|for everyone|to everyone|to each of|goodbye|in case|for when i|without me|bedside drawer|=drawer|my kids|my family|the kids',
  odd: 'messages|=god|=mission|the tv|=tv|television|=radio|watching|listening|=monitor|cameras|numbers|whispering|=they|talking to her about|talking to me about|=chosen|unreal|not real|like a dream|like a film',
  big: '=egg|hens egg|=plum|golf ball|=fist|=palm|=lemon|=orange|bigger than|=big|=huge|=massive|=large|=satsuma|=tangerine',
  spread:
    'spreading|=spread|down his belly|down her belly|onto his legs|onto her legs|all over|=legs|=feet|more yellow|getting worse|=worse|=orangey|whites of|=chest|=tummy',
  fast: '=fast|=rapid|=rapidly|panting|=quick|quickly',
  notEyes: '=photo|=photos|=picture|=pictures|=pic|=scan|ultrasound|=glasses|=line|=test|=image',
  // Words with a sign's word inside that name something else ('hay fever').
  notSign: 'hay fever|hayfever|cabin fever|fever pitch|spring fever|glandular fever|scarlet fever',
  // ----- conditions named by name (the reply asks the deciding question or lists when to call)
  preeclampsia: 'preeclampsia|pre eclampsia|eclampsia|=hellp|pre a clamps|toxaemia',
  cholestasis: 'cholestasis|=icp|obstetric cholestasis|bile acid|bile acids',
  ectopic: 'ectopic',
  sepsis: 'sepsis|septic',
  psychosis: 'psychosis|psychotic|=mania|=manic',
  dvt: '=dvt|blood clot|thrombosis|pulmonary embolism|=pe',
  miscarriage: 'miscarriage|miscarrying|miscarried',
  meningitis: 'meningitis|=sepsis',
  preterm: 'preterm|premature labour|premature labor|early labour|early labor',
  // ----- modifiers
  neg: '=no|=not|=never|=without|=none|=nothing|=nor|=neither|=zero|free of|denies|=nope|=nah|=ni|=sin|=nunca|=nada|=tampoco|=ningun|=ninguna',
  resolve:
    'got checked|been checked|was checked|were checked|had it checked|had her checked|had him checked|checked her|checked him|checked me|checked it|checked over|examined|saw me|saw her|saw him|seen by|been normal|normal since|normal for|doing great|doing well|doing really well|been well|well for|well since|thriving|it stopped|has stopped|it is stopped|stopped completely|stopped now|now stopped|bleeding stopped|stopped the next day|then stopped|stopped straight away|stopped after|monitored|=scanned|=ctg|on the monitor|all fine|all clear|all normal|all good|all perfect|sent home|sent us home|went away|gone away|settled|better now|back to normal|nothing since|healed|healing nicely|healing well|=sorted|=eased|no longer|resolved|treated|antibiotics|got help|referred|came back normal|came back fine|reassured|okay now|ok now|fine now|went off|goes off|=lifting|feel better|feeling better|was fine|were fine|looked fine|was perfect|said it is fine|said it is normal|said normal|said fine|fine since|been fine|is gone|it is gone|gone now|all gone|has gone away|gone by|=fading|below the line|levels fine|levels were fine|=cleared|totally fine now|=update|then realised|turned out|it was just|went after|stops when|stop when|stops if|go off|better after|better with|felt better|is better|much better|loads better|=recovered|all over now|=innocent',
  fine: '=fine|=normal|=ok|=okay|=good|=perfect|=same|=pink|totally fine|=happy|=well',
  strong:
    'got checked|been checked|was checked|had it checked|checked her|checked him|checked me|checked over|scan showed|scan was fine|scan was normal|saw the heartbeat|saw a heartbeat|saw his heartbeat|saw her heartbeat|saw me|saw her|saw him|seen by|examined|monitored|=scanned|=ctg|on the monitor|sent home|sent us home|treated|antibiotics|referred|came back normal|came back fine|reassured|got help|levels fine|below the line|all clear|said it is|said it was|said that is|said that was|said she is|said he is|said they are|says it is|said normal|said fine|said nothing|=innocent|the perinatal team',
  again:
    'again|=worse|right now|still bleeding|still there|still hurts|still hurting|still have|still got|still feel|still feeling|still not|still no|still nothing|still getting|still leaking|still dizzy|still sore|still high|keeps happening|keeps coming|keeps getting|will not stop|started again|came back|back again|currently|at the moment|just now|getting worse',
  // A professional who sends her in has not reassured her ("they said go to hospital").
  escalate:
    'go to hospital|go to the hospital|go into hospital|go in|come in|come straight in|go straight in|go straight to|told me to go|told us to go|told her to go|said to go|sent me to|sent us to|sent her to|sent me in|sent us in|=admitted|keep me in|keep her in|kept in|kept me in|call an ambulance|called an ambulance|ambulance|on our way in|on my way in',
  history:
    'years ago|last year|with my first|with her first|my first pregnancy|her first pregnancy|last pregnancy|previous pregnancy|as a teenager|=used to|back in|when i was|when she was|after having me|before i was pregnant|in the past|history of|after our first|after my first|after her first|in my first|months ago|ages ago|as a kid|weeks ago|with both pregnancies|with both births|with both babies|with both my|a week ago|last week|last time|with my last one|my last one|before i knew|long gone|before the birth|the last time|when i had her|when i had him|when i had my|when i was pregnant with|lost a baby|last baby|my last birth|during the birth|during labour|during labor|when i gave birth|on day 1|on day one|at birth|when he was born|when she was born|in special care|in nicu|in scbu|last month|a month ago|the other month|back then|at the time',
} as const satisfies Record<string, string>;

export type Concept = keyof typeof EN;
