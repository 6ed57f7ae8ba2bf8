import { describe, expect, it } from 'vitest';
import type { BabyLog } from '../contracts/baby-tracking-logs.ts';
import type { RecoveryLog } from '../contracts/recovery.ts';
import {
  babyLogLine,
  chatCategory,
  PHOTO_SIGNS,
  photoReply,
  recoveryLogLine,
  redFlagReason,
} from './postpartum-chat.ts';
import { requireSign } from './warning-signs.ts';

const none = { signs: [], topic: null, emotional: false } as const;

describe('chatCategory', () => {
  it("follows the most serious sign found: the baby's, her mind's, her body's", () => {
    expect(chatCategory({ ...none, signs: ['newborn-fever'] })).toBe('baby_care');
    expect(chatCategory({ ...none, signs: ['postpartum-psychosis'] })).toBe('mental_health');
    expect(chatCategory({ ...none, signs: ['postpartum-heavy-bleeding'] })).toBe('maternal_health');
    // The first sign decides, whatever the answer was about.
    expect(
      chatCategory({
        signs: ['postpartum-heavy-bleeding', 'newborn-fever'],
        topic: 'newborn-care',
        emotional: true,
      }),
    ).toBe('maternal_health');
    // An id the catalogue does not hold is passed over.
    expect(chatCategory({ ...none, signs: ['not-a-sign', 'newborn-jaundice'] })).toBe('baby_care');
  });

  it('without a sign, follows the feelings or the topic of the answer, else general', () => {
    expect(chatCategory({ ...none, emotional: true })).toBe('mental_health');
    expect(chatCategory({ ...none, topic: 'mental-health' })).toBe('mental_health');
    for (const topic of [
      'breastfeeding',
      'bottle-feeding',
      'pumping',
      'newborn-sleep',
      'newborn-nappies',
      'baby-fever',
    ] as const)
      expect(chatCategory({ ...none, topic }), topic).toBe('baby_care');
    expect(chatCategory({ ...none, topic: 'recovery-after-birth' })).toBe('maternal_health');
    expect(chatCategory({ ...none, topic: 'sex-contraception' })).toBe('maternal_health');
    expect(chatCategory({ ...none, topic: 'work-travel' })).toBe('general');
    expect(chatCategory(none)).toBe('general');
  });
});

describe('redFlagReason', () => {
  it("names the signs in the catalogue's words, or nothing", () => {
    expect(redFlagReason([])).toBe('');
    expect(redFlagReason(['postpartum-heavy-bleeding', 'newborn-fever'])).toBe(
      'Warning signs in the recovery chat: Heavy bleeding after birth, Baby has a high temperature',
    );
  });
});

describe('photoReply', () => {
  it('says Zara cannot judge a photo, that it is kept, and lists the visible signs with whom to call', () => {
    const text = photoReply();
    expect(text).toContain("I can't judge a photo");
    expect(text).toContain('kept it with this conversation');
    for (const id of PHOTO_SIGNS) {
      const s = requireSign(id);
      const call =
        s.level === 'emergency'
          ? 'call emergency services straight away'
          : 'call your midwife or doctor now, not tomorrow';
      expect(text).toContain(`• ${s.name}: ${s.description} If you see this, ${call}.`);
    }
  });
});

describe('log lines', () => {
  const base = { startedAt: '2026-11-27T14:05:00.000Z', logDate: '2026-11-27' } as const;
  it('says what each baby log holds and nothing it does not', () => {
    const feed = {
      ...base,
      logType: 'feeding',
      feedingType: 'breast',
      feedingSide: 'left',
      feedingDuration: 15,
      feedingAmount: null,
    } as unknown as BabyLog;
    expect(babyLogLine(feed)).toBe('2026-11-27T14:05Z feed: breast, left, 15 min');
    const bottle = {
      ...base,
      logType: 'feeding',
      feedingType: 'bottle',
      feedingSide: null,
      feedingDuration: null,
      feedingAmount: 90,
    } as unknown as BabyLog;
    expect(babyLogLine(bottle)).toBe('2026-11-27T14:05Z feed: bottle, 90 ml');
    const nappy = {
      ...base,
      logType: 'diaper',
      diaperType: 'dirty',
      stoolColor: 'yellow',
    } as unknown as BabyLog;
    expect(babyLogLine(nappy)).toBe('2026-11-27T14:05Z nappy: dirty, yellow stool');
    const sleep = { ...base, logType: 'sleep', sleepDuration: 95 } as unknown as BabyLog;
    expect(babyLogLine(sleep)).toBe('2026-11-27T14:05Z sleep: 95 min');
    expect(babyLogLine({ ...sleep, sleepDuration: null })).toBe('2026-11-27T14:05Z sleep');
  });

  it('says what a recovery log holds and whether it was flagged', () => {
    const log = {
      logType: 'bleeding',
      logDate: '2026-11-27',
      bleedingVolume: 'heavy',
      bleedingColor: 'bright_red',
      bleedingClots: true,
      redFlag: true,
    } as unknown as RecoveryLog;
    expect(recoveryLogLine(log)).toBe('2026-11-27 Bleeding: Heavy, bright red, with clots (flagged)');
    expect(recoveryLogLine({ ...log, redFlag: false })).toBe(
      '2026-11-27 Bleeding: Heavy, bright red, with clots',
    );
  });
});
