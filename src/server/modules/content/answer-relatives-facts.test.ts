/**
 * Iteration 14's families of what a relative says and the fact a question turns on, on the real library: bed
 * rest in the last months, the cord round the neck from lifting her arms, colostrum called dirty milk with
 * glucose water, a herbal mixture for her or the baby, stout or palm wine to build blood, something put on the
 * cord stump; cheese cooked until steaming hot, iron apart from calcium and tea, pumping at work, breastfeeding
 * as contraception; and fevers asked about before anything happens, which the library answers once the triage
 * lets them through. Wordings of the helper's own, never a blind set's nor the ways of asking the library holds.
 */
import { describe } from 'vitest';
import { familyTests, type FamilyCase, type FamilyFact } from '../../testing/answer-library.ts';

const BED_REST = 'my mum says i should lie down and do nothing for the last 3 months, is bed rest better';
const ARMS = 'my gran told me not to reach up high or the cord goes round the babys neck';
const FIRST_MILK =
  'my mother in law says the first milk is bad and to give sugar water till proper milk comes';
const HERBAL_LABOUR = 'my aunt is bringing a herbal mixture to help the baby come out faster, 38 weeks';
const HERBAL_BABY = 'my family wants to give the baby a herbal drink for his tummy, 3 weeks old';
const STOUT = 'my uncle says stout builds your blood when pregnant, can i have a small one';
const TOOTHPASTE = 'should i put toothpaste on my babys cord stump, my aunt says it dries it';
const CHEESE = 'can i eat a panini with melted brie in it';
const IRON = 'i take calcium and iron, can i swallow both with my morning tea';
const THYROID = 'on levothyroxine and iron tablets after the birth, can i take them at the same time';
const PUMP = 'how often do i need to express at the office to keep my milk up';
const LAM = 'does exclusive breastfeeding work as birth control, my period hasnt come back';
const FEVER = 'what temp is a fever in a 5 week old, just want to know in advance';
const OLDER = 'when should i phone the doctor about a temperature, he is 4 months';
const MENB = 'menb jab on thursday, how much paracetamol and when';

const cases: FamilyCase[] = [
  ['bed rest', BED_REST, 'pregnant', 29, 'preg-exercise'],
  [
    'bed rest, said as resting all day',
    'should I stop my walks and rest all day now im 35 weeks, everyone keeps telling me to',
    'pregnant',
    35,
    'preg-exercise',
  ],
  ['arms above her head', ARMS, 'pregnant', 24, 'preg-arms-above-head-cord'],
  [
    'arms above her head, said as the washing',
    'is it true i shouldnt reach up to hang the washing or the baby gets tangled in the cord',
    'pregnant',
    27,
    'preg-arms-above-head-cord',
  ],
  ['the first milk called bad', FIRST_MILK, 'postpartum', 0, 'feed-colostrum-enough'],
  [
    'the yellow milk thrown away',
    'they want me to express the yellow milk and throw it away before feeding, is that right',
    'postpartum',
    0,
    'feed-colostrum-enough',
  ],
  ['a herbal mixture to bring the baby', HERBAL_LABOUR, 'pregnant', 38, 'preg-herbal-remedies'],
  ['a herbal mixture for the baby', HERBAL_BABY, 'postpartum', 3, 'baby-honey-ghutti-newborn'],
  ['stout to build blood', STOUT, 'pregnant', 26, 'preg-alcohol'],
  ['palm wine for the blood', 'is palm wine good for blood in pregnancy', 'pregnant', 20, 'preg-alcohol'],
  ['something on the cord stump', TOOTHPASTE, 'postpartum', 1, 'baby-cord-care'],
  ['cheese melted', CHEESE, 'pregnant', 16, 'preg-cheese'],
  ['cheese baked', 'is a baked camembert ok if its piping hot? 22 weeks', 'pregnant', 22, 'preg-cheese'],
  ['iron and calcium, "both" pointing back', IRON, 'pregnant', 30, 'preg-iron-anaemia'],
  ['levothyroxine and iron', THYROID, 'postpartum', 4, 'pp-iron-after-birth'],
  ['pumping at work', PUMP, 'postpartum', 20, 'feed-how-often-pump'],
  ['breastfeeding as contraception', LAM, 'postpartum', 12, 'pp-lactational-amenorrhoea'],
  [
    'breastfeeding "to stop me getting pregnant"',
    'is breastfeeding enough to stop me getting pregnant again',
    'postpartum',
    10,
    'pp-contraception-breastfeeding',
  ],
  ['a fever, asked before', FEVER, 'postpartum', 5, 'baby-fever-what-counts'],
  ['when to call about a temperature, over 3 months', OLDER, 'postpartum', 17, 'baby-fever-older-baby'],
  ['paracetamol after MenB', MENB, 'postpartum', 8, 'baby-paracetamol-after-menb'],
];

const facts: FamilyFact[] = [
  [
    'bed rest: not advised, keep active',
    BED_REST,
    'pregnant',
    29,
    /bed rest is not advised in a healthy pregnancy/,
  ],
  ['arms: a myth', ARMS, 'pregnant', 24, /No, that is a myth[\s\S]*nothing you do with your arms moves it/],
  [
    'colostrum: keep it, no glucose water',
    FIRST_MILK,
    'postpartum',
    0,
    /colostrum, not dirty or bad milk[\s\S]*no glucose or sugar water/,
  ],
  [
    'a herbal mixture to bring the baby: paracetamol for aches, nothing to hurry the birth',
    HERBAL_LABOUR,
    'pregnant',
    38,
    /paracetamol at the usual dose is the first choice[\s\S]*nothing should be taken at home to hurry the birth/,
  ],
  ['a herbal mixture for the baby: unknown contents', HERBAL_BABY, 'postpartum', 3, /often unknown/],
  [
    'stout: no alcohol, iron from food and tablets',
    STOUT,
    'pregnant',
    26,
    /no known safe amount of alcohol[\s\S]*does not build blood[\s\S]*iron or folic acid tablets/,
  ],
  ['the cord stump: nothing on it', TOOTHPASTE, 'postpartum', 1, /nothing put on it, such as toothpaste/],
  ['cheese: cooked until steaming hot', CHEESE, 'pregnant', 16, /cooked until steaming hot/],
  [
    'iron: apart from calcium, not with tea',
    IRON,
    'pregnant',
    30,
    /calcium as well, take it at a different time of day from the iron[\s\S]*not with tea/,
  ],
  ['levothyroxine: 4 hours apart from iron', THYROID, 'postpartum', 4, /at least 4 hours apart from iron/],
  [
    'pumping at work: as often as the baby would feed',
    PUMP,
    'postpartum',
    20,
    /about as often as your baby would feed/,
  ],
  [
    'contraception: the three conditions',
    LAM,
    'postpartum',
    12,
    /under 6 months[\s\S]*periods have not come back/,
  ],
  [
    'a fever: 38 C or higher, an emergency under 3 months',
    FEVER,
    'postpartum',
    5,
    /38 C \(100\.4 F\) or higher[\s\S]*emergency/,
  ],
  ['over 3 months: 39 C the same day', OLDER, 'postpartum', 17, /39 C \(102\.2 F\) or higher/],
  [
    'MenB: 3 doses after the jab',
    MENB,
    'postpartum',
    8,
    /3 doses of infant paracetamol[\s\S]*4 to 6 hours apart/,
  ],
];

describe('what a relative says and the fact a question turns on (iteration 14)', () => {
  familyTests(cases, facts);
});
