import { describe, expect, it } from 'vitest';
import { symptomFlag } from './symptom-flag.ts';
import { matchSymptom, normaliseSymptomText } from './symptom-match.ts';
import { warningSigns } from './warning-signs.ts';

const colourOf = (text: string) =>
  symptomFlag({ signId: matchSymptom(text, 'pregnancy').sign?.id ?? null, severity: 2 }).flagType;

describe('matchSymptom', () => {
  it('recognises "severe headache and blurry vision" as red', () => {
    const m = matchSymptom('severe headache and blurry vision', 'pregnancy');
    expect(m.sign?.level).toBe('urgent');
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

  it.each(warningSigns.map((s) => [s.id, s] as const))(
    'every keyword of %s is recognised at least at its level',
    (_id, sign) => {
      for (const keyword of sign.keywords) {
        // A keyword may also be another sign's exact name ("seizure"); then that sign answers, at no lower level.
        const m = matchSymptom(keyword);
        expect(m.sign, keyword).not.toBeNull();
        const rank = { emergency: 3, urgent: 2, routine: 1 } as const;
        expect(rank[m.sign?.level ?? 'routine'], keyword).toBeGreaterThanOrEqual(rank[sign.level]);
      }
    },
  );

  it('reads simple negation', () => {
    expect(matchSymptom('no bleeding').sign).toBeNull();
    expect(matchSymptom('not bleeding at all').sign).toBeNull();
    expect(matchSymptom("I don't have a fever").sign).toBeNull();
    expect(matchSymptom('without any bleeding').sign).toBeNull();
  });

  it('keeps negation inside its clause', () => {
    expect(matchSymptom('no bleeding, but a bad headache', 'pregnancy').sign?.id).toBe('severe-headache');
    expect(matchSymptom('no fever. bleeding now').sign?.level).toBe('urgent');
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
    expect(matchSymptom('headache and heavy bleeding').sign?.level).toBe('emergency');
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
