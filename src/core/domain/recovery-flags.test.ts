import { describe, expect, it } from 'vitest';
import { OWN_FLAG_REASON, RECOVERY_FLAG_REASONS, recoveryFlag, recoveryRule } from './recovery-flags.ts';
import { getSign } from './warning-signs.ts';

describe('the spec’s red-flag rules, on both sides of each threshold', () => {
  it('bleeding: heavy or clots', () => {
    for (const volume of ['none', 'light', 'moderate'] as const)
      expect(
        recoveryRule({ logType: 'bleeding', bleedingVolume: volume, bleedingClots: false }).redFlag,
      ).toBe(false);
    const heavy = recoveryRule({ logType: 'bleeding', bleedingVolume: 'heavy', bleedingClots: false });
    expect(heavy).toEqual({
      redFlag: true,
      reason: 'Heavy bleeding or blood clots detected - requires immediate medical attention',
      signId: 'postpartum-heavy-bleeding',
      colour: 'red',
    });
    expect(recoveryRule({ logType: 'bleeding', bleedingVolume: 'light', bleedingClots: true })).toEqual(
      heavy,
    );
    expect(recoveryRule({ logType: 'bleeding' }).redFlag).toBe(false);
    expect(getSign('postpartum-heavy-bleeding')?.level).toBe('urgent');
  });

  it('pain: 8 or more', () => {
    expect(recoveryRule({ logType: 'pain', painLevel: 7 }).redFlag).toBe(false);
    expect(recoveryRule({ logType: 'pain', painLevel: 8 })).toEqual({
      redFlag: true,
      reason: 'Severe pain level (8+) reported - may require medical evaluation',
      signId: null,
      colour: 'yellow',
    });
    expect(recoveryRule({ logType: 'pain', painLevel: 10 }).redFlag).toBe(true);
    expect(recoveryRule({ logType: 'pain', painLevel: null }).redFlag).toBe(false);
  });

  it('mental health: mood 2 or less, or anxiety 8 or more', () => {
    const flagged = {
      redFlag: true,
      reason: 'Concerning mental health indicators - consider reaching out for support',
      signId: null,
      colour: 'yellow',
    };
    expect(recoveryRule({ logType: 'mental_health', moodRating: 3, anxietyLevel: 7 }).redFlag).toBe(false);
    expect(recoveryRule({ logType: 'mental_health', moodRating: 2, anxietyLevel: 3 })).toEqual(flagged);
    expect(recoveryRule({ logType: 'mental_health', moodRating: 1 })).toEqual(flagged);
    expect(recoveryRule({ logType: 'mental_health', moodRating: 5, anxietyLevel: 8 })).toEqual(flagged);
    expect(recoveryRule({ logType: 'mental_health' }).redFlag).toBe(false);
  });

  it('medication and nutrition: never', () => {
    expect(recoveryRule({ logType: 'medication' }).redFlag).toBe(false);
    expect(recoveryRule({ logType: 'nutrition' }).redFlag).toBe(false);
  });

  it('keeps the reasons verbatim', () => {
    expect(Object.values(RECOVERY_FLAG_REASONS)).toHaveLength(3);
  });
});

describe('the client’s redFlag', () => {
  it('never lowers the rule', () => {
    expect(
      recoveryFlag({ logType: 'pain', painLevel: 9 }, { redFlag: false, redFlagReason: '' }).redFlag,
    ).toBe(true);
  });

  it('raises a log the rule does not flag, with her reason or ours', () => {
    expect(
      recoveryFlag({ logType: 'nutrition' }, { redFlag: true, redFlagReason: ' Not eating at all ' }),
    ).toEqual({
      redFlag: true,
      reason: 'Not eating at all',
      signId: null,
      colour: 'yellow',
    });
    expect(recoveryFlag({ logType: 'nutrition' }, { redFlag: true }).reason).toBe(OWN_FLAG_REASON);
    expect(recoveryFlag({ logType: 'nutrition' }).redFlag).toBe(false);
  });

  it('keeps the rule’s reason when both flag', () => {
    expect(
      recoveryFlag({ logType: 'pain', painLevel: 8 }, { redFlag: true, redFlagReason: 'mine' }).reason,
    ).toBe(RECOVERY_FLAG_REASONS.pain);
  });
});
