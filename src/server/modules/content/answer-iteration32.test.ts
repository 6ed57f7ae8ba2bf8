/**
 * Iteration 32's families in the helper's own wordings (never AH67's or AH68's, nor the library's; informal,
 * misspelt, second-language English, fathers and grandparents, and words of the UK, US, Ireland, Australia, New
 * Zealand, Canada, South Africa, Jamaica, Nigeria, Kenya, India and the Philippines): the "don't know"s (a bulging
 * belly button and a coin, stretching a young baby's feeds, a baby medicine kit asked ahead, a quiet baby in the
 * day, threadworm medicine while breastfeeding, a grandmother helping in the first weeks), a wrong entry (loose
 * stools), and facts beside their entries, each only where the library already held it with its source. Each
 * test here fails on main at 455d402 (four more wordings, the cord, kick counting, a sleeping bag and a father's
 * mood, were left out: main already answered them).
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // A belly button that bulges when the baby cries (an umbilical hernia), and a coin taped on it.
  'hernia: a grandmother, Nigeria | my grandson navel dey bulge out anytime he cry, my sister say make we tie coin on am. 3 weeks | B3 | baby-belly-button-after-cord',
  // A baby quiet in the day who moves when she rests.
  'kicks: busy days, Australia | bub barely moves while im rushing round at work but goes mad when i hop into bed, normal at 27 weeks? | P27 | preg-kick-counting',
  // A grandmother staying for the first weeks.
  'grandmother: India | I am nani, came from Delhi to stay two months with my daughter and new baby. how I can help her best? | B2 | pp-how-partners-can-help',
  // Loose stools, and a relative who says to stop the breast.
  'loose stools: South Africa | baby 4 months has loose stools since this morning, gogo says stop the breast. what do we do? | B17 | baby-diarrhoea',
  // Stretching a young baby's feeds for an older child.
  'feeds: stretching, US | my 3 week old eats every 2 hrs, can i stretch out his feeds so i can get the big kids to school? | B3 | feed-how-often-breastfeed',
  // Threadworm medicine while breastfeeding: the entry on medicines while breastfeeding (whom to ask).
  'threadworm: Philippines | my kids have worms, doctor gave vermox for all of us. ok ba if im breastfeeding? | B10 | feed-medicines-while-breastfeeding',
  // A baby medicine kit asked ahead in pregnancy.
  'medicine kit: New Zealand | making up a first aid kit for the baby before he arrives, what do we need for temperatures? 37 weeks | P37 | baby-fever-what-counts',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  // Running in pregnancy: contact sports, falls and lying flat after 16 weeks.
  'running: UK | i run 5k twice a week, 20 weeks now, anything i should avoid? | P20 | contact sports',
  // Lifting a toddler with a sore pelvis: pelvic girdle pain and a physiotherapist.
  'pelvis: lifting, Australia | my pelvis is agony when i lift my 2 year old into his car seat, 26 weeks | P26 | physiotherapist',
  // A cold in pregnancy: the flu vaccine.
  'cold: Canada | got a cold off my daughter at 25 weeks, what cold medicine can i take? | P25 | if you have not had it this season',
  // Thin milk and cow's milk.
  'thin milk: cow milk, India | is thin watery breast milk weak? my mummy wants to give cow milk, baby 6 weeks | B6 | before 12 months',
  // Water beside purees or finger foods.
  'weaning: Kenya | starting weaning at 6 months, is it better purees or finger foods? | B26 | sips of water',
  // Oil put in a baby's ears or nose.
  'oil: ears, India | the maalish aunty puts mustard oil in baby ears after his bath, is it ok? 2 weeks | B2 | nose or ears',
  // A grandmother helping: support for how she feeds.
  "grandmother: feeding, Ireland | my daughter just had her first, I'm staying the first few weeks. how can I help without taking over? | B1 | breastfeeding support",
]);

describe('iteration 32: the "don\'t know"s, the wrong entries and facts beside their entries', () => {
  familyTests(cases, facts);
});
