import { describe, expect, it } from 'vitest';
import { requireSign, type SignLevel, warningSigns } from './warning-signs.ts';

describe('levels match the clinical reference (docs/clinical-safety.md)', () => {
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
 * The organisations of the clinical reference's source column (docs/clinical-safety.md), every one of them, per sign.
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

describe('sources match the clinical reference (docs/clinical-safety.md)', () => {
  it.each(Object.entries(SOURCE_ORGS))('%s records every source the file gives', (id, orgs) => {
    expect(requireSign(id).sources.map((s) => s.org)).toEqual(orgs);
  });
});
