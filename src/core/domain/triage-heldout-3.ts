/**
 * Held-out triage batch 3: the final fresh check, written after batch 2's misses were fixed with general rules
 * (so batch 2 is no longer held out). First run: emergency 10/21, urgent
 * 17/22, routine raised 0/34; its misses were then fixed with general rules. Levels follow shared/medical/warning-signs.md.
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

export const HELDOUT_3: TriageCase[] = [
  // emergency
  e("i keep thinking my family would manage better if i wasn't in the picture", PP(5)),
  e('been researching ways to make it look like an accident', PP(7)),
  e('i just want the world to stop and for me to not be in it', PP(3)),
  e("i'm scared of what i might do to myself tonight", PP(4)),
  e('i held a knife to my wrist last night and it felt calm', PP(6)),
  e("i'm terrified i'm going to smother my son, the thought won't leave", PP(1)),
  e('sometimes i want to leave him out in the cold and walk away', PP(2)),
  e("there's no reason for me to be here anymore", P(25)),
  e("i don't want to exist anymore", PP(8)),
  e("i've told no one but i've been collecting my painkillers", PP(10)),
  e('mum says i keep saying the baby is talking to me through the monitor', PP(1)),
  e("i'm seeing bugs crawling on the walls that my husband can't see", PP(1)),
  e("i feel like god has chosen me to save the world, haven't needed sleep all week", PP(1)),
  e("she's gone limp and her lips are grey", PP(1)),
  e("soaking a pad every 20 minutes and feel like i'm going to pass out", PP(0)),
  e('gasping for air and my chest hurts, 30 weeks', P(30)),
  e('my baby is making grunting noises with every breath', PP(0)),
  e('bleeding loads at 10 weeks, bright red with big clots', P(10)),
  e('my wife is fitting on the floor', P(34)),
  e('baby is 2 weeks, temp reads 38.2', PP(2)),
  e("she's so sleepy and yellow she won't take her feeds", PP(1)),

  // urgent
  u("bump has been so still all morning, normally she's kicking by now", P(33)),
  u("not felt a single kick today and it's 4pm", P(30)),
  u("baby's movements feel different, more like twitches than big rolls", P(34)),
  u('pink tinge when I wipe', P(7)),
  u('sudden gush of clear liquid when i stood up', P(33)),
  u("throbbing headache for 2 days that won't budge", P(30)),
  u('spots in front of my eyes and ankles and hands really swollen', P(36)),
  u('burning up, 38.4, and shivering, had my baby last week', PP(1)),
  u("my stitches have come apart and there's pus", PP(1)),
  u('one leg is way bigger than the other and red', PP(3)),
  u('contracting regularly every 8 mins at 34 weeks', P(34)),
  u("vomiting 10 times today, can't even keep sips of water down", P(10)),
  u('nearly fainted in the shower', P(22)),
  u("baby hasn't done a wee in 10 hours", PP(1)),
  u('baby has barely fed since last night and seems really sleepy', PP(1)),
  u('whites of his eyes look yellow at day 1', PP(0)),
  u('smelly gooey stuff round her umbilical cord', PP(1)),
  u('my c-section wound is getting redder and hot', PP(1)),
  u("stomach pain that won't go away, 3 weeks after birth", PP(3)),
  u('itchy hands and feet driving me mad at 33 weeks', P(33)),
  u("he's only taking a third of his usual bottle", PP(4)),
  u('leaking some greenish fluid', P(37)),

  // routine, with hard negatives
  r("i'm dying for a coffee", P(18)),
  r('this nausea is the worst, I want to crawl into a hole', P(8)),
  r("i'm so done with these stairs at 38 weeks", P(38)),
  r('whats the point of a doula?', P(30)),
  r('i give up on sleeping through, any tips for naps?', PP(6)),
  r('my bleeding after birth is getting lighter and brown', PP(3)),
  r('got a nosebleed again, pregnancy is wild', P(21)),
  r('baby sick a bit after feeds, is that reflux?', PP(3)),
  r('how do i know if baby is too hot at night?', PP(2)),
  r("my sister's baby had jaundice, what should I look for?", PP(0)),
  r("what if i don't feel the baby move on my walk?", P(28)),
  r('baby was quiet during the scan but the heartbeat was fine', P(20)),
  r("haven't felt any kicks yet at 17 weeks", P(17)),
  r('no bleeding, no cramps, just tired', P(8)),
  r('had bad cramps yesterday but the midwife checked me and all is fine', P(30)),
  r('baby hates tummy time, screams the house down', PP(5)),
  r("i feel like i'm failing at breastfeeding", PP(1)),
  r('my partner keeps watching football instead of helping', PP(3)),
  r("feel like i'm in a bubble with the baby, nothing else feels real lol", PP(1)),
  r('baby falls asleep on the bottle halfway, is that normal?', PP(2)),
  r('can I still have sex at 35 weeks?', P(35)),
  r('what temperature should the nursery be?', PP(1)),
  r('i had postpartum depression after my first, how can I prepare this time?', P(28)),
  r('baby does a lot of hiccups, is that ok?', P(30)),
  r("can't wait to meet him, only 3 weeks to go!", P(37)),
  r('feeling guilty for being so grumpy with my partner', PP(4)),
  r('my back is killing me after the epidural', PP(0)),
  r("he's cluster feeding all evening, I'm exhausted", PP(2)),
  r('boobs are leaking everywhere lol', PP(1)),
  r("i can't stand the smell of coffee anymore", P(8)),
  r('I wish this pregnancy would be over already', P(39)),
  r('baby has dry skin on his feet', PP(1)),
  r('sometimes i wonder what life would be like without kids haha', PP(20)),
  r('how soon can I get my period back?', PP(6)),
];
