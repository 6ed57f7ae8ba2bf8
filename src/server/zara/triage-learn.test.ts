import { describe, expect, it } from 'vitest';
import { readMessage } from '../../core/domain/triage-context.ts';
import { mindConcern } from '../../core/domain/triage-rules-mind.ts';
import type { TriageLevel } from '../../core/domain/triage.ts';
import { chooseThresholds, netOnly, type Scored } from './triage-learn.ts';

/*
 * The learned net's thresholds (docs/clinical-safety.md, "The learned safety net"): recall first where a miss can
 * kill, the budget left is spent on messages with a cue of the mind's family, and the others keep theirs.
 */
const scored = (n: number, level: TriageLevel, mind: boolean, p: [number, number]): Scored[] =>
  Array.from({ length: n }, () => ({
    e: { x: { all: [], concepts: [] }, level, rules: 'routine' as const, batch: 'A', mind },
    p,
  }));

describe('the net thresholds', () => {
  const set = [
    ...scored(90, 'routine', false, [0.01, 0.01]),
    // Routine messages the net scores high: lowering the emergency threshold for everyone would raise them.
    ...scored(10, 'routine', false, [0.1, 0.66]),
    ...scored(5, 'routine', true, [0.01, 0.3]),
    ...scored(10, 'emergency', false, [0.99, 0.99]),
    ...scored(5, 'emergency', true, [0.5, 0.62]),
  ];
  const t = chooseThresholds(set, { overall: 0.025, perBatch: 0.06 });

  it('lowers the emergency threshold only for messages with a cue of the mind, within the false-alarm budget', () => {
    expect(t.emergency).toBe(0.7);
    expect(t.mind).toBe(0.6);
    expect(netOnly(scored(1, 'emergency', true, [0.5, 0.62])[0] as Scored, t)).toBe('emergency');
    expect(netOnly(scored(1, 'routine', false, [0.1, 0.66])[0] as Scored, t)).toBe('routine');
    // Lower still would raise the routine messages with a cue of the mind beyond the budget.
    expect(netOnly(scored(1, 'routine', true, [0.01, 0.3])[0] as Scored, t)).toBe('routine');
  });
});

describe('a cue of the mind (where the lower threshold applies)', () => {
  const concern = (text: string) => mindConcern(readMessage(text, 'postpartum', 3));
  it('marks a weak cue of the mind, not a figure of speech or everyday worry', () => {
    expect(concern('some days I stand on the platform and the trains feel loud')).toBe(true);
    expect(concern('I keep thinking everyone would cope fine without me')).toBe(true);
    expect(concern('the voices are quieter today')).toBe(true);
    expect(concern('dying to get some sleep lol, she feeds every 2 hours')).toBe(false);
    expect(concern('is it normal that her poo is green?')).toBe(false);
  });
});
