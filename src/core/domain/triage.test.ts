import { describe, expect, it } from 'vitest';
import { normalise, triage } from './triage.ts';
import { EMERGENCY_CASES, ROUTINE_CASES, TRIAGE_CASES, URGENT_CASES } from './triage-cases.ts';
import { isSignId } from './warning-signs.ts';

/*
 * Generalisation, measured honestly: two batches of messages were written unseen and run before any fix.
 *   Batch 1 (70 messages, after the first tuning on the original 306): emergency 12/20, urgent 13/21, routine raised 2/29.
 *   Batch 2 (50 messages, after meaning rules replaced phrase-fitting): emergency 9/13, urgent 10/17, routine raised 1/20.
 * Both batches were then fixed with general rules (no per-message phrases) and joined the labelled set.
 */
const run = (cases: typeof TRIAGE_CASES) => cases.map((c) => ({ c, got: triage(c.text, c.context) }));

describe('triage labelled set', () => {
  const emergency = run(EMERGENCY_CASES);
  const urgent = run(URGENT_CASES);
  const routine = run(ROUTINE_CASES);
  const emergencyHit = emergency.filter((x) => x.got.level === 'emergency').length;
  const urgentHit = urgent.filter((x) => x.got.level !== 'routine').length;
  const routineRaised = routine.filter((x) => x.got.level !== 'routine').length;

  it('has at least 300 realistic cases in the proportions of the issue', () => {
    expect(TRIAGE_CASES.length).toBeGreaterThanOrEqual(300);
    expect(EMERGENCY_CASES.length).toBeGreaterThanOrEqual(75);
    expect(URGENT_CASES.length).toBeGreaterThanOrEqual(85);
    expect(ROUTINE_CASES.length).toBeGreaterThanOrEqual(130);
    expect(new Set(TRIAGE_CASES.map((c) => c.text)).size).toBe(TRIAGE_CASES.length);
    for (const c of TRIAGE_CASES) for (const id of c.signs ?? []) expect(isSignId(id), id).toBe(true);
  });

  it('prints the figures for the closing note', () => {
    const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
    const exact = [...emergency, ...urgent, ...routine].filter((x) => x.got.level === x.c.expected).length;
    console.log(
      [
        `triage figures over ${TRIAGE_CASES.length} labelled messages:`,
        `  emergency recognised as emergency: ${emergencyHit}/${emergency.length} (${pct(emergencyHit, emergency.length)})`,
        `  urgent recognised as urgent or emergency: ${urgentHit}/${urgent.length} (${pct(urgentHit, urgent.length)})`,
        `  routine raised (false alarms): ${routineRaised}/${routine.length} (${pct(routineRaised, routine.length)})`,
        `  exact level agreement: ${exact}/${TRIAGE_CASES.length} (${pct(exact, TRIAGE_CASES.length)})`,
        ...[...emergency, ...urgent, ...routine]
          .filter((x) => x.got.level !== x.c.expected)
          .map((x) => `  differs: [${x.c.expected} -> ${x.got.level}] ${x.c.text} | ${x.got.reason}`),
      ].join('\n'),
    );
    expect(true).toBe(true);
  });

  it('recognises EVERY emergency as an emergency', () => {
    const missed = emergency
      .filter((x) => x.got.level !== 'emergency')
      .map((x) => `${x.c.text} -> ${x.got.level}: ${x.got.reason}`);
    expect(missed).toEqual([]);
  });

  it('recognises at least 98% of urgent messages as urgent or emergency', () => {
    const missed = urgent
      .filter((x) => x.got.level === 'routine')
      .map((x) => `${x.c.text} -> ${x.got.reason}`);
    expect(urgentHit / urgent.length, missed.join('\n')).toBeGreaterThanOrEqual(0.98);
  });

  it('raises at most 10% of routine messages', () => {
    const raised = routine
      .filter((x) => x.got.level !== 'routine')
      .map((x) => `${x.c.text} -> ${x.got.reason}`);
    expect(routineRaised / routine.length, raised.join('\n')).toBeLessThanOrEqual(0.1);
  });

  it('names the expected signs', () => {
    const wrong = [...emergency, ...urgent, ...routine]
      .filter((x) => x.c.signs && x.c.expected === x.got.level)
      .filter((x) => !(x.c.signs ?? []).every((id) => x.got.signs.includes(id)))
      .map((x) => `${x.c.text}: want ${x.c.signs?.join(',')} got ${x.got.signs.join(',')}`);
    expect(wrong).toEqual([]);
  });
});

describe('triage rules', () => {
  const preg = (week: number | null) => ({ stage: 'pregnant' as const, week });
  const pp = { stage: 'postpartum' as const, week: 2 };

  it('normalises apostrophes, contractions, UK/US spellings and typos', () => {
    expect(normalise('I can’t feel my bub, haemorrhage')).toBe('i cant feel my baby , hemorrhage');
    expect(normalise('I cannot breath')).toBe('i cant breathe');
    expect(normalise('bleading and a hedache')).toBe('bleeding and a headache');
    expect(normalise('temp 38.5°C, bp 160/110')).toBe('temp 38.5 c , bp 160/110');
  });

  it('understands negation, and that "and" ends it', () => {
    expect(triage('no bleeding', preg(20)).level).toBe('routine');
    expect(triage('not bleeding at all', preg(20)).level).toBe('routine');
    expect(triage("haven't had any bleeding or pain", preg(20)).level).toBe('routine');
    expect(triage('no bleeding and a terrible headache', preg(30)).level).toBe('urgent');
    expect(triage("not sure if i'm bleeding or if it's discharge", preg(20)).level).toBe('urgent');
  });

  it('keeps negations that are the symptom ("can\'t feel the baby")', () => {
    expect(triage("I can't feel the baby move", preg(30)).level).toBe('urgent');
    expect(triage("I don't feel the baby move since this morning", preg(30)).level).toBe('urgent');
  });

  it('reads the past, the resolved, and what came back', () => {
    expect(triage('bled yesterday but it stopped and my midwife checked', preg(12)).level).toBe('routine');
    expect(triage('bled yesterday, it stopped, but now it has started again', preg(12)).level).toBe('urgent');
    expect(triage('I had some bleeding yesterday', preg(12)).level).toBe('urgent');
  });

  it('tells other people and hypotheticals apart, but lists the signs named', () => {
    const q = triage('what are the signs of pre-eclampsia, like a bad headache or blurred vision?', preg(28));
    expect(q.level).toBe('routine');
    expect(q.mentioned).toEqual(expect.arrayContaining(['severe-headache', 'vision-changes']));
    expect(triage('my sister had a seizure', preg(28)).level).toBe('routine');
    expect(triage('what if my waters break?', preg(36)).level).toBe('routine');
  });

  it('uses stage and week', () => {
    expect(triage('baby not moving', preg(18)).level).toBe('routine');
    expect(triage('baby not moving', preg(26)).level).toBe('urgent');
    expect(triage('baby not moving', preg(null)).level).toBe('urgent');
    expect(triage('I have a fever', pp).signs).toEqual(['fever']);
    expect(triage('my baby has a fever', pp)).toMatchObject({ level: 'emergency', signs: ['newborn-fever'] });
    expect(triage('contractions every 5 minutes', preg(30)).level).toBe('urgent');
  });

  it('reads temperatures and blood pressures against the catalogue thresholds', () => {
    expect(triage('my temperature is 38', preg(20)).level).toBe('urgent');
    expect(triage('temp 37.9', preg(20)).level).toBe('routine');
    expect(triage('temp 100.4F', preg(20)).level).toBe('urgent');
    expect(triage('temp 99.5 F', preg(20)).level).toBe('routine');
    expect(triage('bp 160/110', preg(30)).level).toBe('emergency');
    expect(triage('bp 150/115', preg(30)).level).toBe('emergency');
    expect(triage('bp 130/85', preg(30)).level).toBe('routine');
    expect(triage('38 weeks today', preg(38)).level).toBe('routine');
  });

  it('treats self-harm as an emergency whatever else is said', () => {
    for (const t of [
      'want to disappear',
      'everyone would be better off without me',
      'thinking of ending it',
      'no bleeding, all fine, but i want to die',
    ])
      expect(triage(t, pp).level, t).toBe('emergency');
  });

  it('is deterministic and fast', () => {
    // The machine is shared: the fastest of three rounds measures triage, not the neighbours.
    const rounds = [0, 1, 2].map(() => {
      const t0 = performance.now();
      for (let i = 0; i < 100; i++)
        triage("i have a terrible headache and i'm seeing flashing lights", preg(24));
      return (performance.now() - t0) / 100;
    });
    expect(Math.min(...rounds)).toBeLessThan(5);
    expect(triage('hi', preg(20))).toEqual({
      level: 'routine',
      signs: [],
      reason: 'ROUTINE: no warning sign found',
      mentioned: [],
    });
  });

  it('hears self-harm and harm to the baby said indirectly, as families of wording', () => {
    for (const t of [
      'i dont see the point anymore',
      'honestly, whats the point. i feel so empty',
      'theres no point to any of it',
      'i cant take it any more',
      'i dont want to do this anymore',
      'i hope i dont wake up tomorrow',
      'how many of my sleeping tablets would it take',
      'i keep picturing stepping in front of a bus',
      'i wish i could just disappear forever',
      'my partner would cope better without me',
      'so tired of living',
      'i have urges to smother her',
      "i'm scared i'll hurt him, the thoughts won't stop",
    ])
      expect(triage(t, pp), t).toMatchObject({
        level: 'emergency',
        signs: expect.arrayContaining(['self-harm-thoughts']) as unknown,
      });
  });

  it('does not read everyday idioms, accidents or practical questions as self-harm', () => {
    for (const t of [
      "I can't do this puzzle anymore lol",
      'whats the point of buying a expensive pram?',
      'this heartburn is killing me',
      "i'm scared of not waking up when the baby cries",
      'will sex hurt the baby?',
      "scared i'll drop him on the stairs",
      'i hope i dont wake the baby',
      'how many paracetamol can i take for a headache',
      'I want to disappear under my duvet for a week',
      'I could sleep for a year',
      "i'm not suicidal, just exhausted",
      'I was suicidal as a teenager, will it come back?',
    ])
      expect(triage(t, pp).level, t).toBe('routine');
  });

  it('hears psychosis, but not a tired mother feeling in a bubble', () => {
    expect(triage('everything seems unreal, I think people are watching me', pp).signs).toContain(
      'postpartum-psychosis',
    );
    expect(triage('the tv is sending me secret messages', pp).level).toBe('emergency');
    expect(triage("haven't slept in 3 days and my thoughts are racing, I feel amazing", pp).level).toBe(
      'emergency',
    );
    expect(triage('nothing feels real, I love him so much', pp).level).toBe('routine');
    expect(triage('people keep watching me breastfeed in cafes', pp).level).toBe('routine');
  });

  it('hears a baby who is quieter than usual from 24 weeks, but not a daily pattern', () => {
    expect(triage('baby is quieter than normal today', preg(32)).signs).toEqual(['reduced-fetal-movement']);
    expect(triage('my bump feels really quiet', preg(33)).level).toBe('urgent');
    expect(triage('my bump feels really quiet', preg(20)).level).toBe('routine');
    expect(triage('is it normal that baby is quieter in the mornings?', preg(30)).level).toBe('routine');
  });

  it('hears a newborn not feeding, pale stools, and jaundice with sleepiness as the emergency', () => {
    const newborn = { stage: 'postpartum' as const, week: 1 };
    expect(triage('not feeding and very sleepy', newborn).signs[0]).toBe('newborn-not-feeding');
    expect(triage('she is not feeding and very sleepy', newborn).level).toBe('urgent');
    expect(triage("baby's poo is white and chalky", newborn).signs).toEqual(['newborn-jaundice']);
    expect(triage('baby is yellow, not feeding and very sleepy', newborn)).toMatchObject({
      level: 'emergency',
      signs: expect.arrayContaining(['newborn-jaundice-unwell']) as unknown,
    });
    expect(triage('white curds in his poo, normal?', newborn).level).toBe('routine');
  });

  it('does not raise a nosebleed, a one-sided latch, night feeds spacing out, or a past seizure', () => {
    expect(triage('my nose keeps bleeding', preg(20)).level).toBe('routine');
    expect(triage("baby won't latch on the left side, any tips?", pp).level).toBe('routine');
    expect(triage('baby is feeding less at night', pp).level).toBe('routine');
    expect(triage('I had a seizure last year, is that a risk?', preg(20)).level).toBe('routine');
    // ...while the same words about now still are.
    expect(triage("baby won't latch at all and hasn't fed since yesterday", pp).level).toBe('urgent');
    expect(triage('I had a seizure 10 minutes ago, is that a risk?', preg(20)).level).toBe('emergency');
  });
});
