/**
 * Iteration 22's families, asked in the helper's own wordings (never AH44's or AH45's, nor the library's ways of
 * asking): questions that found nothing though a real entry exists, baby questions asked ahead in pregnancy or
 * about an older child, the new entries, the fact a question turns on beside its entry, a baby's birth week not
 * read as her own, and English questions that keep their entries.
 */
import { describe, expect, it } from 'vitest';
import { type FamilyCase, type FamilyFact, familyTests } from '../../testing/answer-library.ts';
import { statedWeek } from './stated-week.ts';

const cases: FamilyCase[] = [
  ['hair: henna', 'is it ok to put henna on my greys at 14 weeks', 'pregnant', 14, 'preg-hair-dye'],
  [
    'herbal: kadha',
    'my mother in law made me kadha with mulethi for my cough, is that ok at 16 weeks',
    'pregnant',
    16,
    'preg-herbal-remedies',
  ],
  [
    'visits: how often',
    'is seeing my ob once a month normal at 18 weeks',
    'pregnant',
    18,
    'preg-antenatal-visits',
  ],
  [
    'hay fever: non drowsy',
    'which non drowsy antihistamine is ok for hay fever at 20 weeks',
    'pregnant',
    20,
    'preg-antihistamines',
  ],
  [
    'running: training',
    'can i keep training for my 10k race at 16 weeks, i ran before',
    'pregnant',
    16,
    'preg-running',
  ],
  [
    'back sleeping, asked ahead',
    'will my newborn choke on spit up if she sleeps on her back? due in march',
    'pregnant',
    30,
    'baby-back-sleeping-choking',
  ],
  [
    'work: PWFA',
    'can i ask for lighter duty at work under the pregnant workers fairness act',
    'pregnant',
    22,
    'preg-work-health-safety',
  ],
  [
    'skin: melasma',
    'brown patches on my forehead and cheeks at 20 weeks, is it melasma',
    'pregnant',
    20,
    'preg-skin-changes',
  ],
  [
    'travel: Zika',
    'is zika still something to worry about for a holiday at 24 weeks',
    'pregnant',
    24,
    'preg-travel-abroad',
  ],
  [
    'fasting: a day without water',
    'can i do a full day nirjala fast at 24 weeks',
    'pregnant',
    24,
    'preg-fasting-ramadan',
  ],
  [
    'keepsake scan',
    'is a 4d baby scan at a private studio safe at 28 weeks',
    'pregnant',
    28,
    'preg-keepsake-scan',
  ],
  [
    'honey at birth, asked ahead',
    'family wants to put honey on the baby tongue at birth, 30 weeks now',
    'pregnant',
    30,
    'baby-honey-ghutti-newborn',
  ],
  ['her own check', 'when is my own doctor check after the birth', 'postpartum', 2, 'pp-six-week-check'],
  [
    'cord: a little blood',
    'a little bleeding where the cord came off yesterday',
    'postpartum',
    1,
    'baby-cord-falling-off',
  ],
  ['peeling, born late', 'her feet are peeling, she was born at 42+1', 'postpartum', 1, 'baby-skin-peeling'],
  [
    'colostrum: gestational diabetes',
    'i have gestational diabetes, should i start collecting colostrum',
    'pregnant',
    30,
    'feed-colostrum-harvesting',
  ],
  [
    'an older child teething, asked in pregnancy',
    'does teething cause a fever? my 10 month old is hot, im 20 weeks',
    'pregnant',
    20,
    'baby-teething',
  ],
  [
    'an older baby’s fever, asked ahead',
    'when does a 5 month old with a temperature need a doctor',
    'pregnant',
    30,
    'baby-fever-older-baby',
  ],
  ['sex: orgasm', 'cramps after orgasm at 25 weeks, is that ok', 'pregnant', 25, 'preg-sex'],
  [
    'home doppler',
    'is a home doppler a good idea if i am worried about movements',
    'pregnant',
    30,
    'preg-reduced-movements',
  ],
  [
    'her laxative while breastfeeding',
    'which laxative can i take while breastfeeding, 1 week after birth',
    'postpartum',
    1,
    'pp-constipation-laxatives',
  ],
  [
    'heparin after a caesarean',
    'do i have to finish my heparin injections after the c section',
    'postpartum',
    1,
    'pp-blood-thinning-injections',
  ],
  ['baby blues: day 3', 'day 3 and tearful at everything, is it hormones', 'postpartum', 0, 'pp-baby-blues'],
  // English questions that keep their entries.
  [
    'kept: hair dye breastfeeding',
    'can i dye my hair while breastfeeding',
    'postpartum',
    8,
    'feed-hair-dye-breastfeeding',
  ],
  [
    'kept: milk in the fridge',
    'how long can breast milk stay in the fridge',
    'postpartum',
    3,
    'feed-storing-breast-milk',
  ],
  [
    'kept: water in the heat',
    'can i give my baby water in hot weather',
    'postpartum',
    8,
    'feed-water-for-baby',
  ],
  [
    'kept: dengue',
    'worried about dengue and mosquitoes on a trip at 20 weeks',
    'pregnant',
    20,
    'preg-travel-vaccines',
  ],
];

const facts: FamilyFact[] = [
  ['keepsake scan: FDA and ACOG', 'are keepsake scans a good idea', 'pregnant', 26, /FDA and ACOG/],
  ['laxative while breastfeeding', 'can i take laxatives when breastfeeding', 'postpartum', 1, /lactulose/],
  [
    'heparin while breastfeeding',
    'is heparin safe while breastfeeding',
    'postpartum',
    1,
    /safe while breastfeeding/,
  ],
  ['iron: black poo', 'why is my poo black on iron tablets', 'pregnant', 24, /harmless side effect/],
  ['sex: the cervix', 'is sex safe in pregnancy', 'pregnant', 20, /plug of mucus/],
  ['pilates: crunches', 'can i still go to my pilates class at 20 weeks', 'pregnant', 20, /diastasis recti/],
  ['weighted sleeping bags', 'are weighted sleeping bags safe', 'postpartum', 6, /not recommended \(AAP\)/],
  ['a hat indoors', 'should my baby wear a hat indoors', 'postpartum', 1, /outdoors in the cold/],
  [
    'vitamin D for her',
    'does my breastfed baby need vitamin d drops',
    'postpartum',
    1,
    /10 micrograms a day for you/,
  ],
  [
    'an SSRI: the newborn',
    'will my baby have withdrawal after birth from my ssri',
    'pregnant',
    30,
    /settle within days/,
  ],
  ['ibuprofen: the US', 'what temperature is a fever in a baby', 'postpartum', 4, /under 6 months in the US/],
];

describe('iteration 22: real entries reached, baby questions asked ahead, new entries and facts beside their entries', () => {
  familyTests(cases, facts);

  it('reads the week a baby was born at as the birth, not a week she is at now', () => {
    expect(statedWeek('his skin is peeling, he was born 41+5', 'postpartum')).toBeNull();
    expect(statedWeek('she was delivered at 38+2 and is feeding well', 'postpartum')).toBeNull();
    expect(statedWeek('im 40+5 and no signs of labour', null)).toEqual({ stage: 'pregnant', week: 40 });
  });
});
