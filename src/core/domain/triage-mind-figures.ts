/**
 * Figures of speech that use a word of the mind's classes for something else (docs/clinical-safety.md, "The mind:
 * recall first"): "dying to meet you", "dead on my feet", "me muero de la verguenza", "fear of heights", "what's the
 * point of a birth plan", "burnt my arm on the oven". Only a fixed figure is an exception: when unsure, the cue
 * stands (triage-mind-cues.ts). Pure.
 */
import { exasperatedDeath, exasperation } from './triage-mind-exasperation.ts';
import { paperwork } from './triage-mind-paperwork.ts';
import { journeyOrCare } from './triage-mind-journey.ts';
import type { Reading } from './triage-context.ts';
import type { MindClass } from './triage-mind-cues.ts';
import { everyday } from './triage-mind-everyday.ts';
import { everydayCare } from './triage-mind-care.ts';
import { practiceAsked } from './triage-mind-practice.ts';
import { claimedOrHanging } from './triage-mind-claimed.ts';
import { arrangementAsked, othersDoIt } from './triage-mind-arrangements.ts';
import { GRAVE_KINDS, ordinary } from './triage-mind-ordinary.ts';
import { span } from './triage-reading.ts';
import { thingsFigure } from './triage-mind-things.ts';
import { chatterFigure } from './triage-mind-chatter.ts';
import { toldFigure } from './triage-mind-told.ts';
import { lightWords } from './triage-mind-light.ts';

export { span }; // (kept here too for the rules that import it from this file)

/**
 * Everyday errands after "want to" ("get the car seat sorted", "book a tour", "pack the bag"), and care given to the
 * baby ("my mother in law wants to give her a proper bath"; Q46).
 */
const ERRAND =
  '(?:(?:make it|come|get|be there) to (?:her|the|my|all|every|each|our|his) (?:\\w+ )?(?:appointments?|scans?|visits?|checkups?|check ups?|classes)|get|buy|sort|know|ask|pack|book|find out|learn|read|plan|make sure|be ready|prepare|organise|organize|register|install|fit|order|choose|pick|give (?:her|him|them|the baby|baby|bub) (?:(?:a |her |his )(?:proper |quick |little |warm |nice )?(?:bath|feed|bottle|massage|cuddle|wash|top up)|a (?:proper|quick|little|warm|nice)$|(?:a|her|his)$))';

/** Acts read by who they are done to (triage-mind-target.ts). */
export const ACTS = /^(?:harmViolent|harmHandling|selfInjure|abandon)$/;

/** Figures of speech that use a mind word for something else. */
const FIGURE_AFTER: Partial<Record<MindClass, RegExp>> = {
  // "her mind races about the nursery not being ready": a worry gone round, not mania.
  mania:
    /^(?:about|over|with (?:worry|worries|lists?|to do)|after (?:the|a|every|each|his|her|night) (?:\w+ )?feeds?)\b/,
  end: /^(?:for (?:a|an|some|my|the|one|it|sleep|bed|coffee|tea|food|rest|peace|quiet|chocolate|cake|pizza|wine|sushi|cheese|summer|holidays?|news)|to (?:meet|see|know|go|try|hear|get|have|tell|be|find|hold|sleep|nap|eat|sit|lie|shower|pee|wee)|of (?:embarrassment|shame|laughter|boredom|heat|cold|hunger|thirst|cuteness)|of (?:\w+ ){0,2}(?:things|diseases|conditions|illnesses)|of (?:about |like |at least |around )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a dozen|dozens|loads|hundreds|a hundred|a million)|laughing|tired|on my feet|beat|battery|calm|inside lol|de (?:la )?(?:verguenza|risa|hambre|sueno|calor|frio|ganas|amor|envidia|pena|aburrimiento|cansancio|miedo|nervios)|por (?:un|una|ver|saber|conocer|comer|dormir))\b/,
  endStrong:
    /^(?:with (?:him|her|my|the)|of (?:embarrassment|shame|laughter|boredom|cuteness)|de (?:la )?(?:verguenza|risa)|lol)\b/,
  meansStrong: /^(?:of (?:my|her|his|the) (?:nose|mouth)|house|houses|swing|swings|burn)\b/,
  selfInjure:
    /^(?:out|down|back|off|the cord|his nails|her nails|the nails|on the|my finger|my hand on|when i pee|when peeing|feeling|sensation|out|up)\b/,
  // "how do I stop my mind going there": thoughts stopped, not her medicine (iteration 43, H132).
  stopMeds: /^(?:mind|brain|head|thoughts|thinking|worrying|overthinking)\b/,
  harmViolent:
    /^(?:up|a party|in the towel|out the|away the|the bottle|it off|my back|a nerve|the spot|for|me when)\b/,
  // ("I grabbed the forehead strip thing my MIL gave us": a thing taken up, not the baby handled; Q46.)
  harmHandling:
    /^(?:off|in a nap|in a shower|in a feed|a feed|a bottle|the bottle|for time|his hand|her hand|it in)\b|^(?:the|a|an|my|some|that|this|our|your) (?!(?:baby|babe|babies|bub|bubs|little|lo|son|daughter|newborn|kid|kids|child|children|boy|girl|infant|twins?|grandson|granddaughter|nephew|niece|face|mouth|nose|head|neck|throat|pillow|hand|hands)\b)(?:forehead |digital |ear |strip |baby )?(?:thermometer|strip|phone|pump|keys|wipes|calpol|syringe|spoon|cup|thing|charger|remote|pram|buggy|stroller)\b/,
  grandiose: /^(?:knows|only knows|sake|bless)\b/,
  // ("I'm confused, which one is right?": puzzled between two pieces of advice, not confusion; iteration 51, Q39.)
  confusion:
    /^(?:which (?:one|is|to|way|advice)|about (?:which|whether|the advice|all the advice|what to do|who to believe)|whether|what to do|who to believe|by (?:all )?the (?:advice|info\w*|guidelines))\b/,
  // ("can I take all the pills the midwife gave me at once": a prescribed course asked about, not a lethal amount.)
  lethal:
    /^(?:(?:the|my|her|that|this|di) (?:midwife|doctor|gp|nurse|hospital|pharmacist|pharmacy|clinic) (?:gave|gi|prescribed)|(?:she|he|they) (?:gave|prescribed)|i was (?:given|prescribed)|at once|together|in one go|at the same time|a day|each day|per day|every day|of the (?:antibiotic|antibiotics|course|iron|vitamins?))\b/,
  // ("which checkups should I try to take off work for": leave from work, not someone taking her or the baby.)
  persecutionStrong: /^(?:off|time off|the day off|a day off|a break|leave)\b/,
  // ("a plan ready just in case it happens again", "in case the depression comes back": care planned while well.)
  // ("sorry for the long message", "sorry to bother you": an apology for writing, not a goodbye; so is "sorry,
  // husband again", "sorry, another question": the writer back with a question, H141.)
  farewell:
    /^(?:for (?:the |this |my )?(?:long|essay|ramble|rambling|rant|ranting|moan|moaning|novel|bother|bothering)|to (?:bother|ask|moan|rant|ramble)|it (?:happens|comes|gets|starts|returns)|(?:the |my |postnatal |postpartum )?(?:depression|pnd|anxiety|baby|labour|labor|birth)|i (?:need|get) (?:ill|unwell|depressed|low|poorly)|again|(?:it is )?me again|it is (?:me|her \w+|his \w+) again|(?:her |his |the |your )?(?:husband|hubby|wife|partner|mum|mom|dad|sister|mother|grandma|granny|nan|boyfriend|girlfriend|mil|dh)(?: \w+)? (?:again|here)|(?:for|about) (?:all )?(?:the|these|my|so many) (?:questions|messages|texts)|(?:another|one more|a quick|quick|a silly|silly|a dumb|dumb) question|for asking|to ask again|for (?:the )?(?:late|early) (?:message|text|hour)|for texting|for (?:the )?(?:typos|spelling))\b/,
  // "hyper listening for him", "listening out for her breathing": listening for the baby, not messages meant for her.
  reference:
    /^(?:for (?:him|her|the baby|baby|them|his|every|any)|out for|to (?:him|her|the baby|baby|his|them|music|podcasts?|audiobooks?))\b/,
  // "talks to her baby all day in a squeaky voice": talking to the baby, not voices talking to her.
  voices: /^(?:baby|bump|belly|son|daughter|little|newborn|bebe|barriga|panza)\b/,
  // "I want to get the car seat sorted", "want to book a tour": an errand, not an urge.
  // ("I nearly had her in the car": nearly gave birth there.)
  urge: new RegExp(`^(?:${ERRAND}|had (?:her|him|them|the baby|it|me|my \\w+) (?:in|on|at))\\b`),
  wish: new RegExp(`^to ${ERRAND}\\b`),
  // "can't remember the last time I brushed my hair": not done in ages, not a memory lost.
  confusionStrong: /^(?:time|proper (?:meal|sleep|shower|night|bath|food|rest)|decent|hot|full|good|night)\b/,
  // "switched the baby monitor to...", "swapped the baby onto the other side", "cambiaron a mi bebé de sala".
  babyBeliefStrong:
    /^(?:to|onto|into|over|formula|bottles?|sides?|milk|from|monitors?|clothes|seat|car|cot|crib|bath|wipes|nappy|nappies|food|sling|carrier|bag|room|stuff|things|de|a otra|al otro|leche|ropa|panal|cuna|silla)\b/,
  means:
    // (A word that names another thing, "a car insurance ad", "the bath toys": not the means; nor is a baby's seat
    // in the car, "her car capsule", "the car cot", iteration 55.)
    /^(?:like|pain|pains|seats?|capsules?|carriers?|cots?|beds?|cribs?|bassinets?|booster|base|mirror|sunshade|park|keys|journey|ride|time|toys?|ticket|stop|set|levels|supplements|infusion|rich|deficiency|insurance|ads?|adverts?|advertisements?|commercials?|boot|wash|radio|tablets? (?:for|because))\b/,
  burden:
    /^(?:asking|to ask|when i ask|for asking|on (?:my|her|the)|to (?:my|her) (?:mum|mom|partner|husband|family))\b/,
  // ("so I can plan PTO with my boss": leave from work planned, not a plan; iteration 51, Q39.)
  decide:
    /^(?:pto|leave|time off|days off|annual leave|paternity|maternity|my leave|our leave|holidays?|vacation|shifts?|cover|childcare|around (?:work|her|the|my))\b|^(?:at (?:her|my|the|our) (?:next )?(?:appointment|booking|clinic|check|visit)|ready (?:just in case|in case|for if)|just in case (?:it|pnd|postnatal|the|things|i get|depression)|in case (?:it|pnd|postnatal|the|things|i get|depression)|in place|with (?:my|the|her|our|a|gp|doctor)|for (?:the|my|her|our|his|a|an|after|labour|birth|when|feeding|if|induction|c section|section)|to (?:feed|breastfeed|go|have|try|visit|get|switch|stop breastfeeding|start|move|put|give|see|ask|tell|take the baby|formula|bottle)|ahead|a (?:visit|trip))\b/,
  // ("paracetamol and ibuprofen together for after pains": the afterpains, not "for after I'm gone".)
  farewellStrong:
    /^(?:this|the|birth|labour|labor|delivery|baby|christmas|school|work|feeds|bed|dinner|tea|lunch|my c|the c|c section|surgery|the op|pains?|afterpains|cramps|stitches|feeding|feeds|breastfeeding)\b/,
};
const FIGURE_BEFORE: Partial<Record<MindClass, RegExp>> = {
  // "feel like I've been hit by a bus": worn out, not wishing it.
  deathAct: /(?:been)$/,
  end: /(?:(?:bored|scared|worried|frightened|freezing|sick|tired|love) to|fake my own|fake her own|near|phone|battery|laptop|plant|plants|fish|hamster|wifi|charger|car|tv|conversation|milk|supply|matar el|drop)(?: (?:keeps|kept|keep|is|was|are|were|always|just))?$/,
  // ("baby was perfect and kicking the belt off": the CTG's belt, a seat belt, a support belt.)
  means:
    /(?:(?:had|have|having|born) (?:her|him|them|the baby|it|baby|me|my \w+|her \w+) in the|under the|like a|knife like|the pill|waters|my waters|her waters|the waters|glass of|drink of|sip of|drinking|hot|bath|car|baby|kicking the|kicked the|kicks the|kick the|ctg|monitor|monitoring|seat|support|maternity|bump|belly|pregnancy|tens|trace|doppler)$/,
  // ("his nails are like razors": sharp nails, a likeness, not a blade.)
  meansStrong:
    /(?:(?:nails|nail) (?:are|is|feel|look)(?: so)? like|nails like|sharp as|sharp like|(?:had|have|having|born) (?:her|him|them|the baby|it|baby|me|my \w+|her \w+) in the|fear of|scared of|afraid of|roof of my|roof of her|nerf|glue|water|heat|learning the|learn the|skipping|jump|tow|end of my|end of her|end of the|end of|through the|hit the|hits the|hitting the)$/,
  // ("should she ask for a plan at her next appointment?": a plan asked of her carers; "just learning how to do it
  // properly": a skill being learnt, a temperature taken, a sling tied.)
  decide:
    /(?:(?:learn|learning|learnt|learned|teach me|teaching me|show me|showed me|shown|practis\w*|practic\w*) how to|birth|care|feeding|sleep|safety|support|wellbeing|meal|payment|phone|data|weaning|backup|treatment|action|travel|holiday|(?:ask|asked|asking|request|requested) for(?: a| the)?)$/,
  // ("a plan ready just in case it happens again": a plan for her care, made while well; "for my own notes".)
  // ("do I need a letter for the airline": a document asked for, not a goodbye; iteration 51, Q39.)
  farewell:
    /(?:(?:need|needs|needed|require|requires|required|ask for|asking for|asked for|request|requesting|bring|carry|show) (?:a|an|the|any)(?: (?:fit to fly|doctors?|midwife|medical|gp))?|long one|long message|long post|essay|ramble|rant|plan ready|a plan|care plan|in my|in her|on my|maternity|hospital|medical|birth|doctors|doctor|sick|love|thank you|cover|my|own|update)$/,
  // ("got a letter for the whooping cough jab": post she received, not one she left; "a pack of tampons for after",
  // "maternity pads for after": things to wear or use after the birth.)
  farewellStrong:
    /(?:(?:got|get|received|receive|had|came with|sent me|posted me) (?:a|the|my|an|this)|tampons|pads|nappies|bras|knickers|pants|leggings|pyjamas|pjs|snacks|meals|clothes|outfits?|creams?|spray|maternity \w+)$/,
  selfInjure: /(?:heart|paper|c section|my|the|accidentally|by accident)$/,
  // ("looked at me like I was poisoning the baby": her as the one poisoning, in a look's likeness.)
  persecutionStrong: /(?:like|as if) (?:i|she) (?:was|were|am|is)$/,
  // ("worried her supply's dropped", "his temperature dropped": a level that fell, not a baby dropped.)
  harmHandling:
    /(?:supply|milk|temp|temperature|weight|fever|pressure|sugar|levels?|appetite|sats|oxygen)(?: (?:has|had|is|was|s|just|really|suddenly))?$/,
  grandiose: /(?:oh my|oh|thank|my|omg|por|ay|dios mio)$/,
  reference: /(?:no|any|the warning|warning|early|what are the|signs of|text|my)$/,
  // ("a squeaky voice"; "if one more person tells me to sleep": a person's advice, not a voice.)
  // ("how do I politely tell her to go home": the writer telling someone, not a voice; iteration 49, H144.)
  voices:
    /(?:squeaky|baby|silly|high|funny|sing song|singsong|soft|quiet|loud|cooing|own|sweet|deep|hoarse|lost her|lost my|(?:person|people|everyone|everybody|mum|mom|mam|mil|midwife|nurse|doctor|gp|visitor|husband|partner|friend|sister|mother|dad|father|gran|nan|granny|auntie|aunty|relative|family|book|app|internet|google)s?(?: (?:is|s|are|keeps|keep|kept|was|were|been|always|just|all))*|\bhow (?:do|can|should|would) (?:i|we)(?: (?:politely|nicely|gently|kindly|best|even))?|\b(?:should|can|could|do) (?:i|we)(?: (?:politely|nicely|gently|kindly|just))?)$/,
  // ("what do I need to know", "anything else I need to know": a question of what to know, not "I mean it".)
  serious: /\b(?:what|anything|everything|things|stuff|else)(?: (?:do|does|should|would|will|else))?$/,
  // ("I lie there wired after the 2am feed": awake and on edge after a feed, not elated.)
  mania:
    /(?:is she|am i|are you|so|just|lie there|lay there|lying there|lie here|lying here|lie awake|lay awake|lying awake)$/,
  // ("when will i feel her kick": the baby kicking; "peanut punch", "a glass of fruit punch": a drink, iteration 51.)
  harmViolent:
    /(?:\b(?:peanut|fruit|rum|carrot|guinness|egg|sorrel|ginger|pineapple|mango|oats|oat|oatmeal|soursop|beetroot|milk|tropical|fruity|(?:glass|cup|jug|bowl|bottle|box|carton) of)|have i|did i|could i have|could i|can i|will i|might i|might have|could have|would it|does it|is it|has it|will it|can it|do i|(?:feel|felt|feeling|feels) (?:her|him|the baby|baby|them|it))$/,
};

export function figure(r: Reading, kind: MindClass, at: number, end: number, errands = true): boolean {
  const after = span(r, end, end + 4);
  const before = span(r, at - 3, at);
  const w = r.tokens[at]?.w ?? '';
  // "dying for a coffee", "dead on my feet", "me muero de risa": only a single word of dying is said in a figure.
  const dieWord = kind !== 'end' || (end - at === 1 && DIE_WORD.test(w));
  // (A farewell of several words, "my affairs in order", is not "my letters" from work.)
  const longFarewell = kind === 'farewell' && end - at > 1;
  if (errands && everyday(r, kind, at, end, (c, a, b) => figure(r, c, a, b, false))) return true;
  if (ordinary(r, kind, at, end) || everydayCare(r, kind, at, end) || practiceAsked(r, kind, at, end))
    return true;
  if (claimedOrHanging(r, kind, at, end)) return true;
  if (arrangementAsked(r, kind, at, end) || othersDoIt(r, kind, at, end) || journeyOrCare(r, kind, at, end))
    return true;
  if (paperwork(r, kind, at, end) || exasperation(r, kind, at, end) || exasperatedDeath(r, kind, at, end))
    return true;
  if (thingsFigure(r, kind, at, end) || toldFigure(r, kind, at, end) || lightWords(r, kind, at, end))
    return true;
  if (chatterFigure(r, kind, at, end)) return true;
  // ("pressing my nails into my arms": "my" before "nails into my" is her own nails, not a figure; iteration 50.)
  const ownNails = kind === 'selfInjure' && /^nails\b/.test(w);
  if (
    (dieWord && FIGURE_AFTER[kind]?.test(after)) ||
    (FIGURE_BEFORE[kind]?.test(before) && !longFarewell && !ownNails)
  )
    return true;
  // "my gran had my mum in the car park": a birth told by where it happened, not a place to die.
  if (
    /^means/.test(kind) &&
    /\b(?:had|having|born|birth to) (?:my|her|our|his) \w+ in the$/.test(span(r, at - 5, at))
  )
    return true;
  // "why does she fling her arms out suddenly in her sleep?": the startle reflex, arms thrown out, not a throw.
  if (
    /^(?:fling|flings|flung|flinging|throw|throws|threw|throwing|thrown|chuck|chucks)$/.test(w) &&
    /^(?:(?:her|his|their|both) )?(?:arms?|hands?|legs?) (?:out|up|wide|open|back|about|around|everywhere)\b/.test(
      after,
    )
  )
    return true;
  // "the bilirubin was under the line": a chart's treatment line, not the railway.
  if (
    kind === 'meansStrong' &&
    /\bline$/.test(span(r, at, end)) &&
    /(?:under|below|above|over|treatment|phototherapy|bilirubin)$/.test(before)
  )
    return true;
  if (
    kind === 'end' &&
    /^(?:dying|dead|died)$/.test(w) &&
    /\b(?:lol|haha|laughing)\b/.test(span(r, at - 3, end + 3))
  )
    return true;
  if (kind === 'end' && w === 'death' && /^(?:of me|stare|grip|wish)/.test(after)) return true;
  // "not wake up before 7", "no se despierte hasta las 7": a wish for a night's sleep, not to die.
  if (
    /^end/.test(kind) &&
    /\b(?:wake|waking|despert\w*|despiert\w*)\b/.test(span(r, at, end)) &&
    SLEEP_TIME.test(after)
  )
    return true;
  // "disappear under my duvet", "desaparecer del grupo de WhatsApp" (not "disappear for good").
  if (
    /^(?:disappear|disappearing|vanish|vanishing|desaparecer|desaparecerme)$/.test(w) &&
    DISAPPEAR_TO.test(after)
  )
    return true;
  // "want to bang my head on the wall" over a deadline or a boss: the idiom of frustration, when nothing graver is said.
  if (
    kind === 'selfInjure' &&
    /^(?:bang|banging|banged)$/.test(w) &&
    HEAD_WALL.test(span(r, end, end + 7)) &&
    FRUSTRATION.test(r.read.text) &&
    !graver(r)
  )
    return true;
  // "what's the point of a birth plan": a pointless thing, not a pointless life.
  if (
    /^burden/.test(kind) &&
    r.tokens.slice(at, end).some((t) => t.w === 'point') &&
    /^(?:of|in) (?!me\b|my life|her life|his life|(?:her|him) (?:still |even |really )?(?:being|living|existing|alive|here)|still being|being alive|being here|living|life|it\b|anything|going|trying|carrying|being|getting|waking|existing|any\b|this\b|here|even|anymore)/.test(
      after,
    )
  )
    return true;
  // "switched the baby monitor", "swapped formula brands", "swapped him to the other side": a thing, or a move.
  if (
    /^babyBelief/.test(kind) &&
    SWAP_WORD.test(w) &&
    SWAP_THING.test(
      span(r, end, end + 4).replace(/^(?:(?:the|a|his|her|our|my|el|la|su|mi|baby|bebe) )+/, ''),
    )
  )
    return true;
  // "what should I be watching out for", "watching over him": her watching, not her being watched.
  if (
    /^persecution/.test(kind) &&
    /^(?:watch|watching|be watching)$/.test(span(r, at, end)) &&
    /^(?:out|for|over)\b/.test(after)
  )
    return true;
  // "just making a plan" for where to go if her waters break (or what to do if she starts bleeding heavily), "just want to be ready" for a baby coming home from the
  // NICU with a thermometer: the birth's or homecoming's logistics, not a plan to die (unless a
  // death, a means made for it or a goodbye is named beside it).
  if (
    kind === 'decide' &&
    PLAN_WORD.test(span(r, at, end)) &&
    BIRTH_LOGISTICS.test(r.read.text) &&
    !graver(r)
  )
    return true;
  // Worn out: "estoy muerta, el chamo se despierta cada 2 horas", "ando muerto" (not "muerta por dentro"), "done in".
  if (
    kind === 'end' &&
    /^(?:muerta|muerto|muertas|muertos)$/.test(w) &&
    /(?:^| )(?:estoy|ando|quede|quedo|estamos|andamos|quedamos)$/.test(before) &&
    !/^(?:por dentro|en vida|de verdad|ya|y no|quiero)/.test(after)
  )
    return true;
  if (kind === 'burden' && /\bdone$/.test(span(r, at, end)) && /^in\b/.test(after)) return true;
  // "drank loads of water", "bebí mucha agua": water drunk, not a means.
  if (
    /^means/.test(kind) &&
    /^(?:water|agua)$/.test(w) &&
    /\b(?:drank|drink|drinking|drinks|drunk|sip|sipping|glass|bottle|cup|bebi|beber|bebo|tomar|tome)\b/.test(
      span(r, at - 4, at),
    )
  )
    return true;
  // "on insulin for GD", "she's on labetalol": a medicine she is on for a condition, not a means gathered.
  if (
    /^means/.test(kind) &&
    /(?:^| )(?:on|started on|start me on|put me on|put her on)$/.test(before) &&
    MEDICINE.test(w)
  )
    return true;
  // "the GP has cut her labetalol down", "cut back my hours": a dose or a habit cut, not a cut to the body.
  if (kind === 'selfInjure' && /^(?:cut|cuts|cutting)$/.test(w) && CUT_DOWN.test(after)) return true;
  // ("the Tylenol for adults cut in a small piece", "cut the tablet in half": a thing cut into pieces, a dose split or
  // food cut up, not a cut to the body; Q41.)
  if (kind === 'selfInjure' && /^(?:cut|cuts|cutting)$/.test(w) && CUT_PIECES.test(after)) return true;
  // "burnt my arm on the oven", "cut my finger chopping onions": an accident, not an act.
  if ((ACTS.test(kind) || kind === 'selfHarm') && ACCIDENT.test(span(r, at - 3, end + 8))) return true;
  return false;
}

const MEDICINE =
  /^(?:insulin|metformin|labetalol|nifedipine|aspirin|sertraline|fluoxetine|citalopram|antidepressants|antibiotics|iron|heparin|clexane|tablets|pills|meds|medication|medicine|painkillers|paracetamol|ibuprofen|codeine|morphine|oramorph|tramadol)$/;
const CUT_PIECES =
  /^(?:(?:it|them|the (?:tablet|tablets|pill|pills|one|piece))(?: up)? )?(?:in|into|en) (?:half|halves|a (?:small |little |tiny )?(?:piece|bit)|small (?:pieces|bits)|pieces|bits|quarters|two|three|four|2|3|4|pedazos|pedacitos|un (?:pedazo|pedacito)|la mitad|mitad)\b/;
const CUT_DOWN =
  /^(?:(?:my|her|his|the|our|their|a) )?(?!her\b|him\b|me\b|myself\b|herself\b|himself\b)\w+ (?:down|back)\b|^(?:(?:my|her|his|the|our|their) )?(?:dose|doses|dosage|meds|medication|medicine|tablets|pills|caffeine|coffee|sugar|dairy|gluten|hours|shifts)\b/;
const SWAP_WORD = /^(?:swapped|switched|replaced|swapping|switching|cambiaron|cambiado|cambiada)$/;
const SWAP_THING =
  /^(?:to|onto|into|over|round|around|formula|bottles?|sides?|boobs?|breasts?|milk|brands?|monitors?|clothes|seat|car|cot|crib|bath|wipes|nappy|nappies|food|sling|carrier|bag|room|stuff|things|de|leche|ropa|panal|cuna|silla|lado)\b/;
const PLAN_WORD = /^(?:a |the )?(?:plan|planning|planned|plans|ready|all ready|everything ready)$/;
const BIRTH_LOGISTICS =
  /\b(?:waters?|labou?r|contractions?|hospital|birth|birthing|induc\w+|c section|maternity|delivery|due date|hospital bag|car seat|nursery|cot|crib|pram|moses basket|parto|hospital|fuente|bolsa|nicu|scbu|neonatal|coming home|comes home|home from|thermometer|uci neonatal|termometro|what (?:should|do|would|can) (?:i|we) do if|what to do if|in case (?:she|i|he|the baby) (?:starts|gets|has))\b/;
export const GRAVE = new Set<string>(['end', ...GRAVE_KINDS]);
/** A death, a means made for dying, an act of dying or a goodbye named anywhere in the message. */
export const graver = (r: Reading) => r.mentions.some((m) => GRAVE.has(m.c));

const HEAD_WALL =
  /^(?:my|me|our) head (?:on|against|off|into) (?:a |the |this |that )?(?:brick )?(?:wall|desk|table|keyboard)\b/;
const FRUSTRATION =
  /\b(?:boss|deadline|deadlines|work|job|colleagues?|manager|meeting|emails?|paperwork|forms?|council|bank|insurance|traffic|homework|spreadsheet|printer|computer|laptop|wifi)\b/;

const SLEEP_TIME =
  /^(?:(?:up )?(?:before|until|till|til|every|each|at|during|in the night|for (?:a|an|another|the next) (?:bit|while|hour|few|couple)|antes|hasta|cada|en toda|por un rato))\b/;
export const DIE_WORD =
  /^(?:die|dying|died|dies|dead|death|morir|morirme|morirse|muera|muerta|muerto|muerte)$/;
const DISAPPEAR_TO =
  /^(?:(?:for|under|into|off|from|to|on|in) (?!good|ever|forever)|del |de la |de los |de las |de mi |de este |de esta |un rato|unos dias|por un rato)/;
const ACCIDENT =
  /\b(?:tropiezo|tropezar|me caigo|caerme|resbalo|on (?:the|a|my) (?:oven|stove|hob|kettle|pan|iron|door|door frame|cupboard|table|cot|shelf|radiator|corner)|by accident|accidentally|cooking|chopping|shaving|washing up|broken glass|tin lid|can lid|slipped|tripped|(?:i|she|we|and|nearly|almost) fell|fell (?:over|down|asleep)|without meaning|sin querer|por accidente)\b/;
