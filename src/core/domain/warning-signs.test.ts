import { describe, expect, it } from 'vitest';
import {
  fillWhatToSay,
  getSign,
  isSignId,
  requireSign,
  signsForStage,
  situationFor,
  warningSigns,
} from './warning-signs.ts';

/** The id list of content/README.md ("Warning-sign ids"), copied verbatim. */
const README_IDS = {
  pregnancy: [
    'heavy-bleeding',
    'severe-abdominal-pain',
    'chest-pain-breathing',
    'seizure',
    'ectopic-signs',
    'severe-high-blood-pressure',
    'reduced-movement-with-pain-or-bleeding',
    'reduced-fetal-movement',
    'vaginal-bleeding',
    'waters-breaking',
    'severe-headache',
    'vision-changes',
    'pain-under-ribs',
    'sudden-swelling',
    'fever',
    'severe-vomiting',
    'dizziness-fainting',
    'extreme-exhaustion',
    'leg-clot-signs',
    'itchy-palms-soles',
    'preterm-contractions',
    'painful-urination',
  ],
  postpartum: [
    'postpartum-haemorrhage-collapse',
    'sepsis-signs',
    'postpartum-psychosis',
    'postpartum-heavy-bleeding',
    'wound-infection',
    'postpartum-headache',
    'foul-discharge',
    'postpartum-severe-abdominal-pain',
    'persistent-low-mood',
  ],
  mentalHealth: ['self-harm-thoughts', 'persistent-low-mood'],
  newborn: [
    'newborn-fever',
    'newborn-low-temperature',
    'newborn-colour-change',
    'newborn-breathing-difficulty',
    'newborn-floppy-unresponsive',
    'newborn-seizure',
    'newborn-non-blanching-rash',
    'newborn-green-vomit',
    'newborn-jaundice-unwell',
    'newborn-not-feeding',
    'newborn-no-wet-nappy',
    'newborn-jaundice',
    'newborn-cord-infection',
  ],
  common: [
    'nausea',
    'heartburn',
    'back-ache',
    'braxton-hicks',
    'tiredness',
    'ankle-swelling',
    'constipation',
    'leg-cramps',
    'mild-headache',
    'trouble-sleeping',
    'round-ligament-pain',
    'breast-tenderness',
    'frequent-urination',
    'blocked-nose',
    'mood-swings',
    'afterpains',
    'sore-nipples',
    'night-sweats',
  ],
} as const;

const allReadmeIds = [...new Set(Object.values(README_IDS).flat())];

describe('catalogue completeness', () => {
  it('has every id of content/README.md exactly once, and nothing else', () => {
    const ids = warningSigns.map((s) => s.id);
    for (const id of allReadmeIds) {
      expect(
        ids.filter((x) => x === id),
        id,
      ).toHaveLength(1);
    }
    expect([...ids].sort()).toEqual([...allReadmeIds].sort());
    expect(warningSigns).toHaveLength(63);
  });

  it('has unique kebab-case ids', () => {
    const ids = warningSigns.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(warningSigns.map((s) => [s.id, s] as const))('%s is complete', (_id, s) => {
    expect(s.name.trim().length).toBeGreaterThan(2);
    expect(s.name.length).toBeLessThanOrEqual(50);
    expect(s.description.trim()).toMatch(/\.$/);
    expect(s.stages.length).toBeGreaterThan(0);
    expect(s.keywords.length).toBeGreaterThanOrEqual(5);
    for (const k of s.keywords) {
      expect(k).toBe(k.toLowerCase());
      expect(k.trim()).toBe(k);
      expect(k.length).toBeGreaterThan(1);
    }
    expect(new Set(s.keywords).size, 'duplicate keywords').toBe(s.keywords.length);
    expect(s.whatToDo.trim().length).toBeGreaterThan(10);
    expect(s.whatToSay).toContain('{symptom}');
    expect(s.whatToSay).toContain('{situation}');
    expect(s.symptomPhrase.trim().length).toBeGreaterThan(2);
    for (const source of s.sources) {
      expect(source.org.trim().length).toBeGreaterThanOrEqual(2);
      expect(source.title.trim().length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(s.sources.map((x) => `${x.org}|${x.title}`)).size, 'duplicate sources').toBe(
      s.sources.length,
    );
    if (s.fromWeek !== undefined || s.untilWeek !== undefined) expect(s.stages).toContain('pregnancy');
    if (s.callWithinDay) expect(s.level).toBe('routine');
  });

  it('gives every pregnancy, postpartum and newborn id of the README its stage', () => {
    for (const id of README_IDS.pregnancy) expect(requireSign(id).stages, id).toContain('pregnancy');
    for (const id of README_IDS.postpartum) expect(requireSign(id).stages, id).toContain('postpartum');
    for (const id of README_IDS.mentalHealth) expect(requireSign(id).stages, id).toContain('mental-health');
    for (const id of README_IDS.newborn) expect(requireSign(id).stages, id).toEqual(['newborn']);
    for (const id of README_IDS.common) {
      const s = requireSign(id);
      expect(s.level, id).toBe('routine');
      expect(s.callWithinDay, id).toBeUndefined();
      expect(
        s.stages.every((st) => st === 'pregnancy' || st === 'postpartum'),
        id,
      ).toBe(true);
    }
  });

  it('marks "also after birth" signs of the README for both stages', () => {
    for (const id of [
      'chest-pain-breathing',
      'seizure',
      'severe-high-blood-pressure',
      'vision-changes',
      'fever',
      'leg-clot-signs',
    ]) {
      expect(requireSign(id).stages, id).toEqual(expect.arrayContaining(['pregnancy', 'postpartum']));
    }
    expect(requireSign('self-harm-thoughts').stages).toEqual(
      expect.arrayContaining(['pregnancy', 'postpartum', 'mental-health']),
    );
  });
});

describe('lookups', () => {
  it('getSign, requireSign, isSignId', () => {
    expect(getSign('heavy-bleeding')?.name).toBe('Heavy bleeding');
    expect(getSign('nope')).toBeUndefined();
    expect(() => requireSign('nope')).toThrow(/nope/);
    expect(isSignId('newborn-fever')).toBe(true);
    expect(isSignId('Newborn-Fever')).toBe(false);
  });

  it('signsForStage filters by stage and by pregnancy week', () => {
    const ids = (stage: Parameters<typeof signsForStage>[0], week?: number) =>
      signsForStage(stage, week).map((s) => s.id);
    expect(ids('pregnancy', 8)).toContain('ectopic-signs');
    expect(ids('pregnancy', 13)).toContain('ectopic-signs');
    expect(ids('pregnancy', 14)).not.toContain('ectopic-signs');
    expect(ids('pregnancy', 23)).not.toContain('reduced-fetal-movement');
    expect(ids('pregnancy', 24)).toContain('reduced-fetal-movement');
    expect(ids('pregnancy', 19)).not.toContain('preterm-contractions');
    expect(ids('pregnancy', 20)).toEqual(
      expect.arrayContaining(['preterm-contractions', 'pain-under-ribs', 'sudden-swelling']),
    );
    expect(ids('pregnancy', 36)).toContain('preterm-contractions');
    expect(ids('pregnancy', 37)).not.toContain('preterm-contractions');
    expect(ids('pregnancy', 27)).not.toContain('itchy-palms-soles');
    expect(ids('pregnancy', 28)).toContain('itchy-palms-soles');
    expect(ids('pregnancy', 10)).toContain('heavy-bleeding');
    // Without a week, every pregnancy sign.
    expect(ids('pregnancy')).toEqual(
      expect.arrayContaining(['ectopic-signs', 'reduced-fetal-movement', 'itchy-palms-soles']),
    );
    expect(ids('newborn')).toHaveLength(README_IDS.newborn.length);
    expect(ids('mental-health')).toEqual(
      expect.arrayContaining(['self-harm-thoughts', 'persistent-low-mood']),
    );
    expect(ids('postpartum')).not.toContain('newborn-fever');
    expect(ids('postpartum', 3)).toContain('postpartum-heavy-bleeding');
  });
});

describe('what to say', () => {
  it('fills both placeholders for a mother', () => {
    const s = requireSign('heavy-bleeding');
    expect(fillWhatToSay(s, { stage: 'pregnant', week: 24 })).toBe(
      'I am pregnant, 24 weeks and I am having heavy bleeding.',
    );
    expect(
      fillWhatToSay(
        requireSign('fever'),
        { stage: 'postpartum', birthDate: '2025-05-03', daysSinceBirth: 17 },
        'a high temperature',
      ),
    ).toBe(
      'I am 2 weeks on from giving birth (I gave birth on 3 May 2025) and I am having a high temperature.',
    );
    expect(situationFor(s, { stage: 'postpartum' })).toBe('recovering from giving birth');
    expect(situationFor(s, { stage: 'postpartum', daysSinceBirth: 0 })).toBe(
      'recovering from giving birth today',
    );
    expect(situationFor(requireSign('newborn-fever'), { stage: 'postpartum', daysSinceBirth: 0 })).toBe(
      'less than a day old',
    );
    expect(situationFor(requireSign('newborn-fever'), { stage: 'postpartum', daysSinceBirth: 40 })).toBe(
      '5 weeks old',
    );
  });

  it('talks about the baby for newborn signs', () => {
    const text = fillWhatToSay(requireSign('newborn-fever'), {
      stage: 'postpartum',
      birthDate: '2025-05-03',
      daysSinceBirth: 5,
    });
    expect(text).toBe(
      'I am calling about my baby, who is 5 days old (born on 3 May 2025), because of a temperature of 38 C (100.4 F) or higher.',
    );
    expect(text).not.toMatch(/[{}]/);
  });

  it('leaves no placeholder behind for any sign', () => {
    for (const s of warningSigns) {
      expect(fillWhatToSay(s, { stage: 'pregnant', week: 30 }), s.id).not.toMatch(/[{}]/);
      expect(fillWhatToSay(s, { stage: 'postpartum', daysSinceBirth: 0 }), s.id).not.toMatch(/[{}]/);
    }
  });
});
