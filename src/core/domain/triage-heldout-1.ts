/**
 * Held-out triage batch 1: written before the audit's triage fixes. First run (before any fix): emergency
 * 8/23, urgent 15/23, routine raised 1/36; after the audit's fixes 22/23, 21/23, 0/36. Its remaining misses
 * were fixed with general rules (not its own wording), then checked on fresh batches (`triage-heldout-2.ts`,
 * `triage-heldout-3.ts`). Levels follow shared/medical/warning-signs.md.
 */
import type { TriageCase } from './triage-cases.ts';
import type { TriageContext, TriageLevel } from './triage.ts';

const P = (week: number | null): TriageContext => ({ stage: 'pregnant', week });
const PP = (week: number | null): TriageContext => ({ stage: 'postpartum', week });
const N: TriageContext = { stage: null, week: null };
const c =
  (expected: TriageLevel) =>
  (text: string, context: TriageContext): TriageCase => ({ text, context, expected });
const e = c('emergency');
const u = c('urgent');
const r = c('routine');

export const HELDOUT_1: TriageCase[] = [
  // emergency: self-harm and harm to the baby, said indirectly
  e('honestly i think everyone would cope fine if i wasnt around', PP(4)),
  e('i keep imagining driving the car into a tree', PP(7)),
  e('sometimes i think the baby would be better off with someone else and me gone', PP(3)),
  e('I looked up how many of my tablets it would take to not wake up', PP(5)),
  e('I had the urge to put a pillow over his face when he wouldnt stop screaming', PP(3)),
  e("i get scared i'll drop him on purpose, i keep picturing it", PP(2)),
  e('whats the point in me even being here', P(30)),
  e('i cant keep going like this, i just want it all to be over', PP(8)),
  e('tired of living tbh', PP(10)),
  e("I've started giving away my things and writing notes to my kids", PP(9)),
  e('i hate myself and want to stop existing', P(22)),
  e('the thought of jumping in front of a train keeps coming back', PP(5)),
  // emergency: psychosis, bleeding, baby, pre-eclampsia, sepsis, breathing
  e("my husband says i've been talking nonsense and i think the tv is sending me messages", PP(1)),
  e('i hear the baby talking to me in my head telling me things', PP(1)),
  e("bleeding so much i've gone through 3 pads in an hour and i feel faint", PP(1)),
  e('my 3 week old is burning up, 38.4 on the thermometer', PP(3)),
  e('baby keeps stopping breathing for a few seconds and going a bit blue', PP(2)),
  e('Severe pain under my ribs and my bp was 165/112 at the pharmacy', P(34)),
  e('my baby is yellow and barely wakes for feeds', PP(1)),
  e("reduced movements today and i've got bad tummy pain", P(33)),
  e("i feel like i'm going to die, shivering uncontrollably and confused", PP(1)),
  e("can't catch my breath and my chest feels crushed", P(29)),
  e('baby went floppy and grey after his feed', PP(1)),

  // urgent
  u("haven't felt much from the baby since lunch", P(34)),
  u('bubs kicks feel really weak compared to usual', P(30)),
  u("she's not been wriggling like she normally does", P(36)),
  u("i'm 29 weeks and the baby feels much calmer than usual today", P(29)),
  u('some pinkish blood when I wiped just now', P(10)),
  u('I think my waters might be leaking, my knickers keep getting damp', P(35)),
  u('got a banging headache that paracetamol hasnt touched', P(32)),
  u('seeing sparkly bits in my eyes and my face is puffy', P(33)),
  u('temp of 38.3 and shivery, 4 days after my section', PP(0)),
  u('my c section scar is red and weeping', PP(1)),
  u('left calf is hot and swollen', PP(2)),
  u("palms and soles so itchy at night i can't sleep", P(34)),
  u("regular tightenings every 10 minutes and I'm only 33 weeks", P(33)),
  u('Been throwing up all day and cant even keep water down', P(12)),
  u('baby has only had 2 feeds today and keeps falling asleep on the breast', PP(1)),
  u("baby hasn't had a wet nappy since last night", PP(1)),
  u('the skin around his belly button is red and smells', PP(1)),
  u('baby went yellow on his first day', PP(0)),
  u('my lochia smells really bad', PP(2)),
  u("pain under my right ribs that won't go", P(31)),
  u('felt really faint and had to sit on the floor at work', P(24)),
  u('my babys poo has gone really pale, almost white', PP(2)),
  u('baby is taking half what he normally takes from his bottle', PP(3)),

  // routine: hard negatives (figures of speech, other people, the past, questions, ordinary feeding talk)
  r("I can't do this puzzle anymore lol", N),
  r('this heartburn is killing me', P(30)),
  r("I'm dying to know if it's a boy or a girl", P(18)),
  r('this baby is going to be the death of me haha, kicking all night', P(32)),
  r('i could murder a pizza right now', P(25)),
  r('whats the point of a birth plan if things change anyway?', P(33)),
  r("I'm so done with being pregnant, so uncomfortable", P(39)),
  r('i just want to sleep for a week', PP(2)),
  r('I could sleep for a year', PP(3)),
  r('my nose has been bleeding on and off, is that normal in pregnancy?', P(20)),
  r('gums bleed when I brush', P(22)),
  r('baby is feeding loads at night, is that cluster feeding?', PP(1)),
  r('how do I know if my baby is getting enough milk?', PP(1)),
  r("baby won't take a dummy, any tips?", PP(3)),
  r('struggling with latching, is a nipple shield ok?', PP(1)),
  r('baby sleeps a lot during the day, is that normal at 2 weeks?', PP(2)),
  r('had pre-eclampsia with my first, will it happen again?', P(16)),
  r('my mum had a stroke last year, am i at risk?', P(20)),
  r('I had a seizure as a teenager, will it affect labour?', P(28)),
  r('when should I start counting kicks?', P(22)),
  r('my bump goes hard when I walk, is that braxton hicks?', P(30)),
  r('baby had some yellow poo, is that ok?', PP(1)),
  r('my toddler has a fever, can I still breastfeed the baby?', PP(4)),
  r('feeling a bit down today but my partner is helping', PP(3)),
  r("does anyone else feel like they've lost themselves a bit?", PP(8)),
  r("I'm scared of giving birth", P(36)),
  r('i dont see the point of buying expensive baby clothes', P(30)),
  r("it's killing my back carrying this bump", P(35)),
  r("he's such a sleepy baby, feeds well then straight back to sleep", PP(1)),
  r('can I take paracetamol for a headache?', P(20)),
  r('no blood, no pain, just a bit of white discharge', P(16)),
  r("white patches in baby's mouth, is it thrush?", PP(3)),
  r("baby's poo is mustard yellow and seedy", PP(1)),
  r('I dreamt my baby disappeared and woke up in a panic', P(32)),
  r('is it normal that baby is quieter in the mornings and busier at night?', P(27)),
  r("can't be bothered to cook tonight, what's a quick healthy dinner?", P(26)),
];
