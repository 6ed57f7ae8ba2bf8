import { describe, expect, it } from 'vitest';
import { symptomFlag } from './symptom-flag.ts';
import { matchSymptom, normaliseSymptomText } from './symptom-match.ts';
import { type WarningSign, warningSigns } from './warning-signs.ts';

/**
 * Keywords two signs of the same stage share on purpose, and the sign that answers. After the birth her own
 * signs and her baby's are both hers: "blue lips" or a "seizure" in her own log is read as hers (both emergencies).
 */
const SHARED_KEYWORDS: Readonly<Record<string, string>> = {
  'postpartum:blue lips': 'chest-pain-breathing',
  'postpartum:seizure': 'seizure',
  'postpartum:siezure': 'seizure',
};

const colourOf = (text: string, stage: 'pregnancy' | 'postpartum' = 'pregnancy') =>
  symptomFlag({ signId: matchSymptom(text, stage).sign?.id ?? null, severity: 2 }).flagType;

describe('matchSymptom', () => {
  it('recognises "severe headache and blurry vision" as red', () => {
    const m = matchSymptom('severe headache and blurry vision', 'pregnancy');
    expect(m.sign?.id).toBe('severe-headache');
    expect(m.signs.map((s) => s.id)).toEqual(expect.arrayContaining(['severe-headache', 'vision-changes']));
    expect(colourOf('Severe headache and blurry vision')).toBe('red');
  });

  it.each(warningSigns.map((s) => [s.id, s] as const))(
    '%s is recognised by its id and its name',
    (id, sign) => {
      expect(matchSymptom(id).sign?.id).toBe(id);
      expect(matchSymptom(sign.name.toUpperCase()).sign?.id).toBe(id);
    },
  );

  /** The mother's stages in which a sign is hers: a baby's sign is logged after the birth. */
  const stagesOf = (sign: WarningSign): ('pregnancy' | 'postpartum')[] => {
    const out: ('pregnancy' | 'postpartum')[] = [];
    if (sign.stages.includes('pregnancy')) out.push('pregnancy');
    if (sign.stages.includes('postpartum') || sign.stages.includes('newborn')) out.push('postpartum');
    return out;
  };

  it.each(warningSigns.map((s) => [s.id, s] as const))(
    'every keyword of %s is recognised as that very sign in her stage',
    (id, sign) => {
      for (const stage of stagesOf(sign)) {
        for (const keyword of sign.keywords) {
          const expected = SHARED_KEYWORDS[`${stage}:${keyword}`] ?? id;
          expect(matchSymptom(keyword, stage).sign?.id, `${keyword} (${stage})`).toBe(expected);
        }
      }
    },
  );

  it.each(warningSigns.map((s) => [s.id, s] as const))(
    'without a stage (no profile yet) every keyword of %s is recognised at least at its level',
    (_id, sign) => {
      const rank = { emergency: 3, urgent: 2, routine: 1 } as const;
      for (const keyword of sign.keywords) {
        const m = matchSymptom(keyword);
        expect(m.sign, keyword).not.toBeNull();
        expect(rank[m.sign?.level ?? 'routine'], keyword).toBeGreaterThanOrEqual(rank[sign.level]);
      }
    },
  );

  it('after the birth, bleeding on its own is not the pregnancy sign; heavy bleeding is still red', () => {
    expect(matchSymptom('bleeding', 'postpartum').sign).toBeNull();
    expect(matchSymptom('still bleeding a little', 'postpartum').sign).toBeNull();
    for (const t of ['heavy bleeding', 'bleeding a lot', 'passing clots', 'soaking pads', 'haemorrhage']) {
      expect(matchSymptom(t, 'postpartum').sign?.id, t).toBe('postpartum-heavy-bleeding');
      expect(colourOf(t, 'postpartum'), t).toBe('red');
    }
    expect(matchSymptom('bleeding and feel faint', 'postpartum').sign?.id).toBe(
      'postpartum-haemorrhage-collapse',
    );
    // In pregnancy any bleeding stays urgent.
    expect(matchSymptom('bleeding', 'pregnancy').sign?.id).toBe('vaginal-bleeding');
  });

  it('the sign whose own phrase is longest explains overlapping words', () => {
    expect(matchSymptom('bleeding nipples', 'postpartum').sign?.id).toBe('sore-nipples');
    expect(colourOf('bleeding nipples', 'postpartum')).toBe('green');
    expect(matchSymptom('nose bleed', 'pregnancy').sign?.id).toBe('blocked-nose');
    expect(matchSymptom('my nose is bleeding', 'pregnancy').sign?.id).toBe('blocked-nose');
    expect(matchSymptom('swollen feet suddenly', 'pregnancy').sign?.id).toBe('sudden-swelling');
  });

  it('harmless phrases with a warning word are not warning signs', () => {
    expect(matchSymptom('bleeding gums', 'pregnancy').sign).toBeNull();
    expect(colourOf('bleeding gums', 'pregnancy')).toBe('green');
    expect(matchSymptom('my gums bleed when I brush', 'pregnancy').sign).toBeNull();
    // A longer warning phrase around the harmless one still counts.
    expect(matchSymptom('blood pressure is very high', 'pregnancy').sign?.id).toBe(
      'severe-high-blood-pressure',
    );
  });

  it('among separate symptoms the most serious wins, not the longest', () => {
    expect(matchSymptom('mild back ache and bleeding', 'pregnancy').sign?.id).toBe('vaginal-bleeding');
    expect(matchSymptom('bleeding gums and a bad headache', 'pregnancy').sign?.id).toBe('severe-headache');
  });

  it('in pregnancy, a warning sign of another stage still counts when nothing of hers matched', () => {
    expect(matchSymptom('hallucinations', 'pregnancy').sign?.id).toBe('postpartum-psychosis');
    expect(matchSymptom('infected wound', 'pregnancy').sign?.id).toBe('wound-infection');
  });

  it('reads simple negation', () => {
    expect(matchSymptom('no bleeding').sign).toBeNull();
    expect(matchSymptom('not bleeding at all').sign).toBeNull();
    expect(matchSymptom("I don't have a fever").sign).toBeNull();
    expect(matchSymptom('without any bleeding').sign).toBeNull();
  });

  it('keeps negation inside its clause', () => {
    expect(matchSymptom('no bleeding, but a bad headache', 'pregnancy').sign?.id).toBe('severe-headache');
    expect(matchSymptom('no fever. bleeding now', 'pregnancy').sign?.id).toBe('vaginal-bleeding');
  });

  it('a negation far before the symptom does not hide it', () => {
    expect(matchSymptom('not sure what is going on but I have a fever').sign?.id).toBe('fever');
    expect(matchSymptom('I could not sleep and now I have a fever').sign?.id).toBe('fever');
  });

  it('prefers her stage among equal levels', () => {
    expect(matchSymptom('bad headache', 'pregnancy').sign?.id).toBe('severe-headache');
    expect(matchSymptom('bad headache', 'postpartum').sign?.id).toBe('postpartum-headache');
  });

  it('prefers the most serious sign', () => {
    expect(matchSymptom('headache and heavy bleeding').sign?.id).toBe('heavy-bleeding');
    expect(matchSymptom('mild headache', 'pregnancy').sign?.id).toBe('mild-headache');
  });

  it('ordinary symptoms are green, not alarms', () => {
    for (const t of ['nausea', 'back ache', 'heartburn', 'swollen ankles', 'tired', 'mild headache']) {
      expect(colourOf(t), t).toBe('green');
    }
  });

  it('unknown or empty text is no sign', () => {
    expect(matchSymptom('').sign).toBeNull();
    expect(matchSymptom('   ').sign).toBeNull();
    expect(matchSymptom('feeling a bit odd today').signs).toEqual([]);
  });

  it('does not match inside other words', () => {
    expect(matchSymptom('feverfew tea').signs.map((s) => s.id)).not.toContain('fever');
  });

  it('normalises case, apostrophes and spaces', () => {
    expect(normaliseSymptomText('  Can\u2019t   SLEEP ')).toBe("can't sleep");
  });
});
