/**
 * Everyday questions and what Zara's built-in responder must say to each: the phrases an answer must contain
 * (case-insensitive), a link it must carry, and what it must never say. Kept passing by responder.test.ts.
 */
export interface ResponderCase {
  message: string;
  stage: 'pregnant' | 'postpartum' | null;
  week: number | null;
  kind?: 'greeting' | 'thanks' | 'emotional' | 'dose' | 'symptom' | 'general' | 'follow-up' | 'unknown';
  mustContain: string[];
  /** The answer links to this href (articles: /learn/articles/<id>). */
  link?: string;
  mustNotContain?: string[];
}

const NO_DOSE = [' mg', 'milligram', 'tablets a day', 'every 4 hours', 'every four hours'];

export const RESPONDER_CASES: ResponderCase[] = [
  // greetings and thanks
  {
    message: 'hello',
    stage: 'pregnant',
    week: 24,
    kind: 'greeting',
    mustContain: ["I'm Zara", 'At 24 weeks', 'ear of corn'],
  },
  {
    message: 'hi zara!',
    stage: 'pregnant',
    week: 12,
    kind: 'greeting',
    mustContain: ['At 12 weeks', 'How are you feeling'],
  },
  {
    message: 'good morning zara',
    stage: 'postpartum',
    week: 3,
    kind: 'greeting',
    mustContain: ['3 weeks after the birth', 'How are you feeling'],
  },
  {
    message: 'hey',
    stage: null,
    week: null,
    kind: 'greeting',
    mustContain: ["I'm Zara", 'ask me about symptoms'],
  },
  {
    message: 'thanks so much',
    stage: 'pregnant',
    week: 20,
    kind: 'thanks',
    mustContain: ["You're very welcome"],
  },
  // common symptoms: week-aware, with the article
  {
    message: 'I have heartburn every night, what can I do?',
    stage: 'pregnant',
    week: 24,
    kind: 'symptom',
    mustContain: ['heartburn', 'around week 24', 'smaller meals'],
    link: '/learn/articles/heartburn-and-indigestion',
  },
  {
    message: 'how can I ease morning sickness',
    stage: 'pregnant',
    week: 8,
    kind: 'symptom',
    mustContain: ['around week 8', 'any time of day'],
    link: '/learn/articles/morning-sickness',
  },
  {
    message: 'my back aches, any tips?',
    stage: 'pregnant',
    week: 30,
    kind: 'symptom',
    mustContain: ['around week 30', 'ligaments'],
    link: '/learn/articles/back-pain-in-pregnancy',
  },
  {
    message: 'leg cramps at night, what helps',
    stage: 'pregnant',
    week: 28,
    kind: 'symptom',
    mustContain: ['Leg cramps are common', 'stretch', 'one leg'],
    link: '/learn/articles/leg-cramps-and-restless-legs',
  },
  {
    message: 'I am constipated',
    stage: 'pregnant',
    week: 16,
    kind: 'symptom',
    mustContain: ['around week 16', 'fibre', 'water'],
  },
  {
    message: 'cant sleep, any tips for getting comfy',
    stage: 'pregnant',
    week: 33,
    kind: 'symptom',
    mustContain: ['around week 33'],
    link: '/learn/articles/sleep-in-pregnancy',
  },
  {
    message: 'why am I so tired',
    stage: 'pregnant',
    week: 9,
    kind: 'symptom',
    mustContain: ['around week 9', 'Rest'],
    link: '/learn/articles/tiredness-in-early-pregnancy',
  },
  {
    message: 'my ankles are swollen in the evening',
    stage: 'pregnant',
    week: 34,
    kind: 'symptom',
    mustContain: ['feet up', 'face or hands', 'now'],
    link: '/learn/articles/swelling-in-pregnancy',
  },
  {
    message: 'my nipples are sore from feeding',
    stage: 'postpartum',
    week: 1,
    kind: 'symptom',
    mustContain: ['latch', 'weeks after birth'],
  },
  // food, lifestyle, planning
  {
    message: 'can I eat sushi',
    stage: 'pregnant',
    week: 14,
    mustContain: ['cooked', 'raw shellfish'],
    link: '/learn?tab=faqs&faq=can-i-eat-sushi',
  },
  {
    message: 'is coffee ok in pregnancy',
    stage: 'pregnant',
    week: 10,
    mustContain: ['in moderation', 'caffeine', 'decaf'],
  },
  {
    message: 'can i eat soft cheese like brie',
    stage: 'pregnant',
    week: 18,
    mustContain: ['brie', 'listeria', 'cheddar'],
    link: '/learn/articles/foods-to-avoid-in-pregnancy',
  },
  {
    message: 'can I drink alcohol',
    stage: 'pregnant',
    week: 6,
    mustContain: ['no amount of alcohol is known to be safe'],
    link: '/learn/articles/alcohol-smoking-and-caffeine',
  },
  {
    message: 'is it safe to exercise',
    stage: 'pregnant',
    week: 20,
    mustContain: ['active', 'safe'],
    link: '/learn/articles/staying-active-in-pregnancy',
  },
  {
    message: 'can i fly while pregnant',
    stage: 'pregnant',
    week: 27,
    mustContain: ['usually fine', 'travel insurance', 'blood clots'],
  },
  {
    message: 'what should I pack in my hospital bag',
    stage: 'pregnant',
    week: 35,
    mustContain: ['maternity pads', 'car seat'],
    link: '/learn/articles/packing-your-hospital-bag',
  },
  {
    message: 'how do I write a birth plan',
    stage: 'pregnant',
    week: 32,
    mustContain: ['midwife', 'one page'],
    link: '/learn/articles/writing-a-birth-plan',
  },
  {
    message: 'can I dye my hair',
    stage: 'pregnant',
    week: 15,
    mustContain: ['patch test', 'well-ventilated'],
  },
  {
    message: 'what vitamins should I take',
    stage: 'pregnant',
    week: 6,
    mustContain: ['Folic acid', 'Vitamin D'],
  },
  // baby and body
  {
    message: 'how big is my baby this week',
    stage: 'pregnant',
    week: 24,
    mustContain: ['At 24 weeks', 'ear of corn'],
  },
  {
    message: 'when will I feel the baby move',
    stage: 'pregnant',
    week: 16,
    mustContain: ['second trimester', 'by 24 weeks', 'pattern'],
    link: '/learn/articles/feeling-your-baby-move-for-the-first-time',
  },
  {
    message: 'how do I count kicks',
    stage: 'pregnant',
    week: 28,
    mustContain: ['not to count to a set number', 'normal for your baby'],
    link: '/learn/articles/baby-movements-and-kick-counting',
  },
  {
    message: 'what are braxton hicks',
    stage: 'pregnant',
    week: 32,
    mustContain: ['practice tightenings', 'regular', 'call your maternity unit'],
  },
  {
    message: 'what is the glucose test',
    stage: 'pregnant',
    week: 26,
    mustContain: ['Gestational diabetes', 'test'],
    link: '/learn/articles/gestational-diabetes-what-it-means',
  },
  {
    message: 'what are the signs of labour',
    stage: 'pregnant',
    week: 38,
    mustContain: ['contractions', 'waters', 'Call your maternity unit'],
    link: '/learn/articles/signs-of-labour',
  },
  // after birth
  {
    message: 'how do I know if my baby is getting enough milk',
    stage: 'postpartum',
    week: 1,
    mustContain: ['wet', 'nappies', 'weight'],
  },
  {
    message: 'tips for a good latch',
    stage: 'postpartum',
    week: 1,
    mustContain: ['deep latch', 'mouth wide open'],
  },
  {
    message: 'how long does bleeding last after birth',
    stage: 'postpartum',
    week: 2,
    mustContain: ['lochia', 'several weeks', 'soak a pad an hour'],
  },
  {
    message: 'when can I exercise after a c-section',
    stage: 'postpartum',
    week: 4,
    mustContain: ['gentle walks', 'pelvic floor', 'caesarean'],
  },
  {
    message: 'how do I look after my stitches',
    stage: 'postpartum',
    week: 1,
    mustContain: ['warm water', 'red, oozing'],
  },
  {
    message: 'what is the baby blues',
    stage: 'postpartum',
    week: 1,
    mustContain: ['baby blues'],
    link: '/learn/articles/baby-blues-and-postnatal-depression',
  },
  // feelings
  {
    message: 'I feel so anxious about the birth',
    stage: 'pregnant',
    week: 36,
    kind: 'emotional',
    mustContain: ["You're not alone", 'two weeks'],
    link: '/learn/articles/fear-of-birth',
  },
  {
    message: 'I feel lonely since the baby came',
    stage: 'postpartum',
    week: 4,
    kind: 'emotional',
    mustContain: ["You're not alone", 'talk to someone you trust'],
  },
  {
    message: "i'm overwhelmed and cry every day",
    stage: 'postpartum',
    week: 5,
    kind: 'emotional',
    mustContain: ['more than two weeks', 'Samaritans'],
  },
  // never a dose, never a diagnosis, admits what it does not know, asks when vague
  {
    message: 'how much ibuprofen can I take',
    stage: 'postpartum',
    week: 2,
    kind: 'dose',
    mustContain: ["can't tell you how much", 'pharmacist'],
    mustNotContain: NO_DOSE,
  },
  {
    message: 'what dose of paracetamol is safe in pregnancy',
    stage: 'pregnant',
    week: 20,
    kind: 'dose',
    mustContain: ["can't tell you how much", 'leaflet'],
    mustNotContain: NO_DOSE,
  },
  {
    message: 'do i have a uti',
    stage: 'pregnant',
    week: 20,
    mustContain: ["can't diagnose", 'within 24 hours'],
  },
  {
    message: 'help',
    stage: 'pregnant',
    week: 20,
    kind: 'follow-up',
    mustContain: ['tell me a little more', 'since when'],
  },
  {
    message: 'i feel weird',
    stage: 'pregnant',
    week: 30,
    kind: 'follow-up',
    mustContain: ['tell me a little more'],
  },
  {
    message: 'what is the capital of france',
    stage: 'pregnant',
    week: 20,
    kind: 'unknown',
    mustContain: ["I'm not sure", 'midwife'],
  },
  {
    message: 'which stocks should I buy this year',
    stage: 'postpartum',
    week: 8,
    kind: 'unknown',
    mustContain: ["I'm not sure", "I'd rather not guess"],
  },
];
