import { describe, expect, it } from 'vitest';
import type { DayLog } from '../../../core/contracts/baby-tracking-status.ts';
import {
  diaperBody,
  diaperDefaults,
  feedingBody,
  feedingDefaults,
  feedingValuesOf,
  sleepBody,
  sleepDefaults,
  sleepEndsNextDay,
  sleepValuesOf,
} from './form-values.ts';
import { logResolver } from './log-resolver.ts';

const ny = { timeZone: 'America/New_York', unit: 'ml' as const };

describe('feedingBody', () => {
  it('a breastfeed: side and whole minutes, no amount, the start on her clock in her zone', () => {
    const body = feedingBody({ ...feedingDefaults('2027-03-14', '22:10'), feedingDuration: '15' }, ny);
    expect(body).toEqual({
      logType: 'feeding',
      startedAt: '2027-03-15T02:10:00.000Z',
      feedingType: 'breast',
      feedingSide: 'left',
      feedingDuration: 15,
      feedingAmount: null,
      notes: null,
    });
  });

  it('a bottle: the amount in millilitres (fl oz converted), no side or minutes', () => {
    const v = {
      ...feedingDefaults('2027-03-14', '09:00'),
      feedingType: 'bottle' as const,
      feedingAmount: '4',
    };
    expect(feedingBody(v, ny)).toMatchObject({ feedingAmount: 4, feedingSide: null, feedingDuration: null });
    expect(feedingBody(v, { ...ny, unit: 'fl_oz' })).toMatchObject({ feedingAmount: 118.3 });
  });

  it('what is not a number goes as typed, so the schema names it', () => {
    const v = { ...feedingDefaults('2027-03-14', '09:00'), feedingDuration: 'ten' };
    expect(feedingBody(v, ny).feedingDuration).toBe('ten');
  });
});

describe('diaperBody', () => {
  it('keeps a stool colour only for a dirty nappy', () => {
    const wet = { ...diaperDefaults('2027-03-14', '08:00'), stoolColor: 'pale' as const };
    expect(diaperBody(wet, ny).stoolColor).toBeNull();
    expect(diaperBody({ ...wet, diaperType: 'dirty' }, ny).stoolColor).toBe('pale');
  });
});

describe('sleepBody', () => {
  it('an end earlier than the start is the next morning', () => {
    const v = { ...sleepDefaults('2027-03-14'), sleepStart: '23:15', sleepEnd: '00:40' };
    expect(sleepEndsNextDay(v)).toBe(true);
    expect(sleepBody(v, ny)).toMatchObject({
      sleepStart: '2027-03-15T03:15:00.000Z',
      sleepEnd: '2027-03-15T04:40:00.000Z',
      sleepQuality: 3,
    });
  });
  it('a nap inside the day ends the same day', () => {
    const v = { ...sleepDefaults('2027-03-14'), sleepStart: '13:00', sleepEnd: '14:30' };
    expect(sleepEndsNextDay(v)).toBe(false);
    expect(sleepBody(v, ny).sleepEnd).toBe('2027-03-14T18:30:00.000Z');
  });
});

describe('a saved log back into its form', () => {
  const log = {
    startedAt: '2027-03-15T02:10:00.000Z',
    endedAt: '2027-03-15T02:25:00.000Z',
    feedingType: 'both',
    feedingSide: 'right',
    feedingDuration: 15,
    feedingAmount: 59.1,
    notes: null,
  } as DayLog;
  it('shows her clock and her unit', () => {
    expect(feedingValuesOf(log, ny)).toMatchObject({
      date: '2027-03-14',
      time: '22:10',
      feedingAmount: '59',
    });
    expect(feedingValuesOf(log, { ...ny, unit: 'fl_oz' }).feedingAmount).toBe('2');
  });
  it('a sleep across midnight keeps its start day', () => {
    const sleep = {
      startedAt: '2027-03-15T03:15:00.000Z',
      sleepStart: '2027-03-15T03:15:00.000Z',
      sleepEnd: '2027-03-15T04:40:00.000Z',
      endedAt: '2027-03-15T04:40:00.000Z',
      sleepQuality: 4,
      sleepNotes: null,
    } as DayLog;
    expect(sleepValuesOf(sleep, ny)).toEqual({
      date: '2027-03-14',
      sleepStart: '23:15',
      sleepEnd: '00:40',
      sleepQuality: '4',
      sleepNotes: '',
    });
  });
});

describe('logResolver', () => {
  const resolve = logResolver((v: ReturnType<typeof feedingDefaults>) => feedingBody(v, ny));
  const run = (v: ReturnType<typeof feedingDefaults>) =>
    Promise.resolve(resolve(v, undefined, { fields: {}, shouldUseNativeValidation: false }));

  it('a breastfeed without minutes is refused beside the minutes field, in the contract words', async () => {
    const { errors } = await run(feedingDefaults('2027-03-14', '09:00'));
    expect(errors.feedingDuration?.message).toBe(
      'Enter how many minutes the breastfeed lasted, or use the timer',
    );
  });
  it('a bottle over 500 ml is refused beside the amount', async () => {
    const { errors } = await run({
      ...feedingDefaults('2027-03-14', '09:00'),
      feedingType: 'bottle',
      feedingAmount: '600',
    });
    expect(errors.feedingAmount?.message).toMatch(/500 ml/);
  });
  it('a valid feed passes', async () => {
    const { errors } = await run({ ...feedingDefaults('2027-03-14', '09:00'), feedingDuration: '12' });
    expect(errors).toEqual({});
  });
});
