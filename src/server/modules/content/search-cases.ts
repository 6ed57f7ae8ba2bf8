/**
 * Everyday questions and the articles or FAQs that answer them: the search tests keep them passing and the
 * benchmark (scripts/bench.ts) times them. Each case: the query, and ids of which at least one must be among
 * the first three results.
 */
export const SEARCH_CASES: readonly (readonly [string, readonly string[]])[] = [
  ['heartburn', ['heartburn-and-indigestion']],
  ['can i eat sushi', ['can-i-eat-sushi', 'foods-to-avoid-in-pregnancy']],
  ['baby kicks less', ['baby-movements-and-kick-counting']],
  ['baby not moving as much', ['baby-movements-and-kick-counting', 'how-often-should-baby-move']],
  ['hospitl bag', ['packing-your-hospital-bag', 'when-to-pack-hospital-bag']],
  ['what to pack for hospital', ['packing-your-hospital-bag', 'when-to-pack-hospital-bag']],
  ['c-section recovery', ['caesarean-birth-what-to-expect', 'caesarean-recovery']],
  ['cesarean', ['caesarean-birth-what-to-expect']],
  ['waters breaking', ['signs-of-labour', 'how-do-i-know-waters-broken']],
  ['morning sicknes', ['morning-sickness']],
  ['throwing up all day', ['morning-sickness', 'coping-with-morning-sickness']],
  ['nappies', ['newborn-feeding-cues-and-nappies']],
  ['diapers', ['newborn-feeding-cues-and-nappies']],
  ['preeclampsia', ['pre-eclampsia-signs']],
  ['pre-eclampsia symptoms', ['pre-eclampsia-signs']],
  ['folic acid', ['folic-acid-and-vitamins']],
  ['epidural', ['pain-relief-options-in-labour']],
  ['sleeping on my back', ['can-i-sleep-on-my-back', 'sleeping-position-in-later-pregnancy']],
  ['is coffee ok', ['is-coffee-safe', 'alcohol-smoking-and-caffeine']],
  ['itchy hands and feet', ['itching-in-pregnancy', 'why-am-i-itchy']],
  ['baby blues', ['baby-blues-and-postnatal-depression', 'what-are-the-baby-blues']],
  ['postnatal depression', ['baby-blues-and-postnatal-depression']],
  [
    'when will i feel the baby move',
    ['feeling-your-baby-move-for-the-first-time', 'when-will-i-feel-baby-move'],
  ],
  ['safe sleep for my baby', ['safe-sleep-for-babies']],
  ['braxton hicks', ['braxton-hicks-vs-real-contractions']],
  ['contractions before 37 weeks', ['braxton-hicks-vs-real-contractions']],
  ['birth plan', ['writing-a-birth-plan']],
  ['overdue baby', ['when-your-baby-is-overdue']],
  ['induction', ['when-your-baby-is-overdue']],
  ['back pain', ['back-pain-in-pregnancy']],
  ['swollen ankles', ['swelling-in-pregnancy']],
  ['leg cramps at night', ['leg-cramps-and-restless-legs']],
  ['constipation', ['constipation-and-piles']],
  ['piles', ['constipation-and-piles']],
  ['headache', ['headaches-in-pregnancy']],
  ['anatomy scan', ['the-anatomy-scan']],
  ['20 week scan', ['the-anatomy-scan']],
  ['gestational diabetes', ['gestational-diabetes-what-it-means']],
  ['flying while pregnant', ['travel-during-pregnancy']],
  ['exercise in pregnancy', ['staying-active-in-pregnancy']],
  ['tummy time', ['tummy-time-and-early-play']],
  ['newborn fever', ['newborn-warning-signs']],
  ['bleeding after birth', ['the-first-days-after-birth', 'recovering-from-birth-your-body']],
  ['vaccines', ['vaccines-in-pregnancy']],
  ['scared of giving birth', ['fear-of-birth']],
];

/** Misspelt questions, as typed one-handed at night: each should still find its answer. */
export const TYPO_CASES: readonly (readonly [string, readonly string[]])[] = [
  ['swolen ankels and puffy fingrs', ['swelling-in-pregnancy', 'swollen-feet-and-ankles']],
  ['hartburn at nite', ['heartburn-and-indigestion', 'what-helps-heartburn']],
  ['braxten hicks contractons', ['braxton-hicks-vs-real-contractions', 'braxton-hicks-or-labour']],
  ['gestatonal diabetis', ['gestational-diabetes-what-it-means']],
  ['postnatel depresion', ['baby-blues-and-postnatal-depression', 'postnatal-depression-vs-baby-blues']],
  ['preclampsia symtoms', ['pre-eclampsia-signs']],
  [
    'wen shuld i pak my hospitle bagg for the matrnity unnit and wat goes in it for the babby',
    ['packing-your-hospital-bag', 'when-to-pack-hospital-bag'],
  ],
];
