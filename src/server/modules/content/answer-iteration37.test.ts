/**
 * Iteration 37's families in the engineer's own wordings (never AH75's or AH76's, nor the library's; informal,
 * misspelt, second-language English, fathers, and words of the UK, US, Ireland, Australia, Canada, Nigeria, Kenya,
 * India and the Philippines): the "don't know"s (bed-sharing as a family's custom, baby nests and pods in the
 * parents' bed, iron and calcium tablets together, a breech baby and a caesarean, what a partner does in labour and
 * at home), the entries the finder missed (a floor mattress with the baby between the parents, breastfeeding alone
 * as contraception, notice to end maternity leave early, a first week's weight loss read as failing), and facts
 * beside their entries, each one the library already held with its source (among them the library's side of two
 * of the triage's false alarms: the fever rule after 3 months, and low mood later not being the baby blues).
 * Each test here fails on main at b1de117.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // Bed-sharing as the family's custom, asked in pregnancy and after the birth.
  'bed-sharing custom: India | in our joint family the baby always sleeps with the mother in her bed, my MIL says a cot is cruel. is that unsafe? 34 weeks | P34 | baby-bed-sharing',
  'bed-sharing custom: US | my parents say babies sleep with their mama in our culture. whats the deal with bed sharing? 33 weeks | P33 | baby-bed-sharing',
  // A mattress on the floor, the baby between the parents.
  'floor mattress: Philippines | we sleep on a floor mattress, baby in the middle of us, safe ba? 6 weeks | B6 | baby-bed-sharing',
  'floor mattress: Australia | bub sleeps between me and hubby on the mattress on the floor, is that ok? 5 wks | B5 | baby-bed-sharing',
  // Nests and pods in the parents' bed.
  'nest in the bed: Canada | is one of those baby pods safe in our bed? 36 wks | P36 | baby-cot-products',
  'nest in the bed: Ireland | are the snuggle nests from instagram ok to use between us in bed? 38 weeks | P38 | baby-cot-products',
  // Iron and calcium tablets taken together.
  'iron and calcium: Nigeria | doctor give me ferrous and calcium tabs, can i swallow them at once? 30 weeks | P30 | preg-iron-anaemia',
  'iron and calcium: Philippines | ok lang ba ferrous and calcium sabay? 32 weeks na po | P32 | preg-iron-anaemia',
  'iron and calcium: Philippines | ob prescribed ferrous and calcium, ok lang ba both in the morning? 30 weeks | P30 | preg-iron-anaemia',
  // A breech baby near term and whether a caesarean must follow.
  'breech: India | in scan baby is in breech position at 36 weeks, is caesarean must? | P36 | preg-breech',
  'breech: US | baby is butt down at 36 weeks, do i have to have a c section? | P36 | preg-breech',
  // A partner in the labour room and at home.
  'partner: Kenya | where i come from men dont go for deliveries, but she wants me there. what will i be doing and how do i help after we get home? 38 weeks | P38 | birth-partner-role',
  'partner: Canada | husband here, what do i actually do in the delivery room and then once we are home? 37 wks | P37 | birth-partner-role',
  // Breastfeeding alone as contraception.
  'breastfeeding as contraception: Kenya | does breastfeeding on its own stop me getting pregnant? baby 7 weeks | B7 | pp-lactational-amenorrhoea',
  'breastfeeding as contraception: US | is it true nursing alone prevents pregnancy? 10 wks pp | B10 | pp-lactational-amenorrhoea',
  // Ending maternity leave early.
  'notice to return early: UK | can i cut my maternity leave short, how much notice do i give? 14 weeks | B14 | pp-return-to-work',
  'notice to return early: Ireland | thinking of returning before my maternity leave is up, how much notice must i give work? baby 16 weeks | B16 | pp-return-to-work',
  // A first week's weight loss read as failing at breastfeeding.
  'weight loss: Australia | bub dropped 8% by day 4, feel like im failing at breastfeeding | B0 | baby-weight-loss-first-week',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  // Safer sleep beside a family's custom: her own cot in her parents' room.
  'bed-sharing custom: India | in our joint family the baby always sleeps with the mother in her bed, my MIL says a cot is cruel. is that unsafe? 34 weeks | P34 | own cot or Moses basket, clear and flat, in the same room',
  // Mixed feeding: supply and demand.
  'mixed feeding: Philippines | doing combi feeding, formula for the night feed and breast in the day, will it affect my supply? 9 weeks | B9 | supply and demand',
  // Exercise while breastfeeding: 150 minutes a week.
  'exercise: US | does working out dry up my milk? how many hours of exercise a week should i do, baby 4 months | B17 | 150 minutes of moderate activity a week',
  // A relative's cold water for a baby who feels hot.
  'cold water: Nigeria | my mama say bath the baby with cold water when her body is hot, 37.2, is it good? 2 weeks | B2 | do not sponge them with cold',
  'cold water: UK | baby feels warm on her head, 37.0, granny wants to cool her in a cold bath, should i? 1 week | B1 | do not sponge them with cold',
  // A weight loss: the latch checked.
  'weight loss: Kenya | my baby lost some weight by day five, does it mean my breastmilk is failing? | B0 | positioning and latch',
  // The fever rule after 3 months, beside the rule before (the triage's false alarm on AH76 q12 hides it in chat).
  'fever rule at 3 months: Kenya | my son is now 14 weeks, what temperature should make me call the doctor now that he is older? | B14 | under 3 months, a temperature of 38 C',
  // Postnatal depression starting later is not the baby blues (AH76 q49, also raised by the triage).
  'PND later: Ireland | can postnatal depression come on at 5 months when i was grand at the start? | B21 | not the baby blues',
  'PND later: India | my baby is 4 months, only now i am feeling very low. is this baby blues coming late? | B17 | not the baby blues',
  // A partner at home: dads and partners get postnatal depression too.
  'partner: Canada | husband here, what do i actually do in the delivery room and then once we are home? 37 wks | P37 | dads and partners can get postnatal depression too',
]);

describe('iteration 37: the "don\'t know"s, the wrong entries and facts beside their entries', () => {
  familyTests(cases, facts);
});
