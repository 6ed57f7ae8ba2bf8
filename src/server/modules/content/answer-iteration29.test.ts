/**
 * Iteration 29's families in the helper's own wordings (never AH60's or AH61's, nor the library's; informal,
 * misspelt, second-language English, and words of the UK, US, Ireland, Australia, Canada, Nigeria, Kenya, India
 * and the Philippines): the cord myth told as "the cord will wrap round", going past the due date told as "way
 * over" or 41 plus 2, a newborn on a lap in a taxi, a baby left asleep in the car seat at home, a relative's remedies
 * to start labour, a "normal delivery" with stitches, and facts beside their entries.
 */
import { describe } from 'vitest';
import { type FamilyCase, factLines, familyLine, familyTests } from '../../testing/answer-library.ts';

const cases: FamilyCase[] = [
  // The cord myth, told as the cord that will wrap, twist or tangle round the baby.
  'cord myth: running, UK | my nan reckons if i keep running the cord could get tangled round the baby, 15 wks, do i need to give up | P15 | preg-arms-above-head-cord',
  'cord myth: washing line, Nigeria | my mother said i must not hang clothes on the line because the cord will twist round my baby, is it true? 26 weeks | P26 | preg-arms-above-head-cord',
  'cord myth: second language, India | mother in law say no raising hand above head, cord could tangle around baby. i am 20 week, true or not | P20 | preg-arms-above-head-cord',
  'cord myth: yoga, US | is it true the umbilical cord might wrap around my baby if I do stretches at yoga? 18 weeks | P18 | preg-arms-above-head-cord',
  // Going past the due date: "way over", "well over", "a week over", 41 plus 2.
  'overdue: well over, UK | fed up at 40 weeks, what if i go well over, how long do they let you go | P40 | preg-overdue',
  'overdue: way over, US | what if i go way over, when do they make you get induced | P40 | preg-overdue',
  'overdue: 41 plus 2, Kenya | i am 41 plus 2 days and nothing yet, what will the hospital do now | P41 | preg-overdue',
  'overdue: a week over, Ireland | is it normal to go a week over on your first? everyone keeps ringing me | P40 | preg-overdue',
  // A newborn on a lap (or in arms) in a taxi, a cab, an Uber, a matatu, a jeepney.
  'taxi: a cab, UK | can i hold the baby on my lap in a cab home from the hospital | P37 | pp-car-seat-basics',
  'taxi: matatu, Kenya | we will go home in a matatu after delivery, is it ok to carry baby on my lap? | P38 | pp-car-seat-basics',
  'taxi: Uber, US | no car, can we uber home from the hospital with the newborn in my arms | B0 | pp-car-seat-basics',
  'taxi: jeepney, Philippines | is it safe to hold my newborn on my lap in the jeepney, just a short trip | B1 | pp-car-seat-basics',
  'taxi: a grandmother, Australia | my mum says she held us on her lap in the car and we were fine, can i do that for a 5 min drive | B2 | pp-car-seat-basics',
  // Asleep in the car seat and left in it at home.
  'car seat at home: drops off, UK | he always drops off in the car seat on the school run, can i leave him in it at home till he wakes | B6 | baby-car-seat-sleep',
  'car seat at home: conks out, Canada | she conks out in her car seat every time, ok to let her stay in it in the house for a nap? | B8 | baby-car-seat-sleep',
  'car seat at home: Ireland | the baby drops off in the car so we leave her in the seat in the kitchen, is that grand | B5 | baby-car-seat-sleep',
  'car seat at home: saw a video, a dad | my wife saw a video on facebook saying its dangerous to leave the baby sleeping in the car seat at home, true? | B4 | baby-car-seat-sleep',
  // A relative's remedies to start labour: bringing on labour, asked as "does any of it work?".
  'remedies: a husband, Nigeria | my aunty said my husband should do his duty so the labour will come, is that true? 39 weeks | P39 | birth-bringing-on-labour-naturally',
  'remedies: any of it, UK | my sister says bounce on a ball and eat hot curry so the baby will come. does any of it actually work? | P39 | birth-bringing-on-labour-naturally',
  'overdue: 41 plus 3 | im 41 plus 3, how long will they let me go before induction | P41 | preg-overdue',
  // "Normal delivery" is a vaginal birth: her stitches, not the room she is kept in.
  'normal delivery: stitches, Kenya | how to care for my stitches after normal delivery, 1 week, elders say stay in one room | B1 | pp-stitches-care',
].map(familyLine);

/** One fact a line: the same, with the words the reply must hold (a regular expression) last. */
const facts = factLines([
  // The cord myth: a myth, and running kept up.
  'cord myth: a myth | my nan reckons if i keep running the cord could get tangled round the baby, 15 wks, do i need to give up | P15 | that is a myth',
  'cord myth: keep running | my nan reckons if i keep running the cord could get tangled round the baby, 15 wks, do i need to give up | P15 | keep running',
  'cord myth: 150 minutes | mother in law say no raising hand above head, cord could tangle around baby. i am 20 week, true or not | P20 | 150 minutes',
  // Overdue: late term from 41 weeks, and monitoring if she would rather wait.
  'overdue: late term | what if i go way over, when do they make you get induced | P40 | late term',
  'overdue: waiting | im 41 plus 3, how long will they let me go before induction | P41 | extra monitoring',
  'overdue: a sweep | i am 41 plus 2 days and nothing yet, what will the hospital do now | P41 | membrane sweep',
  // A taxi: the car seat on every journey, never a lap.
  'taxi: never on a lap | can i hold the baby on my lap in a cab home from the hospital | P37 | never on an adult’s lap',
  'taxi: rear-facing | we will go home in a matatu after delivery, is it ok to carry baby on my lap? | P38 | rear-facing car seat',
  'taxi: bring the seat | no car, can we uber home from the hospital with the newborn in my arms | B0 | bring your fitted car seat',
  // Asleep in the car seat at home: take her out, flat on her back; about 2 hours at most.
  'car seat at home: take out | he always drops off in the car seat on the school run, can i leave him in it at home till he wakes | B6 | Take your baby out of the car seat',
  'car seat at home: breathing | she conks out in her car seat every time, ok to let her stay in it in the house for a nap? | B8 | breathing harder',
  'car seat at home: 2 hours | the baby drops off in the car so we leave her in the seat in the kitchen, is that grand | B5 | 2 hours',
  // Alcohol: no known safe amount, beside drinking before she knew.
  'alcohol: a glass a week | had wine before i knew i was pregnant, have i harmed my baby? mum says a glass a week is ok anyway | P5 | no known safe amount',
  // Palm wine, beside the home remedies for labour.
  'palm wine: Nigeria | my aunty said my husband should do his duty so the labour will come, is that true? 39 weeks | P39 | palm wine',
  'palm wine: pineapple | they say eat pineapple and take small palm wine to start labour, does it work. 40 weeks | P40 | palm wine',
  // A long flight's clot risk, beside the miscarriage worry.
  'flight: clot | can flying cause a miscarriage? my gran thinks so, 8 hour flight at 11 weeks | P11 | compression stockings',
  'flight: DVT | can flying cause a miscarriage? my gran thinks so, 8 hour flight at 11 weeks | P11 | blood clot \\(DVT\\)',
  // Ibuprofen's age in the US beside the UK's, when both medicines are asked.
  'ibuprofen: Canada | can i give my baby tylenol and advil together, 5 months, we are in canada | B21 | labelled from 6 months',
  'ibuprofen: US | alternating motrin and tylenol for my 4 month old, is that ok | B17 | labelled from 6 months',
  // Enough milk before a top-up: nappies by day 5 and birth weight by 2 weeks.
  'enough milk: top-up, Kenya | she is 4 days old and my sister says give formula top up because my milk is little, when is mixing ok | B0 | back to her birth weight',
  'enough milk: nappies | thinking of topping up with formula, my boobs feel soft, baby 10 days | B1 | 6 heavy wet nappies and 2 yellow poos',
  // Cluster feeding: milk not too thin; no cow's milk as a drink before 12 months.
  'cluster: cow milk, India | every evening baby wants feed every half hour, my mil says my milk is thin and to give cow milk, she is 3 weeks | B3 | before 12 months',
  'cluster: too thin, Ireland | she is on the boob every half hour all evening, my mam says my milk is too weak, 2 weeks | B2 | not too thin',
  // Malunggay beside the breastfeeding diet.
  'malunggay: every day, Philippines | is there anything i should avoid eating while breastfeeding, my lola says eat malunggay every day | B4 | feeding often is what builds your supply',
  // Light layers and a sleeping bag, not a thick quilt, beside keeping warm in winter.
  'winter: a cold flat, UK | how do i keep my baby warm in winter, its freezing in our flat in edinburgh | B5 | baby sleeping bag',
  'winter: India | cold winter in our town, how to keep baby warm outside and for sleeping? 2 weeks | B2 | 16 to 20 C',
  // Gentle walks beside the stitches.
  'stitches: walks, India | 7 days after normal delivery with stitches, elders say stay in one room, how to care stitches | B1 | short walks',
  'stitches: clot | 7 days after normal delivery with stitches, elders say stay in one room, how to care stitches | B1 | blood clot',
]);

describe('iteration 29: the cord myth, overdue, a taxi on a lap, asleep in the car seat, remedies for labour, and facts beside their entries', () => {
  familyTests(cases, facts);
});
