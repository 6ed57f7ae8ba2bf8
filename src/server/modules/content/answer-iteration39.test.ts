/**
 * Iteration 39's families in the engineer's own wordings (never AH79's or AH80's, nor the library's; informal,
 * misspelt and second-language English from the UK, the US, Ireland, Australia, Canada, South Africa, India,
 * Nigeria and the Philippines): a soft cheese asked with what it is eaten with or where ("on crackers", "at the
 * braai"), Indian street food, paneer and milk fresh from a farm or dairy, a question cut off before its verb
 * ("... cant feel him yet. when do i"), a husband asking how to get his wife help for her low mood, a father
 * asking what he can "actually" do in labour and at home, and the facts each entry lacked beside them (aspirin
 * beside paracetamol and ibuprofen, store-brand formula, milk alongside solids, postnatal depression as common
 * and treatable). Each test here fails on main at b10ab76.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // A soft cheese with what it is eaten with, or where.
  'cheese at a do: Ireland | is camembert on a cracker ok at the work christmas party, im 22 wks | P22 | preg-cheese',
  'cheese at a do: Australia | can i have a bit of brie with grapes at the bbq this arvo, 27 weeks | P27 | preg-cheese',
  'cheese at a do: South Africa | is a bit of camembert with crackers ok at my sisters braai, 30 wks | P30 | preg-cheese',
  'cheese at a do: US | is goat cheese on crackers ok at thanksgiving dinner, 25 weeks along | P25 | preg-cheese',
  // Indian street food, paneer and milk fresh from the dairy.
  'street food: India | can i eat golgappe from the stall near my office, 14 weeks pregnent | P14 | preg-foods-people-worry-about',
  'street food: India | is chaat and bhel puri from the roadside ok in pregnancy? 21 wks | P21 | preg-foods-people-worry-about',
  // A question cut off before its verb, read with what she said before it.
  'cut off: UK | 20 wks with my first and still cant feel him yet. when do i | P20 | preg-first-movements',
  'cut off: Philippines | 21 weeks po, feel nothing yet, when will i | P21 | preg-first-movements',
  // A husband asking how to get help for his wife's low mood.
  'wife low: Canada | wife has been feeling down since the baby came, 2 months. how do i get her some help | B9 | pp-worried-about-partner',
  'wife low: Nigeria | my wife don dey feel low since she born, how i go get her help | B8 | pp-worried-about-partner',
  'wife low: UK | the missus has been really low since the birth, how do i get her help | B9 | pp-worried-about-partner',
  // What a father can "actually" do in labour and at home.
  'dad in labour: US | dad to be here, what can i actually do during labor and the first couple weeks | P36 | birth-partner-role',
  'dad in labour: Australia | what can i really do to help the missus in labour and the weeks after, bub due in 3 wks | P37 | birth-partner-role',
].map(familyLine);

const facts = factLines([
  // The facts beside the entries they reached.
  'cheese at a do: Ireland | is camembert on a cracker ok at the work christmas party, im 22 wks | P22 | cheddar',
  'street food: India | can i eat golgappe from the stall near my office, 14 weeks pregnent | P14 | freshly cooked and steaming hot',
  'paneer: India | is paneer safe in pregnancy, my mil buys milk straight from the dairy | P18 | Paneer made from pasteurised milk is fine',
  'cut off: UK | 20 wks with my first and still cant feel him yet. when do i | P20 | flutters',
  'aspirin: US | can i alternate tylenol and motrin for my 7 month old with fever | B30 | Never give aspirin',
  'store brand: US | can we swap her to the walmart brand formula, is changing ok | B10 | store brand',
  'solids: South Africa | he is 4 months and always hungry, when can he start food | B17 | alongside them',
  'wife low: UK | the missus has been really low since the birth, how do i get her help | B9 | it is treatable',
]);

describe('iteration 39: a food with its occasion, street food and dairy milk, a cut-off question, partners, and facts', () => {
  familyTests(cases, facts);
});
