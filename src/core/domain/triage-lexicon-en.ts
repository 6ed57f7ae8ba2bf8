/**
 * The English medical lexicon: every word or phrase triage listens for, grouped by the concept it names
 * (docs/clinical-safety.md, "Concepts"). The rules (triage-rules-*.ts) speak only of concepts, so a new way of
 * saying a thing is one more word here, never a new rule. Words are matched by stem and with typo tolerance
 * (triage-lexicon.ts); phrases are written as the text reader spells them ("can not", "i am"). "=word" is
 * matched only exactly. Spanish names the same concepts in triage-lexicon-es.ts.
 */
import { MIND_EN } from './triage-lexicon-mind-en.ts';

export const EN = {
  ...MIND_EN,
  // ----- who it is about
  self: '=i|=me|=myself|=mine',
  my: '=my|=our',
  her: 'wife|partner|girlfriend|fiancee|missus|spouse|other half|=pregnant woman|baby mum|baby mom|baby mama|baby momma|baby mother|my woman|mi woman|me woman|my ooman|mi ooman|baby madda|my queen|mi queen',
  she: '=she|=her|=herself|=hers',
  he: '=he|=him|=his|=himself',
  baby: 'baby|the child|this child|=pikin|=wean|=weans|=bairn|=bub|=bubs|newborn|infant|son|=lo|twins|twin|little one|little man|little girl|little boy|grandson|granddaughter|bubba|neonate|week old|weeks old|day old|days old|wk old|month old|months old|my bay',
  daughter: '=daughter|=daughters',
  other:
    'friend|sister|brother|cousin|aunt|auntie|uncle|neighbour|neighbor|colleague|coworker|someone|somebody|=woman|=women|lady|ladies|=mums|=moms|celebrity|mother in law|sister in law|brother in law|grandma|=gran|=nan|=nana|granny|grandmother|grandad|=mum|=mother|husband|=dad|father|boyfriend|best mate|bestie|=mate|=people|=others|=cunhada|=cunhado|=cunhadas|=sogra|=khala|=khalla|=phuppo|=phupho|=chachi|=bhabhi|=bhabi|=jethani|=devrani|=tita|=shosh|=cucu|=nyanya',
  child:
    'toddler|=kid|=kids|=child|=children|nephew|niece|stepson|stepdaughter|=older|eldest|big sister|big brother|year old|years old',
  pro: 'midwife|doctor|nurse|consultant|health visitor|paramedic|paramedics|hospital|triage|=ae|a and e|accident and emergency|maternity unit|assessment unit|day unit|pharmacist|pharmacy|epu|early pregnancy unit|pediatrician|paediatrician|obstetrician|=gp|=er|emergency room|=ctg|monitor|=team|=ward',
  // ----- bleeding
  bleed:
    '=khoon|khoon aa|khoon nikal|bleed|bleeding|bled|blood|bloody|crime scene|murder scene|bloodbath|hemorrhage|hemorrhaging|hemorrhaged|hemorage|haemorage|hemmorage|=spotting|=spoting|=spottin|=spotin|=spottting|=spotted|=spoted',
  spotting:
    '=spotting|=spoting|=spottin|=spotin|=spottting|=specks|=speck|=flecks|=fleck|=droplets|=pink|=pinkish|=pinky|=brown|=brownish|=streak|=streaks|=streaky|=tinge|=tinged',
  // Red said of what comes out ("bright red, soaked through my jeans"): bleeding without the word.
  red: 'bright red|fresh red|dark red|=red|=crimson',
  clot: 'clot|clots|clotting|lumps like liver|like liver|like jelly|clots like jelly|jelly like|lumps of blood|dark lumps|dark red lumps|lumpy blood|blood with lumps',
  heavy:
    'heavy|covered in|covered with|all over the floor|crime scene|murder scene|bloodbath|blood bath|massacre|=heaps|bleeding seriously|seriously bleeding|bleeding too much|bleeding badly|bleeding plenty|plenty of blood|plenty blood|like a tap|like a faucet|like a river|like a waterfall|like a hose|tap turned on|=flooding|=flooded|=pumping|=spurting|=pissing|heavily|heavier|=loads|=lots|massive|huge|=tons|=alot|a lot|so much|coming very much|bleeding very much|blood very much|very much blood|too much|everywhere|pouring|poured|gushing|=gush|=gushed|streaming|running down|down my leg|down her leg|down my legs|down her legs|all down her|all down my|down my foot|down her foot|nah stop|nuh stop|soaked|soaking|=soak|drenched|puddle|=pool|will not stop|not stopping|non stop|does not stop|through my|through her|hemorrhaging|haemorrhaging|hemorrhage|haemorrhage|keeps coming|will not stop coming|filled the bowl|filled the toilet|all over the floor|through my clothes|through her clothes|this much|that much',
  pad: '=pad|=pads|maxi|maternity pad|=towel|=towels|=liner|sanitary',
  wipe: 'wipe|wiped|wiping|tissue|toilet|=loo|underwear|=pants|my pant|on my pant|in my pant|=panty|=panties|=knickers|=undies|leggings|jeans|joggers|trousers|=sheets|bathroom|shower|=floor|=sofa|=couch|=bed',
  notBleed:
    'take blood|taking blood|took blood|taken blood|draw blood|drawing blood|drew blood|blood drawn|blood sample|blood samples|will make me bleed|would make me bleed|could make me bleed|might make me bleed|can make me bleed|will make you bleed|can make you bleed|could make you bleed|might make you bleed|makes you bleed|will make her bleed|can make her bleed|gave blood|give blood|giving blood|blood level|blood levels|blood count is|iron level|iron levels|donated blood|donating blood|blood donation|blood pressure|blood test|blood tests|blood prick|blood pricks|blood draw|blood draws|finger prick|finger pricks|blood sugar|blood sugars|=bloods|blood work|blood results|blood type|blood group|blood volume|blood count|blood clot|bloodshot|blood transfusion|heel prick blood|blood vessel|blood flow|blood transfusion|checking for blood|check for blood|checks for blood|looking for blood|look for blood|checking for bleeding|check for bleeding|bleeding them dry|bleeding us dry|bleeding me dry|bleeding him dry|bleeding her dry|bleed us dry|bleed them dry|bleed me dry|bled us dry|bled them dry|bled me dry|bleeding money|bleeding cash|account is bleeding|account bleeding|bank is bleeding|wallet is bleeding|wallet bleeding|savings are bleeding|budget is bleeding|purse is bleeding|bank bleeding|bleeding heart|build blood|build up blood|build my blood|build up my blood|building blood|builds blood|make blood|making blood|makes blood|good for the blood|good for blood|for the blood|iron in the blood|for blood|eyes are bleeding|eyes were bleeding|my eyes bleed|eyes bleeding|ears are bleeding|ears bleeding',
  benignSite:
    'nose|nosebleed|nosebleeds|=gums|=gum|nipple|nipples|finger|thumb|=piles|hemorrhoids|haemorrhoids|=bum|=anus|=tooth|=teeth|brush|brushing|=graze|=scratch|=cord|=stump|=hair|=hairs|when i blow|blow my nose|blowing my nose|blew my nose|when blowing',
  // ----- pain
  pain: '=dard|dard ho raha|dukh raha|dukh rahi|dukhta|pain|pains|painful|paining|hurt|hurts|hurting|ache|aches|aching|achy|cramp|cramps|cramping|=sore|agony|stabbing|twinge|twinges|throbbing|tender|=killing',
  severe:
    '=tez|=tej|bahut tez|bahut zyada|bahut jyada|severe|severely|terrible|awful|unbearable|excruciating|=worst|intense|horrendous|horrible|crippling|extreme|agonising|agonizing|agony|=sharp|stabbing|knife|so bad|really bad|bad bad|doubled over|screaming|can not stand|can not walk|can not move|crushing|unreal|very serious|so serious|nothing helps|nothing is helping|nothing has helped|nothing is working|not helping|is not helping|not working|barely helping|barely helps|barely touches|barely touching|barely take the edge|take the edge off|not touching it|does not touch it|paracetamol is helping|painkiller is helping|painkillers are helping|very strong',
  constant:
    'ruk not raha|ruk hi not raha|not ruk raha|not ruk rahi|ruk not rahi|=lagataar|=lagatar|constant|constantly|not going at all|not coming and going|just there holding|always there|just stays|it stays|stays there|not letting up|does not ease|not easing|will not ease|not ease|will not go|not going away|does not go away|not go away|all the time|no break|does not stop|does not come and go|not in waves|will not let up|will not quit|will not leave|will not leave me|will not budge|will not shift|will not clear|not quitting|not clearing|not lifting|will not lift|there all the time|nonstop|non stop|getting worse|worse and worse|one long|the whole time|persistent|=doesnt ease|not coming in waves|does not come in waves|not in waves|it not stop|never stop|never stops|always pain',
  belly:
    'poora pet|pura pet|pet mein|pet me|pet mai|mera pet|pet dard|pet patthar|pet hard|pet tight|tummy|belly|=panza|=pancita|=barriga|=barriguita|=brzuch|=brzuszek|=burta|=burtica|=burtic|=vientre|stomach|abdomen|abdominal|=abdo|=bump|womb|uterus|pelvis|pelvic|low down|lower tummy|lower belly|low on one side|low on the right|low on the left|lower right side|lower left side',
  chest: 'chest|breastbone|sternum',
  chestFeel: 'tight|tightness|pressure|crushing|crushed|squeezing|=squeeze|heavy|heaviness|sitting on|=band',
  radiate: 'jaw|=arm|=arms|shoulder|=neck',
  ribs: 'pasliyon|=pasli|pasliyan|pasliyo|pasliyon ke neeche|pasli ke neeche|ribs|=rib|bra line|upper right|under my boobs|under my breasts|under my bra|below my boobs|below my breasts|bra strap|under her boobs|under her breasts',
  tip: '=tip',
  shoulder: 'shoulder|shoulders',
  oneSide: 'one side|one sided|=left|=right|on the side',
  heartburn:
    'heartburn|reflux|indigestion|=acid|=acidity|=acidic|gaviscon|rennie|rennies|=tums|antacid|antacids|gelusil|=eno|digene|=throat|=curry|=pizza',
  // Pressure low in the pelvis, as if the baby is pushing down: a sign of early labour before 37 weeks (NHS).
  pelvicPressure:
    'pressure down below|pressure in my pelvis|pressure in her pelvis|pelvic pressure|pressure low down|pressure in my bum|pressure in my bottom|pressure in my vagina|pressure in my cervix|pressure on my cervix|baby pushing down|baby is pushing down|pushing down on my|bearing down|urge to push|need to push|going to fall out|falling out of me|fall out of me|heavy down below',
  braxton: 'braxton|hicks|practice contractions|practice ones',
  // ----- head, eyes, swelling, blood pressure
  headache:
    'sir dard|sar dard|sir me dard|sir mein dard|sar mein dard|sir bhi dukh|sar bhi dukh|sir dukh|sar dukh|sir bahut dukh|sir bhi bahut dukh|headache|headaches|migraine|migraines|head a kill|head a bust|head a pound',
  head: '=head|forehead|temples|behind my eyes|behind her eyes',
  throb: 'pounding|banging|splitting|throbbing|thumping|blinding|=killing|exploding',
  persist:
    'since yesterday|nothing i take helps|nothing i take|nothing works|nothing is working|not working|will not go|will not shift|will not budge|not shifting|nothing helps|nothing touches|not touching|does not touch|does not shift|done nothing|not helping|has not helped|did not help|still there|keeps coming back|nothing is helping|not shift|not budge|not go',
  medicine:
    'paracetamol|ibuprofen|painkillers|painkiller|cocodamol|codeine|aspirin|para set a mol|para seta mol|parasetamol|panadol|tylenol|acetaminophen|calpol|nurofen|advil|motrin|anadin|solpadeine|excedrin|naproxen',
  vision: 'vision|=eyes|=eye|eyesight|=sight|seeing|=see|=screen|=letters|=text|reading|=phone|laptop',
  visionBad:
    '=dhundla|=dhundhla|dhundla dikh|dhundhla dikh|blurry|blurred|blurring|=blur|fuzzy|=spots|flashing|flashes|flashy|=lights|sparkly|sparkles|sparkling|shimmering|shimmery|shimmer|zigzag|zigzags|zig zag|zig zags|zig zaggy|=stars|=double|floaters|floating|wavy|haze|tunnel|tunnelly|can not see|can not read|half the screen|half of the screen|left half|right half',
  swell:
    '=sujan|=soojan|sooj gaya|suj gaya|sooj gaye|suj gaye|swollen|swelling|swelled|=swell|puffy|puffed|puffing|puffiness|bloated|balloons|=balloon|=fat',
  faceHands: '=face|eyelids|cheeks|=hands|=hand|fingers|=finger|=rings|=ring|knuckle|wedding ring',
  feet: '=feet|=foot|ankles|ankle|=shoes|=legs',
  sudden:
    'sudden|suddenly|overnight|all of a sudden|woke up with|since this morning|since this afternoon|this afternoon',
  bp: 'blood pressure|cuff|systolic|diastolic|top number|bottom number|=reading|=machine|=readings',
  // ----- movements, waters, contractions, itch
  move: '=halchal|hil raha|hil rahi|=hilna|=hila|=hilta|=hilti|halki movements|move|moves|moving|moved|movement|movements|kick|kicks|kicking|kicked|kicky|wriggle|wriggles|wriggling|wriggly|wiggle|wiggles|wiggling|flutter|flutters|fluttering|=roll|=rolls|rolling|squirm|squirming|=poke|=pokes|=jabs|=active|lively|booting|felt him|felt her|felt the baby|feel him|feel her|feel the baby|felt baby|feel baby|felt it',
  less: '=kam|bahut kam|kam hai|kam ho gaya|kam ho gayi|can not feel|could not feel|not felt|not feel|=less|=fewer|quiet|quieter|=still|stopped|hardly|barely|not as much|weaker|=weak|softer|gentler|lazier|sluggish|different|reduced|decreased|slower|=only|couple of|=tiny|=nothing|=none|calmer|=calm|not a peep|not a wriggle|not a kick|no kicks|no movement|no movements|not moving much|has not moved|not moved|not as active|much quieter|hardly moved|barely moved|fainter|feebler|further apart|farther apart|more spread out|less often|not as often|not as strong',
  kickTry:
    'cold water|cold drink|ice water|iced water|cold juice|orange juice|fizzy drink|sugary drink|something sugary|lying on my left|lying on my side|lay on my side|lie on my side|lay down on my side|lay on my left|lie on my left|on my left side|torch on|prodding|prodded|poking my bump|jiggling|jiggled|kick counting|counting kicks',
  lots: '=loads|=lots|going mad|gone mad|like mad|going wild|going nuts|doing flips|doing somersaults|back to normal|normal again|moving normally|so active|like a footballer|like crazy|=constantly|=plenty|as usual|same as always|like a footballer|has not stopped kicking|not stopped moving|not stopped kicking|will not stop kicking|will not stop moving|never stops|going mental|going crazy in there|too much movement',
  usual: 'usually|normally|=usual|=normal|always|like clockwork|every night|every evening',
  waters: 'waters|=water|fluid|liquid|amniotic',
  leak: 'came from|coming from|came out of|coming out of|came out from|leak|leaking|leaks|leaked|trickle|trickling|trickles|gush|gushing|gushed|dribble|dribbling|dripping|drip|running down|keeps coming|splash|pouring out|comes out',
  wet: '=wet|=wetness|damp|soaked|soaking|soggy|drenched|moist',
  wee: '=wee|=pee|=peed|=weed|peed myself|peeing|weeing|urine|wet myself|wet herself|incontinence|bladder',
  // (Lochia as a family names it: Turkish "lohusa akintisi", Spanish and Portuguese "loquios", German "Lochien".)
  discharge:
    'discharge|mucus|=plug|creamy|=show|lochia|=lochea|=lokia|the low key a|lohusa akintisi|=akinti|=akintisi|=akintim|=akintimin|=loquios|=loquio|=lochien',
  contraction:
    'in labour|in labor|going into labour|going into labor|labour has started|labor has started|labour started|labor started|=labouring|=laboring|contraction|contractions|=contracting|tightening|tightenings|tighten|tightens|period pains|period type pains|period like pains|period like cramps|labour pains|labor pains|surges',
  regular: 'regular|regularly|like clockwork|apart|coming every|coming and going',
  itch: 'itch|itchy|itching|itches|itchiness|scratching|=scratch|scratched|crawling|clawing at|=clawing|scratching at|scratch at|tearing at',
  palmsSoles: 'palms|=palm|soles|=sole|=hands|=feet|hands and feet',
  rash: 'rash|=spots|=dots|blotches|=marks|pinpricks|pin pricks|petechiae|red patches|=spotty|=speckles',
  // ----- general symptoms
  vomit:
    '=ulti|=ultiyan|ulti ho|ulti kar|vomit|vomiting|vomited|vomits|=sick|being sick|been sick|throwing up|threw up|throw up|thrown up|throws up|puking|=puke|puked|bringing up|brought up|sicked up|spit up|spits up|comes back up|came back up|=bile|chucked up|chucking up|chuck up|chucks up|=spew|=spewed|=spewing|spewed up|hurled|barfed|=barf|=vommed|vommed up|=vom',
  keep: '=keep|=kept|keeping|stay down|stays down',
  faint:
    '=behosh|=behoshi|behosh ho|faint|fainted|fainting|went white and dropped|dropped to the floor|dropped like a stone|hit the floor|faintness|passed out|pass out|passing out|blacked out|black out|collapsed|collapse|collapsing|slid down|came round|come round|unconscious|keeled over|going to faint|=woozy|heard a thud|found her on the floor|found me on the floor|=slumped',
  dizzy:
    '=chakkar|chakkar aa|chakkar aate|everything goes black|everything went black|vision goes black|goes black when|went black when|black comes in front|black in front of my eyes|dizzy|dizziness|lightheaded|light headed|=woozy|room spins|room is spinning|room spinning|=spinning|=spins|went grey|went black|everything went|seeing stars|going to go|ears ringing|ears are ringing|going dark|everything going dark|everything is going dark|vision going dark|going black|tunnel vision|about to pass out|going to pass out|clammy|going grey|went black|everything went black|had to grab|had to hold on|spaced out|spacey|out of it|not with it|=wobbly|going to collapse',
  heartRace:
    'racing|pounding|hammering|going crazy|going like crazy|palpitations|palpitating|thumping|going like mad|like a drum|beating fast|going so fast|like the clappers|going like the clappers|going mad|beating out of my chest|out of my chest|=hammering',
  heart: '=heart|=heartbeat',
  breath:
    'breath|breathe|breathing|breathes|breaths|breathless|breathlessness|=air|gasping|=gasp|=gasps|panting|wheezing|wheezy|only say a few words|only get a few words out|few words at a time|can not finish a sentence|can not finish my sentences|can not finish her sentences|can not speak in full sentences|can not talk in full sentences',
  struggle:
    'struggling|struggle|=hard|difficult|difficulty|trouble|=short|shortness|gasping|fighting|laboured|labored|can not catch|can not get|little gasps|can not finish|only say a few words|only get a few words out|few words at a time|can not finish a sentence|can not finish my sentences|can not finish her sentences|can not speak in full sentences|can not talk in full sentences',
  fever:
    '=bukhar|=bukhaar|fever|feverish|febrile|high temperature|burning up|burning hot|got flu|like flu|flu like|=fluey|=flu =ish|running a temperature|rigors|=chills|hot to touch|feels hot|feel hot|=roasting',
  temperature: 'temperature|thermometer|=degrees|under the arm|armpit|rectal|=ear|=reading',
  shiver:
    'shivering|shivery|shivers|=shaking|hot cold|hot and cold|hot then cold|chattering|teeth hitting together|teeth clacking|teeth are clacking|teeth are chattering|teeth banging together|teeth knocking together|trembling|rigors|shaky|=chills|can not stop shaking',
  confused:
    'confused|confusion|not making sense|nonsense|talking rubbish|talking gibberish|=gibberish|called me by her|called me by his|called me by the wrong name|disoriented|disorientated|out of it|what day it is|what year it is|what month it is|does not know what year|does not know where she is|talking strange words|talking strange things|talking is strange|her talking is strange|her speech is strange|saying strange words|strange words|not with it|delirious|=muddled',
  slurred:
    'slurring|slurred|=slur|coming out slurred|speech is slow|slow speech|talking slow like|speaks slow like|like a drunk person|like drunk person|talking like drunk|words coming slow|words coming out slow|words slow and mixed|talking like a drunk|talks like a drunk|sounds drunk',
  mottled: 'mottled|blotchy|marble|marbled|purplish|patchy|=purply',
  doom: 'going to die|gonna die|going die|something is really wrong|something is seriously wrong|something is wrong|never felt this ill|really unwell|so ill|=dying|never felt this ill|never felt so ill|never felt this bad|feel like i am dying|going to pass out|feel like death|really really ill',
  exhaust:
    'exhausted|exhaustion|wiped out|shattered|drained|=tired|=tiredness|=knackered|can not get off|can not keep my eyes open|barely lift my arms|switching off|lift my head|can barely stand|can not function|can not stand up|cant function|barely function|can not get out of bed|can not lift|can not stay awake|can not keep awake|without needing to sit|need to sit down|have to sit down',
  notNormal:
    'not normal|is not normal|not her normal|not my normal|isnt normal|never been this|not like this|not usual|not like her|not like me|this is not',
  // ----- after the birth
  wound:
    '=scar|wound|incision|stitches|=stitch|=cut|=tear|=section|c section|=dressing|down there|down below|perineum|episiotomy',
  infected:
    '=red|redness|angry|inflamed|=hot|=pus|ooze|oozing|oozes|gunk|coming out|weeping|=leaking|=opened|=open|opening|gaping|come apart|came apart|=apart|=split|=burst|splitting|coming open|come open|pulling apart|gaping open|goo|=gooey|=yellow goo|weeping',
  smell:
    'smell|smells|smelly|stink|stinks|stinky|stinking|foul|rotten|fishy|odour|odor|whiff|smells off|smell off|smelt off|horrid|=mabaho',
  leg: '=leg|=legs|=calf|=calfs|=calves|thigh|=shin|back of my knee|back of her knee|back of the knee|=knee',
  legSign:
    'swollen|swelling|=red|=hot|=warm|painful|=sore|tender|=aches|=bigger|=pink|=pinkish|=hard|heavy|puffy|hurts|=hurt|=pain|=paining|aching|=ache|throbbing',
  breast: '=breast|=breasts|=boob|=boobs|=nipple|=nipples|=wedge',
  // ----- the newborn
  blue: '=blue|bluey|bluish|blueish|=grey|=gray|greyish|dusky|=purple|purply|ashen|=pale|=white|white as a sheet|=colour|=color',
  mouth: '=lips|=lip|=mouth|=tongue|=face',
  grunt: 'grunt|grunting|grunts|groaning',
  recession:
    'sucking in|pulling in|sucks in|caving in|ribs showing|recession|flaring|nostrils flare|nostrils flaring|nostrils are flaring|nostrils going|nostrils moving|nostrils opening|nostrils widening|in and out|head bobbing|too puffed to|too puffed out to|too out of breath to|too breathless to|too winded to|out of breath feeding|out of breath when feeding|out of breath while feeding|out of breath on the bottle|out of breath at the breast|puffed when feeding|puffed while feeding',
  apnoea:
    'stopped breathing|stops breathing|stop breathing|=pauses|pausing|=pause|apnea|not breathing|big gasp',
  // Floppy in a parent's words: loose, a wet noodle, arms that drop when lifted (NHS: floppy, unresponsive).
  floppy:
    'floppy|limp|rag doll|soft noodle|like noodle|like noodles|like spaghetti|no strength in his|no strength in her|no strength in him|=noodly|=flops|=hang|listless|lifeless|=floppiness|all loose|goes loose|gone loose|went loose|body loose|wet noodle|like a noodle|like jelly|no tone|no muscle tone|arms drop|arms dropping|arms dropped|arms fall|arms flop|arms just drop|arms just fall|legs flop|head flops|head just flops|=ragdoll|=ragdolls|like a rag|arms just flop|flop back down|flops back down|flopping back|arms flopping|arms flop back|like rag|fall down like|falls down like|fell down like|drop down like|drops down like|flop down like',
  hardWake:
    'can not wake|will not wake|hard to wake|difficult to wake|difficult to rouse|very hard to wake|struggle to wake|struggling to wake|open eyes and sleep again|opens eyes and sleeps again|open his eyes and sleep again|opens his eyes and sleeps again|open her eyes and sleep again|opens her eyes and sleeps again|open eyes and sleep|eyes and sleep again|eyes and goes back to sleep|eyes and straight back to sleep|barely wake|can not rouse|unresponsive|not responding|not reacting|not answering|hard to rouse|can not get him to wake|can not get her to wake|does not wake|not waking|barely wakes|will not open his eyes|will not open her eyes|will not open her eye|does not open his eyes|does not open her eyes|not opening his eyes|not opening her eyes|can not get him to open|can not get her to open|eyes shut no matter|eyes closed no matter|eyes stay shut|will not stir|does not stir|not stirring|nothing wakes|not responsive|will not wake up|can not wake him up|can not wake her up|not waking up|=unrousable|eyes opened for a second|eyes open for a second|opened her eyes for a second|opened his eyes for a second|opens her eyes for a second|opens his eyes for a second|eyes open for a moment|eyes opened for a moment|open for a second and shut|opened for a second and shut|barely opens her eyes|barely opens his eyes|trying to wake him|trying to wake her|tried to wake him|tried to wake her|trying to wake the baby|opens his eyes small|opens her eyes small|opened his eyes small|opened her eyes small|eyes small and|no is wake|no fit wake|no wan wake|no gree wake|nuh wake up|cyaan wake',
  cry: '=cry|crying|=cries|screaming|screams|=scream|squeal|wail|wailing|whimper|mewing',
  cryOdd:
    'unlike his normal|unlike her normal|unlike his usual|unlike her usual|sounds different|sounds wrong|different from normal|different to normal|different from usual|not his normal cry|not her normal cry|never cried like this|not normal cry|not a normal cry|not normal crying|not normal sound|screaming cat|like a cat|like a screaming|like an animal|high sound|high noise|strange cry|weird cry|strange sound|weird sound',
  soothless:
    'nothing calms|nothing soothes|nothing settles|nothing helps|nothing works|can not calm|can not settle|can not console|will not settle|will not calm|no matter what|=inconsolable|nothing make him calm|nothing make her calm|nothing make him stop|nothing make her stop|nothing make him quiet|nothing make her quiet|nothing calm him|nothing calm her|not calm down|nothing stop him|nothing stop her',
  cryLong: '=nonstop|non stop|without stopping|for hours|hours straight|will not stop|does not stop|all day',
  cryBad:
    'high pitched|shriek|screechy|screeching|screech|like a siren|squeal|shrill|kitten|mewing|not her normal|not his normal|does not sound like|not like her usual|not like his usual|not her usual|not his usual|different cry|inconsolable|nothing settles|weak cry|squeaky|squeaking|shrieking|piercing cry|piercing cries|piercing scream|piercing screams|piercing screaming|piercing shriek|piercing wail|piercing sound|piercing noise|piercing crying|cry is piercing|crying is piercing|scream is piercing|so piercing|really piercing|very piercing|never heard',
  seizure:
    'seizure|seizures|=fit|=fits|fitting|=jhatke|jhatke aa|jhatke aa rahe|body akad gayi|body akad gaya|poori body akad|sharir akad|aankhein upar|aankhen upar|daura pada|daura padna|mirgi|convulsion|convulsions|convulsing|convulsed|jerking|jerks|twitching|eyes rolled|eyes rolling|went stiff|=stiff|rigid|shaking all over|=jerk|stiffening|stiffened|stiffens|went rigid|eyes going to one side|eyes go to one side|eyes drifting to one side|eyes stuck to one side',
  glass: '=glass|tumbler|glass test|=press|=pressed',
  notFade:
    'still see|can still see|could still see|still visible|still showing|still shows|still show|still red|still purple|still dark|do not go|does not go|did not go|not going|stayed the same|stays the same|stay the same|do not fade|does not fade|will not fade|not fading|still there|do not go away|does not go away|did not fade|do not disappear|did not disappear|not disappear|non blanching|nonblanching|not blanching|does not blanch|do not blanch|will not blanch|did not blanch',
  fade: '=fade|=fades|=faded|disappear|disappears|blanch|blanches|goes away|go away|vanish|vanishes|vanished|go white|goes white|goes pale|disappear completely|vanish completely',
  green: '=green|=bile|bilious|dark green|bright green',
  jaundice:
    '=yellow|yellowy|=yellowness|=yellowing|=yellowish|=yellowed|=yelow|=yello|=yellowey|jaundice|jaundiced|=jaundise|=jandice|=jaundace|=orange|orangey|whites of his eyes|whites of her eyes|bilirubin is high|high bilirubin|high bili',
  // Unusual sleepiness as a parent tells it: hours asleep, sleeping through feeds (NHS: jaundice and sleepy).
  sleepy:
    'sleepy|drowsy|lethargic|dozes off|dozing|not waking|hard to wake|out of it|=dozy|sleeping since|asleep since|been asleep|sleeping all day|sleeps all day|asleep all day|sleeps all the time|sleeping all the time|just sleeps|only sleeps|does nothing but sleep|sleeping for hours|asleep for hours|sleeps through feeds|slept through feeds|slept through his|slept through her|sleeping through feeds|keeps falling asleep|falls asleep feeding|falling asleep feeding|falls asleep at the|falling asleep at the|will not wake for|does not wake for|not waking for|hard to keep awake|only wakes if|only wakes when|wake up if i tickle|wakes up if i tickle|wakes if i tickle|wake up and cry if i tickle|drifts off again before|can not keep him awake|can not keep her awake|=zonked|=knocked out|=groggy|=dopey|is sleep sleep|sleep sleep|just is sleep|only is sleep|is sleep tire|no is wake|no fit wake|no wan wake|him is weak|e is weak|weak weak|body is weak|no get power|no get strength|nuh wake up|cyaan wake',
  // Feeding poorly, short of refusing (NHS: jaundice with poor feeding is an emergency).
  // (Nigerian Pidgin, its "dey" read as "is" (triage-spelling.json): "no wan suck", "no gree suck", "him dey weak", "just dey
  // sleep sleep", "no dey wake well"; and Jamaican "nuh waan suck", "cyaan wake".)
  poorFeed:
    'not sucking|weak suck|weak sucking|barely sucking|hardly sucking|not sucking well|sucking weakly|feeding poorly|feeding badly|poor feeding|poor feeder|not feeding well|not feeding properly|not feeding much|not latching well|not taking much|barely taking|barely eating|hardly eating|not eating well|not drinking much|not interested in feeding|not interested in the bottle|not interested in the breast|not interested in milk|no interest in feeding|will not take the bottle|will not take the breast|barely feeding|hardly feeding|barely fed|hardly fed|few sucks|couple of sucks|only a few sucks|not finishing|not hungry|no appetite|no wan suck|no wan chop|no gree suck|no gree chop|no fit suck|no is suck|no wan feed|no gree feed|no wan take breast|no wan drink|no is chop|no wan eat|no wah suck|nah suck|nuh suck|nuh waan suck|nuh want suck',
  feed: '=feed|=feeds|feeding|=fed|=bottle|=bottles|breastfeed|breastfeeding|=boob|=breast|=latch|latching|=nurse|nursing|=eat|eating|=drink|drinking|=ounce|=ounces|=oz|=ml|formula|=milk|=sip|=sips',
  refuse:
    'refuse|refuses|refusing|refused|turns away|turns her head|turns his head|turning away|not interested|will not take|will not feed|will not latch|pulls off|pulling off|=fussing|not interested in|refusing every|refused every|not taking|will not take|would not take|not feeding|not fed|no feeds|not had a feed|has not fed|has not eaten|barely fed|barely feeding|hardly feeding|not eating|push the teat out|push the teat away|push out the teat|push the bottle out|push the bottle away|push out the bottle|push the nipple out|push the nipple away|push out the nipple|pushes the teat out|pushes the teat away|pushes out the teat|pushes the bottle out|pushes the bottle away|pushes out the bottle|pushes the nipple out|pushes the nipple away|pushes out the nipple|pushing the teat out|pushing the teat away|pushing out the teat|pushing the bottle out|pushing the bottle away|pushing out the bottle|pushing the nipple out|pushing the nipple away|pushing out the nipple|pushed the teat out|pushed the teat away|pushed out the teat|pushed the bottle out|pushed the bottle away|pushed out the bottle|pushed the nipple out|pushed the nipple away|pushed out the nipple|spits the teat out|spits the teat away|spits out the teat|spits the bottle out|spits the bottle away|spits out the bottle|spits the nipple out|spits the nipple away|spits out the nipple|spitting the teat out|spitting the teat away|spitting out the teat|spitting the bottle out|spitting the bottle away|spitting out the bottle|spitting the nipple out|spitting the nipple away|spitting out the nipple|spat the teat out|spat the teat away|spat out the teat|spat the bottle out|spat the bottle away|spat out the bottle|spat the nipple out|spat the nipple away|spat out the nipple|clamps his mouth shut|clamps her mouth shut|screams at the bottle|screams at the breast|cries at the bottle|cries at the breast',
  nappy:
    'nappy|nappies|wet nappy|wet nappies|diaper|diapers|wet diaper|wet diapers|=fralda|=fraldas|=fraldinha|=panal|=panales|=pieluszka|=pieluszki|=pieluszke|=pielucha|=pieluchy|=scutec|=scutece|=scutecul|=lampin|=lampins|=windel|=windeln|=pannolino|=pannolini|=luier|=luiers',
  dry: '=dry|bone dry',
  stool:
    '=poo|=poos|=poop|=poops|=pooing|=pooping|=pooed|=pooped|stool|stools|dirty nappy|bowel|=poopy|passing motion|passes motion|pass motion|passed motion|=motions|loose motion|=potty',
  paleStool: '=pale|=white|=chalk|chalky|=clay|putty|=grey|greyish',
  // (Taglish, as Filipino parents write: "pusod ni baby", the cord; "mabaho", smelly. Turkish "gobek", Portuguese
  // "umbigo", French "nombril", Malay "tali pusat": the navel as a family names it.)
  cord: '=cord|=stump|belly button|navel|umbilical|=pusod|=nabhi|=naabhi|=naal|=gobek|=gobegi|=gobeki|=umbigo|=nombril|tali pusat|=bellybutton',
  // ----- mood (the mind's classes are in triage-lexicon-mind-en.ts)
  lowMood:
    'stomach knots|=wired|fraying|=hypervigilant|=hypervigilance|can not switch off|listening for him|listening for her|out of my sight|not laughed|not properly laughed|=autopilot|stares at the|not left the flat|not left the house|stopped replying|barely eats|=withdrawn|everything that could go wrong|=low|depressed|depression|=numb|=empty|feel nothing|feeling nothing|=grey|=flat|anxious|anxiety|dread|=crying|=cry|tearful|=teary|=sad|can not enjoy|do not enjoy|not myself|not herself|not been herself|not like herself|i am useless|she is useless|feel useless|feels useless|feeling useless|everything is too much|it is all too much|not enjoying|miserable|=panic|=panicky|=worry|=worried|=sobbing|cries|crying all day|cries all day|cries most of the day|crying most of the day|in tears|rubbish mum|bad mum|terrible mum|useless mum|failure|will not leave the house|will not leave the flat|not leaving the house|baby blues|not lifting|underwater|in a fog|dark place|dark cloud|black cloud|through the roof|on edge|stomach in knots|knot in my stomach|knot in my chest|a knot in my|=dreading|=irritable|on edge|=snapping|no interest|not interested in anything|no joy|not have joy|=joyless|can not get out of bed|=failing|just heavy|feel heavy|go through the motions|going through the motions|can not concentrate|=dreading|panic attacks|=terrified|can not get excited|no energy|=hopeless|=weepy|not feel anything|do not feel anything|feeling down|feel down|so down|been down|=blah|=meh|just not me|am not me|is not me|not me anymore|not me any more|not me lately|not me these days|not like me|feel like me|felt anything much|feel anything much|feeling anything much|felt anything about anything|feel anything about anything|feeling anything about anything|felt much about anything|feel much about anything|felt much of anything|feel much of anything|felt nothing|feel nothing much|nothing feels like anything|colour has gone out|color has gone out|colour gone out|color gone out|colour has drained|color has drained|behind glass|behind a glass|behind a pane of glass|in a state|can not stop worrying|could not stop worrying|worrying all the time|worry all the time|worried all the time|constantly worrying|constantly worried|checking the locks|check the locks|checked the locks|checking the doors|checking the door|checking the hob|checking the oven|checking she is breathing|checking he is breathing|checking the baby is breathing|something awful is going to happen|something awful is about to happen|something terrible is going to happen|something terrible is about to happen|something bad is going to happen|something bad is about to happen|something awful will happen|something bad will happen|sense of doom|impending doom|=dread|on edge|can not sleep even when|not sleeping even when|can not sleep when the baby',
  joke: '=lol|=lmao|=haha|=hahaha|=jk|=jks|joking|kidding|=rofl|=jaja|=jajaja|only joking|just joking|=jokes|running joke|as a joke|=jokingly|joke with us|a joke',
  brief:
    '=seconds|=second|a few seconds|couple of seconds|then gone|and goes|comes and goes|when i roll|when i stand|when i sneeze|when i get out|when she stood|fine once|goes off|went off|goes away|when i walk|rolls over|roll over|stood up too fast|after sex|when the baby latches|after the feed|on exertion|walking up the stairs|walking up stairs|=stairs|come in waves|comes in waves|in waves|when i breastfeed|when i feed|while feeding|during feeds|during a feed|afterpains|after pains|once the feed|when i turn|turn in bed|turning in bed|turn over in bed|when i cough|when i laugh|or sneeze|or cough|few seconds|in seconds|quick sharp|sharp quick|quick stab',
  brk: 'broke|broken|=brake|=braked|=burst|popped|=went|=gone|breaking|released|=go|=going',
  cantKeep:
    'nothing stays down|not even water|not even sips|everything comes back up|comes straight back up|everything comes straight back|not kept anything|can not keep|could not keep|not keeping anything|throwing up everything|bringing everything up|sick after everything|everything i eat|everything i drink|can not keep anything|can not even keep|vomiting non stop|sick non stop|throwing up non stop|all day and night|thrown up everything|throw up everything|sick after everything|sips of water come back|even sips|even water comes back|comes back up within|come back up within|everything comes back|nothing is staying down|nothing staying down|nothing will stay down|even water is coming back|water is coming back|even a sip|not even a sip|sip of water is coming|sips come back|sips of water come|vomiting continuously|continuously vomiting|constantly vomiting|vomiting constantly|sick constantly|constantly sick|sick continuously',
  big: '=egg|hens egg|=plum|golf ball|=fist|=palm|=lemon|=orange|bigger than|=big|=huge|=massive|=large|=satsuma|=tangerine',
  spread:
    'spreading|=spread|gone down to|moved down to|spread to|spread down|down to his|down to her|gone onto|now on his|now on her|down his belly|down her belly|onto his legs|onto her legs|all over|=legs|=feet|more yellow|getting worse|=worse|=orangey|whites of|=chest|=tummy',
  fast: '=fast|=rapid|=rapidly|panting|=quick|quickly',
  notEyes:
    '=photo|=photos|=picture|=pictures|=pic|=scan|ultrasound|=glasses|=contacts|contact lenses|=lenses|=specs|=line|=test|=image',
  // Words with a sign's word inside that name something else ('hay fever').
  // (Malay and Indonesian "air" is water: "minum air kelapa", coconut water to drink; Q41. Not "air ketuban".)
  notSign:
    'minum air|air kelapa|air putih|air hangat|air panas|air mineral|air zam zam|air zamzam|has baby fever|have baby fever|got baby fever|giving me baby fever|gives me baby fever|gave me baby fever|given me baby fever|getting baby fever|the hang of|hot pot|hot pan|hot compress|hot towel|hot steam|steam goes up|leaking when i sneeze|leaking a bit when i sneeze|leak when i sneeze|leak a bit when i sneeze|leaking when i cough|leaking when i laugh|=chilla|=chila|belly goes flat|belly flat|stomach flat|flat tummy|flat stomach|flat belly|white vest|white vests|white onesie|white onesies|white babygrow|white babygrows|white sleepsuit|white sleepsuits|white bodysuit|white bodysuits|white clothes|white sheet|white sheets|white towel|white towels|white muslin|white muslins|white top|white shirt|white carpet|white sofa|hot flashes|hot flash|hot flushes|hot flush|under the arm|under his arm|under her arm|under arm|under the armpit|under his armpit|under her armpit|blue lights|blue light|bili lights|bili light|faint line|faint lines|faint positive|faint second line|faint test line|baby shower|baby brain|baby bump|baby moon|babymoon|baby names|baby clothes|baby stuff|baby things|gripe water|glucose water|sugar water|boiled water|cooled boiled water|red date|red dates|red date tea|red dates tea|red bean|red beans|red meat|red lentils|red raspberry|red raspberry leaf|baby book|baby group|baby class|baby classes|baby massage|baby wipes|hay fever|hayfever|cabin fever|fever grass|fevergrass|fever grass tea|feverfew|fever few|fever tree|fevertree|fever bush|feverbush|fever root|fever weed|feverweed|fever leaf|fever leaves|fever pitch|spring fever|glandular fever|scarlet fever|car seat|car seats|carseat|car journey|car ride|car keys|car boot|bath time|bathtime|bath toys|bath thermometer|baby bath|water bottle|hot water bottle|water birth|train ticket|bus stop|bus pass|knife and fork|fitted sheet|fitted sheets|get it fitted|got it fitted|have it fitted|had it fitted|getting it fitted|professionally fitted|bra fitted|bra fitting|like nothing happened|as if nothing happened|like nothing ever happened|fit to fly|fit for flying|fit to travel|fit for work|fit to work|fit note|keep fit|low blood|low in blood|low on blood|low blood count',
  // ----- conditions named by name (the reply asks the deciding question or lists when to call)
  preeclampsia:
    'preeclampsia|pre eclampsia|eclampsia|=hellp|pre a clamps|toxaemia|pre clampsia|preclampsia|pre eclamsia|preeclamsia|pre clamp|pre eclamp|pre eclamptic|preeclamptic',
  cholestasis: 'cholestasis|=icp|obstetric cholestasis|bile acid|bile acids',
  ectopic: 'ectopic',
  sepsis: 'sepsis|septic|septicaemia|septicemia|blood poisoning',
  psychosis: 'psychosis|psychotic|=mania|=manic',
  dvt: '=dvt|blood clot|thrombosis|pulmonary embolism|=pe',
  miscarriage: 'miscarriage|miscarrying|miscarried',
  meningitis: 'meningitis|=sepsis',
  preterm: 'preterm|premature labour|premature labor|early labour|early labor',
  // ----- modifiers
  neg: '=no|=not|=never|=without|=none|=nothing|=nor|=neither|=zero|free of|denies|=nope|=nah|=ni|=sin|=nunca|=nada|=tampoco|=ningun|=ninguna',
  resolve:
    'today i am fine|today i feel fine|today i am ok|today i am okay|today i feel ok|today i feel better|today i am better|today she is fine|today she is ok|i am fine today|i feel fine today|i am ok today|i am better today|i feel better today|she is fine today|did a scan|did scan|did the scan|did an ultrasound|doctor checked|midwife checked|doctor checked me|midwife checked me|transv ok|transv okay|transv fine|transv normal|totally gone|completely gone|fully gone|just discharge|only discharge|was negative|came back negative|tested negative|test was negative|swab was negative|showed a heartbeat|showed the heartbeat|showed his heartbeat|showed her heartbeat|scan was all fine|scan all fine|no bleeding since|no blood since|no spotting since|not bled since|got checked|been checked|was checked|were checked|had it checked|had her checked|had him checked|checked her|checked him|checked me|checked it|checked over|examined|saw me|saw her|saw him|seen by|been normal|normal since|normal for|doing great|doing well|doing really well|been well|well for|well since|thriving|it stopped|has stopped|already stopped|said to expect|told me to expect|to be expected|it is stopped|stopped completely|stopped now|now stopped|bleeding stopped|grunting stopped|grunting has stopped|grunts stopped|stopped the next day|then stopped|stopped straight away|stopped after|monitored|=scanned|=ctg|on the monitor|all fine|all clear|all normal|all good|all perfect|sent home|sent us home|went away|gone away|settled|better now|back to normal|nothing since|healed|healing nicely|healing well|=sorted|=eased|no longer|resolved|treated|antibiotics|got help|referred|came back normal|came back fine|reassured|okay now|ok now|fine now|went off|goes off|=lifting|feel better|feeling better|was fine|were fine|looked fine|was perfect|said it is fine|said it is normal|said normal|said fine|fine since|been fine|is gone|it is gone|gone now|all gone|has gone away|gone by|=fading|below the line|levels fine|levels were fine|=cleared|totally fine now|=update|then realised|turned out|it was just|went after|stops when|stop when|stops if|go off|better after|better with|felt better|is better|much better|loads better|=recovered|all over now|=innocent|checked everything|checked us over|checked us both|nothing at all since|nothing else since|none at all since|back to kicking|back to moving|back to wriggling|back to normal|back to his normal|back to her normal|back to his usual|back to her usual|back to his old self|back to her old self|no more blood since|no more bleeding since|no more spotting since|no further bleeding|no further spotting|no further blood',
  fine: '=fine|=normal|=ok|=okay|=good|=perfect|=same|=pink|totally fine|=happy|=well',
  strong:
    'doctor checked|midwife checked|doctor checked me|midwife checked me|transv ok|transv okay|transv fine|transv normal|came back negative|tested negative|test was negative|swab was negative|showed a heartbeat|showed the heartbeat|showed his heartbeat|showed her heartbeat|scan was all fine|scan all fine|got checked|been checked|was checked|had it checked|checked her|checked him|checked me|checked over|scan showed|scan was fine|scan was normal|saw the heartbeat|saw a heartbeat|saw his heartbeat|saw her heartbeat|saw me|saw her|saw him|seen by|examined|monitored|=scanned|=ctg|on the monitor|sent home|sent us home|treated|antibiotics|referred|came back normal|came back fine|reassured|got help|levels fine|below the line|all clear|said it is|said it was|said that is|said that was|said she is|said he is|said they are|says it is|said normal|said fine|said nothing|=innocent|the perinatal team|checked everything|checked us over|checked us both',
  again:
    'again|=worse|right now|still bleeding|still there|still hurts|still hurting|still have|still got|still feel|still feeling|still not|still no|still nothing|still getting|still leaking|still dizzy|still sore|still high|keeps happening|keeps coming|keeps getting|will not stop|started again|came back|back again|currently|at the moment|just now|getting worse',
  // A professional who sends her in has not reassured her ("they said go to hospital").
  escalate:
    'go to hospital|go to the hospital|go into hospital|go in|come in|come straight in|go straight in|go straight to|told me to go|told us to go|told her to go|said to go|sent me to|sent us to|sent her to|sent me in|sent us in|=admitted|keep me in|keep her in|kept in|kept me in|call an ambulance|called an ambulance|ambulance|on our way in|on my way in',
  history:
    'at the hospital i lost|in hospital i lost|in the hospital i lost|lost a lot of blood at the birth|lost a lot of blood in labour|lost a lot of blood in the delivery|needed a transfusion|had a transfusion|years ago|last year|my first needed|our first needed|first one needed|my first got|our first got|eldest needed|my first was|our first was|with my first|with our first|with the first one|with our eldest|with our first one|our first baby|after she had me|after mum had me|after my mum had me|when she had me|when she was pregnant with me|when my son was born|when my daughter was born|when our son was born|when our daughter was born|when my first was born|when our first was born|first baby had|first one had|my first had|our first had|first child had|eldest had|older one had|big sister had|big brother had|previous baby|last baby had|other baby had|first son had|first daughter had|since i was a teen|since i was a teenager|since i was a kid|since i was a child|since i was little|since childhood|since my teens|with her first|my first pregnancy|her first pregnancy|in first pregnancy|in the first pregnancy|in previous pregnancy|last pregnancy|previous pregnancy|as a teenager|=used to|back in|when i was|when she was|after having me|before i was pregnant|in the past|history of|after our first|after my first|after her first|in my first|months ago|ages ago|as a kid|weeks ago|with both pregnancies|with both births|with both babies|with both my|a week ago|last week|last time|with my last one|my last one|before i knew|long gone|before the birth|the last time|when i had her|when i had him|when i had my|when i was pregnant with|lost a baby|last baby|my last birth|during the birth|during labour|during labor|when i gave birth|on day 1|on day one|at birth|when he was born|when she was born|in special care|in nicu|in scbu|last month|a month ago|earlier this month|earlier this year|earlier in the pregnancy|the other month|back then|at the time',
} as const satisfies Record<string, string>;

export type Concept = keyof typeof EN;
