/**
 * A family's traditions named in their own words, folded to the class of practice the answer library answers
 * (iteration 8): she asks whether the practice is safe, and the library answers the class (herbal remedies in
 * pregnancy, kohl and lead, confinement customs, a binder after a caesarean, foods said to boost milk, early
 * solids, pillows, over-wrapping, raw meat and unpasteurised cheese). Applied before the brand folds, on both
 * sides, by ./answer-folds.ts. Also the family words of many languages (who asks, not what about) and places
 * abroad (a trip, not a topic).
 */
export const TRADITION_FOLDS: ReadonlyArray<[RegExp, string]> = [
  // Texting: "ill be 26 weeks" is "I'll be" (the apostrophe left off), not unwell; "sooo" is "so".
  [
    /\b(?<!(?:am|is|are|was|be|been|feel|feels|felt|so|very|really|quite|too|got|get|gets|falls?|fell|seriously|being) )ill (?=be\b)/g,
    'i will ',
  ],
  [/\bso{3,}\b/g, 'so'],
  // Herbal mixtures and traditional medicines.
  [
    /\b(?:agbo(?: jedi)?|jamu|ayurvedic (?:medicines?|remedies|tonics?|tablets?|pills?|powders?|churnas?|capsules?|syrups?)|ayurveda|chinese (?:herbs|herbal medicines?)|traditional (?:chinese )?(?:medicines?|remedies|herbs|tonics?)|herbal (?:drinks?|mixtures?|concoctions?|remedies|medicines?|tonics?|preparations?|tablets?|pills?|powders?|capsules?|stuff)|bush (?:tea|medicine)|concoctions?|roots? and herbs)\b/g,
    'herbalremedy herbal',
  ],
  // Kohl by its names.
  [/\b(?:kajal|kaajal|kajol|kohl|surma|tiro|kwalli|al[- ]?kahl|kuhl)\b/g, 'kohl'],
  // The first weeks' confinement by its names.
  [
    /\b(?:la )?cuarentena\b|\b(?:zuo|zuò) ?yue ?zi\b|\bsitting the month\b|\bconfinement(?: (?:month|period|customs?|food))?\b|\bpantang\b|\bomugwo\b|\bjaapa\b|\bchilla\b/g,
    'confinement',
  ],
  // A binder by its names.
  [
    /\b(?:fajas?|bengkung|belly (?:binders?|bands?|wraps?|binding)|abdominal (?:binders?|belts?)|postpartum (?:girdles?|corsets?|binders?|belts?|wraps?)|waist trainers?)\b/g,
    'binder',
  ],
  // Foods and herbs said to boost milk.
  [
    /\b(?:malunggay|moringa|fenugreek|methi|shatavari|lactation (?:cookies|teas?|bites)|brewers yeast|galactagogues?|tinola)\b/g,
    'milk boosting herb',
  ],
  // First foods by their names: porridges and broths offered early.
  [
    /\b(?:atole|ogi|akamu|pap porridge|cerelac|suji|khichdi|caldo(?: de (?:frijol|pollo|res))?|bean broth|rice water|lugaw|arroz caldo|congee|sopas)\b/g,
    'porridge solids',
  ],
  // Pillows for a baby's head by their names.
  [
    /\b(?:rai ka takiya|mustard seed pillows?|rice pillows?|bean pillows?|head shap(?:e|ing) pillows?|flat head pillows?|takiya)\b/g,
    'pillow',
  ],
  // Wrapping a baby in many layers ("wraps baby in 3 wrappers", "a woolly cap").
  [/\bwrappers?\b/g, 'layers'],
  [
    /\b(?:woolly|wooly|knitted|woollen) (?:caps?|hats?|bonnets?)\b|\bcaps?\b(?= (?:at|for|in|to) (?:night|bed|sleep))/g,
    'hat',
  ],
  // Raw meat and unpasteurised cheese by their names.
  [/\b(?:tatar|tartare|steak tartare|carpaccio|kitfo|kibbeh nayyeh|crudo|mett|raw mince)\b/g, 'raw meat'],
  [
    /\b(?:oscypek|bryndza|queso fresco|queijo fresco|raw milk cheeses?|farm cheeses?|mountain cheeses?)\b/g,
    'unpasteurised cheese',
  ],
  // Remedies for heartburn and sickness from home: the symptom is what she asks about.
  [/\b(?:saunf|fennel seeds?|ajwain|jeera water|cumin water)\b/g, 'remedies'],
  [/\b(?:skyflakes|saltines|cream crackers|soda crackers|water biscuits|ritz)\b/g, 'crackers'],
  [/\b(?:baby powder|talcum(?: powder)?|talc)\b/g, 'talc powder'],
  // A partner asking on her behalf ("asking for my wife"): who asks, when the question is hers.
  [
    /\b(?:asking|asked|question|writing|typing|here) (?:this )?(?:for|on behalf of) (?:my )?(?:wife|partner|girlfriend|gf|missus|fiancee|other half)\b/g,
    'on behalf',
  ],
  // Family words of many languages: who asks or who advises, never what about.
  [
    /\b(?:abuela|abuelita|nanay|tatay|tita|tito|nani|dadi|nana ji|ammi|ammachi|amma|babcia|yaya|iya|saas)\b/g,
    'grandparents',
  ],
  // Going home abroad for a trip ("going home to lagos for christmas"): a place, not a topic. Where she lives
  // ("maternity leave in india") is left alone.
  [
    /\b((?:go|going|fly|flying|travel|travelling|traveling|trip|holiday|visit|visiting|back|home)(?: back)?(?: home)? (?:to )?)(?:lagos|abuja|nigeria|ghana|accra|kenya|nairobi|india|delhi|mumbai|pakistan|karachi|lahore|bangladesh|dhaka|philippines|manila|cebu|mexico|guadalajara|poland|warsaw|krakow|jamaica|somalia|ethiopia|sri lanka|vietnam|thailand|indonesia|brazil|colombia|peru)\b/g,
    '$1abroad',
  ],
];
