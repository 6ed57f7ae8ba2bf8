import { describe, expect, it } from 'vitest';
import {
  GAD7_ITEMS,
  gad7Band,
  PHQ9_ITEMS,
  PHQ9_SELF_HARM_ITEM,
  phq9Band,
  scoreScreening,
  screeningAnswersProblem,
} from './screening.ts';

const phq = (total: number, item9 = 0) => {
  // Spread the total over items 1-8, then set item 9.
  const answers = Array.from({ length: 9 }, () => 0);
  let left = total - item9;
  for (let i = 0; i < 8 && left > 0; i++) {
    answers[i] = Math.min(3, left);
    left -= answers[i] ?? 0;
  }
  answers[PHQ9_SELF_HARM_ITEM] = item9;
  return answers;
};

describe('PHQ-9', () => {
  it('has the nine published items, item 9 about self-harm', () => {
    expect(PHQ9_ITEMS).toHaveLength(9);
    expect(PHQ9_ITEMS[PHQ9_SELF_HARM_ITEM]).toMatch(/better off dead|hurting yourself/);
  });

  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately severe'],
    [19, 'moderately severe'],
    [20, 'severe'],
    [27, 'severe'],
  ] as const)('total %i is %s', (total, band) => {
    expect(phq9Band(total)).toBe(band);
    const result = scoreScreening('phq9', phq(total, total === 27 ? 3 : 0));
    expect(result.total).toBe(total);
    expect(result.band).toBe(band);
    expect(result.maxTotal).toBe(27);
  });

  it.each([1, 2, 3])('item 9 at %i starts the crisis flow whatever the total', (item9) => {
    const result = scoreScreening('phq9', phq(item9, item9));
    expect(result.band).toBe('minimal');
    expect(result.crisis).toBe(true);
    expect(result.advice).toMatch(/crisis line|emergency/);
    // A low total must not reassure when question 9 is above 0.
    expect(result.meaning).not.toMatch(/few or no signs/i);
    expect(result.meaning).toMatch(/question 9 matters more than the total/);
  });

  it('the crisis meaning holds at every band', () => {
    for (const others of [0, 1, 2, 3]) {
      const result = scoreScreening('phq9', [
        others,
        others,
        others,
        others,
        others,
        others,
        others,
        others,
        1,
      ]);
      expect(result.meaning, result.band).toMatch(/question 9 matters more than the total/);
    }
    expect(scoreScreening('phq9', [0, 0, 0, 0, 0, 0, 0, 0, 0]).meaning).toBe(
      'Few or no signs of low mood right now.',
    );
  });

  it('item 9 at 0 is no crisis, even at the highest other scores', () => {
    const result = scoreScreening('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0]);
    expect(result.total).toBe(24);
    expect(result.crisis).toBe(false);
  });

  it('advises a conversation with a professional from 10, gentle watching below', () => {
    expect(scoreScreening('phq9', phq(9)).advice).toMatch(/two weeks or more/);
    expect(scoreScreening('phq9', phq(10)).advice).toMatch(/talk to your midwife/);
  });
});

describe('GAD-7', () => {
  it('has the seven published items', () => expect(GAD7_ITEMS).toHaveLength(7));

  it.each([
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ] as const)('total %i is %s', (total, band) => {
    expect(gad7Band(total)).toBe(band);
    const answers = Array.from({ length: 7 }, (_, i) => Math.max(0, Math.min(3, total - i * 3)));
    const result = scoreScreening('gad7', answers);
    expect(result.total).toBe(total);
    expect(result.band).toBe(band);
    expect(result.maxTotal).toBe(21);
  });

  it('never raises the crisis flag (it has no self-harm item)', () => {
    expect(scoreScreening('gad7', [3, 3, 3, 3, 3, 3, 3]).crisis).toBe(false);
  });
});

describe('answer validation', () => {
  it('wants every question answered with 0-3', () => {
    expect(screeningAnswersProblem('phq9', phq(0))).toBeNull();
    expect(screeningAnswersProblem('phq9', [0, 0])).toBe('Please answer all 9 questions');
    expect(screeningAnswersProblem('gad7', [0, 0, 0, 0, 0, 0, 0, 0])).toBe('Please answer all 7 questions');
    expect(screeningAnswersProblem('gad7', [0, 0, 4, 0, 0, 0, 0])).toBe('Answer 3 must be 0, 1, 2 or 3');
    expect(screeningAnswersProblem('gad7', [0, 0, 0, 1.5, 0, 0, 0])).toBe('Answer 4 must be 0, 1, 2 or 3');
    expect(screeningAnswersProblem('gad7', [0, 0, 0, 0, 0, -1, 0])).toBe('Answer 6 must be 0, 1, 2 or 3');
    expect(() => scoreScreening('phq9', [1])).toThrow();
  });
});
