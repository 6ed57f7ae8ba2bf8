import { describe, expect, it } from 'vitest';
import { triage } from './triage.ts';
import { readText } from './triage-text.ts';

const preg = (week: number | null) => ({ stage: 'pregnant' as const, week });
const pp = (week: number | null) => ({ stage: 'postpartum' as const, week });
type Ctx = { stage: 'pregnant' | 'postpartum' | null; week: number | null };
const level = (text: string, ctx: Ctx) => triage(text, ctx).level;
/** Every message read at the level expected, naming the one that is not. */
const each = (texts: readonly string[], ctx: Ctx, expected: string) => {
  for (const t of texts) expect(level(t, ctx), t).toBe(expected);
};

describe('reading the text', () => {
  it('folds case, accents, emoji, contractions, shorthand and numbers with their units', () => {
    expect(readText('I can’t feel my bby 😭 38.5°C').text).toBe(
      'i can not feel my baby crying 38.5 degrees c',
    );
    expect(readText('Temp 35,6 y está FRÍA').text).toBe('temperature 35.6 y esta fria');
    expect(readText('tightenings every 6-7 mins, 33w, bp 163/111').text).toBe(
      'tightenings every 6 to 7 minutes 33 weeks blood pressure 163/111',
    );
    expect(readText('dh says shes 39+2').text).toBe('husband says she is 39+2');
  });

  it("reads Pidgin's grammar words as the English they stand for, only where English would not use them", () => {
    expect(readText('I dey think say I go waka enter river. nobody go even miss me').text).toBe(
      'i is think that i go walk into river nobody will even miss me',
    );
    expect(readText('I no go fit come, I just wan rest').text).toBe(
      'i will not fit come i just want to rest',
    );
    expect(readText('I go back to work and enter the office at 9').text).toBe(
      'i go back to work and enter the office at 9',
    );
  });
});

describe('triage over concepts', () => {
  it('reads negation, and where it ends', () => {
    expect(level('no bleeding, no pain', preg(20))).toBe('routine');
    expect(level("haven't had any bleeding or pain", preg(20))).toBe('routine');
    expect(level('no bleeding but a terrible headache that paracetamol is not touching', preg(30))).toBe(
      'urgent',
    );
    expect(level('dizzy? no. headache? no. swelling? no. just bored', preg(40))).toBe('routine');
    expect(level('hands and feet are fine, just my bump itches', preg(32))).toBe('routine');
  });

  it('hears what cannot be done as the sign itself', () => {
    expect(level("I can't feel the baby move since this morning", preg(30))).toBe('urgent');
    expect(level("can't catch my breath even sitting still", preg(30))).toBe('emergency');
    expect(level("can't wake him for his feed, he's so floppy", pp(2))).toBe('emergency');
  });

  it('tells her, now, from someone else, the past and what a professional has checked', () => {
    expect(level('my wife is 30 weeks and bleeding heavily with clots', preg(30))).toBe('emergency');
    expect(level('my sister had pre-eclampsia and a seizure with her first', preg(28))).toBe('routine');
    expect(level('my sister is 40 weeks and her bp just came up 172/118', preg(40))).toBe('emergency');
    expect(
      level(
        'bled at 12 weeks, the early pregnancy unit scanned me and all was fine, nothing since',
        preg(20),
      ),
    ).toBe('routine');
    expect(level('she had a temp of 38.2 last week, GP saw her, totally fine now', pp(8))).toBe('routine');
    expect(level("kid's got a fever of 38.5, can I still cuddle him?", preg(26))).toBe('routine');
  });

  it('reads questions about signs as questions, and lists the signs named', () => {
    const q = triage('what are the signs of pre-eclampsia, like a bad headache or blurred vision?', preg(28));
    expect(q.level).toBe('routine');
    expect(q.mentioned).toEqual(expect.arrayContaining(['severe-headache', 'vision-changes']));
  });

  it('reads numbers against the catalogue thresholds', () => {
    expect(level('temp 38.1', preg(20))).toBe('urgent');
    expect(level('temp 37.9', preg(20))).toBe('routine');
    expect(level('thermometer says 101.2F', preg(25))).toBe('urgent');
    expect(level('my 3 week old is 38.4 under the arm', pp(3))).toBe('emergency');
    expect(level('96.1 under his arm, he feels cold, 2 weeks old', pp(2))).toBe('emergency');
    expect(level('164/112 second time in 10 mins', preg(33))).toBe('emergency');
    expect(level('bottom number says 110, top is 148', preg(34))).toBe('emergency');
    expect(level('home bp 128/82, no headache', preg(32))).toBe('routine');
    expect(level('tightenings every 6 or 7 minutes and they really hurt', preg(33))).toBe('urgent');
    expect(level('no wet nappy since 7 last night and it is 8am now', pp(2))).toBe('urgent');
    expect(level('last wet nappy was 3 hours ago', pp(2))).toBe('routine');
  });

  it('hears signs described by their effects', () => {
    expect(level('blood through my leggings and onto the sofa', preg(35))).toBe('emergency');
    expect(level('damp underwear again and it does not smell like wee', preg(34))).toBe('urgent');
    expect(level("can't get my wedding ring off and my face is puffy", preg(34))).toBe('urgent');
    expect(level('tight pressure in my chest going up into my jaw, probably indigestion', preg(32))).toBe(
      'emergency',
    );
    expect(level('right calf hot, puffy and sore, the left one is normal', preg(28))).toBe('urgent');
    expect(level('purple spots on her tummy, pressed a glass and they are still there', pp(6))).toBe(
      'emergency',
    );
  });

  it('hears self-harm, harm to the baby and psychosis in new wording (recall first)', () => {
    each(
      [
        'I just want to go to sleep and not wake up',
        'been counting the tablets in the cupboard, there are enough',
        'every time I drive over the bridge I think about turning the wheel',
        'I shook him because he would not stop screaming',
        'punched my bump tonight',
        'my daughter has locked herself in the bathroom saying she wants to die',
        'the hospital swapped our baby and they are listening to us through the monitor',
        "hasn't slept in 3 nights, talking nonstop about a mission from god",
      ],
      pp(2),
      'emergency',
    );
    each(
      [
        'this baby is killing me with the 4am wake ups lol',
        "I'd kill for 4 hours sleep",
        'no thoughts of hurting myself, just tired',
      ],
      pp(2),
      'routine',
    );
  });

  it('hears Spanish through the same concepts', () => {
    expect(level('sangro mucho ayuda', preg(30))).toBe('emergency');
    expect(level('no siento a la bebe desde la cena', preg(30))).toBe('urgent');
    expect(level('me duele la cabeza horrible desde ayer, ni con ibuprofeno se me quita', pp(0))).toBe(
      'urgent',
    );
    expect(level('mi bebe de 5 semanas tiene 38.2 en la axila', pp(5))).toBe('emergency');
    expect(level('me quiero matar, no doy mas', pp(5))).toBe('emergency');
    expect(level('esta acidez me esta matando jajaja', preg(30))).toBe('routine');
  });

  it('asks the deciding question when a sign is named without enough to decide', () => {
    const bleeding = triage('some bleeding today, is that ok?', pp(2));
    expect(bleeding.level).toBe('routine');
    expect(bleeding.ask).toContain('postpartum-heavy-bleeding');
    expect(triage('I have a headache', preg(30)).ask).toContain('severe-headache');
    expect(triage('bit of a headache this afternoon', preg(30)).level).toBe('routine');
  });

  it('reads reassurance by what it says and when', () => {
    // A professional sending her in, or reported speech about what contractions would be like, is not reassurance.
    expect(level('pharmacy bp check said 171/98, they said go to hospital, do I need to?', preg(37))).toBe(
      'emergency',
    );
    expect(
      level(
        'pain in my belly that is not going away, not coming in waves like they said contractions would, constant',
        preg(30),
      ),
    ).toBe('emergency');
    // "otherwise all good" limits itself; "gone 10am" is a clock; "fine last night" is how things were.
    expect(level('my palms and soles are unbearably itchy every night. otherwise all good', preg(33))).toBe(
      'urgent',
    );
    expect(level('no wet nappy since 9 last night and its gone 10am now', pp(1))).toBe('urgent');
    expect(
      level('woke up and my rings will not come off, face all puffy, it was fine last night', preg(37)),
    ).toBe('urgent');
    // A check with a reassuring outcome, by a professional, after the sign.
    expect(
      level('spotting on tuesday, the early pregnancy unit scanned me and it has stopped since', preg(9)),
    ).toBe('routine');
    expect(level('a bit yellow, the midwife did the bilirubin test and said levels are fine', pp(1))).toBe(
      'routine',
    );
    expect(level('he looks yellow but my friend said it is fine', pp(1))).toBe('urgent');
  });

  it('reads numbers said in passing: pads against hours, clock times, a recheck', () => {
    expect(level('4 pads since breakfast at 8, its just gone 12, every one soaked', pp(1))).toBe('urgent');
    expect(level('last proper feed was 2am and its half 10 now, he will not latch', pp(2))).toBe('urgent');
    expect(level('162/100 at the pharmacy, rechecked 10 mins later sitting down 122/78', preg(26))).toBe(
      'routine',
    );
    expect(level("he's taking 3oz instead of his usual 4 today, got a bit of a cold", pp(6))).toBe('routine');
  });

  it('hears farewells, lethal amounts and harm in new wording, and not their look-alikes', () => {
    each(
      [
        'wrote letters to everyone today, for after. they are in my bedside drawer',
        "told my sister she can have the good coat, i won't be needing it. dan knows the bank passwords now",
        'how many of the sertraline would it actually take',
        'when he screams i picture throwing him at the wall',
        "I've been looking up how high the multistorey car park is",
        "I feel like such a weight round everyone's neck, the kindest thing is to disappear for good",
      ],
      pp(6),
      'emergency',
    );
    each(
      [
        "my waters haven't gone but I'm scared I'll leak",
        "what's the point of a birth plan?",
        'feel like a burden asking my mum to come round again',
        'Husband slept through the 3am feed AGAIN. I am going to kill him. Lovingly.',
        'the midwife asked if I have had any thoughts of harming myself. I said no and I meant it',
        'I have been well for 3 years since my depression and want a plan in place',
      ],
      pp(3),
      'routine',
    );
  });

  // Its speed is measured by npm run bench (triage in process, p99 against the 5 ms target), not by a timed test.
  it('is deterministic', () => {
    const text =
      'hes making a little grunt at the end of every breath and his tummy is going in and out really fast. 4 days old';
    const first = triage(text, pp(0));
    for (let i = 0; i < 20; i++) expect(triage(text, pp(0))).toEqual(first);
    expect(first.level).toBe('emergency');
    expect(triage('hi', preg(20))).toEqual({
      level: 'routine',
      signs: [],
      reason: 'ROUTINE: no warning sign found',
      mentioned: [],
      ask: [],
      raisedBy: null,
    });
  });
});
