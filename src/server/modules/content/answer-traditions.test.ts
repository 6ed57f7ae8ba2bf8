/**
 * Retrieval by family for iteration 8, on the real library: a family tradition named in its own words reaches
 * the entry for its class of practice; a comparison with her first that only sets what she has now against last
 * time steps back; a partner asking "for my wife" about her own topic; and the everyday questions whose facts
 * were missing (appointments left, first movements with nothing felt, her hair months after the birth, the bath's
 * water with how often). Wordings of the helper's own (never a blind set's), with other traditions and other
 * words than the sets used, so a change that breaks a family fails here with its name.
 */
import { describe, expect, it } from 'vitest';
import { familyTests, type FamilyCase, type FamilyFact } from '../../testing/answer-library.ts';
import { comparingParts } from './question-parts.ts';

const cases: FamilyCase[] = [
  [
    'a herbal remedy by name',
    'my aunty brought jamu from indonesia to make the birth easier, 30 weeks, should i drink it',
    'pregnant',
    30,
    'preg-herbal-remedies',
  ],
  [
    'kohl by name',
    'my nani wants to put surma in the babys eyes every day, 2 weeks old, ok?',
    'postpartum',
    2,
    'baby-kohl-kajal',
  ],
  [
    'kohl by name',
    'in-laws say kohl keeps her eyes healthy, she is 6 weeks, is that true',
    'postpartum',
    6,
    'baby-kohl-kajal',
  ],
  [
    'a confinement custom',
    'my chinese mother in law says no shower for a month after birth (zuo yue zi). is it really bad to shower?',
    'postpartum',
    1,
    'pp-confinement-customs',
  ],
  [
    'a confinement custom',
    'family says i must stay inside for 40 days and not wash my hair, 5 days after birth, is that necessary',
    'postpartum',
    0,
    'pp-confinement-customs',
  ],
  [
    'a binder after a caesarean',
    'can i wear a belly binder after my emergency c section, 10 days ago',
    'postpartum',
    1,
    'pp-caesarean-shower-binder',
  ],
  [
    'a food said to boost milk',
    'my nanay says drink moringa tea for more milk, baby 2 weeks. does it really help',
    'postpartum',
    2,
    'feed-milk-boosting-foods',
  ],
  [
    'solids before about 6 months',
    'my mother wants to give the baby ogi at 3 months because he is always hungry. when can babies eat',
    'postpartum',
    13,
    'feed-when-to-start-solids',
  ],
  [
    'over-wrapping',
    'my mother in law wraps him in three blankets and a hat every night because babies feel the cold, 3 weeks old, too much?',
    'postpartum',
    3,
    'baby-dressing-for-temperature',
  ],
  [
    'papaya',
    'my mum says no pawpaw in pregnancy, is papaya really dangerous at 14 weeks',
    'pregnant',
    14,
    'preg-foods-people-worry-about',
  ],
  ['raw meat by name', 'can i eat steak tartare at a wedding, 20 weeks', 'pregnant', 20, 'preg-rare-meat'],
  [
    'a thing named and said what kind it is',
    'my mum makes ginger and turmeric paste for my c section scar, ok?',
    'postpartum',
    1,
    'pp-caesarean-wound-care',
  ],
  [
    'a drink said to help milk',
    'my family says stout helps breast milk, can i have one tonight, baby 8 weeks',
    'postpartum',
    8,
    'feed-alcohol-while-breastfeeding',
  ],
  [
    'a partner asking for his wife',
    'asking for my wife, shes 22 weeks and has a terrible cold, what can she take',
    'pregnant',
    22,
    'preg-cold-flu-remedies',
  ],
  [
    'a comparison that only sets now against last time',
    'nausea much worse than with my first, 8 weeks. anything that helps',
    'pregnant',
    8,
    'preg-morning-sickness-remedies',
  ],
  [
    'a comparison that only sets now against last time',
    'backache way worse this time round, 26 weeks, what can i do',
    'pregnant',
    26,
    'preg-back-pain',
  ],
  [
    'appointments left at a week',
    'how many antenatal appointments are left at 34 weeks',
    'pregnant',
    34,
    'preg-antenatal-visits',
  ],
  [
    'her hair months after the birth',
    'my hair keeps coming out in the shower 3 months after having my baby, will it stop',
    'postpartum',
    13,
    'pp-hair-loss',
  ],
];

/** Facts the answer must hold for each family, as a fair reader would look for them. */
const facts: FamilyFact[] = [
  [
    'talc',
    'my mother in law insists on bathing her with baby oil and powder every single day, she is 3 weeks. is the powder ok',
    'postpartum',
    3,
    /talc.{0,60}breathe/i,
  ],
  [
    'over-wrapping',
    'my mum keeps putting a hat and two blankets on him for sleep because she says newborns get cold, 2 weeks old',
    'postpartum',
    2,
    /overheat/i,
  ],
  [
    'a herbal tonic',
    'my grandmother brought an ayurvedic tonic for strength in pregnancy, 20 wks, safe?',
    'pregnant',
    20,
    /lead, mercury/i,
  ],
  [
    'kohl and lead',
    'my aunt wants to line the babys eyes with kohl for the naming ceremony, is it safe',
    'postpartum',
    1,
    /\blead\b/i,
  ],
  [
    'showering after a caesarean',
    'after my section my mum wants me in a faja all day and no showers for 40 days, 6 days post op',
    'postpartum',
    0,
    /you can shower/i,
  ],
  [
    'foods said to boost milk',
    'my mom says fenugreek seeds in tea will give me more milk. 10 days pp. true?',
    'postpartum',
    1,
    /little evidence/i,
  ],
  [
    'a partner asking for his wife',
    'hubby asking: my wife is 18 wks and has hayfever, which tablets are ok',
    'pregnant',
    18,
    /antihistamine/i,
  ],
  [
    'first movements with nothing felt yet',
    '20 weeks, first baby, still felt no kicks, normal?',
    'pregnant',
    20,
    /first pregnancy.{0,60}or later/i,
  ],
  [
    'first movements in a second pregnancy',
    'with my first i only felt movement at 22 weeks, now 18 weeks second baby, when will i feel her',
    'pregnant',
    18,
    /second or later pregnancy.{0,60}earlier/i,
  ],
  [
    'her hair, not the baby’s',
    '5 months after birth and my hair is coming out in handfuls, why',
    'postpartum',
    21,
    /hormone/i,
  ],
  [
    'the bath water with how often',
    'what temperature should the bath be for a newborn and should i bath him daily',
    'postpartum',
    1,
    /37.{0,80}elbow/i,
  ],
  [
    'a pillow under 12 months',
    'my mum says a rice pillow will stop a flat head, she is 7 weeks. safe for sleep?',
    'postpartum',
    7,
    /pillow.{0,80}under 12 months/i,
  ],
  [
    'honey water',
    'my dad wants to give baby a little honey water for hiccups at 3 weeks',
    'postpartum',
    3,
    /12 months/i,
  ],
];

describe('family traditions and the everyday questions of iteration 8', () => {
  familyTests(cases, facts);

  it('keeps what she names now apart from how it compares with last time', () => {
    const sickness = comparingParts('morning sickness way worse than with my first, any tips?');
    expect(sickness.rest).toContain('morning sickness');
    expect(sickness.against).toBe('way worse than with my first');
    const constipated = comparingParts('constipated again like last time and on iron tablets. what can i do');
    expect(constipated.rest).toContain('constipated again');
    expect(constipated.rest).toContain('iron tablets');
    expect(constipated.against).toBe('like last time');
    // A comparison that opens the clause is background whole, and "earlier this time" asks about when.
    expect(comparingParts('with my first i felt nothing till 21 weeks').against).toBe('');
    expect(comparingParts('will they test me earlier this time?').compares).toBe('');
  });
});
