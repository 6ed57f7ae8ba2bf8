/**
 * Iteration 33's families in the helper's own wordings (never AH69's or AH70's, nor the library's; informal,
 * misspelt, second-language English, fathers and grandparents, and words of the UK, US, Ireland, Australia, New
 * Zealand, Canada, South Africa, Jamaica, Nigeria, Kenya, India and the Philippines): the "don't know"s (infections
 * caught at a nursery and telling work, traditional remedies beside the doctor's, a trip far from a hospital late in
 * pregnancy, foods for breastmilk later, a vegetarian diet, sitting all day at work) and wrong entries (a newborn's
 * days and nights, a partner at night, bed-sharing with a smoker, a pillow for a round head in Tagalog, milk not in on day 2, how long a fever lasts), and
 * facts beside their entries (formula left over, no water or tea under 6 months, swimming beside a hot tub, brie
 * beside pâté, iron's foods beside cod liver oil, tears common with a first baby, a smoker's risk beside bed-sharing), each one the library already held
 * with its source. Each test here fails on main at 8be90c8.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Infections caught from young children at work (CMV is not held: the work entry's risk assessment answers).
  'nursery infections: Ireland | i work at a creche in dublin, 10 weeks gone. is there any bug i could pick up off the kids that would hurt the baby? | P10 | preg-work-health-safety',
  'nursery infections: Canada | nanny at a daycare in toronto, 14 wks, worried about cytomegalovirus from diapers, do i tell my manager | P14 | preg-work-health-safety',
  // Traditional remedies beside the doctor's care.
  'ayurveda: India | my mother in law brought ayurvedic tablets for strong baby, my OB dont know about it. can take both? 18 wk | P18 | preg-herbal-remedies',
  'herbal capsules: New Zealand | got some herbal capsules from the health shop for my cold, 15 weeks, natural so fine right? | P15 | preg-herbal-remedies',
  // A trip far from a hospital late in pregnancy.
  'camp: UK | school wants me to go on the year 6 camp in the hills at 34 weeks, long way from a hospital. should i? | P30 | preg-travel-abroad',
  'camp: US | church youth camp up north at 32 weeks, nearest hospital is hours away, is that silly | P31 | preg-travel-abroad',
  // Foods in pregnancy for breastmilk later.
  'milk foods: India | ma says eat almonds and ghee now so my milk is good later on, any point? 24 wks | P24 | preg-leaking-colostrum',
  // A vegetarian diet without eggs.
  'vegetarian: India | im pure veg, no egg no fish, 16 wks. doctor aunty says baby wont grow without meat. true? | P16 | preg-vegetarian-vegan',
  // Sitting all day at work.
  'sitting: South Africa | call centre job, sitting 9 hours a day, 20 weeks, is all that sitting harming baby? | P20 | preg-work-health-safety',
  // A newborn's days and nights the wrong way round (not safe sleep).
  'day and night: Australia | how can i make him sleep at night instead of in the day? 5 weeks, we are zombies | B5 | baby-day-night-confusion',
  // A partner who sleeps through the night feeds (his sleep, not the baby's).
  'partner at night: US | bf says only i can feed her at night so he sleeps through, how can he help me? breastfeeding, 4 wks | B4 | feed-partner-night-feeds',
  // Sharing one bed with a parent who smokes only outside (the bed-sharing entry, not smoking alone).
  'bed and smoking: Philippines | we share our bed with the newborn, his papa smokes but never indoors, is that safe? 2 wks | B2 | baby-bed-sharing',
  'bed and smoking: South Africa | me, my husband and the baby all sleep in one bed, he only smokes on the stoep. is it ok? 3 weeks | B3 | baby-bed-sharing',
  // A pillow for a round head, in Tagalog (unan, bilog, ulo): the pillow entry (flat spots, tummy time), not bumpers.
  'pillow for a round head: Philippines | pwede ba ang unan sa crib ni baby para bilog ang ulo? my tita says so, 4 weeks | B4 | baby-pillow-duvet',
  // Milk not in yet on day 2 and topping up (colostrum, not the top-ups plan).
  'milk not in: Kenya | baby born yesterday, milk not in, only tiny bit of colostrum. top up with formula at night or not? | B0 | feed-colostrum-enough',
  // How long a fever lasts in an older baby (not after vaccines).
  'fever how long: Canada | how many days does a fever usually go on for in a 7 month old before we see the doctor | B30 | baby-fever-older-baby',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  // How much formula, and the bottle never finished: throw away what is left.
  'formula left over: UK | how many ml should my 7 week old girl have per bottle? she always leaves some at the end and i hate wasting it | B7 | throw away any formula left',
  // Feeding often, and a relative's tea for a young baby: no water or tea under 6 months.
  'tea for a baby: Jamaica | ma baby 3 weeks di feed every hour an a half, granny seh give her some bush tea. normal? | B3 | do not need water, tea',
  // A hot tub in pregnancy, and the pool: swimming is good exercise.
  // Pâté and a soft cheese at one meal: brie beside pâté.
  'brie and pate: UK | xmas dinner at the in-laws, 16 wks. theres a cheese board with brie and a chicken liver pate starter, which is ok?? | P16 | brie and camembert, unless cooked',
  // Liver for iron and cod liver oil: where to get iron instead.
  'liver for iron: New Zealand | my mum wants me eating lambs liver for iron and taking cod liver oil, 20 weeks, is that ok | P20 | iron from lean red meat',
  // Perineal massage and the fear of tearing with a first baby: tears are common, most small and healing well.
  'tears: a father, Kenya | wife is 35 weeks with our first, she is scared stiff of tearing. does the perineal massage thing work? | P35 | most are small and heal well',
  // Bed-sharing with a parent who smokes only outside: the own cot and the smoker's risk in one reply.
  'bed and smoking: South Africa | me, my husband and the baby all sleep in one bed, he only smokes on the stoep. is it ok? 3 weeks | B3 | own cot[^]*smok[^.]{0,40}outside[^.]{0,40}risk',
  'hot tub and pool: Ireland | is the jacuzzi at the leisure centre ok at 14 weeks? and the pool? | P14 | Swimming in an ordinary pool',
]);

describe('iteration 33: the "don\'t know"s, the wrong entries and facts beside their entries', () => {
  familyTests(cases, facts);
});
