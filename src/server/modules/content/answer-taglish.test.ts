/**
 * Iteration 13's families on the real library: Taglish questions reach the English entry (answer-fold-taglish.ts),
 * what a relative says is answered with the fact it turns on (one glass "never did us any harm", chloroquine
 * against the clinic's SP, honey on a dummy, allergy tablets, 10 kicks, a partner's own whooping cough jab,
 * praying worry away), and the entries that were missing or missed (paternity leave, maternity leave in the
 * Philippines, telling work, feeding on the sofa when she might fall asleep). Wordings of the helper's own,
 * never a blind set's nor the ways of asking the library holds.
 */
import { describe } from 'vitest';
import { familyTests, type FamilyCase, type FamilyFact } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  [
    'Taglish: showering after the birth',
    'hello po, bawal daw maligo for a week after manganak sabi ng lola ko. pwede na ba ako mag shower?',
    'postpartum',
    1,
    'pp-confinement-customs',
  ],
  [
    'Taglish: sleeping in her bed',
    'sa pinas normal lang daw matulog kasama si baby sa kama, safe ba? 5 weeks na siya',
    'postpartum',
    5,
    'baby-bed-sharing',
  ],
  [
    'Taglish: the cord and a bigkis',
    'my titas say i should put alcohol sa pusod ng baby and a bigkis, tama ba?',
    'postpartum',
    1,
    'baby-cord-care',
  ],
  [
    'Taglish: antibiotics while breastfeeding',
    'nireseta ako ng antibiotics ng OB, pwede ba mag breastfeed habang umiinom?',
    'postpartum',
    4,
    'feed-medicines-while-breastfeeding',
  ],
  [
    'Taglish: raw fish in vinegar',
    'pwede ba kumain ng kinilaw pag buntis? 20 weeks',
    'pregnant',
    20,
    'preg-sushi',
  ],
  [
    'maternity leave in the Philippines',
    'how many days maternity leave sa pilipinas po? solo parent ako',
    'pregnant',
    30,
    'pp-maternity-leave-philippines',
  ],
  ['paternity alone', 'how many weeks paternity can my husband take', 'postpartum', 1, 'pp-partner-leave'],
  [
    'a glass counted after the drink',
    'my dad says a beer never did him any harm when mum was pregnant with me. is a small glass on saturday ok at 30 weeks',
    'pregnant',
    30,
    'preg-alcohol',
  ],
  [
    'where she read it is an aside',
    'we all sleep together in one bed at home but i saw online its dangerous, he is 3 weeks',
    'postpartum',
    3,
    'baby-bed-sharing',
  ],
];

const facts: FamilyFact[] = [
  [
    'showering: no evidence of a relapse',
    'hello po, bawal daw maligo for a week after manganak sabi ng lola ko. pwede na ba ako mag shower?',
    'postpartum',
    1,
    /no evidence that bathing makes you ill or brings on a relapse/,
  ],
  [
    'the cord: no alcohol, no binder',
    'my titas say i should put alcohol sa pusod ng baby and a bigkis, tama ba?',
    'postpartum',
    1,
    /No alcohol or anything else is needed[\s\S]*Do not cover it with a binder/,
  ],
  [
    'kinilaw: the acid does not kill germs',
    'pwede ba kumain ng kinilaw pag buntis? 20 weeks',
    'pregnant',
    20,
    /acid does not kill listeria, parasites or food-poisoning bacteria/,
  ],
  [
    'the Philippines: 105 days, 15 more for solo parents, 30 unpaid',
    'how many days maternity leave sa pilipinas po? solo parent ako',
    'pregnant',
    30,
    /105 days of paid maternity leave[\s\S]*15 extra days[\s\S]*30 days without pay/,
  ],
  [
    'paternity: 1 or 2 weeks, within 52 weeks',
    'how many weeks paternity can my husband take',
    'postpartum',
    1,
    /1 or 2 weeks of paternity leave[\s\S]*52 weeks after the birth/,
  ],
  [
    'alcohol: no known safe amount',
    'my dad says a beer never did him any harm when mum was pregnant with me. is a small glass on saturday ok at 30 weeks',
    'pregnant',
    30,
    /no known safe amount of alcohol[\s\S]*fetal alcohol spectrum disorder/,
  ],
  [
    'chloroquine: not on her own',
    'my mother says I should take chloroquine instead of the SP tablets from antenatal',
    'pregnant',
    24,
    /do not take chloroquine or any other antimalarial on your own/,
  ],
  [
    'honey: botulism before 12 months',
    'my mum wants to rub honey on his dummy, is that ok at 4 months',
    'postpartum',
    17,
    /not safe before 12 months because it can cause infant botulism/,
  ],
  [
    'allergy tablets: generally considered safe',
    'my aunt says piriton and zyrtec are dangerous in pregnancy, can i take cetirizine for hayfever',
    'pregnant',
    26,
    /cetirizine \(Zyrtec\) are generally considered safe in pregnancy/,
  ],
  [
    '10 kicks: usually within 2 hours',
    'how many kicks should i count in an hour my cousin says 10',
    'pregnant',
    30,
    /10 movements, which is usually within 2 hours/,
  ],
  [
    'a partner’s own Tdap',
    'does my husband need the whooping cough jab too before the baby comes',
    'pregnant',
    33,
    /everyone who will be around the baby is up to date with their own Tdap, at least 2 weeks before/,
  ],
  [
    'worry keeping her awake: tell the midwife',
    'i lie awake worrying about the birth every night, my aunt says just pray, 36 weeks',
    'pregnant',
    36,
    /talk to your midwife or doctor: anxiety in pregnancy is common and treatable/,
  ],
  [
    'telling work: the 15th week before',
    'my boss keeps asking, by when do i have to tell work im pregnant? i do heavy lifting',
    'pregnant',
    20,
    /15th week before your due week/,
  ],
  [
    'the sofa: a bed made safe is safer',
    'i keep dozing off on the couch with him during night feeds, what should i do instead',
    'postpartum',
    2,
    /safer to feed in a bed made safe|safest place is a bed you have prepared/,
  ],
];

describe('Taglish, what a relative says and the missing entries (iteration 13)', () => {
  familyTests(cases, facts);
});
