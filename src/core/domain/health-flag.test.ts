import { describe, expect, it } from 'vitest';
import { flagLevel } from './health-flag.ts';

describe('flagLevel', () => {
  it('makes a red symptom high priority and a yellow one medium', () => {
    expect(flagLevel({ kind: 'symptom', colour: 'red' })).toEqual({ flagType: 'red', priority: 'high' });
    expect(flagLevel({ kind: 'symptom', colour: 'yellow' })).toEqual({
      flagType: 'yellow',
      priority: 'medium',
    });
  });

  it('raises self-harm answers, chat warning signs and recovery-chat concerns as red, high priority', () => {
    for (const kind of [
      'self-harm-screening',
      'chat-warning-sign',
      'recovery-chat-concern',
      'baby-sign',
    ] as const)
      expect(flagLevel({ kind }), kind).toEqual({ flagType: 'red', priority: 'high' });
  });

  it('gives a recovery log the colour its rule decided', () => {
    expect(flagLevel({ kind: 'recovery-log', colour: 'red' })).toEqual({ flagType: 'red', priority: 'high' });
    expect(flagLevel({ kind: 'recovery-log', colour: 'yellow' })).toEqual({
      flagType: 'yellow',
      priority: 'medium',
    });
  });
});
