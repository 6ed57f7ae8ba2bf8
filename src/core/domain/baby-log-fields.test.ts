import { describe, expect, it } from 'vitest';
import { babyLogFieldProblems } from './baby-log-fields.ts';

describe('babyLogFieldProblems: feeds', () => {
  it('accepts a breastfeed with minutes and a side, a bottle with an amount, and both together', () => {
    expect(
      babyLogFieldProblems({
        logType: 'feeding',
        feedingType: 'breast',
        feedingDuration: 15,
        feedingSide: 'left',
      }),
    ).toEqual({});
    expect(babyLogFieldProblems({ logType: 'feeding', feedingType: 'bottle', feedingAmount: 120 })).toEqual(
      {},
    );
    expect(
      babyLogFieldProblems({
        logType: 'feeding',
        feedingType: 'bottle',
        feedingAmount: 90,
        feedingDuration: 10,
        feedingSide: null,
      }),
    ).toEqual({});
    expect(
      babyLogFieldProblems({
        logType: 'feeding',
        feedingType: 'both',
        feedingDuration: 20,
        feedingSide: 'both',
        feedingAmount: 60,
      }),
    ).toEqual({});
  });

  it('needs a feeding type', () => {
    expect(babyLogFieldProblems({ logType: 'feeding' })).toEqual({
      feedingType: 'Choose breast, bottle or both',
    });
  });

  it('needs a breastfeed’s minutes and side', () => {
    expect(babyLogFieldProblems({ logType: 'feeding', feedingType: 'breast' })).toEqual({
      feedingDuration: 'Enter how many minutes the breastfeed lasted, or use the timer',
      feedingSide: 'Choose the side: left, right or both',
    });
  });

  it('refuses a side on a bottle and an amount on a breastfeed', () => {
    expect(
      babyLogFieldProblems({
        logType: 'feeding',
        feedingType: 'bottle',
        feedingAmount: 100,
        feedingSide: 'left',
      }),
    ).toEqual({
      feedingSide: 'feedingSide is only for breastfeeding',
    });
    expect(
      babyLogFieldProblems({
        logType: 'feeding',
        feedingType: 'breast',
        feedingDuration: 10,
        feedingSide: 'left',
        feedingAmount: 30,
      }),
    ).toEqual({ feedingAmount: 'feedingAmount is for a bottle: choose bottle or both' });
  });

  it('needs a bottle amount above 0 and at most 500 ml', () => {
    expect(babyLogFieldProblems({ logType: 'feeding', feedingType: 'bottle' })).toEqual({
      feedingAmount: 'Enter how much was in the bottle',
    });
    for (const bad of [0, -5, 500.1, 800])
      expect(
        babyLogFieldProblems({ logType: 'feeding', feedingType: 'bottle', feedingAmount: bad }).feedingAmount,
      ).toBe('A bottle must be more than 0 ml and at most 500 ml');
    for (const good of [0.5, 500])
      expect(
        babyLogFieldProblems({ logType: 'feeding', feedingType: 'bottle', feedingAmount: good }),
      ).toEqual({});
  });

  it('needs whole minutes from 1 to 1440', () => {
    for (const bad of [0, 1441, 2.5])
      expect(
        babyLogFieldProblems({
          logType: 'feeding',
          feedingType: 'breast',
          feedingDuration: bad,
          feedingSide: 'left',
        }).feedingDuration,
      ).toBe('A feed lasts from 1 minute to 24 hours (1440 minutes)');
  });

  it('refuses nappy and sleep fields on a feed', () => {
    expect(
      babyLogFieldProblems({
        logType: 'feeding',
        feedingType: 'bottle',
        feedingAmount: 60,
        diaperType: 'wet',
        sleepQuality: 3,
      }),
    ).toEqual({
      diaperType: 'diaperType belongs to a nappy log',
      sleepQuality: 'sleepQuality belongs to a sleep log',
    });
  });
});

describe('babyLogFieldProblems: nappies', () => {
  it('needs its type, and takes a stool colour only when dirty', () => {
    expect(babyLogFieldProblems({ logType: 'diaper', diaperType: 'wet' })).toEqual({});
    expect(babyLogFieldProblems({ logType: 'diaper', diaperType: 'dirty', stoolColor: 'pale' })).toEqual({});
    expect(
      babyLogFieldProblems({
        logType: 'diaper',
        diaperType: 'both',
        stoolColor: 'yellow',
        diaperNotes: 'big',
      }),
    ).toEqual({});
    expect(babyLogFieldProblems({ logType: 'diaper' })).toEqual({ diaperType: 'Choose wet, dirty or both' });
    expect(babyLogFieldProblems({ logType: 'diaper', diaperType: 'wet', stoolColor: 'green' })).toEqual({
      stoolColor: 'stoolColor is only for a dirty nappy',
    });
  });

  it('refuses feeding and sleep fields, but null is absent', () => {
    expect(
      babyLogFieldProblems({
        logType: 'diaper',
        diaperType: 'wet',
        feedingSide: 'left',
        sleepStart: '2027-01-01T00:00:00Z',
      }),
    ).toEqual({
      feedingSide: 'feedingSide belongs to a feeding log',
      sleepStart: 'sleepStart belongs to a sleep log',
    });
    expect(
      babyLogFieldProblems({ logType: 'diaper', diaperType: 'wet', feedingSide: null, sleepNotes: '' }),
    ).toEqual({});
  });
});

describe('babyLogFieldProblems: sleeps', () => {
  const start = '2027-01-01T22:00:00Z';
  it('needs a start, and an end or minutes', () => {
    expect(
      babyLogFieldProblems({ logType: 'sleep', sleepStart: start, sleepEnd: '2027-01-02T03:00:00Z' }),
    ).toEqual({});
    expect(
      babyLogFieldProblems({ logType: 'sleep', sleepStart: start, sleepDuration: 45, sleepQuality: 4 }),
    ).toEqual({});
    expect(babyLogFieldProblems({ logType: 'sleep' })).toEqual({
      sleepStart: 'Enter when the sleep started',
      sleepEnd: 'Enter when the sleep ended (or use the sleep timer)',
    });
  });

  it('takes quality 1-5 and refuses startedAt and other types’ fields', () => {
    for (const q of [0, 6, 2.5])
      expect(
        babyLogFieldProblems({ logType: 'sleep', sleepStart: start, sleepDuration: 30, sleepQuality: q })
          .sleepQuality,
      ).toBe('Sleep quality is a whole number from 1 to 5');
    expect(
      babyLogFieldProblems({
        logType: 'sleep',
        sleepStart: start,
        sleepDuration: 30,
        startedAt: start,
        feedingType: 'bottle',
        stoolColor: 'pale',
      }),
    ).toEqual({
      startedAt: 'For a sleep, send sleepStart and sleepEnd',
      feedingType: 'feedingType belongs to a feeding log',
      stoolColor: 'stoolColor belongs to a nappy log',
    });
    expect(
      babyLogFieldProblems({ logType: 'sleep', sleepStart: start, sleepDuration: 1441 }).sleepDuration,
    ).toBe('A sleep lasts from 1 minute to 24 hours (1440 minutes)');
  });
});
