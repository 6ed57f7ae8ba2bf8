import { describe, expect, it } from 'vitest';
import {
  EU_COUNTRIES,
  crisisLinesFor,
  emergencyNumbersFor,
  fillWhatToSay,
  getSign,
  isSignId,
  requireSign,
  signsForStage,
  situationFor,
  telHref,
  warningSigns,
  type SignLevel,
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

describe('levels match shared/medical/warning-signs.md', () => {
  const expected: Record<string, SignLevel> = {
    // A. Pregnancy
    'heavy-bleeding': 'emergency',
    'severe-abdominal-pain': 'emergency',
    'chest-pain-breathing': 'emergency',
    seizure: 'emergency',
    'ectopic-signs': 'emergency',
    'severe-high-blood-pressure': 'emergency',
    'self-harm-thoughts': 'emergency',
    'reduced-movement-with-pain-or-bleeding': 'emergency',
    'reduced-fetal-movement': 'urgent',
    'vaginal-bleeding': 'urgent',
    'waters-breaking': 'urgent',
    'severe-headache': 'urgent',
    'vision-changes': 'urgent',
    'pain-under-ribs': 'urgent',
    'sudden-swelling': 'urgent',
    fever: 'urgent',
    'severe-vomiting': 'urgent',
    'dizziness-fainting': 'urgent',
    'extreme-exhaustion': 'urgent',
    'leg-clot-signs': 'urgent',
    'itchy-palms-soles': 'urgent',
    'preterm-contractions': 'urgent',
    'painful-urination': 'routine',
    // B. After birth
    'postpartum-haemorrhage-collapse': 'emergency',
    'sepsis-signs': 'emergency',
    'postpartum-psychosis': 'emergency',
    'postpartum-heavy-bleeding': 'urgent',
    'wound-infection': 'urgent',
    'postpartum-headache': 'urgent',
    'foul-discharge': 'urgent',
    'postpartum-severe-abdominal-pain': 'urgent',
    'persistent-low-mood': 'routine',
    // C. Newborn
    'newborn-fever': 'emergency',
    'newborn-low-temperature': 'emergency',
    'newborn-colour-change': 'emergency',
    'newborn-breathing-difficulty': 'emergency',
    'newborn-floppy-unresponsive': 'emergency',
    'newborn-seizure': 'emergency',
    'newborn-non-blanching-rash': 'emergency',
    'newborn-green-vomit': 'emergency',
    'newborn-jaundice-unwell': 'emergency',
    'newborn-not-feeding': 'urgent',
    'newborn-no-wet-nappy': 'urgent',
    'newborn-jaundice': 'urgent',
    'newborn-cord-infection': 'urgent',
  };

  it.each(Object.entries(expected))('%s is %s', (id, level) => {
    expect(requireSign(id).level).toBe(level);
  });

  it('flags exactly the two routine signs that still need a call within a day', () => {
    expect(
      warningSigns
        .filter((s) => s.callWithinDay)
        .map((s) => s.id)
        .sort(),
    ).toEqual(['painful-urination', 'persistent-low-mood']);
  });

  it('keeps the thresholds of the file in the text', () => {
    expect(requireSign('newborn-fever').description).toMatch(/38 C \(100\.4 F\) or higher/);
    expect(requireSign('fever').description).toMatch(/38 C \(100\.4 F\) or higher/);
    expect(requireSign('newborn-low-temperature').description).toMatch(/under 36 C/);
    expect(requireSign('severe-high-blood-pressure').description).toMatch(/160.*110/);
    expect(requireSign('postpartum-heavy-bleeding').description).toMatch(/one pad an hour/);
    expect(requireSign('newborn-no-wet-nappy').description).toMatch(/8 hours.*warning.*12 hours.*red flag/);
    expect(requireSign('newborn-not-feeding').description).toMatch(/8 hours/);
    expect(requireSign('painful-urination').whatToDo).toMatch(/24 hours/);
  });

  it('words the call by level', () => {
    for (const s of warningSigns) {
      if (s.level === 'emergency') expect(s.whatToDo, s.id).toMatch(/call emergency services now/i);
      if (s.level === 'urgent') {
        expect(s.whatToDo, s.id).toMatch(/now|today/);
        expect(s.whatToDo, s.id).toMatch(/emergency/);
      }
    }
  });

  it('uses the pregnancy week windows of content/README.md', () => {
    expect(requireSign('reduced-fetal-movement').fromWeek).toBe(24);
    expect(requireSign('reduced-movement-with-pain-or-bleeding').fromWeek).toBe(24);
    expect(requireSign('ectopic-signs').untilWeek).toBe(13);
    expect(requireSign('preterm-contractions')).toMatchObject({ fromWeek: 20, untilWeek: 36 });
    expect(requireSign('itchy-palms-soles').fromWeek).toBe(28);
    expect(requireSign('pain-under-ribs').fromWeek).toBe(20);
    expect(requireSign('sudden-swelling').fromWeek).toBe(20);
  });

  it('knows the everyday words of section G', () => {
    const has = (id: string, word: string) =>
      expect(requireSign(id).keywords, `${id}: ${word}`).toContain(word);
    has('vaginal-bleeding', 'spotting');
    has('heavy-bleeding', 'haemorrhage');
    has('heavy-bleeding', 'hemorrhage');
    has('fever', 'feverish');
    has('persistent-low-mood', "can't stop crying");
    has('self-harm-thoughts', 'want to disappear');
    has('reduced-fetal-movement', "don't feel the baby move");
    has('reduced-fetal-movement', 'bub not moving');
    has('severe-abdominal-pain', 'severe tummy pain');
    has('severe-abdominal-pain', 'severe belly pain');
  });
});

/**
 * The organisations of the source column of shared/medical/warning-signs.md, every one of them, per sign.
 * A sign of both stages carries the sources of both rows (e.g. fever: CDC in pregnancy, AWHONN after birth).
 */
const SOURCE_ORGS: Readonly<Record<string, readonly string[]>> = {
  'heavy-bleeding': ['NHS trust (UHB)'],
  'severe-abdominal-pain': ['NHS trusts (UHB; Shropshire Healthier Together)'],
  'chest-pain-breathing': ['CDC', 'AWHONN'],
  seizure: ['AWHONN'],
  'ectopic-signs': ['NHS Greater Glasgow and Clyde'],
  'severe-high-blood-pressure': ['ACOG'],
  'self-harm-thoughts': ['CDC', 'AWHONN'],
  'reduced-fetal-movement': ['NHS', 'CDC'],
  'reduced-movement-with-pain-or-bleeding': ['NHS'],
  'vaginal-bleeding': ['CDC', 'NHS'],
  'waters-breaking': ['CDC', 'NHS'],
  'severe-headache': ['NHS', 'CDC'],
  'vision-changes': ['NHS', 'CDC', 'AWHONN', 'NICE'],
  'pain-under-ribs': ['NHS', 'CDC'],
  'sudden-swelling': ['NHS', 'CDC'],
  fever: ['CDC', 'AWHONN'],
  'severe-vomiting': ['CDC'],
  'dizziness-fainting': ['CDC'],
  'extreme-exhaustion': ['CDC'],
  'leg-clot-signs': ['CDC', 'AWHONN'],
  'itchy-palms-soles': ['NHS'],
  'preterm-contractions': ['NHS'],
  'painful-urination': ['NHS'],
  'postpartum-haemorrhage-collapse': ['NICE via NHS trusts'],
  'sepsis-signs': ['NHS trust (MKUH)'],
  'postpartum-psychosis': ['Action on Postpartum Psychosis'],
  'postpartum-heavy-bleeding': ['AWHONN'],
  'wound-infection': ['AWHONN'],
  'postpartum-headache': ['AWHONN', 'NICE'],
  'foul-discharge': ['CDC'],
  'postpartum-severe-abdominal-pain': ['CDC'],
  'newborn-fever': ['NHS Healthier Together', "CHOP (Children's Hospital of Philadelphia)", 'AAP'],
  'newborn-low-temperature': ['NHS Healthier Together'],
  'newborn-not-feeding': ['NHS', 'Zara product spec'],
  'newborn-no-wet-nappy': ['NHS', 'Zara product spec'],
  'newborn-cord-infection': ['Allina Health'],
};

describe('sources match shared/medical/warning-signs.md', () => {
  it.each(Object.entries(SOURCE_ORGS))('%s records every source the file gives', (id, orgs) => {
    expect(requireSign(id).sources.map((s) => s.org)).toEqual(orgs);
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

describe('emergency numbers (section E)', () => {
  it.each([
    ['US', ['911']],
    ['CA', ['911']],
    ['DE', ['112']],
    ['FR', ['112']],
    ['GB', ['999']],
    ['UK', ['999']],
    ['AU', ['000']],
    ['NZ', ['111']],
    [null, ['112', '911']],
    ['ZZ', ['112', '911']],
    ['', ['112', '911']],
  ] as const)('%s -> %j', (country, numbers) => {
    expect(emergencyNumbersFor(country).numbers).toEqual(numbers);
  });

  it('labels: GB mentions 112, unknown says most phones connect either', () => {
    expect(emergencyNumbersFor('GB').label).toMatch(/999/);
    expect(emergencyNumbersFor('GB').label).toMatch(/112 works too/);
    expect(emergencyNumbersFor(null).label).toMatch(/most mobile phones connect either/i);
    expect(emergencyNumbersFor('ZZ').label).toMatch(/most mobile phones connect either/i);
    expect(emergencyNumbersFor('us').numbers).toEqual(['911']);
  });

  it('covers the 27 EU member states of 01-core-app.md section 9 with 112', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    expect(EU_COUNTRIES).not.toContain('GB');
    for (const c of EU_COUNTRIES) expect(emergencyNumbersFor(c).numbers, c).toEqual(['112']);
  });
});

describe('crisis lines (section D)', () => {
  it('US: 988, the maternal hotline, then 911', () => {
    const lines = crisisLinesFor('US');
    expect(lines.map((l) => l.number)).toEqual(['988', '1-833-852-6262', '911']);
    expect(lines[0]?.how).toMatch(/call or text/i);
    const hotline = lines[1];
    expect(hotline?.name).toMatch(/Maternal Mental Health Hotline/);
    expect(hotline?.how).toMatch(/24\/7/);
    expect(hotline?.note).toMatch(/TLC-MAMA/);
    expect(hotline?.note).toMatch(/not a crisis line/);
  });

  it('GB: Samaritans, NHS 111 option 2, then 999', () => {
    const lines = crisisLinesFor('GB');
    expect(lines.map((l) => l.number)).toEqual(['116 123', '111', '999']);
    expect(lines[0]?.name).toBe('Samaritans');
    expect(lines[1]?.how).toMatch(/option 2/);
  });

  it('elsewhere: the emergency number, always last', () => {
    expect(crisisLinesFor('DE').map((l) => l.number)).toEqual(['112']);
    expect(crisisLinesFor('AU').map((l) => l.number)).toEqual(['000']);
    expect(crisisLinesFor(null).map((l) => l.number)).toEqual(['112', '911']);
    for (const c of ['US', 'GB', 'CA', 'FR', 'NZ', null]) {
      const lines = crisisLinesFor(c);
      const last = emergencyNumbersFor(c).numbers.at(-1);
      expect(lines.at(-1)?.number, String(c)).toBe(last);
    }
  });
});

describe('telHref', () => {
  it('builds dialable links', () => {
    expect(telHref('911')).toBe('tel:911');
    expect(telHref('000')).toBe('tel:000');
    expect(telHref('116 123')).toBe('tel:116123');
    expect(telHref('1-833-852-6262')).toBe('tel:18338526262');
    expect(telHref('1-833-TLC-MAMA')).toBe('tel:18338526262');
    expect(telHref(' +44 20 7946 0000 ')).toBe('tel:+442079460000');
    expect(() => telHref('  ')).toThrow();
  });
});
