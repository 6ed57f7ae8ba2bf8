import { describe, expect, it } from 'vitest';
import {
  CALL_WITHIN_DAY_ADVICE,
  SEVERITY_WORDS,
  severityWord,
  symptomAdvice,
  symptomFlag,
  symptomTrend,
  symptomWeekSummary,
} from './symptom-flag.ts';
import { requireSign, warningSigns } from './warning-signs.ts';

describe('symptomFlag', () => {
  it.each(warningSigns.flatMap((s) => [1, 5].map((severity) => [s.id, severity, s] as const)))(
    '%s at severity %i gets the colour its level calls for',
    (id, severity, sign) => {
      const flag = symptomFlag({ signId: id, severity });
      const expected =
        sign.level === 'emergency' || sign.level === 'urgent'
          ? 'red'
          : sign.callWithinDay || severity >= 4
            ? 'yellow'
            : 'green';
      expect(flag.flagType).toBe(expected);
      expect(flag.redFlag).toBe(expected === 'red');
      expect(flag.reason).toContain(sign.name);
    },
  );

  it('is red for emergency and urgent signs, even at severity 1', () => {
    expect(symptomFlag({ signId: 'heavy-bleeding', severity: 1 })).toEqual({
      flagType: 'red',
      redFlag: true,
      reason: 'Heavy bleeding: an emergency warning sign',
    });
    expect(symptomFlag({ signId: 'reduced-fetal-movement', severity: 1 }).reason).toBe(
      'Baby moving less: an urgent warning sign',
    );
    expect(symptomFlag({ signId: 'postpartum-heavy-bleeding', severity: 2 }).flagType).toBe('red');
    expect(symptomFlag({ signId: 'newborn-no-wet-nappy', severity: 3 }).flagType).toBe('red');
  });

  it('is yellow for call-within-a-day signs at any severity', () => {
    const low = symptomFlag({ signId: 'painful-urination', severity: 1 });
    expect(low).toMatchObject({ flagType: 'yellow', redFlag: false });
    expect(low.reason).toMatch(/call within a day/);
    expect(symptomFlag({ signId: 'persistent-low-mood', severity: 2 }).flagType).toBe('yellow');
    expect(symptomFlag({ signId: 'persistent-low-mood', severity: 5 }).reason).toMatch(/severity 5 of 5/);
  });

  it('severity boundary 3 / 4, with and without a routine sign', () => {
    expect(symptomFlag({ signId: null, severity: 3 }).flagType).toBe('green');
    expect(symptomFlag({ signId: null, severity: 4 }).flagType).toBe('yellow');
    expect(symptomFlag({ signId: 'nausea', severity: 3 }).flagType).toBe('green');
    expect(symptomFlag({ signId: 'nausea', severity: 4 }).flagType).toBe('yellow');
    expect(symptomFlag({ signId: 'back-ache', severity: 5 })).toMatchObject({
      flagType: 'yellow',
      redFlag: false,
    });
    expect(symptomFlag({ signId: null, severity: 1 })).toEqual({
      flagType: 'green',
      redFlag: false,
      reason: 'Mild, severity 1 of 5',
    });
    expect(symptomFlag({ signId: null, severity: 4 }).reason).toBe('High severity 4 of 5');
  });

  it('treats an unknown id as no sign', () => {
    expect(symptomFlag({ signId: 'not-a-sign', severity: 2 }).flagType).toBe('green');
    expect(symptomFlag({ signId: 'not-a-sign', severity: 5 }).flagType).toBe('yellow');
  });
});

describe('symptomTrend', () => {
  it('is stable with no logs', () => {
    expect(symptomTrend([])).toBe('stable');
  });

  it('one mild back ache is mild (stable), never "moderate"', () => {
    expect(symptomTrend([2])).toBe('stable');
    expect(symptomWeekSummary([2])).toBe('1 symptom in the last 7 days: mild (2 of 5).');
  });

  it('reads the average on her 1-5 scale: Mild or milder stable, Moderate moderate, Strong or Severe increasing', () => {
    expect(symptomTrend([1])).toBe('stable');
    expect(symptomTrend([3])).toBe('moderate');
    expect(symptomTrend([4])).toBe('increasing');
    expect(symptomTrend([5])).toBe('increasing');
    expect(symptomTrend([2, 2, 3])).toBe('stable'); // 2.33, mild
    expect(symptomTrend([3, 3, 2, 2])).toBe('moderate'); // 2.5, nearest point 3
    expect(symptomTrend([3, 4])).toBe('increasing'); // 3.5, nearest point 4
    expect(symptomTrend([4, 4, 2])).toBe('moderate'); // 3.33, nearest point 3
    expect(symptomTrend([5, 1])).toBe('moderate'); // exactly 3
  });
});

describe('severityWord and symptomWeekSummary', () => {
  it('names each point of the scale as the picker does', () => {
    expect([1, 2, 3, 4, 5].map(severityWord)).toEqual([...SEVERITY_WORDS]);
    expect(severityWord(2.49)).toBe('Mild');
    expect(severityWord(2.5)).toBe('Moderate');
    expect(severityWord(0)).toBe('Very mild');
    expect(severityWord(9)).toBe('Severe');
  });

  it("says how many, and the average in the scale's word, agreeing with the trend", () => {
    expect(symptomWeekSummary([])).toBe('');
    expect(symptomWeekSummary([4])).toBe('1 symptom in the last 7 days: strong (4 of 5).');
    expect(symptomWeekSummary([2, 2, 3])).toBe('3 symptoms in the last 7 days: mild on average (2.3 of 5).');
    expect(symptomWeekSummary([3, 3])).toBe('2 symptoms in the last 7 days: moderate on average (3 of 5).');
  });
});

describe('symptomAdvice', () => {
  it.each(warningSigns.flatMap((s) => [1, 5].map((severity) => [s.id, severity, s] as const)))(
    '%s at severity %i: the advice agrees with its colour',
    (id, severity, sign) => {
      const { flagType } = symptomFlag({ signId: id, severity });
      const advice = symptomAdvice(flagType, sign);
      if (flagType === 'yellow' && !sign.callWithinDay) expect(advice).toBe(CALL_WITHIN_DAY_ADVICE);
      else expect(advice).toBe(sign.whatToDo);
    },
  );

  it('a routine sign rated 4-5 is yellow and says to call within a day, not at the next appointment', () => {
    const back = requireSign('back-ache');
    const advice = symptomAdvice(symptomFlag({ signId: 'back-ache', severity: 5 }).flagType, back);
    expect(advice).toMatch(/within a day/);
    expect(advice).not.toMatch(/next appointment/);
    expect(symptomAdvice('green', back)).toBe(back.whatToDo);
  });

  it('a call-within-a-day sign keeps its own words; free text gets the plain advice', () => {
    const uti = requireSign('painful-urination');
    expect(symptomAdvice('yellow', uti)).toBe(uti.whatToDo);
    expect(symptomAdvice('yellow', null)).toBe(CALL_WITHIN_DAY_ADVICE);
    expect(symptomAdvice('green', null)).toMatch(/^Thank you for noting it/);
  });
});
