/**
 * Held-out triage batch 2: written after the audit's triage fixes and batch 1's general-rule fixes, as a fresh
 * check. First run: emergency 8/23, urgent 17/23, routine raised 2/35; its misses were then fixed with
 * general rules, so it no longer measures generalisation (batch 3 did). Levels follow shared/medical/warning-signs.md. See triage-heldout.test.ts.
 */
import type { TriageCase } from './triage-cases.ts';
import type { TriageContext, TriageLevel } from './triage.ts';

const P = (week: number | null): TriageContext => ({ stage: 'pregnant', week });
const PP = (week: number | null): TriageContext => ({ stage: 'postpartum', week });
const c =
  (expected: TriageLevel) =>
  (text: string, context: TriageContext): TriageCase => ({ text, context, expected });
const e = c('emergency');
const u = c('urgent');
const r = c('routine');

export const HELDOUT_2: TriageCase[] = [
  // emergency
  e("every night i lie awake planning how i'd do it so nobody finds out", PP(6)),
  e('i feel like a failure and the world would be better without me in it', PP(4)),
  e("my kids deserve a mum who isnt broken, they'd be better off if I just went away for good", PP(10)),
  e('some days i stand at the top of the stairs holding him and think about letting go', PP(3)),
  e("I've been having flashes of throwing the baby against the wall", PP(2)),
  e("I keep wanting to shake her to make her stop crying, I'm scared of myself", PP(5)),
  e('sometimes i just want to go to sleep and not have to wake up ever again', P(28)),
  e("i'm so tired of fighting, i just want to stop", PP(7)),
  e('honestly life doesnt feel worth living right now', PP(9)),
  e('i read how much of my sertraline would be fatal', PP(8)),
  e('I want to end my life', P(12)),
  e('my wife is convinced the baby has been replaced by a fake one', PP(1)),
  e(
    "i've not slept for 4 nights and my thoughts are going so fast, i feel like i have a special purpose",
    PP(1),
  ),
  e('i heard a voice tell me the baby is evil', PP(2)),
  e('passing clots the size of a golf ball and dizzy', PP(1)),
  e("my newborn's lips look bluish and he's breathing really fast", PP(1)),
  e("he's really floppy and won't wake for anything", PP(0)),
  e('little one has a rash that doesnt go away when i press a glass on it', PP(4)),
  e("38.6 temp and she's only 5 weeks old", PP(5)),
  e('bp machine says 172/108 and my head is pounding', P(37)),
  e("sudden bad pain in my belly and bleeding, and i can't feel him kicking", P(34)),
  e('chest is so tight i cant get a breath in', PP(2)),
  e("she's having some kind of fit, her arms are jerking", PP(1)),

  // urgent
  u('the kicks have gone really faint since yesterday', P(35)),
  u("normally he's doing somersaults by now but not a peep tonight", P(31)),
  u('usually very wriggly after dinner, nothing at all this evening', P(29)),
  u('bit of brown blood on the loo roll', P(14)),
  u("felt a pop and now there's water running down my legs", P(36)),
  u('worst headache ever, tablets not helping, 36 weeks', P(36)),
  u("my vision keeps going blurry and there's pain just under my ribs on the right", P(33)),
  u('hands and face suddenly puffed up since this morning', P(32)),
  u("i'm 27 weeks and getting period-like pains every 5 mins", P(27)),
  u('really shivery, temp 38.9, 6 days postpartum', PP(0)),
  u("scar is hot and there's yellow gunk coming out", PP(1)),
  u('my right calf is swollen and hurts to walk', P(30)),
  u('itchy soles of my feet, worse at night, 35 weeks', P(35)),
  u('cant keep anything down for 2 days now, even water', P(9)),
  u('keep almost passing out when i stand up', P(26)),
  u("he's had no wet nappies since 6am", PP(1)),
  u("baby's not had a feed in about 9 hours, he just sleeps", PP(1)),
  u("her eyes look yellow and she's only a day old", PP(0)),
  u('the cord area is red and has a funny smell', PP(1)),
  u("discharge smells awful and I've got a temperature", PP(2)),
  u("my daughter is 3 weeks and isn't interested in her bottles at all today", PP(3)),
  u('her poo has been grey for two days', PP(3)),
  u('baby boy refusing every feed since this morning', PP(2)),

  // routine, with hard negatives
  r('my husband is driving me up the wall lol', PP(4)),
  r("if I have to hear baby shark one more time I'll scream", PP(20)),
  r('this back pain is murder', P(33)),
  r("I'm dead on my feet today", PP(2)),
  r("what's the point in ironing baby clothes?", P(35)),
  r('cant take another bite of ginger biscuit, anything else for nausea?', P(9)),
  r("i'm so over this heat", P(30)),
  r('I nearly died laughing at the antenatal class', P(28)),
  r('sometimes wish I could just run away to a spa for a day haha', PP(8)),
  r("baby is always quieter when I'm walking around, is that normal?", P(26)),
  r("cut my finger chopping onions and it won't stop bleeding", P(22)),
  r('had a bit of a nosebleed this morning', P(19)),
  r('bleeding gums again, ugh', P(24)),
  r('my friend had to have an emergency c section after her waters broke early', P(30)),
  r('when should I call if I think my waters have gone?', P(36)),
  r('what does reduced movement feel like?', P(28)),
  r('how do I know if baby is feeding enough?', PP(1)),
  r('feeding every 2 hours at night, is that normal?', PP(1)),
  r('baby only feeds on one side, should I worry?', PP(2)),
  r('how many wet nappies should a newborn have?', PP(0)),
  r("baby's poo is greenish today", PP(2)),
  r('yellow seedy poo normal for breastfed baby?', PP(1)),
  r('my toddler had a febrile seizure last year, will the baby too?', PP(6)),
  r('I was suicidal as a teenager, will pregnancy hormones bring it back?', P(14)),
  r('no headache, no swelling, blood pressure fine at my check', P(34)),
  r('baby moved loads after my cold drink', P(28)),
  r("I'm 16 weeks and haven't felt the baby yet, is that ok?", P(16)),
  r('feeling a bit teary today, hormones I think', PP(1)),
  r('Is it safe to take a hot bath?', P(20)),
  r("my mum keeps telling me I'm doing it all wrong", PP(3)),
  r('i could kill for a glass of wine lol', P(33)),
  r('the baby is killing my ribs with those kicks', P(34)),
  r('how do i stop worrying about SIDS all the time', PP(2)),
  r("my partner says i've been snappy and not myself", PP(4)),
  r("can't stop eating lol, is that normal at 20 weeks", P(20)),
];
