/**
 * A fever asked about before anything happens (docs/clinical-safety.md, "Iteration 18"): what a normal fever after
 * the jabs is, whether to wrap a feverish baby up "when babies get a fever", which medicine "if she gets a
 * temperature", what to do "next time he has a temperature", what a fever in a newborn means, a relative's claim
 * that teething brings fevers. The fever word there is the topic of a question or a plan, not a report: it raises
 * nothing. A fever said as happening ("she's got a fever, is that normal after jabs?", "feels hot and won't feed,
 * what's classed as a fever?", a reading of 38 or more) is read as before. Pure; read by triage-rules-body.ts.
 */
import { askedInRunOn, leadIn, type Reading, sentenceText, span } from './triage-reading.ts';
import { PRESENT_REPORT } from './triage-hearsay.ts';

/**
 * A fever said to be likely to come, by a modal and a verb of getting one: "the nurse said she might run a little
 * fever tonight", "he may get a temperature after the jabs" (not "she might have a fever": a guess at now).
 */
const MAY_COME =
  /\b(?:might|may|could|can|will|would|should|likely to|expected to|going to|gonna|probably)(?: \w+)? (?:run|get|develop|spike|come down with)(?: a| an| any| little| slight| mild| low| low grade| small| bit of| bit of a)*$/;
/**
 * "when got fever", "if got fever": a bare case to come (Singapore and Malaysian English), not a report; so is "if
 * baby is too hot or got fever", one of two cases asked.
 */
const WHEN_GOT =
  /\b(?:(?:if|when|whenever|in case)(?: (?:baby|he|she|the baby))?|if(?: \w+){1,5} or) got(?: a| any| high)?$/;
/** A heat said of a case to come ("when he is hot", "if she gets too warm") or of a room or the weather. */
const IF_HOT =
  /\b(?:if|when|whenever|once|in case)(?: \w+){0,3} (?:is|s|gets|get|feels|feel|are)(?: (?:too|very|really|so|a bit|a little))? (?:hot|warm)\b/g;
const ROOM_HOT =
  /\b(?:flat|room|house|home|weather|day|days|outside|country|summer|place|apartment|bedroom|nursery|car|hdb|here|climate)(?: (?:is|s|are|always|so|very|really|quite|too|getting))* (?:hot|warm)\b/g;
/** A heat told now of someone, not of a case to come, the room or the weather ("feels hot", "she's so warm"). */
const heatNow = (text: string) => HEAT_TOLD.test(text.replace(IF_HOT, ' ').replace(ROOM_HOT, ' '));

/** Had now, just before the fever word: "she's got a", "has a high", "running a", "tiene". */
const HAD_NOW =
  /\b(?:has|s got|ve got|have got|got|is running|s running|running|spiked|with|tiene|le dio|le ha dado|le subio)(?: a| an| high| low grade| slight| una| un| mucha| algo de)*$/;
/** If, when or next time it comes, with the verb of getting one: a case to come, not this one. */
const WHEN_IT_COMES =
  /\b(?:if|when|whenever|next time|in case|once|si|cuando|la proxima vez|por si)(?: \w+){0,3} (?:gets?|has|have|is|feels?|runs?|develops?|spikes?|starts?|comes down with|tenga|tiene|le da|le de|le sube|le suba|da)(?: a| an| any| high| una| un| mucha)*$/;
/**
 * A baby named by age ("my 8 week old", "our 3 month old", "a 10 day old"): one word for the baby, so a case to
 * come reads the same with it as with "my baby" ("if my 8 wk old ever spikes a fever at 2am"; Q42).
 */
const AGE_NAMED =
  /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: and a half)? (?:days?|weeks?|wks?|months?|mos?) old\b/g;
/**
 * How anyone can tell a fever in any baby, as a claim or a way of checking: "you can tell a baby has a fever by
 * feeling the neck", "one can feel if babies have a temperature from the feet" (Q42): a baby in general, not hers.
 */
const WAY_TO_TELL =
  /\b(?:you|u|ya|one|people|mums|moms|mothers|we) (?:can|could|will|would|should|are able to|always)? ?(?:tell|know|feel|check|spot|see|find out|sense)(?: (?:if|whether|when|that))? (?:a|any|every|all)? ?(?:baby|babies|newborn|newborns|infant|infants|child|children|kid|kids|little one|little ones)(?: (?:has|have|s got|has got|is running|are running|runs|run|gets|get|is getting|with))?(?: a| an| any)?$/;
/** The time a case asked about may come: "if he gets a fever tonight" (right after the fever, or anywhere). */
const TIME_TO_COME = '(?:tonight|today|this (?:evening|afternoon|morning))\\b';
const CASE_TIME = new RegExp(`^${TIME_TO_COME}`);
const CASE_TIME_WORD = new RegExp(`\\b${TIME_TO_COME}`);
/** A shot or a jab in the sentence, and the fever said to be normal or expected after it. */
const JABS = /\b(?:jabs?|shots?|vaccin\w*|immuni[sz]\w*|injections?|needles|vacunas?|inyecci\w*)\b/;
const VACCINE_EFFECT =
  /\b(?:makes?|gives?|causes?|can make|can give|can cause|will make|will give|brings? on|les (?:da|dan|puede dar|sube)|dan|da)(?: (?:them|babies|kids|children|a baby|some babies|most babies|you|him|her|los bebes))?(?: a| an| any| high| una| un)*$/;
/** The jabs still to come: "shots next week", "jabs are due on Monday", "vacunas la proxima semana". */
const JABS_AHEAD =
  /\b(?:jabs?|shots?|vaccin\w*|immuni[sz]\w*|vacunas?)\b(?: \w+){0,3} (?:next week|tomorrow|tmrw|tmr|on (?:monday|tuesday|wednesday|thursday|friday|saturday)|this (?:week|monday|tuesday|wednesday|thursday|friday)|coming up|are due|is due|la proxima semana|manana)\b/;
const NORMAL = /\b(?:normal|expected|usual|common|typical|esperable|normales)\b/;
/** Asked what it is: "what counts as a fever", "explain what a fever in a newborn means", "qué es fiebre". */
const WHAT_IS =
  /\b(?:what (?:is|s|counts as|is classed as|s classed as|is considered|temperature is)(?: actually| really| exactly)?|whats(?: actually| really| exactly)?|what (?:temperature|temp) (?:is|s)(?: actually| really)?|explain(?: what)?|define|meaning of|que es|cuanto es|a partir de cuanto es)(?: a| an| the| una| un)?$/;
/** Where the line is drawn, asked: "at what temperature is it considered a fever", "se considera fiebre". */
const THRESHOLD =
  /\b(?:se considera|considered|classed as|counted as|counts as|count as|cuenta como|se cuenta como)(?: a| an| una)?$/;
/** What a leaflet or a site says of it: "the leaflet mentions a fever after the men B one". */
const LEAFLET =
  /\b(?:leaflet|booklet|sheet|website|site|nhs|prospecto|folleto|hoja)(?: \w+){0,2} (?:mentions|mentioned|says|said|warns|talks about|menciona|dice|habla de)(?: a| an| any| of| una| un)?$/;
/** The fever as the name of a medicine ("which fever medicine can I give"), asked, not given. */
const MEDICINE_AFTER =
  /^(?:medicine|medicines|meds|medication|reducer|reducers|syrup|relief|jarabe|medicina)\b/;
/** Teething said to bring fevers: a claim about babies, asked about. */
const TEETHING = /\b(?:teeth\w*|teething|dientes|denticion|muelas)\b/;

/** Teething asked as the cause: "can teething give him a", "does teething cause a", "could his teeth make her". */
const TEETHING_CAUSE =
  /\b(?:can|could|does|do|will|would|might|may) (?:\w+ )?(?:teething|teeth|dientes|denticion) (?:give|cause|bring|make|mean)s?(?: on)?(?: (?:him|her|them|babies|a baby|you|le))?(?: a| an| any| una)?$/;

/**
 * What teething is claimed or asked to give, just before the word: "teething gives them a high", "teeth cause a",
 * "teething brings on" (iteration 55, Q43): a claim of what teething does, told or asked, not a report.
 */
const TEETHING_GIVES =
  /\b(?:teething|teeth|tooth|cutting (?:a )?teeth|new teeth) (?:gives?|causes?|brings?|makes?|means?|leads? to|comes? with)(?: on)?(?: (?:them|babies|him|her|a baby|kids|you|children|little ones|bubs))?(?: a| an| any| some)?(?: (?:high|bad|little|slight|low grade|mild|proper|real|raised))?$/;
/** Whether to expect one, asked: "should I expect a", "will we need to watch for a", "do I look out for". */
const EXPECT_ASKED =
  /\b(?:should|do|will|would|could|can|might|must) (?:i|we|you) (?:\w+ )?(?:expect|look out for|watch for|watch out for|be ready for|prepare for|plan for)(?: (?:him|her|them) to (?:get|have|run))?(?: a| an| any| some)?$/;

/** Someone else's claim just before the word: "my neighbour said (that) babies'", "granny swears". */
const CLAIM_BEFORE =
  /\b(?:neighbour|neighbor|neighbours|mum|mom|mam|mother|mil|nan|nana|gran|granny|grandma|aunt|aunty|auntie|friend|friends|sister|everyone|people|they|elders|in laws|abuela|suegra|vecina|lola|tita)(?: \w+)? (?:said|says|say|told me|tells me|reckons|swears|insists|keeps saying)(?: that)?(?: \w+){0,3}$/;

/** A number claimed to be the line: "37 is already", "37.5 counts as a". */
const LINE_CLAIMED =
  /\b\d{2}(?:\.\d)?(?: c| degrees| f)? (?:is|s|counts as|means|es|ya es)(?: already| a| an| classed as| considered| una| ya)*$/;
/** A way of checking for it: "checks baby fever", "check for a", "check my granddaughter for", "if hot then". */
const CHECKS_FOR =
  /\b(?:check|checks|checking|checked|test|tests|testing)(?: for)?(?: (?:a|his|her|the|baby|babys))*$|\b(?:check|checks|checking|test|tests|testing) (?:\w+ ){1,4}for(?: a| any)?$|\bif \w+(?: \w+)? then$/;
/** The message asks where the line is ("what temp is actually fever", "what temperature counts as a fever"). */
const ASKS_LINE =
  /\bwhat (?:temperature|temp|reading|number|thermometer reading)\b|\bwhat is (?:a )?normal (?:temp|temperature)\b|\b(?:right|best|proper) way to check\b|\bwhat (?:is|counts as|is classed as|is considered) (?:a )?fever\b|\bis actually (?:a )?fever\b|\bque temperatura\b|\ba partir de (?:cuanto|cuantos grados)\b/;

/** The line's name for one: "the cut off for a", "threshold for", "the rule for a". */
const LINE_FOR =
  /\b(?:rules?|cut ?offs?|thresholds?|guidelines?|limits?|line|benchmark) (?:for|of)(?: a| an| the| calling it a)?$/;
/** Not noticing one, feared: "I'll miss a", "scared of missing a", "won't notice a", "might not spot a". */
const MISSED =
  /\b(?:miss|missing|overlook|overlooking|(?:not|never|nt|t) (?:notice|noticing|spot|spotting|catch|catching|realise|realize|see))(?: a| an| any| the| his| her| their)?$/;
/** A question asked without its mark: "and does every baby get a", "is it normal to have a". */
const ASKED_UNMARKED =
  /(?:^|\b(?:and|or|but|also|so|then) )(?:does|do|is|are|can|could|will|would|should|do all|does every)(?: \w+){0,4}$/;
/** How to tell or check for one, asked: "how i check my baby have", "how do you know if she has a". */
const HOW_TO_TELL =
  /\bhow (?:do |can |should |would |to |does )?(?:i |we |you |one |my \w+ )?(?:check|tell|know|see|find out|measure|test|take)\b(?: \w+){0,7}$/;

/**
 * A relative's say-so from a touch: "my mother touches his forehead every evening and says", "nani feels her head
 * and says it's" (Q38): a claim of a fever with no reading, while the message asks what counts as one or how to take
 * one. (A heat told as now, "she felt her and she's burning up", is not a touch's claim.)
 */
const TOUCH_CLAIM =
  /\b(?:touch|touches|touched|touching|feel|feels|felt|feeling|checks|checked)(?: (?:his|her|the|baby s|babys|their|my))? (?:forehead|head|neck|chest|back|tummy|belly|body|skin|hands?|feet)\b(?: \w+){0,4} (?:says?|said|tells? (?:me|us)|insists?|swears?|reckons?|calls? it)(?: (?:that|it s|its|it is|he s|hes|he has|she s|shes|she has|there s|is))*$/;
/** A message that asks where the line is or how to take a temperature ("where do I put it", "how do I use it"). */
const HOW_TO_TAKE =
  /\b(?:where (?:do|should|can) (?:i|we|you) (?:put|place|hold|take)|how (?:do|should|can) (?:i|we|you) (?:use|take|read|put)|which thermometer|what thermometer|what kind of thermometer)\b/;
/** One kept away: "so fever no catch am", "so he doesn't get a fever", "to prevent a fever" (not "to stop the fever": one had). */
const PREVENTED_BEFORE =
  /\b(?:to (?:prevent|avoid|ward off)|prevent(?:s|ing)?|avoid(?:s|ing)?|ward(?:s|ing)? off|so (?:that )?(?:he|she|they|baby|the baby)? ?(?:doesn t|does not|don t|do not|won t|will not|wont|dont|doesnt|never) (?:get|gets|have|has|catch|run|develop)|so (?:that )?(?:he|she|they|baby|the baby)? ?(?:no|not) (?:get|catch|have))(?: (?:a|an|any|the|high))*$/;
const PREVENTED_AFTER =
  /^(?:(?:no|not|never|doesn t|does not|won t|will not|wont|dont|don t|do not) (?:catch|come|start|develop|happen|get|show|rise|go up|climb))\b/;

/** The fever word naming a product: "fever strips", "a fever patch", "fever plasters", "fever scan strip". */
const FEVER_PRODUCT = /^(?:strips?|patch|patches|plasters?|scan|sheets?|stickers?|cooling)\b/;

/** A heat told now: "feels hot", "she's so warm", "burning up". */
const HEAT_TOLD = /\b(?:feels?|felt|is|s|so|really|very|burning|boiling) (?:hot|warm|up)\b/;

/** Whether the fever word at token i is asked about or planned for, not happening now. */
export function feverAsked(r: Reading, i: number): boolean {
  const sent = r.tokens[i]?.sent;
  if (sent === undefined) return false;
  const before = span(r, i - 6, i);
  const inSentence = (k: number) => r.tokens[k]?.sent === sent;
  const lead = leadIn(r, i, 6);
  const s = sentenceText(r, sent);
  // (Where the line is drawn, asked, before any "now": "ahora está perfecto: ¿a partir de cuántos grados se considera".)
  if (THRESHOLD.test(lead) && r.read.questions.has(sent) && !HAD_NOW.test(before)) return true;
  // ("my ma says 37 is already fever", "checks baby fever with the back of her hand": where someone draws the line,
  // or a way of checking for one, while the message asks what counts as a fever: no reading, no report.)
  if ((LINE_CLAIMED.test(lead) || CHECKS_FOR.test(lead)) && ASKS_LINE.test(r.read.text)) return true;
  // ("my mother touches his forehead every evening and says 'bukhar hai'... what temperature is actually fever?":
  // a touch's say-so, no reading, while the message asks the line or how to take one; Q38.)
  const noHeat = !r.numbers.tempsC.length && !heatNow(r.read.text);
  // ("those fever strips on his forehead", "a fever patch": the fever word as a product's name, with no reading, no
  // heat told and no report of one in the sentence; Q41.)
  if (FEVER_PRODUCT.test(span(r, i + 1, i + 2)) && noHeat && !PRESENT_REPORT.test(s) && !HAD_NOW.test(before))
    return true;
  if (TOUCH_CLAIM.test(span(r, i - 14, i)) && (ASKS_LINE.test(r.read.text) || HOW_TO_TAKE.test(r.read.text)))
    if (noHeat && !PRESENT_REPORT.test(s)) return true;
  // ("give paracetamol before the jabs so fever no catch am": one kept away, to come if at all; Q38.)
  const prevented =
    PREVENTED_BEFORE.test(lead) ||
    (/\bso(?: that)?$/.test(lead) && PREVENTED_AFTER.test(span(r, i + 1, i + 4)));
  if (prevented && noHeat && !HAD_NOW.test(before)) return true;
  // ("after the 2 month shots the nurse said she might run a little fever tonight so how high is too high": one said
  // to be likely to come, with no reading and no heat told; "when got fever": a bare case to come. Q40.)
  if (((MAY_COME.test(lead) && !HAD_NOW.test(before)) || WHEN_GOT.test(leadIn(r, i, 9))) && noHeat)
    return true;
  // ("granny says teething gives them a high temp ... should I expect a fever?": what teething gives, claimed, and
  // one to expect, asked, with no reading and no heat told; iteration 55, Q43.)
  if (noHeat && !HAD_NOW.test(before) && TEETHING_GIVES.test(lead)) return true;
  if (noHeat && !HAD_NOW.test(before) && r.read.questions.has(sent) && EXPECT_ASKED.test(lead)) return true;
  // ("can I give tylenol and motrin together if he gets a fever tonight?": "tonight" is when the case may come, asked,
  // not a report; another time word in the sentence still is. Q32.)
  if (
    WHEN_IT_COMES.test(lead) &&
    r.read.questions.has(sent) &&
    CASE_TIME.test(span(r, i + 1, i + 3)) &&
    !PRESENT_REPORT.test(s.replace(CASE_TIME_WORD, ''))
  )
    return true;
  // ("my grandma says you can tell a baby has a fever by feeling the back of their neck": how anyone tells a fever
  // in any baby, claimed or asked, with no reading, no heat told and no report in its sentence; Q42.)
  if (WAY_TO_TELL.test(leadIn(r, i, 12)) && noHeat && !PRESENT_REPORT.test(s)) return true;
  if (PRESENT_REPORT.test(s)) return false;
  // ("if my 8 wk old ever spikes a fever at 2am": a baby named by age is one word of the case; Q42.)
  const aged = leadIn(r, i, 10).replace(AGE_NAMED, 'baby');
  // ("pedi said if fever call": a case to come, said bare.)
  // ("isn't it bad to give medicine before there's even a fever?": one not come yet.)
  if (
    WHEN_IT_COMES.test(lead) ||
    WHEN_IT_COMES.test(aged) ||
    /\b(?:if|si)(?: (?:a|any|there is a|there is any|hay))?$/.test(lead) ||
    /\b(?:before|until|till)(?: there is| she has| he has| they have| it is| any)?(?: even)?(?: a| an| any)?$/.test(
      lead,
    )
  )
    return true;
  if (HAD_NOW.test(before) && inSentence(i - 1)) return false;
  // ("is 38 the cut off for a fever in pregnancy too": the line's name for one, not one had; AH76.)
  if (WHAT_IS.test(lead) || LEAFLET.test(lead) || LINE_FOR.test(lead)) return true;
  const near = span(r, i - 5, i + 4);
  // ("she gets her 2 month shots next week. is it normal to get a fever after?": the jabs still ahead, asked; asked
  // without a question mark too: "8 week jabs tomorrow... and does every baby get a fever after them", Q23.)
  const asked = r.read.questions.has(sent) || ASKED_UNMARKED.test(lead);
  if (JABS_AHEAD.test(r.read.text) && asked && !HAD_NOW.test(before)) return true;
  // ("how i check my baby have fever? ... we have no thermometer": how to tell, asked, with no reading; Q23.)
  // (Not while a heat is told: "how do I tell if she has a fever, she feels really hot".)
  const heatTold = heatNow(r.read.text);
  // (In a run-on the way of telling may stand further back: "how to know if baby is too hot or got fever", Q40.)
  if (
    HOW_TO_TELL.test(askedInRunOn(r, sent) ? leadIn(r, i, 10) : lead) &&
    !r.numbers.tempsC.length &&
    !PRESENT_REPORT.test(s) &&
    !heatTold
  )
    return true;
  // ("scared I'll miss a fever. Is touching the forehead enough", AH75: a fear of not noticing one, how to check asked,
  // in pregnancy or after; not while a reading or a heat is told: "terrified I missed a fever, he's burning up".)
  if (MISSED.test(lead) && !r.numbers.tempsC.length && !PRESENT_REPORT.test(s) && !heatTold) return true;
  // ("is it ok to give Panado syrup to a newborn for fever? planning my medicine box", Q24: what a medicine is for,
  // asked with no reading or heat told; "I have a fever, what can I take" names it before any "for".)
  // (In a run-on with no marks, "the herbs for fever ... is that good": asked all the same; Q40.)
  const forIt =
    /\bfor(?: a| the| his| her| any)?$/.test(lead) && (r.read.questions.has(sent) || askedInRunOn(r, sent));
  if (forIt && !r.numbers.tempsC.length && !PRESENT_REPORT.test(s) && !heatTold && !HAD_NOW.test(before))
    return true;
  // ("2 month shots tmrw. is fever normal after??": the jabs named in the sentence before the question.)
  const jabsBefore = JABS.test(span(r, i - 12, i)) && r.read.questions.has(sent);
  if ((JABS.test(s) || jabsBefore) && NORMAL.test(near)) return true;
  // "is the 8 week jab the one that makes them feverish", "do the jabs give babies a temperature": what a vaccine
  // does, asked in the present of babies in general (not "the jab made him feverish", what it did).
  // ("Which jabs are due at 8 weeks? Nani wants to know if they will give fever": the jabs named a sentence before.)
  const jabs =
    JABS.test(s) || (JABS.test(span(r, i - 20, i)) && /\b(?:they|them|it|those|these)\b/.test(lead));
  if (jabs && VACCINE_EFFECT.test(lead)) return true;
  if (
    MEDICINE_AFTER.test(span(r, i + 1, i + 2)) &&
    r.read.questions.has(sent) &&
    !/\b(?:gave|given|le di|le he dado)\b/.test(s)
  )
    return true;
  // "granny says wrap babies up to sweat a fever out": a folk remedy for any fever, not this one; so is "cover him
  // with blankets so the fever sweats out" (Q40).
  if (
    (/\b(?:sweat|sweating|sweats|break|starve|feed)(?: a| the)?$/.test(lead) &&
      /^out\b/.test(span(r, i + 1, i + 2))) ||
    /^(?:will |can |would )?(?:sweats?|sweating|sweated) (?:out|away)\b/.test(span(r, i + 1, i + 4))
  )
    return true;
  // "wrap a feverish baby up warm": any baby, in general.
  if (
    /^(?:a|any)$/.test(r.tokens[i - 1]?.w ?? '') &&
    /^(?:baby|babies|child|children|kid|kids|newborn|newborns)$/.test(r.tokens[i + 1]?.w ?? '')
  )
    return true;
  // ("my neighbour said babies' fever and runny poo are from teething, is that true?": a claim of what teething
  // brings, told by someone else, with no reading and no heat told; Q30.)
  if (
    CLAIM_BEFORE.test(span(r, i - 8, i)) &&
    TEETHING.test(s) &&
    !HAD_NOW.test(before) &&
    !r.numbers.tempsC.length &&
    !heatTold
  )
    return true;
  // "my MIL says my 5 mo's fevers are from teething", "teething gives babies temperatures": fevers in general.
  // ("teething forums say teething fever can go up to 39": a claim of what teething can do.)
  // ("can teething give him a fever?": what teething does, asked.)
  return (
    TEETHING.test(s) &&
    (/^(?:high )?(?:fevers|temperatures|temps|fiebres)\b/.test(span(r, i, i + 2)) ||
      (r.read.questions.has(sent) && TEETHING_CAUSE.test(lead)) ||
      /^(?:\w+ )?(?:can|could|may|might) (?:go|get|reach|cause|give|bring)\b/.test(span(r, i + 1, i + 4)))
  );
}

/**
 * A reading named in a case to come, or a claim of how high one can go: "if baby's temp is 38 do I go to A&E", "si
 * llega a 38", "teething fever can go up to 39".
 */
const READING_IF =
  /\b(?:if|when|whenever|once|in case|si|cuando)\b(?: \w+){0,4} (?:is|s|gets to|reaches|hits|goes up to|goes to|goes over|goes above|is over|is above|over|above|sea|llega a|pasa de|tiene)(?: over| above| a| de)?$|\b(?:can|could|may|might|will) (?:go up to|go to|reach|get to|get up to|hit|run up to)$/;

/** Whether the temperature reading at token at is asked about in a case to come, not taken now. */
export function readingAsked(r: Reading, at: number): boolean {
  const lead = leadIn(r, at, 7);
  return READING_IF.test(lead) || doctorsLineAsked(r, at) || ruleFigure(r, at);
}

/** A line's own name: "rule", "cutoff", "threshold", "guideline", "limit", "line", "rule of thumb". */
const LINE_NOUN = '(?:rules?|cut ?offs?|thresholds?|guidelines?|guidance|limits?|lines?|benchmarks?)';
/** The figure said as the line's name, after it: "the 100.4 rule", "38c cutoff", "is 38 degrees the threshold". */
const LINE_AFTER = new RegExp(
  `^(?:(?:c|f|degrees?|deg|celsius|fahrenheit|centigrade)(?: (?:c|f))? )?(?:(?:is|s|as|being) )?(?:(?:the|a|that|this|your) )?(?:(?:fever|temp|temperature|magic) )?${LINE_NOUN}\\b`,
);
/** The line's name before the figure: "the rule is 38", "the cutoff of 100.4", "a threshold at 38 c". */
const LINE_BEFORE = new RegExp(
  `\\b${LINE_NOUN} (?:is|s|of|being|at|was|says|still)(?: (?:still|now|always|really|actually))?$`,
);
/** The figures lines are drawn at (36, 37.5, 38, 39, 100.4, 102 F...): "38.3" is a reading, never a rule. */
const LINE_FIGURE = /^(?:3[6-9]|40|37\.5|38\.0|39\.0|97\.5|99\.5|100|100\.4|102|104)$/;
/** A reading told before the figure: "she's", "temp was", "hit the", "over the", "went over the" (one taken). */
const READING_LEAD =
  /\b(?:she|he|i|it|baby|temp|temperature|thermometer|reading|was|reads|read|showed|shows|says|said|got|running|hit|hits|reached|reaches|over|above|past|crossed|exceeded|under|below|on|near|went|gone|goes)(?: (?:is|s|was|m|at|to|of|about|around|like|a|the|that|this|your|fever|temp|temperature|magic))*$/;

/**
 * Whether the reading at token at is a line named as a rule ("does the 100.4 rule change after 3 months?", "why is
 * 38 c the cutoff for little babies", AH76): a figure lines are drawn at, asked about, not a temperature taken. A
 * reading told as someone's or said to reach the line ("she's 38, is that the cutoff", "hit the 100.4 threshold",
 * "went over the limit of 38") is one taken. Pure.
 */
function ruleFigure(r: Reading, at: number): boolean {
  if (!LINE_FIGURE.test(r.tokens[at]?.w ?? '')) return false;
  const lead = leadIn(r, at, 5);
  if (LINE_AFTER.test(span(r, at + 1, at + 7))) return !READING_LEAD.test(lead);
  return LINE_BEFORE.test(lead) && !READING_LEAD.test(lead.replace(LINE_BEFORE, '').trim());
}

/** Why a doctor draws the line where she does, asked: "why does the paediatrician send a baby with 38 to the ER?" */
const WHY_DOCTOR =
  /\bwhy\b(?: \w+){0,4} (?:(?:said|says|say|send|sends|sent|tell|tells|told|want|wants|insist|insists)(?: \w+){0,2} (?:doctor|doctors|paediatrician|pediatrician|pedia|gp|midwife|nurse|nurses|hospital)|(?:doctor|doctors|paediatrician|pediatrician|pedia|gp|midwife|nurse|nurses|hospital)(?: \w+){0,2} (?:said|says|say|send|sends|sent|tell|tells|told|want|wants|insist|insists))\b/;

/**
 * Whether the reading at token at is the line a doctor drew, asked about ("why did the pedia say ER even at 38 for a
 * one-month-old?", Q30, in Tagalog): a question that starts with why, of what a doctor says or sends, with no heat
 * told now in it. Pure.
 */
function doctorsLineAsked(r: Reading, at: number): boolean {
  const sent = r.tokens[at]?.sent ?? -1;
  if (!r.read.questions.has(sent)) return false;
  const lead = r.tokens
    .filter((t, k) => t.sent === sent && k < at)
    .map((t) => t.w)
    .join(' ');
  const s = sentenceText(r, sent);
  return WHY_DOCTOR.test(lead) && !PRESENT_REPORT.test(s);
}
